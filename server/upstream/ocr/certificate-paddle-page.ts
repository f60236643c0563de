import type { DocumentPage } from './document-pages'
import type { PageText } from './document-text'
import type { OcrLine } from './ocr-pool'
import { turnedHalf } from './page-image'
import { recognisePagePaddle } from './paddle-page'

export type ImagePage = Extract<DocumentPage, { kind: 'image' }>

/**
 * The share of a PaddleOCR box's height its text stands in: the detector's boxes are its text's
 * kernels grown back by the unclip ratio (ADR 0103), about half as high again as the letters.
 * Tesseract boxes a word at its letters, and the field finders part a line's columns at a gap
 * wider than its words' height (ADR 0044): with the grown height a table's cells and a label's
 * value ran into one another (`Padaria Sao Joao Lda. Namr ot compane`).
 */
export const textShareOfBox = 2 / 3

/** A line with its words boxed at their letters' height, about the middle of PaddleOCR's boxes. */
function atLetterHeight(line: OcrLine): OcrLine {
  return {
    ...line,
    words: line.words?.map((word) => {
      const margin = ((1 - textShareOfBox) * (word.bbox.y1 - word.bbox.y0)) / 2
      return { ...word, bbox: { ...word.bbox, y0: word.bbox.y0 + margin, y1: word.bbox.y1 - margin } }
    }),
  }
}

/** An image page as prepared read by PaddleOCR (ADR 0103), the way up Tesseract's first reading found. */
export async function paddleTextOf(page: ImagePage, upsideDown: boolean): Promise<PageText> {
  const image = upsideDown ? (await turnedHalf(page)).image : page.image
  const result = await recognisePagePaddle(image)
  return {
    pageNumber: page.pageNumber,
    source: 'ocr',
    ...result,
    lines: result.lines.map(atLetterHeight),
    upsideDown,
    timedOut: false,
  }
}
