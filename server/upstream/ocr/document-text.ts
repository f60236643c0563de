import type { PSM } from 'tesseract.js'
import { documentPages, type DocumentPage } from './document-pages'
import { type OcrLine, recognise } from './ocr-pool'
import { turnedHalf, type PrepareOptions } from './page-image'

/**
 * The text of a whole document: PDF text layers as they are, image pages by OCR. A page read with
 * low confidence is read again upside down and the better reading kept (scans fed in the wrong way).
 */

export interface PageText {
  pageNumber: number
  source: 'text_layer' | 'ocr'
  text: string
  /** 0–100; 100 for a text layer. */
  confidence: number
  /** OCR lines with their boxes (none for a text layer). */
  lines: OcrLine[]
}

export interface DocumentText {
  /** The pages' texts joined by blank lines. */
  text: string
  pages: PageText[]
}

/** Below this mean confidence a page is also tried upside down. */
export const retryUpsideDownBelow = 70

/** One page's text; `psm` reads an image page with another page segmentation (default: automatic). */
export async function textOfPage(page: DocumentPage, psm?: PSM): Promise<PageText> {
  if (page.kind === 'text')
    return { pageNumber: page.pageNumber, source: 'text_layer', text: page.text, confidence: 100, lines: [] }
  let best = await recognise(page.image, { psm })
  if (best.confidence < retryUpsideDownBelow) {
    const turned = await recognise((await turnedHalf(page)).image, { psm })
    if (turned.confidence > best.confidence) best = turned
  }
  return { pageNumber: page.pageNumber, source: 'ocr', text: best.text, confidence: best.confidence, lines: best.lines }
}

/** The pages' texts joined by blank lines. */
export function joinedText(pages: readonly PageText[]): string {
  return pages.map((page) => page.text.trim()).join('\n\n')
}

export async function readDocumentText(bytes: Buffer, options: PrepareOptions = {}): Promise<DocumentText> {
  const pages = await documentPages(bytes, options)
  const texts = await Promise.all(pages.map((page) => textOfPage(page)))
  return { text: joinedText(texts), pages: texts }
}
