import { asciiWords } from '../text/ascii-words'
import { joinedAlike, nameWords, pairWords, readsAs, type NameParts } from '../text/document-names'
import { isoOf, meansDate } from './written-dates'

/**
 * How provided and extracted values are compared (ADR 0011): names as words (any script
 * transliterated, ICAO spellings of one letter made one, case, punctuation and order ignored, a
 * middle name or a second surname absent on one side allowed), dates as calendar dates whatever
 * their written form, document numbers by their letters and digits with OCR look-alikes made one,
 * genders as M/F/X from words in the served languages.
 */

/** The words of a name, transliterated, lower case, sorted: "Müstermann, Erika" = "ERIKA MUSTERMANN". */
export function nameKey(name: string): string {
  return nameWords(name).sort().join(' ')
}

/** Two full names with the same words (any order, case, script, ICAO spelling). */
export function sameName(a: string, b: string): boolean {
  const left = nameKey(a)
  return left !== '' && left === nameKey(b)
}

/** A provided word and an extracted one are one: equal, an initial of it ("A." = ANNA), or one OCR slip in a long word. */
function sameNameWord(provided: string, extracted: string): boolean {
  if (provided.length === 1 || extracted.length === 1) return provided.charAt(0) === extracted.charAt(0)
  return readsAs(extracted, provided, extracted.length >= 5 ? 1 : 0)
}

/**
 * The provided full name against the document's given names and surname: the same words in any
 * order; words written together on one side and apart on the other; or one side's words all found on
 * the other with at least one given name and one surname word on both (a middle name or a second
 * surname left out). Another first name or another surname never matches.
 */
export function namesMatch(provided: string, extracted: NameParts): boolean {
  const given = nameWords(extracted.givenNames ?? '')
  const surname = nameWords(extracted.surname ?? '')
  const wanted = nameWords(provided)
  const document = [...given, ...surname]
  if (wanted.length === 0 || surname.length === 0) return false
  const { leftOver, matchedRight } = pairWords(wanted, document, sameNameWord)
  const [providedLeft, documentLeft] = leftOver
  if (providedLeft.length === 0 && documentLeft.length === 0) return true
  if (joinedAlike(providedLeft, documentLeft) || joinedAlike(wanted, [...surname, ...given])) return true
  const givenFound = given.length === 0 || matchedRight.slice(0, given.length).some(Boolean)
  const surnameFound = matchedRight.slice(given.length).some(Boolean)
  return givenFound && surnameFound && (providedLeft.length === 0 || documentLeft.length === 0)
}

export function documentNumberKey(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

/** Letters OCR and people give for digits in document numbers, made one way (O = 0, I = L = 1, B = 8, S = 5, Z = 2, G = 6). */
const NUMBER_LOOKALIKES: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  B: '8',
  S: '5',
  Z: '2',
  G: '6',
}

/** A document number with spaces, dashes and case dropped and look-alikes folded: "c01-x00 t47" = "C01X00T47" = "CO1XOOT47". */
export function foldedNumberKey(value: string): string {
  return [...documentNumberKey(value)].map((char) => NUMBER_LOOKALIKES[char] ?? char).join('')
}

export function sameDocumentNumber(a: string, b: string): boolean {
  const left = foldedNumberKey(a)
  return left !== '' && left === foldedNumberKey(b)
}

const GENDER_WORDS: ReadonlyArray<['M' | 'F' | 'X', string]> = [
  [
    'M',
    'm male man masculine masculin masculino maschile maschio mann mannlich maennlich h homme hombre mies erkek muz muzske mezczyzna barbat barbatesc ferfi mand mannelijk varon',
  ],
  [
    'F',
    'f female woman feminine feminin femenino femminile feminino w weiblich frau femme mujer v vrouw vrouwelijk k kobieta nainen kadin zena zenske femeie femeiesc kvinde kvinna kvinne nu',
  ],
  ['X', 'x other unspecified diverse divers nonbinary indeterminate'],
]
const GENDERS: ReadonlyMap<string, 'M' | 'F' | 'X'> = new Map(
  GENDER_WORDS.flatMap(([code, words]) => words.split(' ').map((word) => [word, code] as [string, 'M' | 'F' | 'X'])),
)

/** M, F or X for the ways a gender is written (`F`, `M/M`, `female`, `W`, `weiblich`, `Sexe: F`…), or undefined. */
export function genderCode(value: string): 'M' | 'F' | 'X' | undefined {
  for (const word of asciiWords(value)) {
    const code = GENDERS.get(word)
    if (code) return code
  }
  return undefined
}

/** A provided date (any written form) means the extracted calendar date (YYYY-MM-DD). */
export function sameDate(provided: string, extractedIso: string): boolean {
  return meansDate(provided, extractedIso)
}

/**
 * An MRZ date (YYMMDD) as YYYY-MM-DD: a birth date is never in the future; an expiry date is in the
 * 21st century unless that puts it more than 50 years ahead.
 */
export function mrzDateToIso(yymmdd: string, kind: 'birth' | 'expiry', today: Date): string | undefined {
  if (!/^\d{6}$/.test(yymmdd)) return undefined
  const yy = Number(yymmdd.slice(0, 2))
  const thisYear = today.getUTCFullYear()
  let year = 2000 + yy
  if (kind === 'birth' && year > thisYear) year -= 100
  if (kind === 'expiry' && year > thisYear + 50) year -= 100
  return isoOf(year, Number(yymmdd.slice(2, 4)), Number(yymmdd.slice(4, 6)))
}

/** Whole years between a birth date and `today`. */
export function ageOn(dob: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0)
}

/** YYYY-MM-DD (UTC) of a moment. */
export function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10)
}
