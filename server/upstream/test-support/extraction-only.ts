import type { ProvidedDocument } from '../kyc/kyc-request'
import type { KycRequestsTable } from '../kyc/tables'

/** What a request provides when it asks only for the document's values (extraction only). */
export const extractionOnly: ProvidedDocument = {
  supported_types: ['passport', 'id_card'],
  process_only_ocr: true,
  full_name: '',
  document_number: '',
  dob: '',
  issue_date: '',
  expiry_date: '',
  gender: '',
  age_min: null,
  age_max: null,
}

/** A pending extraction-only KYC request submitted at `now`, as its row is stored (tests and benches). */
export function extractionOnlyRequest(
  now: number,
  row: Partial<KycRequestsTable> = {},
  document: Partial<ProvidedDocument> = {},
): KycRequestsTable {
  return {
    id: 'test',
    service_id: 'test',
    user_id: 'test',
    company_id: '',
    request_types: '[]',
    status: 'pending',
    language_code: null,
    language_name: null,
    country_name: '',
    country_code: '',
    document_input: JSON.stringify({ ...extractionOnly, ...document }),
    address_input: null,
    result: null,
    created_at: now,
    updated_at: now,
    ...row,
  }
}
