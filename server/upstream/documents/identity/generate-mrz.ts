import anyAscii from 'any-ascii'
import { mrzCheckDigit } from '../../kyc/mrz/check-digit'
import { MRZ_FIELDS, type MrzFormat } from '../../kyc/mrz/mrz-format'

export interface MrzSubject {
  format: MrzFormat
  /**
   * `P` for passports, `I`, `A` or `C` for identity cards and residence permits (a second character
   * may follow: `ID`, `IR`, `C1`), `V` for visas; the French card's is always `ID`.
   */
  documentCode: string
  /** ISO 3166-1 alpha-3 of the issuing state. */
  issuingState: string
  nationality: string
  lastName: string
  givenNames: string
  /** At most 9 characters of A–Z and 0–9; the French card's 12 (issue year and month, office, serial). */
  documentNumber: string
  /** YYYY-MM-DD. */
  birthDate: string
  expiryDate: string
  /** M, F or X (`<` in the zone). */
  sex: 'M' | 'F' | 'X'
  /** Optional data; on the French card, its issuing department and office (6 characters). */
  optionalData?: string
}

/** Upper-case A–Z/0–9 with every other character as `<` (letters transliterated first), padded or cut to `length`. */
export function mrzField(text: string, length: number): string {
  const cleaned = anyAscii(text)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '<')
  return cleaned.slice(0, length).padEnd(length, '<')
}

/** `SURNAME<<GIVEN<NAMES` in `length` characters (names cut when too long, as ICAO allows). */
export function mrzName(lastName: string, givenNames: string, length: number): string {
  const part = (text: string) =>
    anyAscii(text)
      .toUpperCase()
      .replace(/[^A-Z]+/g, ' ')
      .trim()
      .replace(/ /g, '<')
  const last = part(lastName)
  const given = part(givenNames)
  return (given ? `${last}<<${given}` : last).slice(0, length).padEnd(length, '<')
}

/** YYYY-MM-DD → YYMMDD. */
export function mrzDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) throw new Error(`MRZ dates are YYYY-MM-DD (got ${isoDate})`)
  return `${match[1]!.slice(2)}${match[2]}${match[3]}`
}

function withDigit(field: string) {
  return field + mrzCheckDigit(field)
}

/**
 * The French identity card of 1988–2021: surname and office on line 1; number, given names (joined by
 * `<<`), birth, sex and a composite check digit over both lines on line 2; no nationality, no expiry.
 */
function frenchCardZone(subject: MrzSubject): string[] {
  if (!/^[A-Z0-9]{12}$/.test(subject.documentNumber))
    throw new Error('French identity card numbers are 12 characters of A-Z and 0-9')
  const line1 = `IDFRA${mrzName(subject.lastName, '', 25)}${mrzField(subject.optionalData ?? '', 6)}`
  const words = anyAscii(subject.givenNames)
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim()
    .split(' ')
  const given = words.join('<<').slice(0, 14).padEnd(14, '<')
  const sex = subject.sex === 'X' ? '<' : subject.sex
  const line2 = `${withDigit(subject.documentNumber)}${given}${withDigit(mrzDate(subject.birthDate))}${sex}`
  return [line1, line2 + mrzCheckDigit(line1 + line2)]
}

/** The lines of a machine-readable zone whose check digits all hold. */
export function generateMrz(subject: MrzSubject): string[] {
  if (subject.format === 'FRENCH_NATIONAL_ID') return frenchCardZone(subject)
  if (!/^[A-Z0-9]{1,9}$/.test(subject.documentNumber))
    throw new Error('MRZ document numbers are 1 to 9 characters of A-Z and 0-9')
  const code = mrzField(subject.documentCode, 2)
  const issuing = mrzField(subject.issuingState, 3)
  const nationality = mrzField(subject.nationality, 3)
  const number = withDigit(mrzField(subject.documentNumber, 9))
  const birth = withDigit(mrzDate(subject.birthDate))
  const expiry = withDigit(mrzDate(subject.expiryDate))
  const sex = subject.sex === 'X' ? '<' : subject.sex
  const optional = subject.optionalData ?? ''
  if (subject.format === 'TD3') {
    const personal = mrzField(optional, 14)
    const personalDigit = /^<+$/.test(personal) ? '<' : mrzCheckDigit(personal)
    const line2 = `${number}${nationality}${birth}${sex}${expiry}${personal}${personalDigit}`
    const composite = mrzCheckDigit(line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 43))
    return [`${code}${issuing}${mrzName(subject.lastName, subject.givenNames, 39)}`, line2 + composite]
  }
  if (subject.format === 'MRVA' || subject.format === 'MRVB') {
    // A visa: the passport's fields up to the expiry's check digit, then optional data, no composite.
    const length = subject.format === 'MRVA' ? 44 : 36
    const line2 = `${number}${nationality}${birth}${sex}${expiry}${mrzField(optional, length - 28)}`
    return [`${code}${issuing}${mrzName(subject.lastName, subject.givenNames, length - 5)}`, line2]
  }
  if (subject.format === 'TD2') {
    const line2 = `${number}${nationality}${birth}${sex}${expiry}${mrzField(optional, 7)}`
    const composite = mrzCheckDigit(line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 35))
    return [`${code}${issuing}${mrzName(subject.lastName, subject.givenNames, 31)}`, line2 + composite]
  }
  const line1 = `${code}${issuing}${number}${mrzField(optional, 15)}`
  const line2 = `${birth}${sex}${expiry}${nationality}${'<'.repeat(11)}`
  const composite = mrzCheckDigit(line1.slice(5, 30) + line2.slice(0, 7) + line2.slice(8, 15) + line2.slice(18, 29))
  return [line1, line2 + composite, mrzName(subject.lastName, subject.givenNames, 30)]
}

/** The same zone with the document number's check digit changed: every check that covers it fails. */
export function breakCheckDigit(lines: readonly string[], format: MrzFormat): string[] {
  const { line, start: position } = MRZ_FIELDS[format].documentNumberCheck!
  return lines.map((text, index) => {
    if (index !== line) return text
    const digit = Number(text[position])
    return text.slice(0, position) + String((digit + 5) % 10) + text.slice(position + 1)
  })
}
