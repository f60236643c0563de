import type { KycDocumentType } from '@contract/services/kyc'

/** What the client provided for a document verification; empty/undefined values are extracted. */
export interface ProvidedDocument {
  supported_types: KycDocumentType[]
  process_only_ocr: boolean
  full_name: string
  document_number: string
  dob: string
  issue_date: string
  expiry_date: string
  gender: string
  age_min: number | null
  age_max: number | null
}

/** What the client provided for an address verification. */
export interface ProvidedAddress {
  full_address: string
}

/** An uploaded proof, with its content. */
export interface ProofUpload {
  bytes: Buffer
  fileName: string
  mimeType: string
}
