import type { OcrLine, OcrResult, OcrWord } from './ocr-pool'
import { detectTextBoxes, type DetectedBox } from './paddle-detection'
import { paddleImageOf } from './paddle-image'
import { paddleModels } from './paddle-models'
import { recogniseLine, type RecognisedLine } from './paddle-recognition'
import { paddleSettings, type PaddleSettings } from './paddle-settings'

/**
 * A whole page read by PaddleOCR (ADR 0103), in the shape Tesseract's readings have: the detector's
 * boxes that stand side by side on one row (a table's cells, a label and its value) make one line,
 * their words left to right, so that the field finders read both engines' lines alike.
 */

/** Two boxes are on one row when their heights overlap by this share of the lower box's height. */
const sameRowOverlap = 0.5

/** The page (a PNG or JPEG image) read by PaddleOCR; `settings` only for the bench to measure others. */
export async function recognisePagePaddle(
  image: Buffer,
  settings: Readonly<PaddleSettings> = paddleSettings,
): Promise<OcrResult> {
  const page = await paddleImageOf(image, settings.colour)
  const models = await paddleModels()
  const boxes = await detectTextBoxes(page, models, settings)
  const read: Array<{ box: DetectedBox; line: RecognisedLine }> = []
  for (const box of boxes) {
    const line = await recogniseLine(page, box, models, settings)
    if (line.text !== '') read.push({ box, line })
  }
  const lines = rowsOf(read).map(lineOfRow)
  const text = lines.map((line) => line.text).join('\n')
  const confidences = lines.map((line) => line.confidence)
  return {
    text: text === '' ? '' : `${text}\n`,
    confidence: confidences.length === 0 ? 0 : confidences.reduce((sum, value) => sum + value, 0) / confidences.length,
    lines,
  }
}

type ReadBox = { box: DetectedBox; line: RecognisedLine }

/** The boxes grouped into rows, top to bottom, each row's boxes left to right. */
function rowsOf(read: readonly ReadBox[]): ReadBox[][] {
  const rows: ReadBox[][] = []
  const byTop = [...read].sort((a, b) => a.box.y0 + a.box.y1 - (b.box.y0 + b.box.y1))
  for (const item of byTop) {
    const row = rows.find((candidate) => candidate.some((other) => sameRow(other.box, item.box)))
    if (row === undefined) rows.push([item])
    else row.push(item)
  }
  for (const row of rows) row.sort((a, b) => a.box.x0 - b.box.x0)
  return rows
}

function sameRow(a: DetectedBox, b: DetectedBox): boolean {
  const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)
  return overlap >= sameRowOverlap * Math.min(a.y1 - a.y0, b.y1 - b.y0)
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
