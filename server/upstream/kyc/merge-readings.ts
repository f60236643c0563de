import { states as mrzStates } from 'mrz'
import { countries } from '@contract/countries'
import { asciiWords } from '../aml/matching/normalise'
import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import { documentNumberKey, mrzDateToIso, sameDocumentNumber } from './compare-values'
import type { ExtractedDocument, VisualFields } from './extracted-document'
import type { KycDocumentType } from '@contract/services/kyc'
import { confusablyEqual, type MrzReading } from './mrz/read-mrz'

/** ICAO writes Germany as `D` in machine-readable zones. */
const MRZ_CODE_ALIASES: Record<string, string> = { D: 'DEU' }

export function alpha3OfMrzCode(code: string): string {
  const cleaned = code.replace(/</g, '')
  return MRZ_CODE_ALIASES[cleaned] ?? cleaned
}

/** Whether `code` names a state ICAO knows (ISO 3166 alpha-3 and the ICAO extras). */
export function isKnownAlpha3(code: string): boolean {
  return code in (mrzStates as Record<string, string>)
}

/** Country name of an alpha-3 code: the served country's display name, else ICAO's. */
export function countryNameOfAlpha3(alpha3: string): { name: string; alpha2: string | null } | null {
  const served = countries.find((c) => c.alpha3 === alpha3)
  if (served) return { name: served.displayName, alpha2: served.alpha2 }
  const icao = (mrzStates as Record<string, string>)[alpha3]
  return icao ? { name: icao, alpha2: null } : null
}

function alpha3ByWords(text: string | undefined): string | null {
  if (!text) return null
  const words = asciiWords(text).join(' ')
  const found = countries.find((c) => {
    const name = asciiWords(c.displayName).join(' ')
    return words === name || words.startsWith(name) || words === c.alpha3.toLowerCase()
  })
  return found?.alpha3 ?? null
}

/** The country a document's header names ("REPUBLIC OF ITALY", "GERMANY  IDENTITY CARD"). */
function countryInLine(line: string): string | null {
  const words = ` ${asciiWords(line).join(' ')} `
  return countries.find((c) => words.includes(` ${asciiWords(c.displayName).join(' ')} `))?.alpha3 ?? null
}

function typeOfMrz(mrz: MrzReading): KycDocumentType | null {
  const code = mrz.documentCode.charAt(0)
  if (code === 'P') return 'passport'
  if (code === 'I' || code === 'A' || code === 'C') return 'id_card'
  if (code === 'D') return 'driving_license'
  return null
}

/**
 * Names agree when their words agree, allowing a truncated MRZ name (ICAO cuts long names) and one
 * OCR slip in a visual-zone word of 5+ letters (the MRZ side is check-digit verified, the visual side
 * is a plain reading).
 */
function namesAgree(mrzName: string, visualName: string): boolean {
  const a = asciiWords(mrzName).join(' ')
  const b = asciiWords(visualName).join(' ')
  if (a === '' || b === '') return true
  if (a === b || (b.startsWith(a) && a.length >= 3) || (a.startsWith(b) && b.length >= 3)) return true
  const left = a.split(' ')
  const right = b.split(' ')
  return left.length === right.length && left.every((word, index) => word === right[index] || (word.length >= 5 && damerauLevenshtein(word, right[index] ?? '') <= 1))
}

/** The visual zone's number reads as the MRZ's: equal, or different only by OCR confusions (0/O, 1/I…). */
function numbersAgree(mrzNumber: string, visualNumber: string): boolean {
  return sameDocumentNumber(mrzNumber, visualNumber) || confusablyEqual(documentNumberKey(mrzNumber), documentNumberKey(visualNumber))
}

/**
 * One reading of an identity document from its MRZ and its visual zone: the MRZ's values where
 * its check digits hold (the visual zone's otherwise), the issue date from the visual zone, and the
 * fields on which the two disagree.
 */
export function mergeReadings(input: { readable: boolean; mrz: MrzReading | null; visual: VisualFields; titleType: KycDocumentType | null; headerLines?: readonly string[]; today: Date }): ExtractedDocument {
  const { mrz, visual } = input
  const disagreements: ExtractedDocument['disagreements'] = []
  const mrzDob = mrz ? mrzDateToIso(mrz.birthDate, 'birth', input.today) ?? null : null
  const mrzExpiry = mrz ? mrzDateToIso(mrz.expiryDate, 'expiry', input.today) ?? null : null
  // Only a zone whose check digits hold is compared: a misread zone is declined for that already.
  if (mrz?.checkDigitsHold) {
    if (visual.documentNumber && !numbersAgree(mrz.documentNumber, visual.documentNumber)) disagreements.push('document_number')
    const nameDiffers = (visual.surname && !namesAgree(mrz.lastName, visual.surname)) || (visual.givenNames && !namesAgree(mrz.givenNames, visual.givenNames))
    if (nameDiffers) disagreements.push('name')
    if (visual.dob && mrzDob && visual.dob !== mrzDob) disagreements.push('dob')
    if (visual.expiryDate && mrzExpiry && visual.expiryDate !== mrzExpiry) disagreements.push('expiry_date')
  }
  const issuing = mrz ? alpha3OfMrzCode(mrz.issuingState) : (input.headerLines ?? []).map(countryInLine).find(Boolean) ?? alpha3ByWords(visual.nationality)
  return {
    readable: input.readable,
    type: (mrz ? typeOfMrz(mrz) : null) ?? input.titleType,
    mrz,
    visual,
    issuingAlpha3: issuing || null,
    firstName: (mrz?.givenNames || visual.givenNames) ?? null,
    lastName: (mrz?.lastName || visual.surname) ?? null,
    documentNumber: (mrz?.documentNumber || visual.documentNumber) ?? null,
    dob: mrzDob ?? visual.dob ?? null,
    expiryDate: mrzExpiry ?? visual.expiryDate ?? null,
    issueDate: visual.issueDate ?? null,
    gender: mrz ? mrz.sex : visual.gender ?? null,
    disagreements,
  }
}
