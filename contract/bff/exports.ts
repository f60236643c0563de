import { z } from 'zod'
import { OngoingReadQuerySchema } from '../services/ongoing-aml'
import { AmlQueueQuerySchema } from './aml-review'
import { KycCaseListQuerySchema } from './kyc-cases'
import { RequestListQuerySchema } from './requests'

/** `GET /bff/exports/search.csv` (permission search:run): every company a search found, all pages. */
export const SearchExportQuerySchema = z.object({
  version: z.enum(['v1', 'v2'], 'must be v1 or v2'),
  /** request_id (v1) or kyb_request_id (v2). */
  request: z.string().trim().min(1, 'is required').max(128, 'must be at most 128 characters'),
})
export type SearchExportQuery = z.infer<typeof SearchExportQuerySchema>

export const searchExportColumns = [
  'name',
  'registration_number',
  'country',
  'type',
  'status',
  'risk_level',
  'verification_status',
  'fetch_status',
  'id',
] as const

/**
 * The table exports of the proxy (`GET /bff/exports/<table>.csv`): each takes its page's list
 * filters (without page and limit) and streams every matching row.
 */
export const AmlQueueExportQuerySchema = AmlQueueQuerySchema.omit({ page: true, limit: true })
export const KycQueueExportQuerySchema = KycCaseListQuerySchema.omit({ page: true, limit: true })
/** Questionnaire links and submissions: the request index's filters of those tabs. */
export const IndexExportQuerySchema = RequestListQuerySchema.pick({ status: true, mine: true, q: true })
/**
 * Monitoring: the ongoing read's filters (its page and limit, if sent, are ignored: every page is
 * read), countries as `country_names[]`, the form the upstream is sent.
 */
export const MonitoringExportQuerySchema = OngoingReadQuerySchema.transform(
  ({ page: _page, limit: _limit, country_names, ...filters }) => ({
    ...filters,
    ...(country_names?.length ? { 'country_names[]': country_names } : {}),
  }),
)

export const amlQueueExportColumns = [
  'aml_request_id',
  'subject_name',
  'status',
  'match_status',
  'disposition',
  'decided_hits',
  'confirmed_hits',
  'cleared_hits',
  'escalated_hits',
  'highest_score',
  'reviewers',
  'last_decided_at',
  'requested_by',
  'created_at',
] as const
export const kycQueueExportColumns = [
  'kyc_request_id',
  'subject',
  'country',
  'status',
  'kyc_request_type',
  'document_types',
  'declined_codes',
  'declined_code_meanings',
  'review_state',
  'needs_review',
  'override_proposed_by',
  'last_decision',
  'last_decision_by',
  'last_decision_at',
  'last_decision_note',
  'submitted_by',
  'created_at',
  'updated_at',
] as const
export const linkExportColumns = [
  'link_token',
  'questionnaire_id',
  'country',
  'status',
  'ttl_minutes',
  'expires_at',
  'questionnaire_request_id',
  'created_by',
  'created_at',
  'updated_at',
] as const
export const submissionExportColumns = [
  'questionnaire_request_id',
  'service_id',
  'company_id',
  'status',
  'kyb_request_id',
  'aml_request_id',
  'kyc_request_id',
  'oc_request_id',
  'received_at',
  'updated_at',
] as const
export const monitoringExportColumns = [
  'aml_request_id',
  'service_random_id',
  'search',
  'country_names',
  'match_status',
  'ongoing_monitoring',
  'duration',
  'duration_type',
  'total_ongoing_request',
  'last_updated_at',
  'created_at',
] as const
