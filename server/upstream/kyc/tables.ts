import type { KycStatus } from '@contract/services/kyc'

/**
 * KYC requests (migration 0500-kyc-requests). `document_input`, `address_input` hold what the client
 * sent (JSON: ProvidedDocument / ProvidedAddress of kyc-request.ts); `result` holds the outcome
 * (JSON: KycOutcome of kyc-outcome.ts) once processed.
 */
export interface KycRequestsTable {
  id: string
  service_id: string
  user_id: string
  company_id: string
  /** JSON array: document and/or address. */
  request_types: string
  status: KycStatus
  language_code: string | null
  language_name: string | null
  country_name: string
  country_code: string
  document_input: string | null
  address_input: string | null
  result: string | null
  created_at: number
  updated_at: number
}

export type KycFileRole = 'document_proof' | 'document_additional_proof' | 'address_proof' | 'address_additional_proof'

/** Uploaded proofs, kept in the database and served through signed links (`kyc.<id>`). */
export interface KycFilesTable {
  id: string
  kyc_request_id: string
  role: KycFileRole
  filename: string
  mime_type: string
  extension: string
  size: number
  bytes: Buffer
  created_at: number
}

export interface KycTables {
  kyc_requests: KycRequestsTable
  kyc_files: KycFilesTable
}
