import type { KycCaseListQueryInput } from '@contract/bff/kyc-cases'
import { z } from 'zod'

const day = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/)
  .catch('')

/**
 * The queue's filters and page, kept in the URL (also on a case's page, so that next/previous
 * walk the same list). Anything that does not fit falls back to "no filter".
 */
export const KycQueueUrlSchema = z.object({
  status: z.enum(['', 'pending', 'verification.accepted', 'verification.declined']).catch(''),
  code: z
    .string()
    .regex(/^(SPDR\d{1,4})?$/)
    .catch(''),
  country: z.string().max(64).catch(''),
  from: day,
  to: day,
  needs_review: z.enum(['', 'true']).catch(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})
export type KycQueueUrlState = z.infer<typeof KycQueueUrlSchema>

/** Rows per page of the queue. */
export const queuePageSize = 25

/** The proxy's list query for a URL state (empty filters left out). */
export function queueFilters(state: KycQueueUrlState): KycCaseListQueryInput {
  const filters: KycCaseListQueryInput = { page: String(state.page), limit: String(queuePageSize) }
  if (state.status) filters.status = state.status
  if (state.code) filters.code = state.code
  if (state.country) filters.country = state.country
  if (state.from) filters.from = state.from
  if (state.to) filters.to = state.to
  if (state.needs_review) filters.needs_review = state.needs_review
  return filters
}
