import sharp from 'sharp'
import { paddleModels } from '../../ocr/paddle-models'
import { recogniseLine } from '../../ocr/paddle-recognition'
import type { OcrBox } from '../../ocr/ocr-pool'
import type { GreyPage } from '../../ocr/pen-strokes'
import type { Grey } from './morphology'
import { formatsOfLines, GENERAL_FORMAT_BY_LENGTH, MRZ_FIELDS, MRZ_SHAPES, type MrzField } from './mrz-format'
import { readMrz } from './read-mrz'
import type { CellLine } from './zone-cells'
import { median } from '../../ocr/median'

/**
 * The zone's lines read by PaddleOCR's line recogniser (ADR 0103, 0104): a reader of another kind
 * than Tesseract, the OCR-B outlines and the small-cell classifier, trained on photographed and
 * scanned text. Each zone line is cut as the reader cut it into cells (its glyphs' span, its
 * median top and bottom) from the band scaled to its line height, and read whole; the text is kept
 * to the zone's alphabet and parsed as any OCR text of a zone is (readMrz: a lost or doubled filler,
 * look-alikes by the field's class). What it reads is one more reading for the check digits to judge
 * (zone-choice.ts): it confirms no value no check digit covers.
 */

/** Room left around a line's glyphs, as a share of their height: the recogniser expects some margin. */
const MARGIN = 0.3

/**
 * Characters PaddleOCR reads for the zone's glyphs that are none of its alphabet: its lower case (the
 * zone's letters at a small size), and the chevron look-alikes of its Chinese alphabet for the filler.
 */
const FILLER_LOOKALIKES = /[«‹〈《く]/g

/** A line's text kept to the zone's alphabet (`A–Z 0–9 <`): upper case, chevrons as fillers, anything else dropped. */
export function zoneAlphabet(text: string): string {
  return text
    .toUpperCase()
    .replace(FILLER_LOOKALIKES, '<')
    .replace(/[^A-Z0-9<]/g, '')
}

/**
 * How much wider the band is made before it is read: at a zone's tight pitch scaled to the
 * recogniser's height, it drops a glyph here and there (`3AN` for `3CAN` on a clean rendering).
 */
const STRETCH = 1.5

/** The band `grey` made STRETCH times wider, as the recogniser reads it. */
async function widened(grey: Grey): Promise<GreyPage> {
  const width = Math.round(grey.width * STRETCH)
  const data = await sharp(grey.pixels, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .resize(width, grey.height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer()
  return { data, width, height: grey.height }
}

/** The box of a cell line on `page` (its band widened), with MARGIN of its glyphs' height around them. */
function lineBox(line: CellLine, page: GreyPage): OcrBox | undefined {
  const top = median(line.glyphs.map((glyph) => glyph.top))
  const bottom = median(line.glyphs.map((glyph) => glyph.bottom))
  const margin = (bottom - top + 1) * MARGIN
  const x0 = Math.max(0, Math.floor((Math.min(...line.glyphs.map((glyph) => glyph.left)) - margin) * STRETCH))
  const x1 = Math.min(
    page.width,
    Math.ceil((Math.max(...line.glyphs.map((glyph) => glyph.right)) + 1 + margin) * STRETCH),
  )
  const y0 = Math.max(0, Math.round(top - margin))
  const y1 = Math.min(page.height, Math.round(bottom + 1 + margin))
  return x1 > x0 && y1 > y0 ? { x0, y0, x1, y1 } : undefined
}

/**
 * Check digits that are always a digit, never a filler: the dates' in every format of ICAO's general
 * shapes, and the number's in a passport's zone (in TD1 and TD2 a number too long for its field puts
 * a filler in its check digit's place, ICAO 9303 parts 5 and 6). A blurred `4` or `1` is low and
 * centred enough for the shape test to take it for a chevron.
 */
const NEVER_FILLER: ReadonlyArray<MrzField> = ['documentNumberCheck', 'birthDateCheck', 'expiryDateCheck']

/**
 * The cells (`line:column`) of a zone read as `texts`, its lines `length` long, where a check digit
 * stands that is never a filler (NEVER_FILLER): in the format the texts show (the French card's
 * `IDFRA` has its fields elsewhere), else in ICAO's general format of that length.
 */
function checkDigitCells(texts: readonly string[], length: number): Set<string> {
  const format = formatsOfLines(texts)[0] ?? GENERAL_FORMAT_BY_LENGTH[length]
  if (!format) return new Set()
  return new Set(
    NEVER_FILLER.filter((field) => field !== 'documentNumberCheck' || format === 'TD3').flatMap((field) => {
      const place = MRZ_FIELDS[format][field]
      return place ? [`${place.line}:${place.start}`] : []
    }),
  )
}

/**
 * A line's text with the fillers found by their shape (zone-cells.ts) where it reads a character in
 * each cell (as the small-cell classifier's reading keeps them, ADR 0057): Paddle reads a run of
 * chevrons at a zone's pitch with a `4` or a `K` among them. A text of another length is no reading
 * cell by cell, and stays as read. Where the line is line `row` of a zone and a check digit that is
 * never a filler stands there (`digits`, checkDigitCells), Paddle's own character stands (ADR 0122):
 * a blurred check digit shaped like a chevron would otherwise be `<` for every reader.
 */
function withShapeFillers(text: string, line: CellLine, row: number, digits: ReadonlySet<string>): string {
  if (text.length !== line.fillers.length) return text
  return [...text].map((char, at) => (line.fillers[at] && !digits.has(`${row}:${at}`) ? '<' : char)).join('')
}

/**
 * PaddleOCR's readings of the zones among `lines` (the cell lines of one band, as zone-cells.ts cut
 * them from `grey`): for each run of consecutive lines of a zone's shape, its lines as readMrz fits
 * them to the zone (a run Paddle's text makes no zone of gives none). Each line is read once.
 */
export async function paddleZoneReadings(grey: Grey, lines: readonly CellLine[]): Promise<string[][]> {
  const length = lines[0]?.chars.length ?? 0
  const shape = Object.values(MRZ_SHAPES).find((candidate) => candidate.length === length)
  if (!shape || lines.length < shape.lines) return []
  const models = await paddleModels()
  const page = await widened(grey)
  const texts: string[] = []
  for (const line of lines) {
    const box = lineBox(line, page)
    texts.push(box ? zoneAlphabet((await recogniseLine(page, box, models)).text) : '')
  }
  const readings: string[][] = []
  for (let first = 0; first + shape.lines <= lines.length; first += 1) {
    const group = texts.slice(first, first + shape.lines)
    const digits = checkDigitCells(group, length)
    const reading = readMrz(group.map((text, row) => withShapeFillers(text, lines[first + row]!, row, digits)))
    if (reading && reading.lines.every((line) => line.length === length)) readings.push(reading.lines)
  }
  return readings
}
