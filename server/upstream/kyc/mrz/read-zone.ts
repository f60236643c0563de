import sharp from 'sharp'
import { recogniseNative } from '../../ocr/ocr-pool'
import { fusedLines, outlineGuesses } from './cell-reading'
import { heightVerdicts, type HeightVerdicts } from './glyph-heights'
import { otsu, type Grey } from './morphology'
import { MRZ_SHAPES } from './mrz-format'
import { readMrz, wholeReading } from './read-mrz'
import { cellLines, cellText, parseBoxes, type CellLine } from './zone-cells'
import type { ZoneRow } from './zone-fillers'
import { findZoneBands, zoneImage } from './zone-locator'

/**
 * The machine-readable zone of a page read on its own (ADR 0020): each zone-shaped band
 * (zone-locator.ts) is cut out, straightened and scaled to a fixed line height, read by native
 * Tesseract restricted to the zone's alphabet, its characters put in the zone's fixed cells with the
 * fillers found by their shape (zone-cells.ts), and the cells read again by their OCR-B outlines
 * and fused with Tesseract's characters (cell-reading.ts). Each band is read at several line heights
 * (Tesseract misreads a glyph at one scale that it reads right at another): the passes are the
 * "second reading" that a value no check digit covers may be confirmed by.
 */

/** Characters of a machine-readable zone: the whitelist of its OCR passes. */
export const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<'

/** Tesseract parameters of the zone passes: no dictionary word is preferred to what the glyphs show. */
const ZONE_PARAMETERS = {
  load_system_dawg: '0',
  load_freq_dawg: '0',
  language_model_penalty_non_dict_word: '0',
  language_model_penalty_non_freq_dict_word: '0',
} as const

/** Heights of the zone's text lines, pixels, the passes are read at (Tesseract reads best near 30). */
export const ZONE_LINE_HEIGHTS = [32, 24] as const
/**
 * A further height, read only while no pass has read the zone whole: a small zone upscaled further
 * shows what the first two scales blurred (Tesseract misreads a glyph at one scale that it reads
 * right at another).
 */
export const RESCUE_LINE_HEIGHT = 40

/** Page segmentation "one uniform block of text". */
const SINGLE_BLOCK = 6

/**
 * How a reading was made: Tesseract's characters in the zone's cells (`cells`), the same fused with
 * the cells' OCR-B outlines (`outline`: where Tesseract read nothing, the outline alone), or the page's
 * own OCR (`page`); and the outlines alone (`shape`), which only ever widen the doubt about a
 * number's look-alikes (zone-choice.ts).
 */
export type ZoneMethod = 'cells' | 'outline' | 'shape' | 'page'

/** One reading of the zone: its lines, which pass (band and line height) gave it, and how. */
export interface ZonePass {
  lines: string[]
  pass: string
  method: ZoneMethod
  /** Where the band's top stands, as a share of the image's height (1: not known). */
  topShare: number
  /** Each cell's height verdict (glyph-heights.ts), where the band was read in cells and its face separates digits from letters. */
  heights?: HeightVerdicts
}

/** One reading of a band before it is placed on the page. */
type BandReading = Omit<ZonePass, 'pass' | 'topShare'>

async function greyOf(png: Buffer): Promise<Grey> {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true })
  return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height }
}

/** Black and white by Otsu's threshold (the outline classifier counts pixels darker than 128). */
function binarised(grey: Grey): Uint8Array {
  const threshold = otsu(grey.pixels)
  return grey.pixels.map((value) => (value <= threshold ? 0 : 255))
}

function zoneRowOf(line: CellLine): ZoneRow {
  return {
    top: Math.min(...line.glyphs.map((glyph) => glyph.top)),
    bottom: Math.max(...line.glyphs.map((glyph) => glyph.bottom)),
    glyphs: line.glyphs,
    fillers: line.fillers,
  }
}

/** The readings of consecutive cell lines that make a zone: fused with the outlines first, then as read. */
function zoneGroups(lines: CellLine[], ink: Uint8Array, width: number): BandReading[] {
  const length = lines[0]?.chars.length ?? 0
  const shape = Object.values(MRZ_SHAPES).find((candidate) => candidate.length === length)
  if (!shape) return []
  const readings: BandReading[] = []
  for (let first = 0; first + shape.lines <= lines.length; first += 1) {
    const group = lines.slice(first, first + shape.lines)
    // Heights are judged only on a group Tesseract read as a zone: a band cut astride the zone's lines
    // takes other glyphs for its dates' digits and measures against them.
    const heights = readMrz(group.map(cellText))
      ? heightVerdicts(
          group.map(cellText),
          group.map((line) => line.glyphs),
          group.map((line) => line.fillers),
        )
      : undefined
    const outline = outlineGuesses(ink, width, group.map(zoneRowOf))
    // Fused with the outlines; where they agree too seldom with Tesseract to be fused, the cells
    // Tesseract read nothing in take the outline's character alone.
    const fused =
      outline &&
      (fusedLines(
        outline,
        group.map((line) => line.chars),
      ) ??
        group.map((line, row) =>
          line.chars.map((char, at) => char ?? outline.guesses[row]?.[at]?.char ?? '?').join(''),
        ))
    if (fused) readings.push({ lines: fused, method: 'outline', heights })
    if (outline)
      readings.push({
        lines: outline.guesses.map((guesses) => guesses.map((guess) => guess?.char ?? '<').join('')),
        method: 'shape',
        heights,
      })
    readings.push({ lines: group.map(cellText), method: 'cells', heights })
  }
  return readings
}

/** The readings of one band at one line height. */
async function readPass(
  image: Buffer,
  band: Parameters<typeof zoneImage>[1],
  lineHeight: number,
): Promise<BandReading[]> {
  const zone = await zoneImage(image, band, lineHeight)
  if (!zone) return []
  const boxes = await recogniseNative(zone, {
    psm: SINGLE_BLOCK,
    whitelist: MRZ_CHARACTERS,
    parameters: ZONE_PARAMETERS,
    output: 'boxes',
  })
  const grey = await greyOf(zone)
  return zoneGroups(cellLines(parseBoxes(boxes, grey.height), grey), binarised(grey), grey.width)
}

/**
 * Every reading of the zone of `image` (PNG or JPEG bytes), each with the pass it came from. The
 * passes stop once Tesseract's cells of two passes read the zone whole (every check digit and both
 * state codes) and agree; a page with no zone-shaped band gives none.
 */
export async function readZone(image: Buffer): Promise<ZonePass[]> {
  const passes: ZonePass[] = []
  /** Each zone read whole, with the passes that read it. */
  const whole = new Map<string, Set<string>>()
  const { bands, height } = await findZoneBands(image)
  for (const [index, band] of bands.entries()) {
    const topShare = Math.max(0, band.centreY - band.thickness / 2) / Math.max(1, height)
    for (const lineHeight of [...ZONE_LINE_HEIGHTS, RESCUE_LINE_HEIGHT]) {
      if (lineHeight === RESCUE_LINE_HEIGHT && whole.size > 0) continue
      const pass = `band ${index + 1} at ${lineHeight} px`
      for (const { lines, method, heights } of await readPass(image, band, lineHeight)) {
        passes.push({ lines, pass, method, topShare, ...(heights ? { heights } : {}) })
        // Only Tesseract's own cells count towards stopping: they are what confirms a value (zone-choice.ts).
        const reading = method === 'cells' ? readMrz(lines) : undefined
        if (!wholeReading(reading)) continue
        const key = reading!.lines.join('\n')
        whole.set(key, (whole.get(key) ?? new Set()).add(pass))
      }
      if ([...whole.values()].some((seenBy) => seenBy.size >= 2)) return passes
    }
  }
  return passes
}
