import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import { tokenise } from '../text/name-tokens'
import type { CertificateFields } from './certificate-fields'

/**
 * Whether what a certificate says matches the company's details (spec §3, ADR 0009): verified only
 * when both the name and the number match; otherwise one reason in words per mismatch.
 *
 * Names: the AML matcher's normalisation (transliterated, lower case, punctuation gone, legal forms
 * canonical: "Limited" = "Ltd", "Gesellschaft mit beschränkter Haftung" = "GmbH"), letters OCR
 * confuses with digits folded together, spaces ignored, then at most one edit per 20 characters
 * (one OCR error in a usual name). A legal form missing on one side is no mismatch; two different
 * legal forms are. Letters a registry may spell out are taken either way (ADR 0064): the German
 * ä, ö, ü as ae, oe, ue and the Nordic å, ø as aa, oe (ß = ss and æ = ae always), so `Mueller`
 * matches `Müller` with no OCR error spent on it; `ß` read as one other letter is one OCR error. Numbers: spaces, dashes, dots and slashes
 * removed, upper case, OCR lookalikes folded (O/0, I/1, S/5, B/8).
 */

export interface ExpectedCompany {
  company_name: string | null
  registration_number: string | null
}

/** Where the expected details come from: the registry (document-based KYB) or the user's answers. */
export type ExpectedSource = 'registry' | 'answers'

export interface CertificateComparison {
  verified: boolean
  decline_reason: string[]
}

const sourceWords: Record<ExpectedSource, string> = { registry: 'the registry', answers: 'the answers given' }

/** One OCR error per this many characters of the name. */
const charactersPerAllowedError = 20

function foldLookalikes(text: string): string {
  return text
    .replace(/0/g, 'o')
    .replace(/[1|!]/g, 'l')
    .replace(/i/g, 'l')
    .replace(/5/g, 's')
    .replace(/8/g, 'b')
    .replace(/rn/g, 'm')
}

interface ComparableName {
  /** Every word, legal forms included, joined without spaces, lookalikes folded. */
  whole: string
  /** Name words without legal forms, joined the same way. */
  core: string
  /** Canonical legal-form tokens, in order. */
  forms: string
}

/**
 * An ordinal whose figure OCR read as its look-alike letter (`Sth Avenue` for `5th Avenue`, `lst`
 * for `1st`), as the figure: the name tokens drop an ordinal's ending after figures only, so the
 * letter's side kept it and the two sides differed by more than the look-alike (ADR 0098).
 */
const ordinalLookalikes: Readonly<Record<string, string>> = { S: '5', I: '1', l: '1', B: '8', O: '0' }
const ordinalWithLookalike = /(?<![\p{L}\p{N}])([SIlBO])(st|nd|rd|th)(?![\p{L}\p{N}])/gu

function comparable(name: string): ComparableName {
  // A lone 0 is the letter OCR took for a digit ("sp. z 0.0." for "sp. z o.o."): folded before the
  // legal forms are recognised (both sides alike; the words fold 0 and o together anyway).
  const figures = name.replace(
    ordinalWithLookalike,
    (_, letter: string, ending: string) => `${ordinalLookalikes[letter] ?? letter}${ending}`,
  )
  const tokens = tokenise(figures.replace(/(?<![\p{N}\p{L}])0(?![\p{N}\p{L}])/gu, 'o'), 'company')
  const joined = (role: (isForm: boolean) => boolean) =>
    foldLookalikes(
      tokens
        .filter((token) => role(token.role === 'legal_form'))
        .map((token) => token.text)
        .join(''),
    )
  return {
    whole: joined(() => true),
    core: joined((isForm) => !isForm),
    forms: tokens
      .filter((token) => token.role === 'legal_form')
      .map((token) => token.text)
      .join(' '),
  }
}

function closeEnough(a: string, b: string): boolean {
  const allowed = Math.max(1, Math.floor(Math.max(a.length, b.length) / charactersPerAllowedError))
  return damerauLevenshtein(a, b) <= allowed
}

/** The standard transliterations of letters a registry spells out (German, Danish, Norwegian, Swedish). */
const spelledOut: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  å: 'aa',
  ø: 'oe',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  Å: 'Aa',
  Ø: 'Oe',
}

/**
 * A name as written, and with its letters spelled out where it holds any (`Müller` → `Mueller`);
 * each also with `ß` as one letter (ADR 0127): OCR reads the one glyph as one (`GroB`, `Gro8`,
 * PaddleOCR's alphabet has no `ß`), one error as any misread letter is, not the two that its
 * spelling `ss` against one letter would make.
 */
function spellings(name: string): string[] {
  const composed = name.normalize('NFC')
  const out = composed.replace(/[äöüåøÄÖÜÅØ]/gu, (letter) => spelledOut[letter] ?? letter)
  const written = out === composed ? [name] : [name, out]
  return composed.includes('ß') ? [...written, ...written.map((spelling) => spelling.replace(/ß/g, 's'))] : written
}

function sameName(a: ComparableName, b: ComparableName): boolean {
  if (a.core === '' || b.core === '') return false
  // One OCR error anywhere, also inside a legal form (S.r.1l. for S.r.l.).
  if (closeEnough(a.whole, b.whole)) return true
  if (!closeEnough(a.core, b.core)) return false
  // The name itself matches: a legal form left out on one side is fine, two different ones are not.
  return a.forms === '' || b.forms === '' || a.forms === b.forms
}

export function namesMatch(read: string, expected: string): boolean {
  const expectedSpellings = spellings(expected).map(comparable)
  return spellings(read).some((spelling) => {
    const a = comparable(spelling)
    return expectedSpellings.some((b) => sameName(a, b))
  })
}

/** A registration number without spaces, dashes, dots and slashes, upper case. */
export function normalisedNumber(value: string): string {
  return value.replace(/[\s.\-–—/]/g, '').toUpperCase()
}

function numberLookalikes(value: string): string {
  return value.replace(/O/g, '0').replace(/[IL]/g, '1').replace(/S/g, '5').replace(/B/g, '8')
}

/**
 * Whether `text` holds `number`'s characters in a row, spaces, separators and other marks left
 * out, lookalikes folded (a cut of the number read with a neighbouring glyph: `199217058` holds
 * `99217058`).
 */
export function numberReadIn(text: string, number: string): boolean {
  const wanted = numberLookalikes(normalisedNumber(number))
  return wanted !== '' && numberLookalikes(text.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase()).includes(wanted)
}

export function numbersMatch(read: string, expected: string): boolean {
  const a = normalisedNumber(read)
  const b = normalisedNumber(expected)
  return a !== '' && (a === b || numberLookalikes(a) === numberLookalikes(b))
}

export function compareCertificate(
  extracted: CertificateFields,
  expected: ExpectedCompany,
  source: ExpectedSource = 'registry',
): CertificateComparison {
  const from = sourceWords[source]
  const reasons: string[] = []
  if (extracted.company_name === null) reasons.push('The company name could not be read from the certificate')
  else if (expected.company_name === null || expected.company_name.trim() === '')
    reasons.push(`There is no company name in ${from} to compare the certificate with`)
  else if (!namesMatch(extracted.company_name, expected.company_name)) {
    reasons.push(
      `The company name on the certificate (${extracted.company_name}) does not match ${from} (${expected.company_name})`,
    )
  }
  if (extracted.registration_number === null)
    reasons.push('The registration number could not be read from the certificate')
  else if (expected.registration_number === null || expected.registration_number.trim() === '') {
    reasons.push(`There is no registration number in ${from} to compare the certificate with`)
  } else if (!numbersMatch(extracted.registration_number, expected.registration_number)) {
    reasons.push(
      `The registration number on the certificate (${extracted.registration_number}) does not match ${from} (${expected.registration_number})`,
    )
  }
  return { verified: reasons.length === 0, decline_reason: reasons }
}
