import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { SessionUser } from '@contract/bff/auth'
import {
  actionsFor,
  type KycCase,
  type KycDecision,
  type KycDecisionBody,
  reviewStateAfter,
} from '@contract/bff/kyc-cases'
import { HttpError } from '../../shared/envelope'
import { appendAudit, type AuditEntry } from '../audit-trail/audit-log'
import type { ProxyDatabase } from '../store/schema'
import { serialiseOn } from '../store/sql-engine'
import { findKycCase, storeDecision } from './kyc-case-store'

type Db = Kysely<ProxyDatabase>

export interface DecisionActor {
  user: SessionUser
  ip: string | null
}

const secondReviewerActions = new Set(['approve_override', 'reject_override'])

function auditOf(
  actor: DecisionActor,
  kycRequestId: string,
  action: string,
  outcome: AuditEntry['outcome'],
  detail: Record<string, unknown>,
): AuditEntry {
  return {
    actor_id: actor.user.id,
    actor_email: actor.user.email,
    role: actor.user.role,
    action: `kyc.review.${action}`,
    target_type: 'kyc',
    target_ids: [kycRequestId],
    outcome,
    ip: actor.ip,
    detail,
  }
}

/** Why a case does not take `action` now (409), or undefined when it does. */
function conflictOf(kycCase: KycCase, action: KycDecisionBody['action']): string | undefined {
  if (kycCase.status !== 'verification.declined') {
    return `Only a declined verification takes a review decision; ${kycCase.kyc_request_id} is ${kycCase.status ?? 'not yet resolved'}.`
  }
  if (actionsFor(kycCase.review_state).includes(action)) return undefined
  if (kycCase.review_state === 'override_pending')
    return `An override of ${kycCase.kyc_request_id} waits for a second reviewer: only approve_override or reject_override apply.`
  if (kycCase.review_state === 'undecided') return `No override of ${kycCase.kyc_request_id} waits for approval.`
  return `${kycCase.kyc_request_id} is already decided (${kycCase.review_state}).`
}

/**
 * Takes a reviewer decision on a declined KYC case (ADR 0015): checks the case's state and the
 * four-eyes rule (the reviewer who proposed an override can neither approve nor reject it), then
 * stores the decision, moves the state and writes the audit row in one transaction. A refused
 * four-eyes attempt is audited as denied.
 */
export async function decideKycCase(
  db: Db,
  kycRequestId: string,
  body: KycDecisionBody,
  actor: DecisionActor,
): Promise<KycDecision> {
  const attempt = await db.transaction().execute(async (trx) => {
    await serialiseOn(trx, `kyc_review:${kycRequestId}`)
    const kycCase = await findKycCase(trx, kycRequestId)
    if (!kycCase) throw new HttpError(404, `No KYC request ${kycRequestId} in the proxy's index.`)
    const conflict = conflictOf(kycCase, body.action)
    if (conflict) throw new HttpError(409, conflict, { review_state: kycCase.review_state })
    if (secondReviewerActions.has(body.action) && kycCase.override_proposed_by === actor.user.id) {
      return { denied: true as const, kycCase }
    }
    const decision: KycDecision = {
      id: randomUUID(),
      kyc_request_id: kycRequestId,
      action: body.action,
      note: body.note,
      actor_id: actor.user.id,
      actor_email: actor.user.email,
      state_after: reviewStateAfter[body.action],
      at: new Date().toISOString(),
    }
    await storeDecision(trx, decision, decision.state_after === 'override_pending' ? actor.user.id : null)
    await appendAudit(
      trx,
      auditOf(actor, kycRequestId, body.action, 'success', {
        note: body.note,
        state_before: kycCase.review_state,
        state_after: decision.state_after,
        declined_codes: kycCase.declined_codes,
        ...(secondReviewerActions.has(body.action) ? { override_proposed_by: kycCase.override_proposed_by } : {}),
      }),
    )
    return { denied: false as const, decision }
  })
  if (attempt.denied) {
    await appendAudit(
      db,
      auditOf(actor, kycRequestId, body.action, 'denied', { rule: 'four_eyes', state: attempt.kycCase.review_state }),
    )
    throw new HttpError(
      403,
      'Four eyes: you proposed this override, so another compliance manager must approve or reject it.',
      { rule: 'four_eyes' },
    )
  }
  return attempt.decision
}
