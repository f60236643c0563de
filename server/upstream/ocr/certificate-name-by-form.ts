import {
  endedAtLegalForm,
  endsWithCountryForm,
  endsWithLegalForm,
  isLegalFormOnly,
  legalFormCutShort,
  withRestOfLegalForm,
  withWrappedLegalForm,
} from './certificate-legal-forms'
import { fieldLabels } from './certificate-label-patterns'
import { firstLabel, itemMark, opensWithOtherLabel } from './certificate-labels'
import { isMisreadLabel, nameLabelWords, numberLabelWords, otherFieldWords } from './certificate-misread-labels'
import { clauseEnds } from './certificate-name-clause'
import { nameAt } from './certificate-name-phrasing'
import { clauseWord, cleanName, isNotAName } from './certificate-name-text'
import { columnStarts, columnsOf, placeAt, startsUnder, type TextLine } from './text-lines'

/** A company's name told by its legal form where no label or sentence gave it (ADR 0021, 0029). */

/**
 * The name without a misread label before it ("Corporate naine Choy Limited", "Namg of Cornpany
 * Bergstrom Limited"): the longest run of leading words (up to four) within one edit per five
 * characters of a name label, as long as a name ending in a legal form remains ("Compass Lane
 * Trading Ltd" keeps its first words: three edits from "company name").
 */
function withoutMisreadLabel(name: string, countryCode: string): string {
  const words = name.split(' ')
  for (let count = Math.min(4, words.length - 2); count >= 1; count--) {
    const rest = words.slice(count).join(' ')
    if (isMisreadLabel(words.slice(0, count).join(' ')) && endsWithLegalForm(rest, countryCode)) return rest
  }
  return name
}

/**
 * Whether `name` ends with a lone letter after a word that is no legal form's (`LIO S`: a label's
 * remains and a mark's stroke, ADR 0098): one letter of a form of several (`S` of `S.A.`) is no
 * legal form by itself. A form written in letters apart (`S. A.`) or cut at its inner letter
 * (`sp. z`, its `o.o.` on the next line) has a form's word before it.
 */
function endsWithLoneLetter(name: string, countryCode: string): boolean {
  const [, before, letter] = /(?:^|\s)([^\s.]{2,}\.?)\s+(\p{L}\.?)$/u.exec(name) ?? []
  return before !== undefined && letter !== undefined && !isLegalFormOnly(`${before} ${letter}`, countryCode)
}

/**
 * A name ending with a legal form in `value`, and whether words taken for a label stood before it.
 * A misread label before it ("Name af Compa Turnerley Retail Ltd") or a bare label word ("Firma
 * Nordwind Handel GmbH" of a table's row) is not the name.
 */
function nameWithLegalForm(value: string, countryCode: string): { name: string; afterLabel: boolean } | null {
  const withoutLabel = withoutMisreadLabel(value.trim(), countryCode)
  const name = cleanName(
    withoutLabel !== value.trim()
      ? withoutLabel
      : value.replace(
          /^[^\p{L}]*(?:firma|name|nazwa|n[áa]zev|denominaci[óo]n|d[ée]nomination|denominazione)\s+(?=[^\p{L}]*\p{Lu})/iu,
          '',
        ),
  )
  // A misread label alone on its line is the label (`Namo of com pary`: its misread "Company" a legal form), not a name (ADR 0064).
  if (
    name &&
    !isMisreadLabel(name) &&
    name.length <= 90 &&
    !isNotAName(name, countryCode) &&
    !clauseWord.test(name) &&
    !isLegalFormOnly(name, countryCode) &&
    !endsWithLoneLetter(name, countryCode) &&
    endsWithLegalForm(name, countryCode)
  ) {
    const found = withoutMisreadLabel(name, countryCode)
    return { name: found, afterLabel: withoutLabel !== value.trim() || found !== name }
  }
  return null
}

/**
 * The name under a misread label whose line's own value ends with none of the country's legal
 * forms ("Entity. ame ED CO" over "Weber Trading PLC", words placed): as under a recognised label
 * (laidOutName), the words beside the label are a stamp's.
 */
function nameUnderMisreadLabel(
  lines: readonly TextLine[],
  index: number,
  name: string,
  countryCode: string,
): { name: string; afterLabel: boolean } | null {
  const [line, below] = [lines[index], lines[index + 1]]
  const at = line?.text.lastIndexOf(name) ?? -1
  if (line === undefined || below === undefined || at <= 0 || endsWithCountryForm(name, countryCode)) return null
  if (!startsUnder(line, 0, below) || startsUnder(line, at, below)) return null
  const found = nameWithLegalForm(below.text, countryCode)
  return found && endsWithCountryForm(found.name, countryCode) ? { name: found.name, afterLabel: true } : null
}

/**
 * Whether `below` holds only the country's legal form, starting under the cell of `line` from
 * `valueStart` to the column at `cellEnd` (ADR 0069): a table's cell wrapped its name's legal form
 * onto the next line (`1 a) Kookaburra & Wattle Landscaping | General trading … ` / `Pty Ltd`),
 * so the name's cell ends at that column and the row's other cells follow it.
 */
export function formWrappedInCell(
  line: TextLine,
  valueStart: number,
  cellEnd: number,
  below: TextLine | undefined,
  countryCode: string,
): boolean {
  if (below === undefined || !isLegalFormOnly(below.text, countryCode)) return false
  const [cell, next, form] = [placeAt(line, valueStart), placeAt(line, cellEnd), placeAt(below, 0)]
  return cell !== null && next !== null && form !== null && form.x >= cell.x - cell.height && form.x < next.x
}

/**
 * A table's cell whose name wrapped its legal form onto the next line, under the cell's words
 * (ADR 0098: `1 a) Kookaburra & Wattle Landscaping | General trading … ` / `Pty Ltd`, a row
 * whose heading was not read): the cell and the form, as `formWrappedInCell` tells under a label.
 * Without a label the form must start under the cell's own words, not in the gap after them: a
 * title's line beside another column's (`Osvědčení o zápisu | Certificate of Incorporation of` /
 * `a Private Limited Company`) wraps no name.
 */
function cellWithWrappedForm(
  line: TextLine,
  start: number,
  cellEnd: number | undefined,
  below: TextLine | undefined,
  countryCode: string,
): { name: string; afterLabel: boolean } | null {
  if (cellEnd === undefined || below === undefined || !formWrappedInCell(line, start, cellEnd, below, countryCode))
    return null
  const cellWords = (line.words ?? []).filter((word) => word.start >= start && word.start < cellEnd)
  const formAt = placeAt(below, 0)?.x
  if (formAt === undefined || formAt > Math.max(...cellWords.map((word) => word.bbox.x1))) return null
  return nameWithLegalForm(
    `${line.text.slice(start, cellEnd).trim()} ${below.text.replace(/^[\s|[\]{}]+/u, '')}`,
    countryCode,
  )
}

/**
 * A gap narrower than this many of the line's heights is no table's column gap where the words
 * before it go on with a name (ADR 0111): a dash OCR lost (`Sth Avenue Dry` | `Cleaning LLC` of
 * `Dry - Cleaning`), a signature's stroke taken off between two words of the name.
 */
const gapInNameHeights = 3

/** The gap before the word at offset `from` of `line`, in the line's heights; Infinity where no word stands before it. */
function gapBefore(line: TextLine, from: number): number {
  const words = line.words ?? []
  const [before, at] = [words.findLast((word) => word.start < from), words.find((word) => word.start === from)]
  const height = placeAt(line, from)?.height ?? 0
  return before === undefined || at === undefined || height <= 0 ? Infinity : (at.bbox.x0 - before.bbox.x1) / height
}

/**
 * The columns before `columns[index]` of `line` a name found in that column goes on from, across
 * gaps narrower than a table's (`gapInNameHeights`, ADR 0111): their words (an item mark left out)
 * open with a capital or a figure, and are no label (no field's label or heading, none within two
 * OCR errors in five letters of one, no colon after them): a label misread beyond what its own
 * rules allow (`Narne of cornpany`) still keeps its value apart. A name found at a column's start
 * is else taken for a misread label's value, and its first words lost (`Cleaning LLC` for `5th
 * Avenue Dry-Cleaning LLC`).
 */
function nameGoesOnFrom(line: TextLine, columns: readonly number[], index: number): string | null {
  let first = index
  while (first > 0 && gapBefore(line, columns[first] ?? 0) < gapInNameHeights) first--
  // The line's first column too, where no wide gap parts it from the name's.
  const start = first === 0 && gapBefore(line, columns[0] ?? 0) < gapInNameHeights ? 0 : columns[first]
  if (start === undefined || start === columns[index]) return null
  const previous = line.text.slice(start, columns[index]).replace(itemMark, '').trim()
  return /^[\p{Lu}\p{N}]/u.test(previous) &&
    /\p{L}{2}/u.test(previous) &&
    !previous.endsWith(':') &&
    ![nameLabelWords, numberLabelWords, otherFieldWords].some((labels) => isMisreadLabel(previous, labels, false, 2)) &&
    firstLabel(previous, fieldLabels) === null &&
    !opensWithOtherLabel(previous)
    ? previous
    : null
}

/**
 * A register's row read as one line (PaddleOCR joins a row's boxes; Tesseract reads across a
 * narrow gap): an item mark, the name's cell ending with the country's legal form, then the row's
 * next cells (`a) Nordstrom -Linde Konsult AB Handel och tjänster 436.000,00 EUR 24.10.1964`, ADR
 * 0111). The name ends at the first legal form no longer form of the next words continues.
 */
function rowNameCell(text: string, countryCode: string): string | null {
  const mark = itemMark.exec(text)
  if (mark === null) return null
  const cells = text.slice(mark[0].length)
  const name = endedAtLegalForm(cells, countryCode, /\S/u)
  return name === cells ? null : name
}

/** Words of a row after its name cell's legal form, cut off from it, that may still be the form's (`Co.|`). */
const formWordsCutOff = 2

/**
 * A register row's name cut inside a legal form of several words whose rest wrapped under the name
 * in its cell while the row's next cells run on beside it (ADR 0125): `Groß — Gerauer Brückenbau
 * GmbH &` of `… GmbH & Co.| Herstellung und Vertrieb`, the next line `KG aller Art` starting under
 * the name. The next line's first column (`KG`) joined after up to `formWordsCutOff` of the row's
 * words (a cell's rule read `|` taken off) where those end with the form's first words and the
 * column ends it (`legalFormCutShort`); else `name` as found.
 */
function withFormWrappedInRow(line: TextLine, next: TextLine | undefined, name: string, countryCode: string): string {
  const offset = line.text.indexOf(name)
  const [wrapped] = next === undefined ? [] : columnsOf(next, 0)
  if (offset < 0 || next === undefined || wrapped === undefined || !startsUnder(line, offset, next)) return name
  const after = line.text
    .slice(offset + name.length)
    .replace(/\|/g, ' ')
    .split(' ')
    .filter((word) => word !== '')
  for (let count = 0; count <= Math.min(formWordsCutOff, after.length); count += 1) {
    const value = [name, ...after.slice(0, count)].join(' ')
    if (legalFormCutShort(value, wrapped.text, countryCode)) return `${value} ${wrapped.text}`
  }
  return name
}

/** A name found by its legal form, and whether it stood after a misread label. */
type FormName = { name: string; afterLabel: boolean }

/**
 * The name found by its legal form (ADR 0045, 0048, 0111): on the first line, in the page's order,
 * whose name holds one of the country's own forms after a word (`holdsCountryForm`), else on the
 * first line holding one of any country's. OCR reads junk as another country's form too (`aA DD`,
 * a seal's letters ending in Croatia's and Slovenia's `d.d.`, above the register's
 * `Nørrebro-Kaffé ApS`: ADR 0125).
 */
export function nameByLegalForm(lines: readonly TextLine[], countryCode: string): FormName | null {
  let first: FormName | null = null
  for (const found of namesByLegalForm(lines, countryCode)) {
    if (holdsCountryForm(found.name, countryCode)) return found
    first ??= found
  }
  return first
}

/**
 * Whether `name`'s words up to one of them end with one of the country's legal forms: the name,
 * or the name with the next column's words read on after it (`Padaria Sao Joao Lda. Namk of
 * company`, which the engines' join ends at its form, `nameEndedAtForm`).
 */
function holdsCountryForm(name: string, countryCode: string): boolean {
  const words = name.split(' ')
  return words.some((_, index) => index >= 1 && endsWithCountryForm(words.slice(0, index + 1).join(' '), countryCode))
}

/** Each line's name by its legal form (at most one a line), in the page's order. */
function* namesByLegalForm(lines: readonly TextLine[], countryCode: string): Generator<FormName> {
  const clauses = clauseEnds(lines)
  lines: for (const [lineIndex, line] of lines.entries()) {
    // A sentence's clause told within OCR errors (ADR 0111: `We are pleased 12 confirm thai`, a
    // letter's confirming verb) tells where the name on its line starts; its legal form where it ends.
    const clause = clauses.find((end) => end.lineIndex === lineIndex)
    const named = clause && nameAt(lines, clause, countryCode)
    if (named && endsWithCountryForm(named, countryCode)) {
      yield { name: named, afterLabel: false }
      continue lines
    }
    // In a column of its own (words placed, ADR 0045), or after a colon: the value of a label that was
    // not recognised (misread, or crossed by a stamp). A value in a column after words on its line
    // is one after a misread label.
    const columns = columnStarts(line)
    // A legal form of several words wrapped onto the next line ends the name there (ADR 0048).
    const whole = (value: string) => withWrappedLegalForm(value, lines[lineIndex + 1]?.text, countryCode)
    // A value cut inside its legal form (`sp. z`, its `o.o.` wrapped under it) ends with it once joined (ADR 0120).
    const cutOrWhole = (value: string) =>
      nameWithLegalForm(value, countryCode) ??
      nameWithLegalForm(withRestOfLegalForm(value, lines[lineIndex + 1]?.text, countryCode), countryCode)
    for (const [index, start] of [...columns.entries()].reverse()) {
      const found = cutOrWhole(line.text.slice(start, columns[index + 1]))
      const before = found && nameGoesOnFrom(line, columns, index)
      const joined = before && nameWithLegalForm(`${before} ${found.name}`, countryCode)
      if (joined) {
        yield { name: whole(joined.name), afterLabel: joined.afterLabel }
        continue lines
      }
      if (found) {
        yield { name: whole(found.name), afterLabel: true }
        continue lines
      }
      const cell = cellWithWrappedForm(line, start, columns[index + 1], lines[lineIndex + 1], countryCode)
      if (cell) {
        yield { name: cell.name, afterLabel: true }
        continue lines
      }
    }
    // The row's first cell, where the row opens with the name (its item mark read apart or not at all).
    const firstCell = cellWithWrappedForm(line, 0, columns[0], lines[lineIndex + 1], countryCode)
    if (firstCell) {
      yield firstCell
      continue lines
    }
    const cell = rowNameCell(line.text, countryCode)
    const rowName = cell && nameWithLegalForm(cell, countryCode)
    if (rowName) {
      yield { name: withFormWrappedInRow(line, lines[lineIndex + 1], rowName.name, countryCode), afterLabel: false }
      continue lines
    }
    const inLine = cutOrWhole(line.text.slice(line.text.lastIndexOf(':') + 1))
    const found = inLine && { ...inLine, name: whole(inLine.name) }
    if (found?.afterLabel) {
      yield nameUnderMisreadLabel(lines, lineIndex, found.name, countryCode) ?? found
      continue lines
    }
    if (found) yield found
  }
}
