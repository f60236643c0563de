/** Tables of the AML review (migration 0200-aml-review; ADR 0013). */

/** One reviewer decision on one hit of one AML request; never updated (a new decision replaces it). */
export interface AmlDecisionTable {
  id: string
  aml_request_id: string
  /** `list/entry_id` of the hit. */
  hit_key: string
  decision: string
  note: string
  user_id: string
  user_email: string
  role: string
  score: number
  decided_at: string
  seq: number
}

/** A remembered false positive: this subject and this listed entry, as long as the entry's content is unchanged. */
export interface AmlSuppressionTable {
  id: string
  subject_key: string
  subject_name: string
  hit_key: string
  listed_name: string
  entry_fingerprint: string
  aml_request_id: string
  created_by: string
  created_at: string
  lifted_by: string | null
  lifted_at: string | null
}

/** The disposition of an AML request as of its last review (the queue filters and sorts on it). */
export interface AmlReviewSummaryTable {
  aml_request_id: string
  disposition: string
  /** JSON array of the e-mails of everyone who decided on the request. */
  reviewers: string
  last_decided_at: string | null
}

export interface AmlReviewTables {
  aml_decision: AmlDecisionTable
  aml_suppression: AmlSuppressionTable
  aml_review_summary: AmlReviewSummaryTable
}
