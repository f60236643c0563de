import { nameLabels, numberLabels, otherNumberBefore } from './certificate-label-patterns'
import { valuesAfterLabels, type LabelledValue } from './certificate-labels'
import { numberLabelWords } from './certificate-misread-labels'
import {
  findNumbers,
  looseNumbersIn,
  numberPatternsOf,
  type NumberMatch,
  type NumberPattern,
} from './registration-number-patterns'
import type { TextLine } from './text-lines'

/** The registration number on a certificate: by its label, else by one of the country's formats (ADR 0009). */

/**
 * A day, month and year where OCR read one of the two separators as a space or lost it
 * (`25.05 2021`, `25 05.2021`, `2505 2021`, `25.052021`): the day and the month in range and a year
 * of this or the last century, as nothing else tells such a date from a number's groups.
 */
const [day, month, year] = ['(?:0?[1-9]|[12]\\d|3[01])', '(?:0?[1-9]|1[0-2])', '(?:19|20)\\d{2}']
const [day2, month2] = ['(?:0[1-9]|[12]\\d|3[01])', '(?:0[1-9]|1[0-2])']
const dateOneSeparatorOff = [
  `${day}(?:[-./]\\s|\\s[-./]?)${month}[-./]${year}`,
  `${day}[-./]${month}\\s${year}`,
  `${day2}[-./ ]${month2}${year}`,
  `${day2}${month2}[-./ ]${year}`,
].join('|')

const dateAtStart = new RegExp(
  `^(?:\\d{4}[-./ ]\\d{1,2}[-./ ]\\d{1,2}|\\d{1,2}[-./ ]\\d{1,2}[-./ ]\\d{4}|${dateOneSeparatorOff})(?!\\d)`,
)

/** A date at the start of `text`: 2020-08-24, 24.08.2020, 24/08/2020, 25.05 2021, 2505 2021. */
export function startsWithDate(text: string): boolean {
  return dateAtStart.test(text)
}

/**
 * A date whose year was cut short (`30/08/197` at a line's end, where a mark or the page's edge took
 * its last figure, ADR 0098): a day and a month in range, then two or three figures. It fits a
 * format of seven or eight figures, but is no number.
 */
function dateCutShort(read: string): boolean {
  const match = /^(\d{1,2})[./](\d{1,2})[./]\d{2,3}$/.exec(read.trim())
  return (
    match !== null && Number(match[1]) >= 1 && Number(match[1]) <= 31 && Number(match[2]) >= 1 && Number(match[2]) <= 12
  )
}

/**
 * Dates anywhere in a text (2020-08-24, 24.08.2020, 6/02/1973, 25.05 2021), not inside a longer run
 * of digits.
 */
const dates = new RegExp(
  `(?<!\\d)(?:\\d{4}[-./]\\d{1,2}[-./]\\d{1,2}|\\d{1,2}[-./]\\d{1,2}[-./]\\d{4}|${dateOneSeparatorOff})(?!\\d)`,
  'g',
)

/**
 * Whether the text before a number on its line (`before`) says it is another number: it ends with
 * a `+` or a telephone's country code (`+38 203 53006`, the telephone under its label on a form),
 * or with a word naming another number followed by that number's first figures (`Telefon 040 `) or
 * by at most two more words (`VAT registration no.`, `N° TVA intracommunautaire`).
 */
function introducesOtherNumber(before: string): boolean {
  return /\+\s*(?:\d{1,3}[\s.-]+)?$/.test(before) || otherNumberBefore.test(before)
}

/**
 * Whether a number's text holds a row of single figures (`1 2 3 4 5`: a register extract's column
 * numbers), alone or after a figure of the line above (`50` and the columns' header read as
 * `5012345`): numbers are printed whole or in groups, never three figures one by one.
 */
function singleFigures(read: string): boolean {
  return /(?:^|\s)\S(?:\s+\S){2}(?:\s|$)/.test(read.trim())
}

/**
 * The numbers of the country's formats in `text` that may be the registration number: none that
 * is or overlaps a date (2020-08-24 for ####-####), none another number's words introduce (a
 * telephone, a VAT number), no row of single figures, no date cut short.
 */
export function numbersNotDates(text: string, patterns: readonly NumberPattern[]): NumberMatch[] {
  const dateSpans = [...text.matchAll(dates)].map((date) => [date.index, date.index + date[0].length] as const)
  return findNumbers(text, patterns).filter((match) => {
    const end = match.index + match.length
    if (dateSpans.some(([start, stop]) => start < end && stop > match.index)) return false
    if (startsWithDate(text.slice(match.index))) return false
    const lineStart = text.lastIndexOf('\n', match.index - 1) + 1
    const read = text.slice(match.index, end)
    return !introducesOtherNumber(text.slice(lineStart, match.index)) && !singleFigures(read) && !dateCutShort(read)
  })
}

/**
 * Where a number field stands in `text`: the numbers of the country's formats whatever their check
 * digits (a misread number still ends the value before it, ADR 0048), none a date starts.
 */
export function numberShapesIn(text: string, patterns: readonly NumberPattern[]): NumberMatch[] {
  return findNumbers(text, patterns, false).filter((match) => !startsWithDate(text.slice(match.index)))
}

/**
 * The number of the country's formats, its check digits holding, after or alone under a number's
 * label read with OCR errors at a line's or a column's start (ADR 0069: `REGISTRATIENU MMER`).
 */
function numberAfterMisreadLabel(
  lines: readonly TextLine[],
  patterns: readonly NumberPattern[],
  countryCode: string,
): string | null {
  return labelledNumberIn(valuesAfterLabels(lines, numberLabels, nameLabels, countryCode, numberLabelWords), patterns)
}

/** The first number of the formats on a labelled value's line, or alone on the next line. */
function labelledNumberIn(values: readonly LabelledValue[], patterns: readonly NumberPattern[]): string | null {
  for (const { value, next } of values) {
    const text = `${value}\n${next ?? ''}`
    // The number on the label's own line, or alone on the next line; never a date that fits its format.
    // (A label's line holding no number of the formats may hold a mark's or a column's garble.)
    const [found] = numbersNotDates(text, patterns)
    const aloneBelow = found !== undefined && text.slice(value.length + 1).trim().length === found.length
    if (found && (found.index <= value.length || aloneBelow)) return found.number
  }
  return null
}

function numberInLabelledValues(
  lines: readonly TextLine[],
  patterns: readonly NumberPattern[],
  countryCode: string,
): string | null {
  const values = valuesAfterLabels(lines, numberLabels, nameLabels, countryCode)
  const labelled = labelledNumberIn(values, patterns)
  if (labelled !== null) return labelled
  const misread = numberAfterMisreadLabel(lines, patterns, countryCode)
  if (misread !== null) return misread
  // Where every format of the country carries check digits, a run that is none of them with its
  // check digits holding is a misread number or another one (ADR 0065).
  if (patterns.length > 0 && patterns.every((pattern) => pattern.check)) return null
  for (const { value } of values) {
    // Not a part of a date (a loose run is cut at 31 characters, and may start at a date's year), nor
    // a number another number's words introduce on the label's line (a letterhead's `Telefone +37 …`),
    // nor a row of single figures under the label (a register extract's column numbers).
    const undated = value.replace(dates, (date) => ' '.repeat(date.length))
    for (const loose of looseNumbersIn(undated)) {
      if (introducesOtherNumber(undated.slice(0, loose.index)) || singleFigures(loose.value)) continue
      if (!startsWithDate(loose.value)) return loose.value
      break
    }
  }
  return null
}

/** How the number was found: by its label, or by one of the country's formats anywhere in the text. */
export type NumberFoundBy = 'label' | 'format' | null

/** The number by its label, else the first of the country's formats in `text` that is no date. */
export function numberOf(
  lines: readonly TextLine[],
  text: string,
  countryCode: string,
): { registration_number: string | null; numberFoundBy: NumberFoundBy } {
  const patterns = numberPatternsOf(countryCode)
  const labelledNumber = numberInLabelledValues(lines, patterns, countryCode)
  const formatNumber = labelledNumber === null ? (numbersNotDates(text, patterns)[0]?.number ?? null) : null
  return {
    registration_number: labelledNumber ?? formatNumber,
    numberFoundBy: labelledNumber !== null ? 'label' : formatNumber !== null ? 'format' : null,
  }
}
