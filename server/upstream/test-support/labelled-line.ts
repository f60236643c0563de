import { font } from '../documents/render/fonts'
import { paperCanvas } from './paper-canvas'

/**
 * Test helper: `label` and then `value` drawn clean on one line (26 px sans, baseline 70) of a page
 * `width` wide and 120 high, with the value's box (its top `above` the baseline, its bottom `below`).
 */
export function labelledLine(
  label: string,
  value: string,
  layout: { width: number; valueX: number; above: number; below: number },
) {
  const { width, valueX, above, below } = layout
  const height = 120
  const { canvas, context } = paperCanvas(width, height)
  context.fillStyle = '#111111'
  context.font = font('sans', 26, 'normal')
  context.fillText(label, 60, 70)
  context.fillText(value, valueX, 70)
  const box = { x0: valueX, y0: 70 - above, x1: valueX + Math.ceil(context.measureText(value).width), y1: 70 + below }
  return { page: { image: canvas.toBuffer('image/png'), width, height }, box }
}
