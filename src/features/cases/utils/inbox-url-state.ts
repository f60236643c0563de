import type { CaseListQueryInput } from '@contract/bff/cases'
import { z } from 'zod'

/** The inbox's view, filters, page and open case, kept in the URL (anything that does not fit falls back). */
export const InboxUrlSchema = z.object({
  view: z.enum(['all', 'mine', 'unassigned', 'overdue']).catch('all'),
  type: z.enum(['', 'aml', 'kyc', 'questionnaire']).catch(''),
  state: z.enum(['open', 'closed']).catch('open'),
  q: z.string().max(128).catch(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  /** The case shown beside the list. */
  case: z.string().max(128).catch(''),
})
export type InboxUrlState = z.infer<typeof InboxUrlSchema>

export const inboxPageSize = 25

/** The proxy's list query for a URL state (empty filters left out). */
export function inboxFilters(state: InboxUrlState): CaseListQueryInput {
  const filters: CaseListQueryInput = { page: String(state.page), limit: String(inboxPageSize) }
  if (state.view !== 'all') filters.view = state.view
  if (state.type) filters.type = state.type
  if (state.state !== 'open') filters.state = state.state
  if (state.q.trim()) filters.q = state.q.trim()
  return filters
}
