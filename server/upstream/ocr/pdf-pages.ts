import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getDocument } from './pdfjs'
import type { RenderParameters, TextItem } from 'pdfjs-dist/types/src/display/api'
import type { OcrLine, OcrWord } from './ocr-pool'
import { scanImageOf } from './pdf-scan-image'

/**
 * The pages of a PDF: the text layer of each page when it has one (born-digital certificates),
 * else the page rendered to an image for OCR (scans saved as PDF).
 */

export type PdfPage = { kind: 'text'; text: string; lines: OcrLine[] } | { kind: 'image'; image: Buffer }

/** A page whose text layer has fewer letters and digits than this is treated as a scan. */
export const minTextLayerCharacters = 30
/** Resolution pages without a text layer are rendered at, when they are not one scanned image (pdf-scan-image.ts). */
const renderDpi = 250

const require = createRequire(import.meta.url)
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'))
const standardFontDataUrl = `${pathToFileURL(join(pdfjsRoot, 'standard_fonts')).href}/`

interface PositionedText {
  text: string
  x: number
  y: number
  width: number
  height: number
}

/**
 * The text items of a page as reading-order lines (top to bottom, left to right), each with its
 * words' boxes (ADR 0045): items that touch (a word drawn in pieces, a ligature) make one word;
 * boxes are in points with y growing down the page, like an OCR reading's pixels.
 */
export function textLinesOf(items: readonly PositionedText[]): OcrLine[] {
  const sorted = [...items].filter((item) => item.text.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x)
  const lines: PositionedText[][] = []
  for (const item of sorted) {
    const line = lines.at(-1)
    const first = line?.[0]
    if (line && first && Math.abs(first.y - item.y) <= Math.max(2, Math.min(first.height, item.height) * 0.5))
      line.push(item)
    else lines.push([item])
  }
  return lines.map((line) => {
    line.sort((a, b) => a.x - b.x)
    const words: OcrWord[] = []
    for (const item of line) {
      const bbox = { x0: item.x, y0: -(item.y + item.height), x1: item.x + item.width, y1: -item.y }
      const word = words.at(-1)
      const touches =
        word !== undefined &&
        item.x - word.bbox.x1 <= item.height * 0.15 &&
        !/\s$/.test(word.text) &&
        !/^\s/.test(item.text)
      if (word && touches) {
        word.text += item.text
        word.bbox = {
          x0: word.bbox.x0,
          y0: Math.min(word.bbox.y0, bbox.y0),
          x1: Math.max(word.bbox.x1, bbox.x1),
          y1: Math.max(word.bbox.y1, bbox.y1),
        }
      } else words.push({ text: item.text, bbox })
    }
    const text = words
      .map((word) => word.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
    const bbox = {
      x0: Math.min(...words.map((word) => word.bbox.x0)),
      y0: Math.min(...words.map((word) => word.bbox.y0)),
      x1: Math.max(...words.map((word) => word.bbox.x1)),
      y1: Math.max(...words.map((word) => word.bbox.y1)),
    }
    return { text, confidence: 100, bbox, words }
  })
}

/** The canvases of pdfjs's own factory in Node: @napi-rs/canvas objects. */
interface PdfjsCanvasFactory {
  create(
    width: number,
    height: number,
  ): { canvas: RenderParameters['canvas'] & { encode(format: 'jpeg', quality: number): Promise<Buffer> } }
}

function isTextItem(item: unknown): item is TextItem {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item
}

/** Reads at most `maxPages` pages of the PDF. */
export async function pdfPages(bytes: Buffer, maxPages: number): Promise<PdfPage[]> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise
  try {
    const pages: PdfPage[] = []
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number++) {
      const page = await document.getPage(number)
      const content = await page.getTextContent()
      const items = content.items.filter(isTextItem).map((item) => ({
        text: item.str,
        x: item.transform[4] ?? 0,
        y: item.transform[5] ?? 0,
        width: item.width,
        height: item.height || Math.abs(item.transform[3] ?? 0),
      }))
      const lines = textLinesOf(items)
      const text = lines.map((line) => line.text).join('\n')
      if ((text.match(/[\p{L}\p{N}]/gu) ?? []).length >= minTextLayerCharacters) {
        pages.push({ kind: 'text', text, lines })
        continue
      }
      // A scan's own image as it is stored (ADR 0070); any other page drawn at renderDpi.
      const scan = await scanImageOf(page)
      if (scan !== null) {
        pages.push({ kind: 'image', image: scan })
        page.cleanup()
        continue
      }
      const viewport = page.getViewport({ scale: renderDpi / 72 })
      // pdfjs brings its own copy of @napi-rs/canvas (and its Path2D, ImageData…): objects of two
      // copies must never meet (the process crashes), so the page is drawn on a canvas of pdfjs's.
      const { canvas } = (document.canvasFactory as PdfjsCanvasFactory).create(
        Math.ceil(viewport.width),
        Math.ceil(viewport.height),
      )
      await page.render({ canvas, viewport, background: '#ffffff' }).promise
      // JPEG at quality 95: six times faster to encode than PNG, and the page is cleaned of ringing anyway.
      pages.push({ kind: 'image', image: await canvas.encode('jpeg', 95) })
      page.cleanup()
    }
    return pages
  } finally {
    await document.destroy()
  }
}
