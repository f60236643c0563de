import { numbersMatch } from './certificate-comparison'
import { numberOnLine } from './certificate-engines'
import { numbersNotDates } from './certificate-number'
import { checkDigitsConfirm } from './number-reread'
import { canonicalNumber, numberPatternOf, numberPatternsOf, type NumberPattern } from './registration-number-patterns'
import { checkDigitsHold, checkLetterCase } from '../registry/registration-number-checksums'

/**
 * A number whose format's fixed part a mark garbled (ADR 0124): the letters and digits every number
 * of the format prints alike (the `FN` of an Austrian `FN ######@`, the `55` of a
 * Swedish organisationsnummer, the `/0001-` of a CNPJ, the `000` of a KRS) read with one of them
 * misread (`IN712 360a`, `/000° 53`). The number is the format's fixed part with the digits as read.
 * It stands only where its check digits confirm it alone, or where two readings of the page hold it
 * (each whole or so garbled): one reading's digits alone are no number (ADR 0115). Never where two
 * such numbers would stand.
 */

/** Stands for any one character in a variant of a format (no format holds it). */
const anyCharacter = '§'

const separator = /[\s.\-/_]/

/** A format with one of its fixed characters misread, and the way back to the format's number. */
interface FixedPartVariant {
  pattern: NumberPattern
  restore: (read: string) => string
}

/**
 * `pattern` with `format`'s `anyCharacter` any one character that is no space and no digit: a digit
 * where the format prints another makes a run of digits alone, as likely another number of the page
 * (`38…` is no misread Texan `08…`).
 */
function variantPattern(format: string): NumberPattern {
  const { regex } = numberPatternOf(format)
  return { format, regex: new RegExp(regex.source.replace(anyCharacter, '[^\\s0-9]'), regex.flags) }
}

/**
 * The variants of `format` with one fixed character misread (any character for it). Only formats
 * with two fixed characters at least: one stays as printed, so a run of digits alone is never taken
 * for the number. Never a fixed character lost or one put in beside it: the digits' places would be
 * a guess (`085580780`, a Texan `08########` whose last digit a seal hides, would read `0885580780`).
 */
function variantsOf(format: string): FixedPartVariant[] {
  const characters = [...format]
  const fixed = characters.flatMap((character, index) =>
    character !== '#' && checkLetterCase(character) === null && !separator.test(character) ? [index] : [],
  )
  if (fixed.length < 2) return []
  return fixed.map((index) => {
    const character = characters[index] ?? ''
    const misread = [...characters.slice(0, index), anyCharacter, ...characters.slice(index + 1)].join('')
    return { pattern: variantPattern(misread), restore: (read) => read.replace(anyCharacter, character) }
  })
}

const variantsCache = new Map<string, FixedPartVariant[]>()

function cachedVariantsOf(format: string): FixedPartVariant[] {
  let variants = variantsCache.get(format)
  if (variants === undefined) {
    variants = variantsOf(format)
    variantsCache.set(format, variants)
  }
  return variants
}

/**
 * The numbers of the country's formats `text` holds with one fixed character misread (`variantsOf`),
 * as the format prints them; none a date or a telephone, none whose check digits fail.
 */
export function numbersPastFixedPart(text: string, countryCode: string): string[] {
  const found = new Set<string>()
  for (const pattern of numberPatternsOf(countryCode))
    for (const variant of cachedVariantsOf(pattern.format))
      for (const match of numbersNotDates(text, [variant.pattern])) {
        const number = canonicalNumber(variant.restore(match.number), pattern.format)
        if (number !== null && (pattern.check === undefined || checkDigitsHold(number, pattern.check)))
          found.add(number)
      }
  return [...found]
}

/** Whether `text` (one reading of the page) holds `number`: whole, or with a fixed character misread. */
function holds(text: string, number: string, countryCode: string): boolean {
  return (
    numberOnLine(number, [text]) ||
    numbersNotDates(text, numberPatternsOf(countryCode)).some((match) => numbersMatch(match.number, number)) ||
    numbersPastFixedPart(text, countryCode).some((found) => numbersMatch(found, number))
  )
}

/**
 * The number the page's readings (`texts`, one a reading) hold with a fixed character misread in one
 * at least: its check digits confirm it alone, or two readings hold it. Null where none stands, or
 * two different ones would.
 */
export function numberPastItsFixedPart(texts: readonly string[], countryCode: string): string | null {
  const patterns = numberPatternsOf(countryCode)
  const candidates = [...new Set(texts.flatMap((text) => numbersPastFixedPart(text, countryCode)))]
  const standing = candidates.filter(
    (number) =>
      checkDigitsConfirm(number, patterns) || texts.filter((text) => holds(text, number, countryCode)).length >= 2,
  )
  const [first, ...rest] = standing
  return first !== undefined && rest.every((other) => numbersMatch(other, first)) ? first : null
}
