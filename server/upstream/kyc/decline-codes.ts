import { describeSpdr } from '@contract/services/spdr-codes'

/**
 * Which SPDR code (contract/services/spdr-catalogue.ts) each failed check gives, with the
 * verification_result flag it sets to 0. The table of ADR 0011 is this object.
 */
export const DOCUMENT_DECLINES = {
  corrupted: { flag: 'document', code: 'SPDR268' },
  unreadable: { flag: 'document', code: 'SPDR120' },
  mrzMissing: { flag: 'document', code: 'SPDR207' },
  checkDigit: { flag: 'document', code: 'SPDR239' },
  specimen: { flag: 'document', code: 'SPDR282' },
  typeUnsupported: { flag: 'document', code: 'SPDR205' },
  mrzNumberDiffers: { flag: 'document', code: 'SPDR261' },
  mrzDataDiffers: { flag: 'document', code: 'SPDR56' },
  nameUnconfirmed: { flag: 'name', code: 'SPDR76' },
  stateUnconfirmed: { flag: 'document_country', code: 'SPDR187' },
  numberUnconfirmed: { flag: 'document_number', code: 'SPDR78' },
  codeUnknown: { flag: 'document', code: 'SPDR239' },
  typeNotSupported: { flag: 'selected_type', code: 'SPDR13' },
  countryDiffers: { flag: 'document_country', code: 'SPDR67' },
  countryUnknown: { flag: 'document_country', code: 'SPDR12' },
  expired: { flag: 'expiry_date', code: 'SPDR17' },
  expiryDiffers: { flag: 'expiry_date', code: 'SPDR69' },
  expiryNotVisible: { flag: 'expiry_date', code: 'SPDR72' },
  issueDateDiffers: { flag: 'issue_date', code: 'SPDR10' },
  issueDateNotVisible: { flag: 'issue_date', code: 'SPDR71' },
  nameDiffers: { flag: 'name', code: 'SPDR07' },
  nameNotVisible: { flag: 'name', code: 'SPDR76' },
  dobDiffers: { flag: 'dob', code: 'SPDR08' },
  dobNotVisible: { flag: 'dob', code: 'SPDR74' },
  numberDiffers: { flag: 'document_number', code: 'SPDR11' },
  numberNotVisible: { flag: 'document_number', code: 'SPDR78' },
  genderDiffers: { flag: 'gender', code: 'SPDR114' },
  genderNotVisible: { flag: 'gender', code: 'SPDR117' },
  ageOutOfBounds: { flag: 'age', code: 'SPDR14' },
} as const

export const ADDRESS_DECLINES = {
  unreadable: { flag: 'address_document', code: 'SPDR82' },
  notRecent: { flag: 'address_document', code: 'SPDR27' },
  addressAbsent: { flag: 'full_address', code: 'SPDR83' },
  addressDiffers: { flag: 'full_address', code: 'SPDR80' },
  countryDiffers: { flag: 'address_document_country', code: 'SPDR25' },
} as const

export type DocumentDecline = keyof typeof DOCUMENT_DECLINES
export type AddressDecline = keyof typeof ADDRESS_DECLINES

/** declined_reason: the catalogue's words for each code, in order. */
export function declinedReason(codes: readonly string[]): string | null {
  if (codes.length === 0) return null
  const words = codes.map((code) => describeSpdr(code).meanings[0] ?? code)
  const sentence = words.join('; ')
  return sentence.charAt(0).toUpperCase() + sentence.slice(1)
}
