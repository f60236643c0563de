import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas'
import { registerDocumentFonts } from '../documents/render/fonts'

/** Test helper: a canvas of the given size filled with its paper colour, the documents' fonts registered (test code only). */
export function paperCanvas(
  width: number,
  height: number,
  paper = '#ffffff',
): { canvas: Canvas; context: SKRSContext2D } {
  registerDocumentFonts()
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = paper
  context.fillRect(0, 0, width, height)
  return { canvas, context }
}
