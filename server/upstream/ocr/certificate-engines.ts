import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import { namesMatch, normalisedNumber, numbersMatch } from './certificate-comparison'
import { findCertificateFields, type FoundFields } from './certificate-fields'
import { endsWithCountryForm } from './certificate-legal-forms'
import { joinedText, type PageText } from './document-text'
import { numbersNotDates } from './certificate-number'
import { cleanName } from './certificate-name-text'
import { numberPatternsOf } from './registration-number-patterns'
import { paddleFolded } from './paddle-lookalikes'

/**
 * Tesseract's fields and PaddleOCR's joined (ADR 0103, "In the certificate reader"). The two
 * engines were trained apart and err apart: where both read a field alike it is taken; where only
 * one read it, or they differ, each field has its own rule below. Never chosen by what the caller
 * expects: a value is read, not matched.
 */

/**
 * A name PaddleOCR read ended at the country's legal form where no other follows: its rows join
 * boxes that stand side by side, and the next column's label was read on after the name
 * (`Norrebro - Kaffe ApS Nane of company` on a bilingual page). `S.A. de C.V.` and `GmbH & Co. KG`
 * stay whole: a legal form follows.
 */
export function nameEndedAtForm(name: string, countryCode: string): string {
  const words = name.split(' ')
  const endsAt = (count: number) => endsWithCountryForm(words.slice(0, count).join(' '), countryCode)
  const last = words.findLastIndex((_, index) => endsAt(index + 1))
  return last >= 1 && last < words.length - 1 ? words.slice(0, last + 1).join(' ') : name
}

/**
 * A name PaddleOCR read twice in a row, once: a bilingual page prints the name in both its columns,
 * and a row joins the two copies (`Pohjois-Häme Kuljetus Oy Pohjois-Häme Kuljetus Oy`, the lead's
 * seed 64). Both halves fold alike (`foldedName`) and end with the country's legal form, so a name
 * that repeats its words (`Duran Duran`) stays whole.
 */
export function nameOnce(name: string, countryCode: string): string {
  const words = name.split(' ')
  if (words.length < 2 || words.length % 2 === 1) return name
  const [first, second] = [words.slice(0, words.length / 2).join(' '), words.slice(words.length / 2).join(' ')]
  const twice = foldedName(first) === foldedName(second) && endsWithCountryForm(first, countryCode)
  return twice ? first : name
}

/**
 * The fields in PaddleOCR's readings of the image pages, its name ended at its legal form
 * (`nameEndedAtForm`) and read once where a row joined two copies of it (`nameOnce`).
 */
export function paddleFieldsOf(texts: readonly PageText[], countryCode: string): FoundFields {
  const fields = findCertificateFields(joinedText(texts), countryCode, texts)
  const name = fields.company_name
  return name === null ? fields : { ...fields, company_name: nameEndedAtForm(nameOnce(name, countryCode), countryCode) }
}

/** Whether the two engines read both fields, and read them alike: a further reading changes nothing. */
export function enginesAgree(tesseract: FoundFields, paddle: FoundFields): boolean {
  return (
    tesseract.company_name !== null &&
    paddle.company_name !== null &&
    tesseract.registration_number !== null &&
    paddle.registration_number !== null &&
    namesMatch(paddle.company_name, tesseract.company_name) &&
    numbersMatch(paddle.registration_number, tesseract.registration_number)
  )
}

/** Whether `number` is, whole, one of the country's formats (a country with none: any number its label gave). */
export function inCountryFormat(number: string, countryCode: string): boolean {
  const patterns = numberPatternsOf(countryCode)
  if (patterns.length === 0) return true
  return numbersNotDates(number, patterns).some((match) => numbersMatch(match.number, number))
}

/**
 * Whether a line of `texts` holds `number` whole: its characters in a row, separators between
 * them or not, with no letter or figure either side (`9391571` is no reading of `19391571`).
 */
export function numberOnLine(number: string, texts: readonly string[]): boolean {
  const characters = [...normalisedNumber(number)].map((character) => character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  if (characters.length === 0) return false
  const whole = new RegExp(`(?<![\\p{L}\\p{N}])${characters.join('[\\s.\\-/]?')}(?![\\p{L}\\p{N}])`, 'iu')
  return texts.some((text) => text.split('\n').some((line) => whole.test(line)))
}

/**
 * The number taken (`tesseract`, the fields Tesseract's readings chose, `paddle`, PaddleOCR's):
 * - Tesseract's where PaddleOCR read none of the country's formats, or read it alike;
 * - PaddleOCR's, of the country's format, where Tesseract's readings gave none (they disagreed,
 *   or a re-read did not confirm it), or where a Tesseract reading found it too (`readings`, the
 *   fields each reading found) or a line of them holds it whole (`texts`): two engines read it,
 *   Tesseract's chosen one was one reading's misread;
 * - otherwise Tesseract's.
 */
export function joinedNumber(
  tesseract: FoundFields,
  paddle: FoundFields,
  countryCode: string,
  tesseractReadings: { fields: readonly FoundFields[]; texts: readonly string[] },
): string | null {
  const [read, taken] = [paddle.registration_number, tesseract.registration_number]
  if (read === null || !inCountryFormat(read, countryCode)) return taken
  if (taken === null || numbersMatch(read, taken)) return taken ?? read
  const readByTesseract =
    tesseractReadings.fields.some(
      (fields) => fields.registration_number !== null && numbersMatch(read, fields.registration_number),
    ) || numberOnLine(read, tesseractReadings.texts)
  return readByTesseract ? read : taken
}

/**
 * A name as compared across the engines: as PaddleOCR most often reads it (`paddleFolded`: `ß` as
 * `B`, `æ` as `ae`, other marks off their letters), lower case, no spaces nor punctuation. Its
 * alphabet lacks most letters beyond ASCII and it drops spaces between close words (ADR 0103); it
 * also reads `ü` as `ii`, so both sides fold `ii` to `u`.
 */
export function foldedName(name: string): string {
  return paddleFolded(name)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/ii/g, 'u')
}

/**
 * The words of a Tesseract reading (`texts`, line by line) that fold to `name` (`foldedName`):
 * the name as PaddleOCR read it, in Tesseract's spelling and spaces; null when no line holds it.
 */
export function tesseractSpelling(name: string, texts: readonly string[]): string | null {
  const wanted = foldedName(name)
  if (wanted === '') return null
  for (const line of texts.flatMap((text) => text.split('\n'))) {
    const words = line.split(/\s+/).filter((word) => word !== '')
    for (let start = 0; start < words.length; start += 1) {
      let folded = ''
      for (let end = start; end < words.length && folded.length < wanted.length; end += 1) {
        folded += foldedName(words[end] ?? '')
        if (folded === wanted) return cleanName(words.slice(start, end + 1).join(' '))
      }
    }
  }
  return null
}

/**
 * Whether Tesseract's name `part` is the end of PaddleOCR's `whole`, shorter, within one misread
 * character (folded): a name whose start a mark hid, read from inside a word (`heering Ltd` for
 * `Engineering Ltd`), so it starts in lower case. Only its end, and only such a cut word: a row or
 * a sentence PaddleOCR read on holds a whole name Tesseract read at its end or start
 * (`niniejszym potwierdzamy, że spółka Zakład Mięsny …`).
 */
export function fragmentOf(part: string, whole: string): boolean {
  if (!/^\p{Ll}/u.test(part)) return false
  const [end, read] = [foldedName(part), foldedName(whole)]
  if (end.length < minimumFragment || end.length >= read.length) return false
  return [-1, 0, 1].some((more) => damerauLevenshtein(end, read.slice(read.length - end.length - more)) <= 1)
}

/** A fragment this short (a legal form, a word) could be a piece of any name. */
const minimumFragment = 8

/** A name found by its label or the certificate's sentence with a legal form (ADR 0048, 0054). */
const surelyFound: ReadonlySet<FoundFields['nameFoundBy']> = new Set(['label', 'phrasing', 'phrasing_over_label'])

/** Names two engines read nearly alike: one misread character in this many, folded (`foldedName`). */
const charactersPerCrossError = 10

/** Whether two readings of a name are one name as two engines read it: alike, or nearly (`charactersPerCrossError`). */
function nearlyAlike(a: string, b: string): boolean {
  if (namesMatch(a, b)) return true
  const [x, y] = [foldedName(a), foldedName(b)]
  return x !== '' && damerauLevenshtein(x, y) <= Math.floor(Math.max(x.length, y.length) / charactersPerCrossError)
}

/**
 * The name taken (`tesseract`, the fields Tesseract's readings chose, and `paddle`, PaddleOCR's):
 * - PaddleOCR read none, read it nearly alike, or read a piece of it (a row it cut before the legal
 *   form: `Harbour 8 Logistics Company` of `… Company Limited`): Tesseract's, whose spaces and
 *   letters beyond ASCII are surer;
 * - otherwise a name another Tesseract reading found (`readings.fields`) that PaddleOCR's is nearly
 *   alike: two engines read that one, the reading chosen read another (a misread label's value
 *   over a name found by its legal form);
 * - otherwise, where a line of Tesseract's readings (`readings.texts`) holds PaddleOCR's name
 *   (folded alike), that line's words;
 * - otherwise PaddleOCR's, where Tesseract read none, or found its name only by shape or without a
 *   legal form while PaddleOCR found one by its label or the sentence with one, or where
 *   Tesseract's is the end of it from inside a word (`fragmentOf`);
 * - otherwise Tesseract's.
 */
export function joinedName(
  tesseract: FoundFields,
  paddle: FoundFields,
  tesseractReadings: { fields: readonly FoundFields[]; texts: readonly string[] },
): string | null {
  const [read, taken] = [paddle.company_name, tesseract.company_name]
  if (read === null || (taken !== null && (nearlyAlike(read, taken) || foldedName(taken).includes(foldedName(read)))))
    return taken
  const other = tesseractReadings.fields.find(
    (fields) => fields.company_name !== null && nearlyAlike(read, fields.company_name),
  )
  if (other?.company_name) return other.company_name
  const spelled = tesseractSpelling(read, tesseractReadings.texts)
  if (spelled !== null) return spelled
  if (taken === null) return read
  const paddleSurer = surelyFound.has(paddle.nameFoundBy) && !surelyFound.has(tesseract.nameFoundBy)
  return paddleSurer || fragmentOf(taken, read) ? read : taken
}
