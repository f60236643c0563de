import type { DOCUMENT_CHECKS, KycDocumentType } from '@contract/services/kyc'
import { ageOn, genderCode, namesMatch, sameDate, sameDocumentNumber } from './compare-values'
import { DOCUMENT_DECLINES, type DocumentDecline } from './decline-codes'
import type { ExtractedDocument } from './extracted-document'
import { zoneDocumentType } from './merge-readings'
import type { ProvidedDocument } from './kyc-request'

export type DocumentFlag = (typeof DOCUMENT_CHECKS)[number]
export type Flags<K extends string> = Record<K, 0 | 1 | null>

export interface CheckOutcome<K extends string> {
  flags: Flags<K>
  /** SPDR codes of the failed checks, in check order, without repeats. */
  codes: string[]
}

/** Collects failed checks: each sets its flag to 0 and adds its code; untouched flags keep their value. */
export function declineCollector<K extends string, D extends string>(
  table: Record<D, { flag: K; code: string }>,
  initial: Flags<K>,
) {
  const flags = { ...initial }
  const codes: string[] = []
  return {
    flags,
    codes,
    fail(decline: D) {
      const { flag, code } = table[decline]
      flags[flag] = 0
      if (!codes.includes(code)) codes.push(code)
    },
    pass(flag: K) {
      if (flags[flag] !== 0) flags[flag] = 1
    },
  }
}

export interface DocumentCheckContext {
  /** Alpha-3 of the country selected in the request. */
  countryAlpha3: string
  /** Alpha-3 codes the country's documents may carry (e.g. `D` for Germany). */
  countryAliases?: readonly string[]
  knownAlpha3: (code: string) => boolean
  today: Date
}

const NULL_FLAGS: Flags<DocumentFlag> = {
  document: null,
  name: null,
  dob: null,
  expiry_date: null,
  issue_date: null,
  gender: null,
  age: null,
  document_number: null,
  document_country: null,
  selected_type: null,
}

/**
 * ICAO's code for the fictitious state of its specimen documents (Doc 9303: Utopia). A zone naming it
 * as issuing state or nationality is a specimen, never a person's document (ADR 0040): it is
 * declined as a test ID, whatever else holds. Other codes ICAO does not list (old ones, as BDR) stay
 * unconfirmed states (SPDR187).
 */
const SPECIMEN_STATE = 'UTO'

function specimenZone(mrz: NonNullable<ExtractedDocument['mrz']>): boolean {
  return mrz.issuingState === SPECIMEN_STATE || mrz.nationality === SPECIMEN_STATE
}

/**
 * The document's own integrity (ADR 0020): readable, a zone read (always on an extraction-only
 * request, where nothing provided could catch a misreading; else where the type has one), every
 * check digit holding, the values no check digit covers confirmed, MRZ = visual zone.
 */
function checkIntegrity(
  extracted: ExtractedDocument,
  extractionOnly: boolean,
  c: ReturnType<typeof declineCollector<DocumentFlag, DocumentDecline>>,
) {
  if (
    !extracted.readable ||
    (!extracted.mrz && (extractionOnly || (!extracted.lastName && !extracted.documentNumber && !extracted.dob)))
  ) {
    c.fail('unreadable')
    return false
  }
  if (!extracted.mrz && extracted.type !== 'driving_license') c.fail('mrzMissing')
  if (extracted.mrz && !extracted.mrz.checkDigitsHold) c.fail('checkDigit')
  if (extracted.mrz && specimenZone(extracted.mrz)) c.fail('specimen')
  // A zone of a kind the service does not verify (a visa): declined whatever else holds (ADR 0050).
  if (extracted.mrz && !zoneDocumentType(extracted.mrz)) c.fail('typeUnsupported')
  if (extracted.unconfirmed.includes('names')) c.fail('nameUnconfirmed')
  if (extracted.unconfirmed.includes('issuingState') || extracted.unconfirmed.includes('nationality'))
    c.fail('stateUnconfirmed')
  if (extracted.unconfirmed.includes('documentNumber')) c.fail('numberUnconfirmed')
  // A document code read with a letter ICAO gives no document: the zone as read breaks its rules.
  if (extracted.unconfirmed.includes('documentCode')) c.fail('codeUnknown')
  if (extracted.disagreements.includes('document_number')) c.fail('mrzNumberDiffers')
  if (extracted.disagreements.some((field) => field !== 'document_number')) c.fail('mrzDataDiffers')
  c.pass('document')
  return true
}

/**
 * Every check of a document verification (ADR 0011): each failed check sets its flag to 0 and adds
 * its SPDR code. With `process_only_ocr` only the document's own integrity is checked (ADR 0012).
 */
export function checkDocument(
  extracted: ExtractedDocument,
  provided: ProvidedDocument,
  context: DocumentCheckContext,
): CheckOutcome<DocumentFlag> {
  const c = declineCollector<DocumentFlag, DocumentDecline>(DOCUMENT_DECLINES, NULL_FLAGS)
  const readable = checkIntegrity(extracted, provided.process_only_ocr, c)
  if (provided.process_only_ocr || !readable) return { flags: c.flags, codes: c.codes }

  if (extracted.type && provided.supported_types.includes(extracted.type)) c.pass('selected_type')
  else c.fail('typeNotSupported')

  const issuing = extracted.issuingAlpha3
  if (!issuing || !context.knownAlpha3(issuing)) c.fail('countryUnknown')
  else if (issuing !== context.countryAlpha3 && !(context.countryAliases ?? []).includes(issuing))
    c.fail('countryDiffers')
  else c.pass('document_country')

  const today = context.today.toISOString().slice(0, 10)
  if (!extracted.expiryDate) c.fail('expiryNotVisible')
  else {
    if (extracted.expiryDate < today) c.fail('expired')
    if (provided.expiry_date && !sameDate(provided.expiry_date, extracted.expiryDate)) c.fail('expiryDiffers')
    c.pass('expiry_date')
  }

  if (extracted.issueDate) {
    if (provided.issue_date && !sameDate(provided.issue_date, extracted.issueDate)) c.fail('issueDateDiffers')
    c.pass('issue_date')
  } else if (provided.issue_date) c.fail('issueDateNotVisible')

  if (!extracted.lastName) c.fail('nameNotVisible')
  else if (
    provided.full_name &&
    !namesMatch(provided.full_name, { givenNames: extracted.firstName, surname: extracted.lastName })
  )
    c.fail('nameDiffers')
  else c.pass('name')

  if (!extracted.dob) c.fail('dobNotVisible')
  else if (provided.dob && !sameDate(provided.dob, extracted.dob)) c.fail('dobDiffers')
  else c.pass('dob')

  if (!extracted.documentNumber) c.fail('numberNotVisible')
  else if (provided.document_number && !sameDocumentNumber(provided.document_number, extracted.documentNumber))
    c.fail('numberDiffers')
  else c.pass('document_number')

  const providedGender = provided.gender ? (genderCode(provided.gender) ?? provided.gender) : ''
  if (extracted.gender) {
    if (providedGender && providedGender !== extracted.gender) c.fail('genderDiffers')
    else c.pass('gender')
  } else if (providedGender) c.fail('genderNotVisible')

  const bounded = provided.age_min !== null || provided.age_max !== null
  const age = extracted.dob ? ageOn(extracted.dob, context.today) : undefined
  if (age === undefined) {
    if (bounded) c.fail('ageOutOfBounds')
  } else if (
    (provided.age_min !== null && age < provided.age_min) ||
    (provided.age_max !== null && age > provided.age_max)
  )
    c.fail('ageOutOfBounds')
  else c.pass('age')

  return { flags: c.flags, codes: c.codes }
}

/** The document type a request's supported types would accept, for verification_data.selected_type. */
export function selectedTypes(extracted: ExtractedDocument): KycDocumentType[] {
  return extracted.type ? [extracted.type] : []
}
