import { states as mrzStates } from 'mrz'
import { countries } from '@contract/countries'
import { asciiWords } from '../text/ascii-words'
import { mrzDateToIso, sameDocumentNumber } from './compare-values'
import { checkDigitBlind, mrzVisualDisagreements } from './mrz-visual-agreement'
import type { ExtractedDocument, VisualDateField, VisualFields } from './extracted-document'
import type { KycDocumentType } from '@contract/services/kyc'
import type { MrzReading } from './mrz/read-mrz'

/** Countries whose documents write numeric dates month first (03/12/1985 is 12 March). */
const MONTH_FIRST_COUNTRIES = new Set(['USA'])

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

/**
 * The document type a zone names: a visa (MRV-A, MRV-B) none of the types the service verifies
 * (null); otherwise its document code, P a passport, A, C or I an identity card (which takes in the
 * other official documents ICAO gives those codes in the card formats: residence permits `IR`, `AR`,
 * `C1`…, and the French card); a code misread, the format's (TD3 a passport, the cards' an identity
 * card). A zone that was read decides the type: a visa in a passport is never taken for the passport
 * by the page's title (ADR 0050).
 */
export function zoneDocumentType(mrz: MrzReading): KycDocumentType | null {
  if (mrz.format === 'MRVA' || mrz.format === 'MRVB') return null
  const code = mrz.documentCode.charAt(0)
  if (code === 'P') return 'passport'
  if (code === 'I' || code === 'A' || code === 'C') return 'id_card'
  return mrz.format === 'TD3' ? 'passport' : 'id_card'
}

/**
 * One reading of an identity document from its MRZ and its visual zone: the MRZ's values where
 * its check digits hold (the visual zone's otherwise), the issue date from the visual zone, and the
 * fields on which the two disagree.
 */
export function mergeReadings(input: {
  readable: boolean
  mrz: MrzReading | null
  unconfirmed?: ExtractedDocument['unconfirmed']
  visual: VisualFields
  titleType: KycDocumentType | null
  headerLines?: readonly string[]
  today: Date
}): ExtractedDocument {
  const { mrz, visual } = input
  const mrzDob = mrz ? (mrzDateToIso(mrz.birthDate, 'birth', input.today) ?? null) : null
  const mrzExpiry = mrz ? (mrzDateToIso(mrz.expiryDate, 'expiry', input.today) ?? null) : null
  const issuing = mrz
    ? alpha3OfMrzCode(mrz.issuingState)
    : ((input.headerLines ?? []).map(countryInLine).find(Boolean) ?? alpha3ByWords(visual.nationality))
  const visualDate = (field: VisualDateField) =>
    (issuing && MONTH_FIRST_COUNTRIES.has(issuing) ? visual.monthFirst?.[field] : undefined) ?? visual[field]
  return {
    readable: input.readable,
    type: mrz ? zoneDocumentType(mrz) : input.titleType,
    mrz,
    unconfirmed: mrz ? (input.unconfirmed ?? []) : [],
    visual,
    issuingAlpha3: issuing || null,
    firstName: (mrz?.givenNames || visual.givenNames) ?? null,
    lastName: (mrz?.lastName || visual.surname) ?? null,
    documentNumber:
      (mrz?.documentNumber && visual.documentNumber && checkDigitBlind(mrz.documentNumber, visual.documentNumber)
        ? visual.documentNumber
        : mrz?.documentNumber || visual.documentNumber) ?? null,
    dob: mrzDob ?? visualDate('dob') ?? null,
    expiryDate: mrzExpiry ?? visualDate('expiryDate') ?? null,
    issueDate: visualDate('issueDate') ?? null,
    // A zone's X may be a sex character OCR could not read: a visual M or F then says more.
    gender: mrz && !(mrz.sex === 'X' && visual.gender && visual.gender !== 'X') ? mrz.sex : (visual.gender ?? null),
    disagreements: mrzVisualDisagreements(mrz, visual, input.today),
  }
}

/**
 * Where the zone's number and the visual zone's differ only in characters the check digit cannot
 * tell apart (8/S, 6/G, O/Y…), the document shows either and mergeReadings takes the visual one.
 * When the client provided the zone's number, the zone's is taken: it is a reading of this document
 * whose check digits hold, and the visual zone's slip (an 8 read as S) must not decline a genuine
 * document. Any other number is left as merged.
 */
export function settleNumberByProvided(
  extracted: ExtractedDocument,
  providedNumber: string | null | undefined,
): ExtractedDocument {
  const mrzNumber = extracted.mrz?.checkDigitsHold ? extracted.mrz.documentNumber : undefined
  const visualNumber = extracted.visual.documentNumber
  if (!providedNumber || !mrzNumber || !visualNumber || !checkDigitBlind(mrzNumber, visualNumber)) return extracted
  return sameDocumentNumber(providedNumber, mrzNumber) ? { ...extracted, documentNumber: mrzNumber } : extracted
}
