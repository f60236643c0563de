import sharp from 'sharp'
import { documentPages, type DocumentPage } from '../ocr/document-pages'
import { pageSegmentation, recognise } from '../ocr/ocr-pool'
import { turnedHalf } from '../ocr/page-image'
import type { ExtractedDocument } from './extracted-document'
import { mergeReadings } from './merge-readings'
import { BAND_PREPARATIONS, bandImage, findMrzBand, greyPixels, type MrzBand } from './mrz/mrz-band'
import { agreesWithCells, numberReadings, readMrz, wholeReading, type MrzReading } from './mrz/read-mrz'
import { MRZ_SHAPES } from '../documents/identity/generate-mrz'
import { cellReading } from './mrz/cell-reading'
import { linesFromFillers, packedCharacters, zoneCellCharacters, zoneRows } from './mrz/zone-fillers'
import { documentTypeByTitle, readVisualZone } from './visual-zone'
import { withLoneValues } from './visual-zone-rereading'

/** Characters of a machine-readable zone: the whitelist of its OCR pass. */
export const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<'

/** Tesseract parameters of the zone passes: no dictionary word is preferred to what the glyphs show. */
const ZONE_PARAMETERS = { language_model_penalty_non_dict_word: '0', language_model_penalty_non_freq_dict_word: '0' } as const

interface PageReading {
  lines: string[]
  /** The lines of each OCR pass of the zone band (the first whose check digits hold ends them). */
  zonePasses: string[][]
  /** The passes that read the band cell by cell (one character per glyph box). */
  cellPasses: string[][]
  confidence: number
}

/** Zone line lengths, longest format first. */
const ZONE_LENGTHS = [...new Set(Object.values(MRZ_SHAPES).map((shape) => shape.length))]

/** The band's readings of one preparation; `cells` is the one that has exactly one character per glyph box, if any. */
interface FillerReadings {
  readings: string[][]
  cells: string[] | undefined
}

/**
 * The zone read with its fillers found by their shape (zone-fillers.ts): the `<` glyphs blanked
 * out, the other characters read, each put back in its cell; and before it the same cells read by
 * their outlines and fused with those characters (cell-reading.ts). Empty when the band's lines do
 * not split into as many glyphs as a zone line has characters (touching glyphs, noise).
 */
async function readWithFillersFound(prepared: Buffer): Promise<FillerReadings> {
  const { pixels, width, height } = await greyPixels(prepared)
  const rows = zoneRows(pixels, width, height)
  const length = ZONE_LENGTHS.find((candidate) => rows.length >= 2 && rows.every((row) => row.glyphs.length === candidate))
  if (!length || !rows.some((row) => row.fillers.includes(true))) return { readings: [], cells: undefined }
  const packed = packedCharacters(pixels, width, rows)
  const image = await sharp(packed.pixels, { raw: { width: packed.width, height: packed.height, channels: 1 } }).png({ compressionLevel: 1 }).toBuffer()
  const read = await recognise(image, { psm: pageSegmentation.singleBlock, whitelist: MRZ_CHARACTERS.replace('<', ''), deskew: false, parameters: ZONE_PARAMETERS })
  const ocrLines = read.lines.map((line) => line.text)
  const byOutline = cellReading(pixels, width, rows, zoneCellCharacters(rows, ocrLines))
  const found = linesFromFillers(rows, ocrLines, length)
  const readings = [byOutline, found].filter((lines) => lines !== undefined)
  return { readings, cells: readings.find((lines) => lines.every((line) => line.length === length)) }
}

/**
 * The zone band read on its own, in the usual preparation and then in the others only while the
 * check digits fail: in each, first by its cells (fillers found by their shape, outlines), then as
 * a whole. A whole reading whose number disagrees with a cell reading's is left out (agreesWithCells).
 * Empty when the page shows no zone-shaped band.
 */
async function readZoneBand(image: Buffer): Promise<{ passes: string[][]; cells: string[][]; band: MrzBand | null }> {
  const grey = await greyPixels(image)
  const band = findMrzBand(grey.pixels, grey.width, grey.height)
  const passes: string[][] = []
  const cells: string[][] = []
  if (!band) return { passes, cells, band }
  for (const preparation of BAND_PREPARATIONS) {
    const prepared = await bandImage(image, band, preparation)
    const found = await readWithFillersFound(prepared)
    passes.push(...found.readings)
    if (found.cells) cells.push(found.cells)
    if (found.readings.some((lines) => wholeReading(readMrz(lines)))) break
    const zone = (await recognise(prepared, { psm: pageSegmentation.singleBlock, whitelist: MRZ_CHARACTERS, deskew: false, parameters: ZONE_PARAMETERS })).lines.map((line) => line.text)
    if (!agreesWithAnyCells(zone, cells)) continue
    passes.push(zone)
    if (wholeReading(readMrz(zone))) break
  }
  return { passes, cells, band }
}

/** `lines` read as a zone agree with some cell reading of the band, or there is none. */
function agreesWithAnyCells(lines: readonly string[], cells: readonly string[][]): boolean {
  const reading = readMrz(lines)
  return cells.length === 0 || cells.some((cellLines) => agreesWithCells(reading, readMrz(cellLines)))
}

async function readImage(image: Buffer, width: number, height: number): Promise<PageReading> {
  const zone = await readZoneBand(image)
  const zoneHolds = zone.passes.some((lines) => wholeReading(readMrz(lines)))
  // A zone that holds need not be read again with the page: the page pass stops above it.
  const pageHeight = zoneHolds && zone.band && zone.band.top > height * 0.3 ? zone.band.top : height
  const above = pageHeight < height ? await sharp(image).extract({ left: 0, top: 0, width, height: pageHeight }).png({ compressionLevel: 1 }).toBuffer() : image
  const page = await recognise(above)
  const lines = await withLoneValues(above, page.lines, width, pageHeight)
  return { lines, zonePasses: zone.passes, cellPasses: zone.cells, confidence: page.confidence }
}

/** The zone's readings of a page: its band passes, then the page's own lines. */
function zoneReadings(reading: PageReading): string[][] {
  return [...reading.zonePasses, reading.lines]
}

/** Some reading of the page has the shape of a zone. */
function zoneFound(reading: PageReading): boolean {
  return zoneReadings(reading).some((lines) => readMrz(lines) !== undefined)
}

async function readPage(page: DocumentPage): Promise<PageReading> {
  if (page.kind === 'text') {
    const lines = page.text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean)
    return { lines, zonePasses: [], cellPasses: [], confidence: 100 }
  }
  const upright = await readImage(page.image, page.width, page.height)
  if (zoneFound(upright) || documentTypeByTitle(upright.lines) || upright.confidence >= 70) return upright
  // A proof fed upside down: read it turned and keep whichever reading found more.
  const turned = await readImage((await turnedHalf(page)).image, page.width, page.height)
  return turned.confidence > upright.confidence || (zoneFound(turned) && !zoneFound(upright)) ? turned : upright
}

/**
 * The zone of the document: the first reading read whole (check digits and state codes), else the
 * first whose check digits hold as read; else the first that
 * holds once its number's look-alikes are settled by the other readings (number-alternatives.ts);
 * else the first zone found (its failed check digits decline the document). Where the band was
 * read cell by cell (`cells`), a reading is taken only if its number agrees with a cell reading's
 * (agreesWithCells): a repaired or whole-band reading must not shift the number's characters.
 */
function chooseMrz(readings: readonly string[][], visualDocumentNumber: string | null, cells: readonly string[][]): MrzReading | undefined {
  const cellReadings = cells.map((lines) => readMrz(lines))
  const fits = (mrz: MrzReading | undefined) => cellReadings.length === 0 || cellReadings.some((cellReading) => agreesWithCells(mrz, cellReading))
  const plain = readings.map((lines) => readMrz(lines))
  const holding = plain.find((mrz) => wholeReading(mrz) && fits(mrz)) ?? plain.find((mrz) => mrz?.checkDigitsHold && fits(mrz))
  if (holding) return holding
  for (const [index, lines] of readings.entries()) {
    const otherNumberReadings = readings.filter((_, other) => other !== index).flatMap(numberReadings)
    const settled = readMrz(lines, { visualDocumentNumber, otherNumberReadings })
    if (settled?.checkDigitsHold && fits(settled)) return settled
  }
  return plain.find((mrz) => mrz !== undefined)
}

/** Pages of an identity document read at most (front, and a back page of a PDF). */
const maxIdentityPages = 2

/**
 * Reads an identity document (PNG, JPEG or PDF bytes; optionally its other side): OCR of the page,
 * the machine-readable zone found by its shape and read again with the zone's character set, the
 * visual zone's labelled fields, merged into one reading. Throws UnreadableDocumentError when the
 * bytes are no readable image or PDF.
 */
export async function readIdentityDocument(proofs: readonly Buffer[], today: Date): Promise<ExtractedDocument> {
  const readings: PageReading[] = []
  for (const bytes of proofs) {
    const pages = await documentPages(bytes, { maxPages: maxIdentityPages })
    for (const [index, page] of pages.entries()) {
      const reading = await readPage(page)
      // A page taken for a sideways one by mistake (an identity page's evenly spaced zone glyphs
      // can look like columns of text) is turned and scaled by a wrong measure, and its zone is not
      // found: prepared again in its own orientation, a zone found there settles it.
      const unturned = page.kind === 'image' && page.turnedSideways && !zoneFound(reading) ? (await documentPages(bytes, { maxPages: maxIdentityPages, sideways: false }))[index] : undefined
      const again = unturned && (await readPage(unturned))
      readings.push(again && zoneFound(again) ? again : reading)
    }
  }
  const lines = readings.flatMap((r) => r.lines)
  const visual = readVisualZone(lines)
  const mrz = chooseMrz(readings.flatMap(zoneReadings), visual.documentNumber ?? null, readings.flatMap((reading) => reading.cellPasses))
  const readable = lines.join(' ').replace(/[^A-Za-z0-9]/g, '').length >= 8
  const headerLines = readings.flatMap((r) => r.lines.slice(0, 3))
  return mergeReadings({ readable, mrz: mrz ?? null, visual, titleType: documentTypeByTitle(lines), headerLines, today })
}
