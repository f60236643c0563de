import { AmlDispositionSchema, type AmlQueueQuery } from '@contract/bff/aml-review'
import { AmlRequestStatusSchema } from '@contract/services/aml'
import { z } from 'zod'

const isoDay = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/)

/** The AML queue's filters and page, all in the URL; any value that does not fit falls back to its default. */
export const AmlQueueUrlSchema = z.object({
  status: z.union([AmlRequestStatusSchema, z.literal('')]).catch(''),
  disposition: z.union([AmlDispositionSchema, z.literal('')]).catch(''),
  match: z.enum(['', 'no_match', 'potential_match']).catch(''),
  reviewer: z.string().max(254).catch(''),
  from: isoDay.catch(''),
  to: isoDay.catch(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})
export type AmlQueueUrlState = z.infer<typeof AmlQueueUrlSchema>

/** The URL state as the queue's query (empty filters left out). */
export function toQueueQuery(state: AmlQueueUrlState): AmlQueueQuery {
  return {
    ...(state.status ? { status: state.status } : {}),
    ...(state.disposition ? { disposition: state.disposition } : {}),
    ...(state.match ? { match: state.match } : {}),
    ...(state.reviewer.trim() ? { reviewer: state.reviewer.trim() } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    page: String(state.page),
    limit: '25',
  }
}
