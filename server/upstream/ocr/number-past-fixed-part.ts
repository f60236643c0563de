import { numbersMatch } from './certificate-comparison'
import { numberOnLine } from './certificate-engines'
import { numbersNotDates } from './certificate-number'
import { checkDigitsConfirm } from './number-reread'
import { canonicalNumber, numberPatternOf, numberPatternsOf, type NumberPattern } from './registration-number-patterns'
import { checkDigitsHold } from '../registry/registration-number-checksums'

/**
 * A number whose format's fixed part a mark garbled (ADR 0124): the letters and digits every number
 * of the format prints alike (`FN` and the last letter of an Austrian `FN ######a`, the `55` of a
 * Swedish organisationsnummer, the `/0001-` of a CNPJ, the `000` of a KRS) read with one character
 * changed (`IN712 360a`), lost, or with one character put in beside them (a signature's stroke
 * across them read as a letter: `FNL051539a`, `0001 S53`). The number is the format's fixed part
 * with the digits as read. It stands only where its check digits confirm it alone, or where two
 * readings of the page hold it (each whole or so garbled): one reading's digits alone are no number
 * (ADR 0115). Never where two such numbers would stand.
 */

/** Stands for any one character in a variant of a format (no format holds it). */
const anyCharacter = '§'

const separator = /[\s.\-/_]/

/** A format with one of its fixed characters garbled, and the way back to the format's number. */
interface FixedPartVariant {
  pattern: NumberPattern
  restore: (read: string) => string
}

/** `pattern` with `format`'s `anyCharacter` any one character that is no space. */
function variantPattern(format: string): NumberPattern {
  const { regex } = numberPatternOf(format)
  return { format, regex: new RegExp(regex.source.replace(anyCharacter, '[^\\s]'), regex.flags) }
}

/**
 * The variants of `format` with one fixed character garbled: misread (any character for it), lost,
 * or with one character put in after it where the fixed part ends. Only formats with two fixed
 * characters at least: one stays as printed, so a run of digits alone is never taken for the number.
 */
function variantsOf(format: string): FixedPartVariant[] {
  const characters = [...format]
  const fixed = characters.flatMap((character, index) =>
    character !== '#' && !separator.test(character) ? [index] : [],
  )
  if (fixed.length < 2) return []
  return fixed.flatMap((index) => {
    const [before, character, after] = [
      characters.slice(0, index),
      characters[index] ?? '',
      characters.slice(index + 1),
    ]
    const misread = [...before, anyCharacter, ...after].join('')
    const lost = [...before, ...after].join('')
    const variants: FixedPartVariant[] = [
      { pattern: variantPattern(misread), restore: (read) => read.replace(anyCharacter, character) },
      {
        pattern: variantPattern(lost),
        restore: (read) => [...[...read].slice(0, index), character, ...[...read].slice(index)].join(''),
      },
    ]
    // A character put in only where the fixed part ends (a stroke beside it); within it, it is a misread.
    if (!fixed.includes(index + 1)) {
      const extra = [...before, character, anyCharacter, ...after].join('')
      variants.push({ pattern: variantPattern(extra), restore: (read) => read.replace(anyCharacter, '') })
    }
    return variants
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
 * The numbers of the country's formats `text` holds with one fixed character garbled (`variantsOf`),
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

/** Whether `text` (one reading of the page) holds `number`: whole, or with its fixed part garbled. */
function holds(text: string, number: string, countryCode: string): boolean {
  return (
    numberOnLine(number, [text]) ||
    numbersNotDates(text, numberPatternsOf(countryCode)).some((match) => numbersMatch(match.number, number)) ||
    numbersPastFixedPart(text, countryCode).some((found) => numbersMatch(found, number))
  )
}

/**
 * The number the page's readings (`texts`, one a reading) hold with a fixed character garbled in one
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
