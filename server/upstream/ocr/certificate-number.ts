import { numberLabels, nameLabels, valuesAfterLabels } from './certificate-labels'
import {
  findNumbers,
  looseNumberIn,
  numberPatternsOf,
  type NumberMatch,
  type NumberPattern,
} from './registration-number-patterns'
import type { TextLine } from './text-lines'

/** The registration number on a certificate: by its label, else by one of the country's formats (ADR 0009). */

/** A date at the start of `text`: 2020-08-24, 24.08.2020, 24/08/2020. */
export function startsWithDate(text: string): boolean {
  return /^(?:\d{4}[-./ ]\d{1,2}[-./ ]\d{1,2}|\d{1,2}[-./ ]\d{1,2}[-./ ]\d{4})(?!\d)/.test(text)
}

/** The numbers of the country's formats in `text` that are no date fitting a format (2020-08-24 for ####-####). */
export function numbersNotDates(text: string, patterns: readonly NumberPattern[]): NumberMatch[] {
  return findNumbers(text, patterns).filter((match) => !startsWithDate(text.slice(match.index)))
}

function numberInLabelledValues(
  lines: readonly TextLine[],
  patterns: readonly NumberPattern[],
  countryCode: string,
): string | null {
  const values = valuesAfterLabels(lines, numberLabels, nameLabels, countryCode)
  for (const { value, next } of values) {
    const text = `${value}\n${next ?? ''}`
    // The number on the label's own line, or alone on the next line; never a date that fits its format.
    const [found] = numbersNotDates(text, patterns)
    if (found && found.index <= value.length) return found.number
  }
  for (const { value } of values) {
    const loose = looseNumberIn(value)
    if (loose && !startsWithDate(loose)) return loose
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
