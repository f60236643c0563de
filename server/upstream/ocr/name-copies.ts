import { namesMatch } from './certificate-comparison'
import type { FoundFields } from './certificate-fields'
import { endsWithCountryForm } from './certificate-legal-forms'
import { labelledNames, nameOf } from './certificate-name'
import { nameInPhrasing } from './certificate-name-phrasing'
import { cleanName, holdsMisreadCharacter, isNotAName } from './certificate-name-text'
import { plainLines, type TextLine } from './text-lines'

/**
 * A name printed twice on a certificate (ADR 0092): in its field and in the certificate's sentence
 * ("… hereby certifies that Jurong-East Precision Pte. Ltd. is …"), or in the two columns of a
 * bilingual page (`Toiminimi Företagsnamn` / `Pohjois-Häme Kuljetus Oy  Pohjois-Häme Kuljetus
 * Oy`). Where a signature crosses one copy, OCR reads it as characters no name is written with
 * (`Pohjois-Han@ Kijews Ry ~~`), or differently in each reading; the other copy reads clean. The
 * copies are the sentence's name, each labelled value of the name (a bilingual page's two labels,
 * ADR 0127), a row's second column after the name taken, and a second copy inside the name taken
 * (both columns read as one value). The name taken gives way to another copy
 * only where the page shows which copy is misread:
 * - the name taken holds a character no company's name is written with, or no second reading of
 *   the page gives it (readings of one place under a mark differ, of a clean place agree);
 * - the other copy holds none, ends with one of the country's legal forms, and two readings give it;
 * - no third name two readings give contradicts both (a page naming two companies keeps the
 *   name as taken).
 * The copy is read, never chosen by what the caller expects; two copies disagreeing is not a
 * mismatch of the submitted data, and a copy differing from the registry is still declined.
 */

/** Characters OCR reads where a stroke crosses letters and no company's name is written with. */
const strokeCharacters = /[@~=<>_^#$%{}|\\]/u

/** Whether `name` holds a character no company's name is written with (ADR 0075's, or a stroke's). */
function certainlyMisread(name: string, countryCode: string): boolean {
  return strokeCharacters.test(name) || holdsMisreadCharacter(name, countryCode)
}

/** Whether a reading's lines hold `name` within OCR's errors: a run of words of about its length on one line. */
function holds(lines: readonly TextLine[], name: string): boolean {
  const length = name.split(' ').length
  return lines.some((line) => {
    const words = line.text.split(' ')
    for (let size = Math.max(1, length - 1); size <= length + 1; size++)
      for (let start = 0; start + size <= words.length; start++)
        if (namesMatch(words.slice(start, start + size).join(' '), name)) return true
    return false
  })
}

/**
 * The other copies of `name` in a reading: the certificate's sentence's name, and what follows
 * `name` on its line where that is a name (a bilingual row's second column).
 */
function copiesIn(lines: readonly TextLine[], name: string, countryCode: string): string[] {
  // Each labelled value of the name too: a bilingual page labels it once in each language (ADR 0127).
  const copies = [nameInPhrasing(lines, countryCode), ...labelledNames(lines, countryCode)]
  for (const line of lines) {
    const at = line.text.indexOf(name)
    if (at >= 0) copies.push(cleanName(line.text.slice(at + name.length)))
  }
  return copies.filter((copy): copy is string => copy !== null && !isNotAName(copy, countryCode))
}

/**
 * The second copy inside `name` where both columns of a bilingual row were read as one value
 * (`Ziircher Prazis - Ygshan 2 Ziircher Prazisions —Mechanik AG`): its words from the first word
 * after its start that repeats its first word.
 */
function repeatedIn(name: string): string | null {
  const words = name.split(' ')
  const first = words[0]?.toLowerCase()
  const again = words.findIndex((word, index) => index > 0 && word.toLowerCase() === first)
  return again > 0 ? cleanName(words.slice(again).join(' ')) : null
}

/**
 * `fields` with the name of another copy on the page where the rules above take it (`readings`:
 * the joined text of each reading of the certificate, the first reading first); elsewhere
 * `fields` as they are. With `voices` (one per reading), readings of one voice count as one: the
 * engines' name weighed after their join (ADR 0127), where Tesseract's two readings of the name's
 * place, as garbled alike, must not outvote PaddleOCR's reading of it that the line's re-reads chose.
 */
export function nameConfirmedByCopies(
  fields: FoundFields,
  readings: readonly string[],
  countryCode: string,
  voices?: readonly string[],
): FoundFields {
  const name = fields.company_name
  if (name === null || readings.length < 2) return fields
  const pages = readings.map((reading) => plainLines(reading))
  // Readings of one voice (`voices`, by reading: one engine's readings of the same places) count once (ADR 0127).
  const readingsGiving = (candidate: string) =>
    new Set(pages.flatMap((lines, index) => (holds(lines, candidate) ? [voices?.[index] ?? index] : []))).size
  if (!certainlyMisread(name, countryCode) && readingsGiving(name) >= 2) return fields
  const clean = (copy: string) =>
    !certainlyMisread(copy, countryCode) && !namesMatch(copy, name) && endsWithCountryForm(copy, countryCode)
  // A second copy inside the name is one where a reading reads it as a line of its own (a column
  // read apart), not only inside the name (`Smith & Smith Ltd` holds no copy `Smith Ltd`).
  const inName = repeatedIn(name)
  const apart =
    inName !== null && pages.some((lines) => lines.some((line) => namesMatch(line.text, inName))) ? [inName] : []
  const copies = [...pages.flatMap((lines) => copiesIn(lines, name, countryCode)), ...apart]
  const candidates = [...new Set(copies)].filter(clean)
  const copy = candidates.find((candidate) => readingsGiving(candidate) >= 2)
  if (copy === undefined) return fields
  // Another clean name two readings give (a copy, or a reading's name by its label), contradicting
  // both and not holding the copy (both columns of a row read as one value), is a second company
  // on the page: the name stays as taken.
  const others = [...candidates, ...pages.map((lines) => nameOf(lines, countryCode).company_name)]
  const secondCompany = (other: string | null) =>
    other !== null && clean(other) && !holds(plainLines(other), copy) && readingsGiving(other) >= 2
  if (others.some(secondCompany)) return fields
  return { ...fields, company_name: copy, nameFoundBy: 'phrasing' }
}
