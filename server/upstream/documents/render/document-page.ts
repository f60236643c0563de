import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas'
import { registerDocumentFonts } from './fonts'

/**
 * A page being drawn: a white canvas of a paper size at a resolution, and every text run drawn on it
 * (kept so that a PDF of the page can carry the same text as a real text layer).
 */

export interface TextRun {
  text: string
  /** Left end of the baseline, pixels. */
  x: number
  y: number
  /** Font size, pixels. */
  sizePx: number
  widthPx: number
}

export interface DocumentPage {
  canvas: Canvas
  context: SKRSContext2D
  width: number
  height: number
  dpi: number
  runs: TextRun[]
}

export const paperSizes = {
  a4: { widthInches: 8.27, heightInches: 11.69 },
  letter: { widthInches: 8.5, heightInches: 11 },
} as const

export function createDocumentPage(options: {
  paper?: keyof typeof paperSizes
  dpi: number
  background?: string
}): DocumentPage {
  registerDocumentFonts()
  const paper = paperSizes[options.paper ?? 'a4']
  const width = Math.round(paper.widthInches * options.dpi)
  const height = Math.round(paper.heightInches * options.dpi)
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = options.background ?? '#ffffff'
  context.fillRect(0, 0, width, height)
  return { canvas, context, width, height, dpi: options.dpi, runs: [] }
}

export interface TextStyle {
  /** CSS font shorthand (see `font` of fonts.ts). */
  font: string
  color?: string
  align?: 'left' | 'center' | 'right'
}

/** Points → pixels at the page's resolution. */
export function px(page: DocumentPage, points: number): number {
  return (points * page.dpi) / 72
}

/** Draws one line of text at (x, baseline y) and records it; returns its width in pixels. */
export function drawText(page: DocumentPage, text: string, x: number, y: number, style: TextStyle): number {
  const { context } = page
  context.font = style.font
  context.fillStyle = style.color ?? '#1a1a1a'
  const width = context.measureText(text).width
  const left = style.align === 'center' ? x - width / 2 : style.align === 'right' ? x - width : x
  context.textAlign = 'left'
  context.fillText(text, left, y)
  const sizePx = Number(/(\d+(?:\.\d+)?)px/.exec(style.font)?.[1] ?? 12)
  page.runs.push({ text, x: left, y, sizePx, widthPx: width })
  return width
}

/** Words of `text` broken into lines no wider than `maxWidth` pixels in `font`. */
export function wrapText(page: DocumentPage, text: string, maxWidth: number, font: string): string[] {
  page.context.font = font
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`
    if (current !== '' && page.context.measureText(candidate).width > maxWidth) {
      lines.push(current)
      current = word
    } else current = candidate
  }
  if (current !== '') lines.push(current)
  return lines
}

/** Draws a wrapped paragraph from baseline y; returns the baseline after its last line. */
export function drawParagraph(
  page: DocumentPage,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  lineHeight: number,
  style: TextStyle,
): number {
  let baseline = y
  for (const line of wrapText(page, text, maxWidth, style.font)) {
    drawText(page, line, style.align === 'center' ? x + maxWidth / 2 : x, baseline, style)
    baseline += lineHeight
  }
  return baseline
}
