import { parse, states, type ParseResult } from 'mrz'
import { repairByFieldClass, repairedChar } from './field-classes'
import { mrzCheckDigit } from './check-digit'
import {
  DOCUMENT_CODES,
  fieldText,
  MRZ_FIELDS,
  MRZ_FORMATS,
  MRZ_SHAPES,
  placeOf,
  type MrzField,
  type MrzFormat,
} from './mrz-format'
import { confusable, numberAlternatives, numberField } from './number-alternatives'

export { confusable, confusablyEqual } from './number-alternatives'

/** A machine-readable zone found in OCR text, parsed and check-digit verified with the `mrz` package. */
export interface MrzReading {
  format: MrzFormat
  /** The zone's lines after cleaning and repair. */
  lines: string[]
  /** Every check digit (field and composite) holds. */
  checkDigitsHold: boolean
  /** Names of the fields whose check digit fails (`documentNumberCheckDigit`, `compositeCheckDigit`…). */
  failedChecks: string[]
  /** As printed, trailing filler aside (`P`, `ID`, `C1`, `V`). */
  documentCode: string
  /** Alpha-3 codes as written in the zone (`D` for Germany is kept as written). */
  issuingState: string
  /** Blank where the format has none (the French card). */
  nationality: string
  lastName: string
  givenNames: string
  documentNumber: string
  /** YYMMDD as written. */
  birthDate: string
  /** Blank where the format has none (the French card). */
  expiryDate: string
  sex: 'M' | 'F' | 'X'
}

/** Characters OCR gives for the filler `<`. */
const FILLER_LOOKALIKES = /[«‹<〈{([]/g

/**
 * An OCR line as MRZ characters: upper case, fillers unified, spaces and other marks dropped; `?`
 * (a cell nothing was read in, zone-cells.ts) is kept in its place so that a group holding one is no zone.
 */
export function cleanMrzLine(text: string): string {
  return (
    text
      // A zero split in two halves, and lower-case letters (never in a zone): o is a zero or an O,
      // l and i are a one or an I, the others are fillers read as letters.
      .replace(/\(\)/g, 'O')
      // A thin I read as a bar, often with spaces around it.
      .replace(/\s*\|\s*/g, 'I')
      // A zero after fillers at the end of a line is read as a parenthesis.
      .replace(/[([{]\s*$/, 'O')
      .replace(/[a-z]/g, (char) => (char === 'o' ? 'O' : char === 'l' || char === 'i' ? 'I' : '<'))
      .replace(FILLER_LOOKALIKES, '<')
      .replace(/[^A-Z0-9<?]/g, '')
  )
}

/** A lone character inside a long run of fillers is noise (fillers are never interrupted by one character). */
export function dropFillerNoise(line: string): string {
  return line.replace(/(<{3,})[A-Z0-9](?=<{3,}|<+$)/g, (_match, run: string) => `${run}<`)
}

/** Lengths an OCR line may have and still be taken for a zone line of `length` (a filler or two lost or doubled). */
const LENGTH_SLACK = 3
/** A name line may run longer: noise read after its fillers is cut off (repairNameField). */
const NAME_LINE_EXTRA = 16

/** Makes `line` exactly `length` long by growing or shrinking its longest run of fillers (the optional data or the name's end). */
export function fitLength(line: string, length: number): string {
  if (line.length === length) return line
  const runs = [...line.matchAll(/<+/g)].sort((a, b) => b[0].length - a[0].length)
  const longest = runs[0]
  if (!longest || longest.index === undefined) return line.slice(0, length).padEnd(length, '<')
  const runLength = Math.max(0, longest[0].length + length - line.length)
  const fitted = line.slice(0, longest.index) + '<'.repeat(runLength) + line.slice(longest.index + longest[0].length)
  return fitted.length === length ? fitted : fitted.slice(0, length).padEnd(length, '<')
}

/**
 * Names end with fillers: after the first `<<<` of a name field nothing but fillers can follow, so
 * OCR noise there (a filler read as K, L or E) is set back to `<`.
 */
export function repairNameField(field: string): string {
  const end = field.indexOf('<<<')
  return end < 0 ? field : field.slice(0, end) + '<'.repeat(field.length - end)
}

/** The line of the name field (the surname's, on the French card). */
const nameLineOf = (format: MrzFormat) => placeOf(format, 'names').line

/** A name line read too long: its noise after the name's fillers cut to the zone's length (where the name ends the line). */
function trimNameLine(format: MrzFormat, line: string, length: number): string {
  const { start, length: nameLength } = placeOf(format, 'names')
  if (line.length <= length || line.length > length + NAME_LINE_EXTRA || start + nameLength !== length) return line
  const repaired = line.slice(0, start) + repairNameField(line.slice(start))
  return /^<*$/.test(repaired.slice(length)) ? repaired.slice(0, length) : line
}

function withRepairedNames(format: MrzFormat, lines: string[]): string[] {
  const places = (['names', 'givenNames'] as const).flatMap((field) => MRZ_FIELDS[format][field] ?? [])
  return lines.map((text, index) =>
    places
      .filter((place) => place.line === index)
      .reduce(
        (line, { start, length }) =>
          line.slice(0, start) + repairNameField(line.slice(start, start + length)) + line.slice(start + length),
        text,
      ),
  )
}

/** Groups of consecutive lines shaped like a zone of some format, best (longest format) first. */
interface Zone {
  format: MrzFormat
  lines: string[]
  /** The same lines before their length was fitted (some read a character too many). */
  raw: string[]
}

/** The first letters of ICAO's general formats (P for passports; I, A, C for cards), and the usual one. */
const CODE_LETTERS: Partial<Record<MrzFormat, { letters: RegExp; usual: string }>> = {
  TD3: { letters: /^P/, usual: 'P' },
  TD2: { letters: /^[IAC]/, usual: 'I' },
  TD1: { letters: /^[IAC]/, usual: 'I' },
}

/**
 * A thin first letter at the zone's left edge (the I of `ID`, the P of `P<`) is sometimes not read:
 * a first line one character short that does not start with a document code gets the format's usual
 * one back, which puts every later field where it belongs again. It changes no other character, and
 * the check digits still decide whether the zone holds. Only ICAO's general formats have a usual
 * letter: a visa's V or the French card's code is never put where nothing was read.
 */
export function restoreDocumentCode(format: MrzFormat, line: string): string {
  const code = CODE_LETTERS[format]
  if (!code || line.length !== MRZ_SHAPES[format].length - 1 || code.letters.test(line)) return line
  return code.usual + line
}

/** A first line's document code (and state, for the French card) with digits read for its letters set right. */
const codeAsLetters = (line: string) =>
  [...line.slice(0, 5)].map((char) => repairedChar('letter', char)).join('') + line.slice(5)

function candidateZones(lines: string[]): Zone[] {
  const cleaned = lines.map(cleanMrzLine).filter((line) => line.length >= MRZ_SHAPES.TD1.length - LENGTH_SLACK)
  const zones: Zone[] = []
  for (const format of MRZ_FORMATS) {
    const shape = MRZ_SHAPES[format]
    for (let start = 0; start + shape.lines <= cleaned.length; start += 1) {
      const nameLine = nameLineOf(format)
      const group = cleaned
        .slice(start, start + shape.lines)
        .map((line, index) =>
          index === nameLine
            ? trimNameLine(format, line, shape.length)
            : index === 0
              ? restoreDocumentCode(format, line)
              : line,
        )
      if (!group.every((line) => Math.abs(line.length - shape.length) <= LENGTH_SLACK)) continue
      // A zone starts with its format's document code; an I read as a 1 (or another letter's look-alike
      // digit) still does, and the field classes set it right below.
      if (!DOCUMENT_CODES[format].test(codeAsLetters(group[0] ?? ''))) continue
      const cleanedGroup = group.map(dropFillerNoise)
      const repaired = repairByFieldClass(
        format,
        withRepairedNames(
          format,
          cleanedGroup.map((line) => fitLength(line, shape.length)),
        ),
      )
      // An unread cell left after the names' fillers are settled: no zone (no check digit may hold by chance).
      if (repaired.some((line) => line.includes('?'))) continue
      zones.push({ format, lines: repaired, raw: cleanedGroup })
    }
  }
  return zones
}

function tryParse(lines: string[]): ParseResult | undefined {
  try {
    return parse(lines, { autocorrect: true })
  } catch {
    return undefined
  }
}

const SEX: Record<string, MrzReading['sex']> = { male: 'M', female: 'F', nonspecified: 'X' }

function toReading(format: MrzFormat, lines: string[], result: ParseResult): MrzReading {
  /** The field as written in the zone, with the parser's type-based corrections (O→0 in dates…). */
  const raw = (field: string) => {
    const detail = result.details.find((d) => d.field === field)
    if (!detail) return ''
    const written = (lines[detail.line] ?? '').slice(detail.start, detail.end)
    return [...written]
      .map(
        (char, index) =>
          detail.autocorrect.find((c) => c.column === detail.start + index && c.line === detail.line)?.corrected ??
          char,
      )
      .join('')
  }
  const text = (field: string) => raw(field).replace(/<+$/g, '').replace(/</g, ' ').trim()
  const failedChecks = result.details
    .filter((d) => d.field?.endsWith('CheckDigit') && !d.valid)
    .map((d) => d.field as string)
  return {
    format,
    lines,
    checkDigitsHold: failedChecks.length === 0,
    failedChecks,
    documentCode: printedCode(format, lines),
    issuingState: text('issuingState'),
    nationality: text('nationality'),
    lastName: typeof result.fields.lastName === 'string' ? result.fields.lastName : text('lastName'),
    givenNames: (typeof result.fields.firstName === 'string' ? result.fields.firstName : text('firstName'))
      .replace(/\s+/g, ' ')
      .trim(),
    documentNumber: documentNumberOf(format, lines, result, raw),
    birthDate: raw('birthDate'),
    expiryDate: raw('expirationDate'),
    sex: SEX[String(result.fields.sex)] ?? 'X',
  }
}

/**
 * The document number as printed: long TD1 numbers continue in the optional data (ICAO 9303 part 5);
 * the French card's is its twelve characters (issue year and month, office, serial), which the
 * parser splits.
 */
function documentNumberOf(
  format: MrzFormat,
  lines: readonly string[],
  result: ParseResult,
  raw: (field: string) => string,
): string {
  if (format === 'TD1' && typeof result.documentNumber === 'string') return result.documentNumber
  if (format === 'FRENCH_NATIONAL_ID') return fieldText(format, lines, 'documentNumber').replace(/</g, '')
  return raw('documentNumber').replace(/</g, '')
}

/** The document code as printed (the lines are already repaired by field class), its trailing filler aside. */
function printedCode(format: MrzFormat, lines: readonly string[]): string {
  return fieldText(format, lines, 'documentCode').replace(/<+$/, '')
}

/** A field's text as a name or code: trailing fillers dropped, the others spaces. */
const asWords = (text: string) => text.replace(/<+$/, '').replace(/</g, ' ').replace(/\s+/g, ' ').trim()

/** A visa's check digits (ICAO 9303 part 7): the number's, the birth date's and the expiry's, and no composite. */
const VISA_CHECKS: ReadonlyArray<readonly [string, MrzField, MrzField]> = [
  ['documentNumberCheckDigit', 'documentNumber', 'documentNumberCheck'],
  ['birthDateCheckDigit', 'birthDate', 'birthDateCheck'],
  ['expirationDateCheckDigit', 'expiryDate', 'expiryDateCheck'],
]

/**
 * A visa's zone (MRV-A, MRV-B), which the `mrz` package does not know: its fields stand where the
 * passport's stand up to the expiry's check digit, then optional data. Undefined when the lines do
 * not have its shape and code.
 */
function visaReading(format: 'MRVA' | 'MRVB', lines: string[]): MrzReading | undefined {
  const shape = MRZ_SHAPES[format]
  if (lines.length !== shape.lines || lines.some((line) => line.length !== shape.length)) return undefined
  if (!DOCUMENT_CODES[format].test(lines[0]!)) return undefined
  const field = (name: MrzField) => fieldText(format, lines, name)
  const failedChecks = VISA_CHECKS.filter(([, value, check]) => mrzCheckDigit(field(value)) !== field(check)).map(
    ([name]) => name,
  )
  const [surname = '', ...given] = field('names').replace(/<+$/, '').split('<<')
  const sex = field('sex')
  return {
    format,
    lines,
    checkDigitsHold: failedChecks.length === 0,
    failedChecks,
    documentCode: printedCode(format, lines),
    issuingState: asWords(field('issuingState')),
    nationality: asWords(field('nationality')),
    lastName: asWords(surname),
    givenNames: asWords(given.join('<')),
    documentNumber: field('documentNumber').replace(/</g, ''),
    birthDate: field('birthDate'),
    expiryDate: field('expiryDate'),
    sex: sex === 'M' || sex === 'F' ? sex : 'X',
  }
}

/**
 * Finds the machine-readable zone among OCR text lines: lines of 30, 36 or 44 characters of
 * A–Z, 0–9 and `<` (give or take a lost filler), in groups of three or two. Returns the parse of
 * the first group the `mrz` package accepts — one whose check digits hold when there is one — or
 * undefined when no group has the shape of a zone.
 */
/**
 * OCR sometimes reads one glyph as two (an 8 as `8B`, a 1 as `1I`): a data line one or two characters
 * too long is tried with such a second reading left out — a character next to its own look-alike or
 * twin, never any other (leaving out arbitrary characters of a garbled line finds, one time in ten,
 * a number whose check digit holds by chance). Only a variant whose every check digit holds is
 * taken, so this chooses which character was spurious and never changes a check digit.
 */
function withSpuriousCharacterDropped(zone: Zone): string[][] {
  const length = MRZ_SHAPES[zone.format].length
  const nameLine = nameLineOf(zone.format)
  const variants: string[][] = []
  const dropped = (line: string, count: number): string[] => {
    if (count === 0) return [line]
    const out: string[] = []
    for (let at = 0; at < line.length; at += 1) {
      const char = line[at]!
      const doubled = confusable(char, line[at - 1] ?? '') || confusable(char, line[at + 1] ?? '')
      if (char !== '<' && doubled)
        out.push(
          ...dropped(line.slice(0, at) + line.slice(at + 1), count - 1).filter((v) => v.length === line.length - count),
        )
    }
    return [...new Set(out)]
  }
  zone.raw.forEach((line, index) => {
    const extra = line.length - length
    if (index === nameLine || extra < 1 || extra > 2) return
    for (const shorter of dropped(line, extra))
      variants.push(
        repairByFieldClass(
          zone.format,
          zone.lines.map((current, i) => (i === index ? shorter : current)),
        ),
      )
  })
  return variants
}

/** Options of readMrz: other readings of the same document's number, which may settle an O/0 in it. */
export interface ReadMrzOptions {
  /** The number as the visual zone printed it. */
  visualDocumentNumber?: string | null | undefined
  /** The number field as other OCR passes of the zone read it. */
  otherNumberReadings?: readonly string[] | undefined
}

/** Both check digits that cover the document number fail: the only case a look-alike number is tried in. */
function numberMisread(reading: MrzReading): boolean {
  return (
    reading.failedChecks.includes('documentNumberCheckDigit') && reading.failedChecks.includes('compositeCheckDigit')
  )
}

function parsedReading(format: MrzFormat, lines: string[]): MrzReading | undefined {
  if (format === 'MRVA' || format === 'MRVB') return visaReading(format, lines)
  const result = tryParse(lines)
  return result && result.format === format ? toReading(format, lines, result) : undefined
}

/**
 * The reading of `lines`; when it fails on the number, the one look-alike number that other readings
 * saw and that makes every check digit hold (number-alternatives.ts, ADR 0019).
 */
function readingOf(zone: Zone, lines: string[], options: ReadMrzOptions): MrzReading | undefined {
  const reading = parsedReading(zone.format, lines)
  if (!reading || reading.checkDigitsHold || !numberMisread(reading)) return reading
  const others = [
    ...(options.otherNumberReadings ?? []),
    ...(options.visualDocumentNumber ? [options.visualDocumentNumber] : []),
  ]
  const holding = numberAlternatives(zone.format, lines, others)
    .map((alternative) => parsedReading(zone.format, alternative))
    .filter((candidate) => candidate?.checkDigitsHold === true)
  return holding.length === 1 ? holding[0] : reading
}

/**
 * Lines that show where a number stands even when the rest of the line is garbled (an OCR-B zone's
 * fillers read as letters make a line far too long): a TD2/TD3 data line (number, check digit,
 * nationality, birth date), a TD1 first line (document code, state, number, check digit).
 */
const NUMBER_LINE_STARTS: readonly RegExp[] = [
  /^([A-Z0-9<]{9})[0-9][A-Z<]{3}[0-9]{6}/,
  /^[IAC][A-Z0-9<][A-Z<]{3}([A-Z0-9<]{9})[0-9<]/,
]

/**
 * The number field of every zone-shaped group in `textLines` as read, and of every line that starts
 * like a number line whatever its length (for corroborating another pass).
 */
export function numberReadings(textLines: readonly string[]): string[] {
  const fromZones = candidateZones([...textLines]).map((zone) => numberField(zone.format, zone.lines))
  const fromLineStarts = textLines
    .map(cleanMrzLine)
    .flatMap((line) =>
      NUMBER_LINE_STARTS.map((start) => start.exec(line)?.[1]).filter((number) => number !== undefined),
    )
  return [...new Set([...fromZones, ...fromLineStarts])]
}

/**
 * A zone read whole: every check digit holds and both state codes are ones ICAO knows (the French
 * card has no nationality). The states are covered by no check digit, so a lost or doubled character
 * next to them (`EUG` for `DEU`) shows only there.
 */
export function wholeReading(reading: MrzReading | undefined): boolean {
  return (
    reading?.checkDigitsHold === true &&
    knownState(reading.issuingState) &&
    (knownState(reading.nationality) || !MRZ_FIELDS[reading.format].nationality)
  )
}

/** What a zone prints for the holder's sex (ICAO 9303): M, F, or the filler or X where it is unspecified. */
const SEX_PRINTED: ReadonlySet<string> = new Set(['M', 'F', '<', 'X'])

/**
 * A reading whose sex cell holds a character no zone prints there (a blurred `M` read `6` or `5`),
 * after the field's class has made what it can a sex letter (H, N, W an M; E, P an F). No check digit
 * covers the sex, so the check digits hold whatever the cell holds, and the sex such a reading gives
 * (unspecified) is a guess: the cell was not read (ADR 0101).
 */
export function sexUnread(mrz: MrzReading): boolean {
  return MRZ_FIELDS[mrz.format].sex !== undefined && !SEX_PRINTED.has(fieldText(mrz.format, mrz.lines, 'sex'))
}

/** A zone's state code (fillers aside) that ICAO knows. */
export function knownState(code: string): boolean {
  return code.replace(/</g, '') in (states as Record<string, string>)
}

export function readMrz(textLines: readonly string[], options: ReadMrzOptions = {}): MrzReading | undefined {
  let holding: MrzReading | undefined
  let fallback: MrzReading | undefined
  for (const zone of candidateZones([...textLines])) {
    const reading = readingOf(zone, zone.lines, options)
    if (wholeReading(reading)) return reading
    for (const lines of withSpuriousCharacterDropped(zone)) {
      const variant = readingOf(zone, lines, options)
      if (wholeReading(variant)) return variant
      if (variant?.checkDigitsHold) holding ??= variant
    }
    if (reading?.checkDigitsHold) holding ??= reading
    fallback ??= reading
  }
  return holding ?? fallback
}
