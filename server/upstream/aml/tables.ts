import type { AmlMatchStatus, AmlRequestStatus } from '@contract/services/aml'

/** AML requests (migration 0310-aml-requests). `hits` and `lists_screened` hold JSON. */
export interface AmlRequestsTable {
  id: string
  service_random_id: string
  subject_name: string
  subject_type: 'person' | 'company'
  /** Further names screened with the subject (a company's previous names), JSON array. */
  other_names: string
  /** Version 2 code of the subject's country (`GB`, `US_AL`), when known. */
  country_code: string | null
  date_of_birth: string | null
  nationality: string | null
  origin_kind: 'company' | 'officer' | 'owner' | 'ubo'
  kyb_result_id: string | null
  kyb_request_id: string | null
  questionnaire_request_id: string | null
  role: string | null
  /** The person's normalised name, to show the status on the right row of the profile. */
  person_key: string | null
  status: AmlRequestStatus
  match_status: AmlMatchStatus | null
  hits: string
  lists_screened: string
  ongoing_monitoring: number
  duration: string
  duration_type: '' | 'day' | 'week' | 'month'
  monitor_until: number | null
  /** Bumped at every enable/disable, so re-screen jobs of an earlier period stop. */
  monitor_generation: number
  total_ongoing_request: number
  created_at: number
  last_updated_at: number
  screened_at: number | null
}

export interface AmlTables {
  aml_requests: AmlRequestsTable
}
