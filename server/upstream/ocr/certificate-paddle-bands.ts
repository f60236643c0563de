import { foldedName, numberOnLine } from './certificate-engines'
import { textShareOfBox, type ImagePage } from './certificate-paddle-page'
import type { PageText } from './document-text'
import type { OcrBox, OcrLine, OcrWord } from './ocr-pool'
import { turnedHalf } from './page-image'
import { paddleImageOf, type PaddleImage } from './paddle-image'
import { paddleModels } from './paddle-models'
import { recogniseLine } from './paddle-recognition'
import { paddleSettings } from './paddle-settings'

/**
 * PaddleOCR's check of a page Tesseract's labels settle, made on the two lines that matter rather
 * than on the whole page (ADR 0112): the line Tesseract's first reading holds the name on and the
 * line it holds the number on, each cut at Tesseract's box of it and read by the recogniser alone
 * (about 0.05 s a line against 1.1–1.3 s for the page). Where PaddleOCR reads every word Tesseract
 * read in each cut, folded alike (`foldedName`: PaddleOCR drops spaces and marks), the engines read
 * both fields alike; anywhere else the pages are read whole as before (a name a signature garbled
 * for Tesseract reads otherwise in PaddleOCR's cut).
 */

/** An image page and Tesseract's first reading of it. */
export interface FirstReading {
  page: ImagePage
  text: PageText
}

/** A line's cut of a page, with the page and Tesseract's reading of it. */
interface Cut extends OcrBox {
  reading: FirstReading
}

/**
 * A line's cut is widened on each side by up to this many times its height (never past a word
 * Tesseract read beside it): a mark that hid a name's start from Tesseract does not hide it from
 * the cut (`Cleaning Inc.` of `5th Avenue Dry-Cleaning Inc.`: PaddleOCR reads `y-` too). Wider,
 * a table's rules beside a cell came into it (`¥615728649_1`).
 */
const widenedBy = 1

/** Whether a word's middle lies inside a box. */
function inside(word: OcrWord, box: OcrBox): boolean {
  const [x, y] = [(word.bbox.x0 + word.bbox.x1) / 2, (word.bbox.y0 + word.bbox.y1) / 2]
  return x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1
}

/**
 * The cut of the first line of the readings that `holds`: its words' top and bottom, grown as high
 * as PaddleOCR's detector boxes a line of its letters, and widened (`widenedBy`).
 */
function cutHolding(readings: readonly FirstReading[], holds: (line: OcrLine) => boolean): Cut | null {
  for (const reading of readings) {
    const line = reading.text.lines.find((candidate) => (candidate.words?.length ?? 0) > 0 && holds(candidate))
    if (line === undefined) continue
    const { x0, y0, x1, y1 } = line.bbox
    const [height, words] = [y1 - y0, reading.text.lines.flatMap((other) => other.words ?? [])]
    const margin = ((1 / textShareOfBox - 1) * height) / 2
    const band = { x0: 0, y0, x1: reading.page.width, y1 }
    const others = words.filter((word) => inside(word, band) && !(line.words ?? []).includes(word))
    const left = Math.max(
      x0 - widenedBy * height,
      ...others.filter((word) => word.bbox.x1 <= x0).map((word) => word.bbox.x1),
    )
    const right = Math.min(
      x1 + widenedBy * height,
      ...others.filter((word) => word.bbox.x0 >= x1).map((word) => word.bbox.x0),
    )
    return {
      reading,
      x0: Math.max(0, Math.floor(left)),
      y0: Math.max(0, Math.floor(y0 - margin)),
      x1: Math.min(reading.page.width, Math.ceil(right)),
      y1: Math.min(reading.page.height, Math.ceil(y1 + margin)),
    }
  }
  return null
}

/** Every word Tesseract read inside the cut, left to right, folded (`foldedName`). */
function tesseractCut(cut: Cut): string {
  const words = cut.reading.text.lines.flatMap((line) => line.words ?? []).filter((word) => inside(word, cut))
  return foldedName(
    words
      .sort((a, b) => a.bbox.x0 - b.bbox.x0)
      .map((word) => word.text)
      .join(' '),
  )
}

/** The page as PaddleOCR reads it, the way up Tesseract's first reading found (as `paddleTextOf`). */
async function pageImage({ page, text }: FirstReading): Promise<PaddleImage> {
  const image = text.upsideDown ? (await turnedHalf(page)).image : page.image
  return await paddleImageOf(image, paddleSettings.colour)
}

/**
 * Whether PaddleOCR reads the bands of the lines holding `name` and `number` in Tesseract's first
 * readings as Tesseract read them (false where no single line holds either).
 */
export async function paddleReadsBandsAlike(
  readings: readonly FirstReading[],
  fields: { name: string; number: string },
): Promise<boolean> {
  const name = foldedName(fields.name)
  const cuts = [
    cutHolding(readings, (line) => name !== '' && foldedName(line.text).includes(name)),
    cutHolding(readings, (line) => numberOnLine(fields.number, [line.text])),
  ]
  if (cuts.some((cut) => cut === null)) return false
  const models = await paddleModels()
  const images = new Map<FirstReading, PaddleImage>()
  for (const [index, cut] of (cuts as Cut[]).entries()) {
    const before = cuts[index - 1]
    // The name and the number on one line: its cut is read once.
    if (before?.reading === cut.reading && before.y0 === cut.y0 && before.x0 === cut.x0) continue
    const image = images.get(cut.reading) ?? (await pageImage(cut.reading))
    images.set(cut.reading, image)
    const read = await recogniseLine(image, cut, models)
    if (foldedName(read.text) !== tesseractCut(cut)) return false
  }
  return true
}
