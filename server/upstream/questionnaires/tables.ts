import type { QuestionnaireType } from '@contract/services/questionnaire-detail'

/** Tables of the questionnaire domain (migration 0400-questionnaires). JSON columns hold text. */

/** A link handed to an end user; its token is the last segment of the URL. */
export interface QuestionnaireLinksTable {
  token: string
  questionnaire_id: string
  /** Version 1 name of the country a document-based link is for (`germany`, `united_states.texas`). */
  country_name: string | null
  ttl_minutes: number
  created_at: number
  /** Wall-clock ms: created_at plus the ttl in simulated time. */
  expires_at: number
  submitted_at: number | null
  questionnaire_request_id: string | null
}

/** One submission and its service: the answers and the ids of every check it started. */
export interface QuestionnaireRequestsTable {
  id: string
  service_id: string
  service_random_id: string
  company_id: string
  link_token: string
  questionnaire_id: string
  type: QuestionnaireType
  /** Version 1 name of the country the KYB check runs in. */
  country_name: string | null
  /** Version 2 code of that place (`DE`, `US_TX`). */
  place_code: string | null
  /** The questionnaire's pages with each question's stored answer (JSON; files without their links). */
  pages: string
  /** JSON array of service names (service_detail.services). */
  services: string
  status: 'pending' | 'resolved'
  kyb_request_id: string | null
  aml_request_id: string | null
  ocr_request_id: string | null
  kyc_request_id: string | null
  ubo_aml_request_ids: string
  ubo_kyc_request_ids: string
  created_at: number
  updated_at: number
}

export interface QuestionnaireFilesTable {
  id: string
  questionnaire_request_id: string
  file_name: string
  extension: string
  mimetype: string
  size: number
  content: Buffer
  created_at: number
}

/**
 * The OCR of the certificates of one submission. `stage`: reading (OCR to run) → comparing
 * (document-based: waiting for the KYB check's registry details) → done (verdict stored).
 */
export interface OcrRequestsTable {
  id: string
  questionnaire_request_id: string
  flow: QuestionnaireType
  country_names: string
  place_code: string | null
  /** {company_name, registration_number} the user entered (business information flow), else {}. */
  user_verification_data: string
  /** JSON array of questionnaire_files ids (the certificates). */
  file_ids: string
  stage: 'reading' | 'comparing' | 'done'
  status: 'pending' | 'verified' | 'failed'
  /** {company_name, registration_number} read from the certificates; null while reading. */
  ocr_response: string | null
  decline_reason: string
  created_at: number
  updated_at: number
}

export interface QuestionnaireTables {
  questionnaire_links: QuestionnaireLinksTable
  questionnaire_requests: QuestionnaireRequestsTable
  questionnaire_files: QuestionnaireFilesTable
  ocr_requests: OcrRequestsTable
}
