import type { KycDocumentType } from '@contract/services/kyc'
import type { MrzReading } from './mrz/read-mrz'

/**
 * Values of a zone that no check digit settles: those no check digit covers, and a number whose
 * look-alikes the check digits cannot tell apart.
 */
export type UncoveredField = 'names' | 'issuingState' | 'nationality' | 'documentNumber' | 'documentCode'

/** Labelled fields read in the visual zone (absent when not found). */
export interface VisualFields {
  surname?: string
  givenNames?: string
  documentNumber?: string
  /** YYYY-MM-DD. */
  dob?: string
  expiryDate?: string
  issueDate?: string
  gender?: 'M' | 'F' | 'X'
  nationality?: string
  /** The month-first reading of a date written ambiguously (03/12/1985), for documents of month-first countries. */
  monthFirst?: Partial<Record<VisualDateField, string>>
}

export type VisualDateField = 'dob' | 'issueDate' | 'expiryDate'

/** What was read from an identity document. */
export interface ExtractedDocument {
  /** Some text could be read from the proof. */
  readable: boolean
  /** The type, by the MRZ's document code or the document's title. */
  type: KycDocumentType | null
  mrz: MrzReading | null
  /** Values of the zone no check digit covers that no second reading confirmed (ADR 0020). */
  unconfirmed: UncoveredField[]
  visual: VisualFields
  /** ISO alpha-3 of the issuing state (MRZ, or the visual zone's nationality/country words). */
  issuingAlpha3: string | null
  /** The values the checks use: the MRZ's where its check digits hold, the visual zone's otherwise. */
  firstName: string | null
  lastName: string | null
  documentNumber: string | null
  dob: string | null
  expiryDate: string | null
  issueDate: string | null
  gender: 'M' | 'F' | 'X' | null
  /** Fields on which the MRZ and the visual zone disagree (a forged or edited document). */
  disagreements: Array<'name' | 'document_number' | 'dob' | 'expiry_date'>
}
