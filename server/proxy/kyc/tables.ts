import type { Generated } from 'kysely'

/** Review state of one KYC request (migration 0300-kyc-review); no row = undecided. */
export interface KycReviewTable {
  kyc_request_id: string
  state: string
  /** User id of the reviewer whose override waits for a second one. */
  override_proposed_by: string | null
  updated_at: string
}

/** One reviewer decision; rows are never changed or deleted. */
export interface KycDecisionTable {
  seq: Generated<number>
  id: string
  kyc_request_id: string
  action: string
  note: string
  actor_id: string
  actor_email: string
  state_after: string
  at: string
}

/** Tables of the KYC review. */
export interface KycTables {
  kyc_review: KycReviewTable
  kyc_decision: KycDecisionTable
}
