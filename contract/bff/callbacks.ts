import { z } from 'zod'
import { bffListPage, bffPageQueryFields, listFilterText } from './requests'

/**
 * The callback inbox (`GET /bff/callbacks`): every delivery to `POST /callbacks/upstream` is
 * stored with the verdict the proxy gave it.
 */
export const CallbackVerdictSchema = z.enum(
  ['accepted', 'duplicate', 'bad_signature', 'stale', 'malformed'],
  'must be one of accepted, duplicate, bad_signature, stale, malformed',
)
export type CallbackVerdict = z.infer<typeof CallbackVerdictSchema>

export const CallbackDeliverySchema = z.object({
  id: z.string(),
  received_at: z.string(),
  verdict: CallbackVerdictSchema,
  /** Why the verdict was given, e.g. `sent_at: 412 s away from the proxy clock (limit 300 s)`. */
  reason: z.string(),
  event_id: z.string().nullable(),
  event: z.string().nullable(),
  service: z.string().nullable(),
  status: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** The request identifiers the callback carried (request_id, kyb_request_id, …). */
  ids: z.record(z.string(), z.string()),
  /** The raw body as received (cut at 16 KiB). */
  body: z.string(),
})
export type CallbackDelivery = z.infer<typeof CallbackDeliverySchema>

export const CallbackListQuerySchema = z.object({
  verdict: CallbackVerdictSchema.optional(),
  event: listFilterText(64),
  ...bffPageQueryFields,
})
export type CallbackListQuery = z.infer<typeof CallbackListQuerySchema>

export const CallbackListResponseSchema = bffListPage(CallbackDeliverySchema)
export type CallbackListResponse = z.infer<typeof CallbackListResponseSchema>

export const CallbackIdParamsSchema = z.object({
  id: z.string().min(1, 'is required').max(64, 'must be at most 64 characters'),
})

/**
 * Body of `POST /bff/callbacks/:id/reapply` (200, permission callbacks:reapply): a stored accepted
 * delivery applied again to the request index (after a fix or a restore), with how many index
 * operations it made.
 */
export const CallbackReapplyResponseSchema = z.object({
  delivery: CallbackDeliverySchema,
  operations: z.number().int(),
})
export type CallbackReapplyResponse = z.infer<typeof CallbackReapplyResponseSchema>

/** What `POST /callbacks/upstream` answers the sender: the envelope (`error` when refused), with the verdict beside it. */
export const CallbackReceiptSchema = z.object({
  error: z.boolean(),
  message: z.string(),
  data: z.object({}),
  received: z.boolean(),
  verdict: CallbackVerdictSchema,
})
export type CallbackReceipt = z.infer<typeof CallbackReceiptSchema>
