import type { OcrLine, OcrResult, OcrWord } from './ocr-pool'
import { detectTextBoxes, type DetectedBox } from './paddle-detection'
import { paddleImageOf } from './paddle-image'
import { paddleModels } from './paddle-models'
import { recogniseLine, type RecognisedLine } from './paddle-recognition'
import { paddleSettings, type PaddleSettings } from './paddle-settings'
import { median } from './median'

/**
 * A whole page read by PaddleOCR (ADR 0103), in the shape Tesseract's readings have: the detector's
 * boxes that stand side by side on one row (a table's cells, a label and its value) make one line,
 * their words left to right, so that the field finders read both engines' lines alike.
 */

/** A box is on a row when its height and the row's overlap by this share of the lower one's. */
const sameRowOverlap = 0.5

/** The page (a PNG or JPEG image) read by PaddleOCR; `settings` only for the bench to measure others. */
export async function recognisePagePaddle(
  image: Buffer,
  settings: Readonly<PaddleSettings> = paddleSettings,
): Promise<OcrResult> {
  return pageOfBoxes(await readBoxes(image, settings))
}

/** A box the detector found and what the recogniser read in it. */
export type ReadBox = { box: DetectedBox; line: RecognisedLine }

/** The page's text boxes, each with what was read in it (boxes read as nothing left out). */
export async function readBoxes(
  image: Buffer,
  settings: Readonly<PaddleSettings> = paddleSettings,
): Promise<ReadBox[]> {
  const page = await paddleImageOf(image, settings.colour)
  const models = await paddleModels()
  const boxes = await detectTextBoxes(page, models, settings)
  const read: ReadBox[] = []
  for (const box of boxes) {
    const line = await recogniseLine(page, box, models, settings)
    if (line.text !== '') read.push({ box, line })
  }
  return read
}

/** The page's reading made of its read boxes, as `recognisePagePaddle` gives it. */
export function pageOfBoxes(read: readonly ReadBox[]): OcrResult {
  const lines = rowsOf(read).map(lineOfRow)
  const text = lines.map((line) => line.text).join('\n')
  const confidences = lines.map((line) => line.confidence)
  return {
    text: text === '' ? '' : `${text}\n`,
    confidence: confidences.length === 0 ? 0 : confidences.reduce((sum, value) => sum + value, 0) / confidences.length,
    lines,
  }
}

type Band = Pick<DetectedBox, 'y0' | 'y1'>

/** The boxes grouped into rows, top to bottom, each row's boxes left to right. */
function rowsOf(read: readonly ReadBox[]): ReadBox[][] {
  const rows: ReadBox[][] = []
  const byTop = [...read].sort((a, b) => a.box.y0 + a.box.y1 - (b.box.y0 + b.box.y1))
  for (const item of byTop) {
    const row = rows.find((candidate) => inRow(item.box, bandOf(candidate)))
    if (row === undefined) rows.push([item])
    else row.push(item)
  }
  for (const row of rows) row.sort((a, b) => a.box.x0 - b.box.x0)
  return rows
}

/** A row's band: the median top and bottom of its boxes. */
function bandOf(row: readonly ReadBox[]): Band {
  return { y0: median(row.map((item) => item.box.y0)), y1: median(row.map((item) => item.box.y1)) }
}

/**
 * Whether a box stands on the row of `band`: its middle inside the band and its height overlapping
 * the band's by half the lower's. The row's band, not any one box of it, decides, so that a box as
 * high as two lines (a line and a stamp's word beside it, a signature) does not chain the line
 * above and the line below into one row (`553336-9648 ORG NR BOLAGSVERKET FORETAGSNAMN`: a value
 * read before its label).
 */
function inRow(box: Band, band: Band): boolean {
  const middle = (box.y0 + box.y1) / 2
  const overlap = Math.min(band.y1, box.y1) - Math.max(band.y0, box.y0)
  return (
    middle >= band.y0 && middle <= band.y1 && overlap >= sameRowOverlap * Math.min(band.y1 - band.y0, box.y1 - box.y0)
  )
}

function lineOfRow(row: readonly ReadBox[]): OcrLine {
  const words: OcrWord[] = row.flatMap((item) => item.line.words)
  const characters = row.reduce((sum, item) => sum + item.line.text.length, 0)
  return {
    text: row.map((item) => item.line.text).join(' '),
    // Each box's confidence weighed by its characters, 0–100 as Tesseract's.
    confidence: (100 * row.reduce((sum, item) => sum + item.line.confidence * item.line.text.length, 0)) / characters,
    bbox: {
      x0: Math.min(...row.map((item) => item.box.x0)),
      y0: Math.min(...row.map((item) => item.box.y0)),
      x1: Math.max(...row.map((item) => item.box.x1)),
      y1: Math.max(...row.map((item) => item.box.y1)),
    },
    words,
  }
}
