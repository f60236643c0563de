import { z } from 'zod'
import { queryInteger } from '../common'

/**
 * The proxy's index of its own upstream requests (`GET /bff/requests`, `GET /bff/requests/:id`):
 * the vendor API cannot list "my searches" or "my KYC requests", so the proxy records every
 * request it makes or learns of (who, when, ids, key input, last known status).
 */
export const RequestKindSchema = z.enum(
  [
    'kyb_search_v1',
    'kyb_search_v2',
    'company_aml',
    'officers_aml',
    'kyc',
    'questionnaire_link',
    'questionnaire_submission',
    'service',
    'ocr',
  ],
  'must be one of kyb_search_v1, kyb_search_v2, company_aml, officers_aml, kyc, questionnaire_link, questionnaire_submission, service, ocr',
)
export type RequestKind = z.infer<typeof RequestKindSchema>

export const IndexedRequestSchema = z.object({
  /** The proxy's own id of the row. */
  id: z.string(),
  kind: RequestKindSchema,
  /** The upstream identifier: request_id, kyb_request_id, aml_request_id, kyc_request_id, link token… */
  upstream_id: z.string(),
  service_id: z.string().nullable(),
  /** Contract route id of the call that created the row, or `callback` when a callback revealed it. */
  route_id: z.string(),
  user_id: z.string().nullable(),
  user_email: z.string().nullable(),
  search_text: z.string().nullable(),
  country: z.string().nullable(),
  search_type: z.string().nullable(),
  /**
   * Last known status (pending, resolved, verification.accepted…); null until one is seen.
   * Questionnaire links: `active`, then `expired` once their ttl has passed.
   */
  status: z.string().nullable(),
  /** Kind-specific extras: related ids, link ttl and expires_at, person_name… */
  detail: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
})
export type IndexedRequest = z.infer<typeof IndexedRequestSchema>

/** Page metadata of the proxy's own lists. */
export const BffPaginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
})
export type BffPagination = z.infer<typeof BffPaginationSchema>

/** `page` and `limit` of a query of the proxy's own lists (at most 100 a page). */
export const bffPageQueryFields = { page: queryInteger(1, 100_000).optional(), limit: queryInteger(1, 100).optional() }

/** An optional text filter of a list query: trimmed, not empty, at most `max` characters. */
export function listFilterText(max: number) {
  return z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`).optional()
}

/** A page of one of the proxy's own lists: its items and the page metadata. */
export function bffListPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pagination: BffPaginationSchema })
}

export const RequestListQuerySchema = z.object({
  kind: RequestKindSchema.optional(),
  status: listFilterText(64),
  /** `true`: only the signed-in user's requests. */
  mine: z.enum(['true', 'false'], 'must be true or false').optional(),
  /** Substring of the search text or of the upstream id. */
  q: listFilterText(128),
  ...bffPageQueryFields,
})
export type RequestListQuery = z.infer<typeof RequestListQuerySchema>

export const RequestListResponseSchema = bffListPage(IndexedRequestSchema)
export type RequestListResponse = z.infer<typeof RequestListResponseSchema>

export const RequestDetailResponseSchema = z.object({ request: IndexedRequestSchema })
export type RequestDetailResponse = z.infer<typeof RequestDetailResponseSchema>
