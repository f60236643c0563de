import { parse, type ParseResult } from 'mrz'
import { MRZ_SHAPES, type MrzFormat } from './generate-mrz'

/** A machine-readable zone found in OCR text, parsed and check-digit verified with the `mrz` package. */
export interface MrzReading {
  format: MrzFormat
  /** The zone's lines after cleaning and repair. */
  lines: string[]
  /** Every check digit (field and composite) holds. */
  checkDigitsHold: boolean
  /** Names of the fields whose check digit fails (`documentNumberCheckDigit`, `compositeCheckDigit`…). */
  failedChecks: string[]
  documentCode: string
  /** Alpha-3 codes as written in the zone (`D` for Germany is kept as written). */
  issuingState: string
  nationality: string
  lastName: string
  givenNames: string
  documentNumber: string
  /** YYMMDD as written. */
  birthDate: string
  expiryDate: string
  sex: 'M' | 'F' | 'X'
}

/** Characters OCR gives for the filler `<`. */
const FILLER_LOOKALIKES = /[«‹<〈{([]/g

/** An OCR line as MRZ characters: upper case, fillers unified, spaces and other marks dropped. */
export function cleanMrzLine(text: string): string {
  return text.toUpperCase().replace(FILLER_LOOKALIKES, '<').replace(/[^A-Z0-9<]/g, '')
}

/** Lengths an OCR line may have and still be taken for a zone line of `length` (a filler or two lost or doubled). */
const LENGTH_SLACK = 3

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

function nameRange(format: MrzFormat): { line: number; start: number } {
  return format === 'TD1' ? { line: 2, start: 0 } : { line: 0, start: 5 }
}

function withRepairedNames(format: MrzFormat, lines: string[]): string[] {
  const { line, start } = nameRange(format)
  return lines.map((text, index) => (index === line ? text.slice(0, start) + repairNameField(text.slice(start)) : text))
}

/** Groups of consecutive lines shaped like a zone of some format, best (longest format) first. */
function candidateZones(lines: string[]): Array<{ format: MrzFormat; lines: string[] }> {
  const cleaned = lines.map(cleanMrzLine).filter((line) => line.length >= MRZ_SHAPES.TD1.length - LENGTH_SLACK)
  const zones: Array<{ format: MrzFormat; lines: string[] }> = []
  for (const format of ['TD3', 'TD2', 'TD1'] as const) {
    const shape = MRZ_SHAPES[format]
    for (let start = 0; start + shape.lines <= cleaned.length; start += 1) {
      const group = cleaned.slice(start, start + shape.lines)
      if (!group.every((line) => Math.abs(line.length - shape.length) <= LENGTH_SLACK)) continue
      if (!/^[A-Z]/.test(group[0] ?? '')) continue
      zones.push({ format, lines: withRepairedNames(format, group.map((line) => fitLength(line, shape.length))) })
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
    return [...written].map((char, index) => detail.autocorrect.find((c) => c.column === detail.start + index && c.line === detail.line)?.corrected ?? char).join('')
  }
  const text = (field: string) => raw(field).replace(/<+$/g, '').replace(/</g, ' ').trim()
  const failedChecks = result.details.filter((d) => d.field?.endsWith('CheckDigit') && !d.valid).map((d) => d.field as string)
  return {
    format,
    lines,
    checkDigitsHold: failedChecks.length === 0,
    failedChecks,
    documentCode: text('documentCode'),
    issuingState: text('issuingState'),
    nationality: text('nationality'),
    lastName: typeof result.fields.lastName === 'string' ? result.fields.lastName : text('lastName'),
    givenNames: typeof result.fields.firstName === 'string' ? result.fields.firstName : text('firstName'),
    documentNumber: documentNumberOf(format, result, raw),
    birthDate: raw('birthDate'),
    expiryDate: raw('expirationDate'),
    sex: SEX[String(result.fields.sex)] ?? 'X',
  }
}

/** The document number as printed: long TD1 numbers continue in the optional data (ICAO 9303 part 5). */
function documentNumberOf(format: MrzFormat, result: ParseResult, raw: (field: string) => string): string {
  if (format === 'TD1' && typeof result.documentNumber === 'string') return result.documentNumber
  return raw('documentNumber').replace(/</g, '')
}

/**
 * Repairs OCR confusions in the document number toward the number read in the visual zone: a
 * character of the zone is replaced by the visual zone's one only when the two are a known OCR
 * confusion (0/O, 1/I, 8/B, 5/S, 2/Z, 6/G); the check digits are never changed, so the repaired
 * number still has to make them hold. A broken check digit therefore never passes.
 */
const CONFUSIONS: ReadonlyArray<readonly [string, string]> = [['0', 'O'], ['1', 'I'], ['8', 'B'], ['5', 'S'], ['2', 'Z'], ['6', 'G'], ['0', 'D'], ['0', 'Q']]
function confusable(a: string, b: string) {
  return a === b || CONFUSIONS.some(([x, y]) => (a === x && b === y) || (a === y && b === x))
}

const NUMBER_AT: Record<MrzFormat, { line: number; start: number }> = { TD1: { line: 0, start: 5 }, TD2: { line: 1, start: 0 }, TD3: { line: 1, start: 0 } }

function repairNumberTowards(zone: { format: MrzFormat; lines: string[] }, visualNumber: string): string[] | undefined {
  const { line, start } = NUMBER_AT[zone.format]
  const text = zone.lines[line]!
  const wanted = visualNumber.toUpperCase().replace(/[^A-Z0-9]/g, '')
  if (wanted.length === 0 || wanted.length > 9) return undefined
  const current = text.slice(start, start + wanted.length)
  if (current === wanted || ![...wanted].every((char, index) => confusable(char, current[index] ?? ''))) return undefined
  const lines = [...zone.lines]
  lines[line] = text.slice(0, start) + wanted + text.slice(start + wanted.length)
  return lines
}

/**
 * Finds the machine-readable zone among OCR text lines: lines of 30, 36 or 44 characters of
 * A–Z, 0–9 and `<` (give or take a lost filler), in groups of three or two. Returns the parse of
 * the first group the `mrz` package accepts — one whose check digits hold when there is one — or
 * undefined when no group has the shape of a zone.
 */
export function readMrz(textLines: readonly string[], options: { visualDocumentNumber?: string | null } = {}): MrzReading | undefined {
  let fallback: MrzReading | undefined
  for (const zone of candidateZones([...textLines])) {
    const result = tryParse(zone.lines)
    if (!result || !/^TD[123]$/.test(result.format)) continue
    let reading = toReading(zone.format, zone.lines, result)
    if (!reading.checkDigitsHold && options.visualDocumentNumber) {
      const repaired = repairNumberTowards(zone, options.visualDocumentNumber)
      const second = repaired ? tryParse(repaired) : undefined
      if (second) {
        const candidate = toReading(zone.format, repaired!, second)
        if (candidate.checkDigitsHold) reading = candidate
      }
    }
    if (reading.checkDigitsHold) return reading
    fallback ??= reading
  }
  return fallback
}
