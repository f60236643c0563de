import { z } from 'zod'
import { TimestampSchema } from './common'

/** Callbacks of the service (ADR 0008 "Callbacks"): identifiers and status, not results. */
export const CallbackEventSchema = z.enum([
  'request.pending',
  'request.resolved',
  'aml.completed',
  'verification.status.changed',
  'questionnaire.submitted',
  'ocr.completed',
  'verification.accepted',
  'verification.declined',
])
export type CallbackEvent = z.infer<typeof CallbackEventSchema>

export const CallbackServiceSchema = z.enum(['kyb_check', 'aml', 'ongoing_aml', 'questionnaire', 'ocr', 'kyc'])
export type CallbackService = z.infer<typeof CallbackServiceSchema>

/** The request identifiers a callback may carry, whichever apply. */
export const callbackIdFields = [
  'request_id',
  'kyb_request_id',
  'aml_request_id',
  'service_id',
  'questionnaire_request_id',
  'ocr_request_id',
  'kyc_request_id',
] as const

const optionalId = z.string().min(1, 'must not be empty').optional()

export const CallbackBodySchema = z.looseObject({
  /** Unique event id; receivers dedupe on it (delivery is at least once). */
  id: z.string().min(1, 'is required'),
  event: CallbackEventSchema,
  sent_at: TimestampSchema,
  service: CallbackServiceSchema,
  request_id: optionalId,
  kyb_request_id: optionalId,
  aml_request_id: optionalId,
  service_id: optionalId,
  questionnaire_request_id: optionalId,
  ocr_request_id: optionalId,
  kyc_request_id: optionalId,
  /** Status of the request after the event (pending, resolved, no match, verification.accepted …). */
  status: z.string().min(1, 'is required'),
})
export type CallbackBody = z.infer<typeof CallbackBodySchema>

/** A receiver refuses a callback whose sent_at is further than this from its clock. */
export const maxCallbackSkewSeconds = 300

/** True when `sentAt` lies within maxCallbackSkewSeconds of `now`. */
export function isCallbackFresh(sentAt: string, now: Date = new Date()): boolean {
  const sent = Date.parse(sentAt)
  return Number.isFinite(sent) && Math.abs(now.getTime() - sent) <= maxCallbackSkewSeconds * 1000
}
