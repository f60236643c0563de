import { checkDigitsHold, checkLetterCase, type CheckDigits } from '../registry/registration-number-checksums'
import { jurisdictionByCode } from '../registry/served-countries'

/**
 * Registration numbers as OCR reads them: each country's formats (server/upstream/registry/
 * country-specs.ts, `#` = a digit) turned into patterns that accept the usual confusions of OCR
 * (O for 0, I or l for 1, S for 5, B for 8…) and separators printed or dropped anywhere, and a way
 * back from what was read to the number in its official form.
 */

/** Characters OCR reads for a digit, and the digit each stands for. */
const digitLookalikes: Readonly<Record<string, string>> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  U: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  '!': '1',
  L: '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  G: '6',
  b: '6',
  T: '7',
  B: '8',
  g: '9',
  q: '9',
}

/** Digits OCR reads for a letter of a number's fixed part (the B of HRB, the S of SC). */
const letterLookalikes: Readonly<Record<string, string>> = {
  O: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
  T: '7',
}

/**
 * Dashes text layers and OCR give for a number's hyphen (ADR 0065): hyphen, non-breaking hyphen,
 * figure dash, en and em dash, minus sign (PostScript's `minus` glyph, which PDFs made from
 * PostScript give for every hyphen), small and full-width hyphen-minus. Each is read as `-`.
 */
const dashes = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/gu

/** `text` with every dash a hyphen; as long as `text`, so places found in it are places in `text`. */
export function withHyphens(text: string): string {
  return text.replace(dashes, '-')
}

const separatorClass = '[\\s.\\-/_]'
const separatorChars = /[\s.\-/_]/g
const digitClass = `[0-9${Object.keys(digitLookalikes).join('')}]`

function escape(char: string): string {
  return char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function isSeparator(char: string): boolean {
  return /[\s.\-/_]/.test(char)
}

/** A compiled registration-number format. */
export interface NumberPattern {
  /** The format of country-specs.ts, e.g. `HRB ######`. */
  format: string
  /** Finds the number in text, global. */
  regex: RegExp
  /** The check digits the format's numbers carry (ADR 0065), if any. */
  check?: CheckDigits
}

/** Turns a format into a regular expression that tolerates OCR confusions and separators. */
export function numberPatternOf(format: string, check?: CheckDigits): NumberPattern {
  const parts: string[] = []
  let previousWasSymbol = false
  for (const char of format) {
    if (isSeparator(char)) {
      // Where the format has a separator, a form may print its parts in two boxes (`HRB | 620264`):
      // the boxes' edges read as bars or brackets.
      // A comma there is a dot OCR read as one (`CHE-692,910,999`, ADR 0098); between any two
      // symbols it is not allowed (`113.000,00`, an amount, is no number).
      parts.push(`(?:${separatorClass}|[|\\[\\],]){0,3}`)
      previousWasSymbol = false
      continue
    }
    // Numbers are printed grouped ("0123 4567") or with their separators left out: one optional
    // separator is allowed between any two symbols.
    if (previousWasSymbol) parts.push(`${separatorClass}?`)
    if (char === '#') parts.push(digitClass)
    // A check letter (the Firmenbuchnummer's, the UEN's, ADR 0128): any letter; its check tells a misread.
    else if (checkLetterCase(char) !== null) parts.push('[A-Za-z]')
    else if (/[0-9]/.test(char)) {
      const lookalikes = Object.entries(digitLookalikes)
        .filter(([, digit]) => digit === char)
        .map(([lookalike]) => lookalike)
      parts.push(`[${char}${lookalikes.join('')}]`)
    } else {
      const upper = char.toUpperCase()
      const lookalike = letterLookalikes[upper]
      parts.push(/[a-z]/i.test(char) ? `[${upper}${upper.toLowerCase()}${lookalike ?? ''}]` : escape(char))
    }
    previousWasSymbol = true
  }
  const regex = new RegExp(`(?<![\\p{L}\\p{N}])${parts.join('')}(?![\\p{L}\\p{N}])`, 'gu')
  return check ? { format, regex, check } : { format, regex }
}

/**
 * The number in its official form: each `#` of the format gets the digit that was read (a
 * lookalike turned into its digit), a check letter (`@`, `%`) the letter read in its case, each fixed
 * letter the format's letter, separators the format's.
 * Null when what was read is mostly letters standing in for digits (a word, not a number).
 */
export function canonicalNumber(read: string, format: string): string | null {
  const slots = [...format].filter((char) => !isSeparator(char))
  let symbols = [...withHyphens(read).replace(separatorChars, '').replace(/,/g, '')]
  // A bar or bracket too many is the edge of a box between the number's parts (`HRB | 620264`).
  if (symbols.length > slots.length) symbols = symbols.filter((symbol) => !/[|[\]]/.test(symbol))
  if (symbols.length !== slots.length) return null
  let digitSlots = 0
  let realDigits = 0
  const values = slots.map((slot, index) => {
    const symbol = symbols[index] ?? ''
    const letterCase = checkLetterCase(slot)
    if (letterCase !== null) return letterCase === 'upper' ? symbol.toUpperCase() : symbol.toLowerCase()
    if (slot !== '#') return slot
    digitSlots++
    if (/[0-9]/.test(symbol)) {
      realDigits++
      return symbol
    }
    return digitLookalikes[symbol] ?? symbol
  })
  if (digitSlots > 0 && realDigits * 2 < digitSlots) return null
  let position = 0
  return [...format].map((char) => (isSeparator(char) ? char : (values[position++] ?? ''))).join('')
}

const cache = new Map<string, NumberPattern[]>()

/** The number patterns of a served country or state (v2 code: `GB`, `US_CA`); none for an unknown code. */
export function numberPatternsOf(countryCode: string): NumberPattern[] {
  const code = countryCode.toUpperCase()
  let patterns = cache.get(code)
  if (!patterns) {
    const formats = jurisdictionByCode(code)?.spec.numberFormats ?? []
    patterns = formats
      .filter((format, index) => formats.findIndex((other) => other.pattern === format.pattern) === index)
      .map((format) => numberPatternOf(format.pattern, format.check))
    cache.set(code, patterns)
  }
  return patterns
}

export interface NumberMatch {
  /** The official form. */
  number: string
  /** Where it was found in the text searched. */
  index: number
  /** How many characters of the text it was read from. */
  length: number
}

/**
 * Every registration number of the country's formats in `text`, in order of appearance. A number
 * of a format with check digits is one only when they hold (ADR 0065): one that fails them was
 * misread, or is another number of the page (a telephone, a VAT number) that fits the format.
 * With `checked` false, numbers of the formats whatever their check digits (where a number stands).
 */
export function findNumbers(text: string, patterns: readonly NumberPattern[], checked = true): NumberMatch[] {
  const found: NumberMatch[] = []
  for (const pattern of patterns) {
    for (const match of withHyphens(text).matchAll(pattern.regex)) {
      const number = canonicalNumber(match[0], pattern.format)
      if (number !== null && (!checked || !pattern.check || checkDigitsHold(number, pattern.check)))
        found.push({ number, index: match.index, length: match[0].length })
    }
  }
  return found.sort((a, b) => a.index - b.index)
}

/**
 * The number-like runs of text when no country format fits (a foreign or older format): letters and
 * digits with at most single separators, at least four real digits, upper case, lookalikes kept;
 * each with where it starts in `text`.
 */
export function* looseNumbersIn(text: string): Generator<{ value: string; index: number }> {
  for (const match of withHyphens(text).matchAll(
    /(?<![\p{L}\p{N}])[\p{L}\p{N}](?:[\p{L}\p{N}]|[ .\-/](?=[\p{L}\p{N}])){3,30}(?![\p{L}\p{N}])/gu,
  )) {
    const value = match[0].trim()
    const digits = (value.match(/[0-9]/g) ?? []).length
    const letters = (value.match(/\p{L}/gu) ?? []).length
    if (digits >= 4 && digits >= letters) yield { value: value.toUpperCase(), index: match.index }
  }
}
