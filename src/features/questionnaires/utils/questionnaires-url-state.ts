import { z } from 'zod'
import type { IndexListFilters } from '../api/questionnaire-queries'

/** Everything the questionnaires page shows is in its URL: tab, kind, country, selection, list filters. */
export const QuestionnairesUrlSchema = z.object({
  tab: z.enum(['questionnaires', 'links', 'submissions']).catch('questionnaires'),
  kind: z.enum(['business', 'document']).catch('business'),
  /** Version 1 country name of the document-based questionnaires. */
  country: z.string().max(128).catch(''),
  /** questionnaire_id of the one previewed (and linked). */
  selected: z.string().max(128).catch(''),
  status: z.enum(['', 'active', 'expired', 'submitted', 'pending', 'resolved']).catch(''),
  mine: z.enum(['', 'true']).catch(''),
  q: z.string().max(128).catch(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})
export type QuestionnairesUrlState = z.infer<typeof QuestionnairesUrlSchema>

/** The links or submissions tab's filters as the index list query takes them. */
export function indexListFilters(state: QuestionnairesUrlState): IndexListFilters {
  return { status: state.status || undefined, mine: state.mine === 'true', q: state.q || undefined, page: state.page }
}
