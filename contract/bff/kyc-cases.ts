import { z } from 'zod'
import { decisionNoteSchema } from './decision-note'
import { IsoDateSchema } from '../common'
import { KycStatusSchema } from '../services/kyc'
import { bffListPage, bffPageQueryFields, listFilterText } from './requests'

/**
 * The KYC verification queue and reviewer decisions (`/bff/kyc/cases…`, permission kyc:review).
 * The vendor API cannot list KYC requests, and it has no notion of a reviewer: the proxy lists the
 * KYC requests of its request index and stores every decision with its history (ADR 0015).
 *
 * A declined verification takes one decision: confirm the decline, request a resubmission, or
 * override it to accepted. An override takes effect only when a second reviewer — never the one
 * who proposed it — approves it (four eyes); a rejected proposal leaves the case undecided.
 */
export const KycReviewActionSchema = z.enum(
  ['confirm_decline', 'override_accept', 'request_resubmission', 'approve_override', 'reject_override'],
  'must be one of confirm_decline, override_accept, request_resubmission, approve_override, reject_override',
)
export type KycReviewAction = z.infer<typeof KycReviewActionSchema>

export const KycReviewStateSchema = z.enum([
  'undecided',
  'decline_confirmed',
  'override_pending',
  'override_accepted',
  'resubmission_requested',
])
export type KycReviewState = z.infer<typeof KycReviewStateSchema>

/** States that end the review; no further decision is taken on the case. */
export const finalReviewStates: readonly KycReviewState[] = [
  'decline_confirmed',
  'override_accepted',
  'resubmission_requested',
]

/** The state a decision moves an `undecided` or `override_pending` case to. */
export const reviewStateAfter: Record<KycReviewAction, KycReviewState> = {
  confirm_decline: 'decline_confirmed',
  override_accept: 'override_pending',
  request_resubmission: 'resubmission_requested',
  approve_override: 'override_accepted',
  reject_override: 'undecided',
}

/** The actions a case in `state` accepts (the four-eyes rule on who may take them is the proxy's). */
export function actionsFor(state: KycReviewState): KycReviewAction[] {
  if (state === 'undecided') return ['confirm_decline', 'override_accept', 'request_resubmission']
  if (state === 'override_pending') return ['approve_override', 'reject_override']
  return []
}

export const KYC_NOTE_MAX = 2000

/** Body of `POST /bff/kyc/cases/:kyc_request_id/decisions`. */
export const KycDecisionBodySchema = z.strictObject({
  action: KycReviewActionSchema,
  note: decisionNoteSchema(KYC_NOTE_MAX),
})
export type KycDecisionBody = z.infer<typeof KycDecisionBodySchema>

export const KycCaseParamsSchema = z.object({
  kyc_request_id: z.string().min(1, 'is required').max(128, 'must be at most 128 characters'),
})

export const KycDecisionSchema = z.object({
  id: z.string(),
  kyc_request_id: z.string(),
  action: KycReviewActionSchema,
  note: z.string(),
  actor_id: z.string(),
  actor_email: z.string(),
  /** The case's review state after this decision. */
  state_after: KycReviewStateSchema,
  at: z.string(),
})
export type KycDecision = z.infer<typeof KycDecisionSchema>

export const KycCaseSchema = z.object({
  kyc_request_id: z.string(),
  service_id: z.string().nullable(),
  /** Last known upstream status; null until one is seen. */
  status: KycStatusSchema.nullable(),
  /** The KYC country name the request was made for. */
  country: z.string().nullable(),
  /** `document` and/or `address`. */
  kyc_request_type: z.array(z.string()),
  /** Document types the request allowed (document requests). */
  document_types: z.array(z.string()),
  declined_codes: z.array(z.string()),
  /** The name or address the request was made with (what the submitter provided). */
  subject: z.string().nullable(),
  submitted_by: z.string().nullable(),
  review_state: KycReviewStateSchema,
  /** Declined and not finally decided. */
  needs_review: z.boolean(),
  /** Who proposed the override that waits for a second reviewer (override_pending only). */
  override_proposed_by: z.string().nullable(),
  last_decision: KycDecisionSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type KycCase = z.infer<typeof KycCaseSchema>

const yesNo = z.enum(['true', 'false'], 'must be true or false')
const day = IsoDateSchema.optional()

/** Filters of `GET /bff/kyc/cases` (dates are submission days, inclusive). */
export const KycCaseListQuerySchema = z.object({
  status: KycStatusSchema.optional(),
  code: z
    .string()
    .trim()
    .regex(/^SPDR\d{1,4}$/i, 'must be a decline code such as SPDR07')
    .transform((value) => value.toUpperCase())
    .optional(),
  country: listFilterText(64),
  from: day,
  to: day,
  needs_review: yesNo.optional(),
  ...bffPageQueryFields,
})
export type KycCaseListQuery = z.infer<typeof KycCaseListQuerySchema>
export type KycCaseListQueryInput = z.input<typeof KycCaseListQuerySchema>

/** Declined cases awaiting a decision first, then pending ones, then the rest; newest first within each. */
export const KycCaseListResponseSchema = bffListPage(KycCaseSchema)
export type KycCaseListResponse = z.infer<typeof KycCaseListResponseSchema>

/** `GET /bff/kyc/cases/:kyc_request_id` and the answer of a decision: the case and its whole history, oldest first. */
export const KycCaseDetailSchema = z.object({ case: KycCaseSchema, decisions: z.array(KycDecisionSchema) })
export type KycCaseDetail = z.infer<typeof KycCaseDetailSchema>
