import type { SKRSContext2D } from '@napi-rs/canvas'
import type { Rng } from '../../registry/random'
import { px, type DocumentPage, type TextRun } from '../render/document-page'

/**
 * What hands add to a certificate after it is printed: a rubber stamp and a signature, put down
 * across the text (over the company name's or the number's label, where a reader must still find it).
 */

const INKS = ['rgba(176, 28, 46, 0.62)', 'rgba(32, 58, 160, 0.6)', 'rgba(96, 36, 140, 0.58)']

/** A rectangular rubber stamp (double frame, two lines of capitals), turned, in translucent ink. */
export function drawRubberStamp(
  page: DocumentPage,
  cx: number,
  cy: number,
  lines: readonly [string, string],
  rng: Rng,
): void {
  const { context } = page
  const width = px(page, 190)
  const height = px(page, 62)
  context.save()
  context.translate(cx, cy)
  context.rotate(((rng.next() * 2 - 1) * 14 * Math.PI) / 180)
  const ink = rng.pick(INKS)
  context.strokeStyle = ink
  context.fillStyle = ink
  context.lineWidth = px(page, 2.6)
  context.strokeRect(-width / 2, -height / 2, width, height)
  context.lineWidth = px(page, 1)
  context.strokeRect(-width / 2 + px(page, 5), -height / 2 + px(page, 5), width - px(page, 10), height - px(page, 10))
  context.textAlign = 'center'
  context.font = `bold ${px(page, 15)}px "DejaVu Sans Condensed"`
  context.fillText(lines[0].toUpperCase(), 0, -px(page, 4), width - px(page, 20))
  context.font = `bold ${px(page, 11)}px "DejaVu Sans Condensed"`
  context.fillText(lines[1].toUpperCase(), 0, px(page, 16), width - px(page, 20))
  context.restore()
}

/** A handwritten-looking signature: a run of loops in blue ink, `width` pixels long. */
export function drawSignatureStroke(context: SKRSContext2D, x: number, y: number, width: number, rng: Rng): void {
  context.save()
  context.strokeStyle = 'rgba(24, 38, 120, 0.85)'
  context.lineWidth = Math.max(1.5, width / 110)
  context.beginPath()
  context.moveTo(x, y)
  const loops = 7 + rng.int(0, 4)
  for (let i = 1; i <= loops; i++) {
    const step = width / loops
    const rise = width * (0.06 + rng.next() * 0.08)
    context.bezierCurveTo(
      x + step * (i - 0.8),
      y - rise,
      x + step * (i - 0.3),
      y + rise * 0.7,
      x + step * i,
      y - rise * 0.2,
    )
  }
  context.stroke()
  context.restore()
}

/** The first run starting with one of the labels (a field's label line), else the first containing `value`. */
export function runOf(page: DocumentPage, labels: readonly string[], value: string): TextRun | undefined {
  return (
    page.runs.find((run) => labels.some((label) => run.text.startsWith(label))) ??
    page.runs.find((run) => run.text.includes(value))
  )
}
