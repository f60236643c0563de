import { z } from 'zod'
import { AmlMatchStatusSchema, AmlRequestStatusSchema } from '../services/aml'
import { AmlResultSchema } from '../services/aml-hits'
import { can, RoleSchema } from './permissions'
import { bffListPage, bffPageQueryFields, listFilterText } from './requests'

/**
 * The proxy's AML review API (ADR 0013): reviewer decisions per hit, the disposition that follows
 * from them, remembered false positives (suppressions) and the AML queue over the request index.
 * The rules (four eyes, disposition) are written here once and used by the proxy and the SPA.
 */

/** A clearing decision on a hit scored at least this much needs a second person (four eyes). */
export const FOUR_EYES_SCORE = 0.9

export const AmlDecisionKindSchema = z.enum(
  ['confirmed_match', 'false_positive', 'escalate'],
  'must be one of confirmed_match, false_positive, escalate',
)
export type AmlDecisionKind = z.infer<typeof AmlDecisionKindSchema>

/** Where a hit stands after its decisions. */
export const AmlHitStateSchema = z.enum(['undecided', 'confirmed', 'cleared', 'escalated', 'awaiting_second'])
export type AmlHitState = z.infer<typeof AmlHitStateSchema>

/** The request's disposition; `none` when the screening found no hits. */
export const AmlDispositionSchema = z.enum(
  ['open', 'cleared', 'confirmed', 'none'],
  'must be one of open, cleared, confirmed, none',
)
export type AmlDisposition = z.infer<typeof AmlDispositionSchema>

/** `list/entry_id`: how a hit is named in decisions and suppressions. */
export function hitKeyOf(hit: { list: string; entry_id: string }): string {
  return `${hit.list}/${hit.entry_id}`
}

/** Body of `POST /bff/aml/:amlRequestId/decisions`. */
export const AmlDecisionBodySchema = z.strictObject({
  list: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
  entry_id: z.string().trim().min(1, 'is required').max(128, 'must be at most 128 characters'),
  decision: AmlDecisionKindSchema,
  note: z
    .string('is required')
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(2000, 'must be at most 2000 characters'),
})
export type AmlDecisionBody = z.infer<typeof AmlDecisionBodySchema>

export const AmlDecisionSchema = z.object({
  id: z.string(),
  aml_request_id: z.string(),
  hit_key: z.string(),
  decision: AmlDecisionKindSchema,
  note: z.string(),
  user_id: z.string(),
  user_email: z.string(),
  role: z.string(),
  /** The hit's score when the decision was made. */
  score: z.number(),
  decided_at: z.string(),
})
export type AmlDecision = z.infer<typeof AmlDecisionSchema>

export const AmlSuppressionSchema = z.object({
  id: z.string(),
  subject_key: z.string(),
  subject_name: z.string(),
  hit_key: z.string(),
  listed_name: z.string(),
  /** sha256 of the listed entry's content: a changed entry no longer matches the suppression. */
  entry_fingerprint: z.string(),
  aml_request_id: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  lifted_by: z.string().nullable(),
  lifted_at: z.string().nullable(),
})
export type AmlSuppression = z.infer<typeof AmlSuppressionSchema>

export const AmlHitReviewSchema = z.object({
  hit_key: z.string(),
  state: AmlHitStateSchema,
  /** The active suppression that clears this hit (an earlier false positive of the same pair), if any. */
  suppression: AmlSuppressionSchema.nullable(),
  /** Every decision on the hit, oldest first. */
  decisions: z.array(AmlDecisionSchema),
})
export type AmlHitReview = z.infer<typeof AmlHitReviewSchema>

/** Body of `GET /bff/aml/:amlRequestId` (200). `result` is null when the vendor has no hits extension. */
export const AmlReviewResponseSchema = z.object({
  aml_request_id: z.string(),
  hits_available: z.boolean(),
  result: AmlResultSchema.nullable(),
  disposition: AmlDispositionSchema,
  hits: z.array(AmlHitReviewSchema),
})
export type AmlReviewResponse = z.infer<typeof AmlReviewResponseSchema>

/** Body of `POST /bff/aml/:amlRequestId/decisions` (201). */
export const AmlDecisionResponseSchema = z.object({
  decision: AmlDecisionSchema,
  state: AmlHitStateSchema,
  disposition: AmlDispositionSchema,
})
export type AmlDecisionResponse = z.infer<typeof AmlDecisionResponseSchema>

/** A decision as the rules need it. */
export interface DecisionFact {
  decision: AmlDecisionKind
  user_id: string
  role: string
}

/**
 * The state of a hit after its decisions (oldest first). The newest decision wins, except that a
 * false positive on a hit scored ≥ FOUR_EYES_SCORE only clears it when it follows another false
 * positive and is made by a different person whose role has `aml:approve` (a compliance manager or
 * an admin); until then the hit awaits its second decision. Any other decision starts over.
 */
export function hitStateOf(decisions: readonly DecisionFact[], score: number): AmlHitState {
  let state: AmlHitState = 'undecided'
  let firstClearing: DecisionFact | null = null
  for (const decision of decisions) {
    if (decision.decision === 'confirmed_match') state = 'confirmed'
    else if (decision.decision === 'escalate') state = 'escalated'
    else if (score < FOUR_EYES_SCORE) state = 'cleared'
    else if (state === 'awaiting_second' && firstClearing && isSecondDecision(firstClearing, decision))
      state = 'cleared'
    else {
      state = 'awaiting_second'
      firstClearing = decision
      continue
    }
    firstClearing = null
  }
  return state
}

function isSecondDecision(first: DecisionFact, second: DecisionFact) {
  const role = RoleSchema.safeParse(second.role)
  return first.user_id !== second.user_id && role.success && can(role.data, 'aml:approve')
}

/** The request's disposition from its hits' states: confirmed if any is, open while any is not cleared. */
export function dispositionOf(states: readonly AmlHitState[]): AmlDisposition {
  if (states.length === 0) return 'none'
  if (states.includes('confirmed')) return 'confirmed'
  return states.every((state) => state === 'cleared') ? 'cleared' : 'open'
}

/** `POST /bff/aml/suppressions/:id/lift` needs no body; it answers the lifted suppression. */
export const AmlSuppressionResponseSchema = z.object({ suppression: AmlSuppressionSchema })

/** Filters of `GET /bff/aml/queue` (the SPA keeps them in the URL). Dates are YYYY-MM-DD, inclusive. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .optional()
export const AmlQueueQuerySchema = z.object({
  status: AmlRequestStatusSchema.optional(),
  disposition: AmlDispositionSchema.optional(),
  match: z.enum(['no_match', 'potential_match'], 'must be no_match or potential_match').optional(),
  /** Part of the e-mail of anyone who decided on the request. */
  reviewer: listFilterText(254),
  from: isoDay,
  to: isoDay,
  ...bffPageQueryFields,
})
export type AmlQueueQuery = z.infer<typeof AmlQueueQuerySchema>

export const AmlQueueItemSchema = z.object({
  aml_request_id: z.string(),
  subject_name: z.string().nullable(),
  status: z.string().nullable(),
  match_status: AmlMatchStatusSchema.nullable(),
  disposition: AmlDispositionSchema,
  reviewers: z.array(z.string()),
  last_decided_at: z.string().nullable(),
  requested_by: z.string().nullable(),
  /** The company screened, or whose officer or owner was, once a profile read told it. */
  company: z.object({ name: z.string().nullable(), kyb_response_id: z.string() }).nullable(),
  created_at: z.string(),
})
export type AmlQueueItem = z.infer<typeof AmlQueueItemSchema>

export const AmlQueueResponseSchema = bffListPage(AmlQueueItemSchema)
export type AmlQueueResponse = z.infer<typeof AmlQueueResponseSchema>
