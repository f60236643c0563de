import { PSM } from 'tesseract.js'
import { documentPages, type DocumentPage } from './document-pages'
import { recognisePageNative } from './native-page'
import { type OcrLine, orNothingOnTimeout, recognise } from './ocr-pool'
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
  /** The lines with their words' boxes: OCR's, or a text layer's (in points). */
  lines: OcrLine[]
  /** The page read better turned upside down (its text and lines are of the turned page). */
  upsideDown: boolean
  /**
   * OCR ran out of time on the page (ADR 0059): it read nothing, and a further reading of the same
   * page would run out of time too.
   */
  timedOut: boolean
}

export interface DocumentText {
  /** The pages' texts joined by blank lines. */
  text: string
  pages: PageText[]
}

/** Tesseract's English model, the native readings' default (ADR 0062). */
const englishOnly = 'eng'

/** Below this mean confidence a page is also tried upside down. */
export const retryUpsideDownBelow = 70

/**
 * How many points of mean confidence a page's reading turned upside down must gain over its upright
 * one for the page to be turned (ADR 0094). A page really upside down gains 22–57 (dev pages turned
 * on purpose, faxes and phone photos the least); a page upright whose readings both are noise gains
 * a few either way (a hatched border: 29 upright, 40 turned).
 */
export const turnedBetterBy = 15

export interface PageReadingOptions {
  /** Another page segmentation (default: automatic). */
  psm?: PSM
  /** Read by Debian's native Tesseract instead of the wasm pool (ADR 0029). */
  native?: boolean
  /** The native reading's Tesseract models (`deu+eng`; default English: ADR 0062). */
  languages?: string
  /**
   * The way up a previous reading of the page found (default: read upright, and upside down too when
   * the upright reading's confidence is low).
   */
  upsideDown?: boolean
  /**
   * Whether a reading shows the page upright (the caller found words of the language in it): a
   * reading of low confidence it says so of is not read again upside down (default: none is).
   */
  upright?: (reading: PageText) => boolean
}

/** One page's text: an image page by OCR with `options`. */
export async function textOfPage(page: DocumentPage, options: PageReadingOptions = {}): Promise<PageText> {
  if (page.kind === 'text')
    return {
      pageNumber: page.pageNumber,
      source: 'text_layer',
      text: page.text,
      confidence: 100,
      lines: page.lines,
      upsideDown: false,
      timedOut: false,
    }
  const { psm, native = false, languages } = options
  let turnedImage: Promise<Buffer> | null = null
  const read = async (upsideDown: boolean, models = languages) => {
    const image = upsideDown ? await (turnedImage ??= turnedHalf(page).then((turned) => turned.image)) : page.image
    const result = await orNothingOnTimeout(
      native ? recognisePageNative(image, Number(psm ?? PSM.AUTO), '', models) : recognise(image, { psm }),
      null,
    )
    return { ...(result ?? { text: '', confidence: 0, lines: [] }), upsideDown, timedOut: result === null }
  }
  const asText = (result: Awaited<ReturnType<typeof read>>): PageText => ({
    pageNumber: page.pageNumber,
    source: 'ocr',
    text: result.text,
    confidence: result.confidence,
    lines: result.lines,
    upsideDown: result.upsideDown,
    timedOut: result.timedOut,
  })
  const best = asText(await read(options.upsideDown ?? false))
  if (
    options.upsideDown !== undefined ||
    best.timedOut ||
    best.confidence >= retryUpsideDownBelow ||
    options.upright?.(best) === true
  )
    return best
  // A page read with two models is tried upside down in English alone first (ADR 0089): a page the
  // right way up reads no better turned in any model, and English costs about half as much.
  if (native && languages !== undefined && languages !== englishOnly) {
    const inEnglish = asText(await read(true, englishOnly))
    if (!readsBetterTurned(inEnglish, best, options)) return best
  }
  const turned = asText(await read(true))
  return readsBetterTurned(turned, best, options) ? turned : best
}

/**
 * Whether a page's reading turned upside down is better than its upright one (ADR 0094): clearly
 * more confident, or more confident and showing the caller words of the language.
 */
function readsBetterTurned(turned: PageText, upright: PageText, options: PageReadingOptions): boolean {
  return (
    turned.confidence >= upright.confidence + turnedBetterBy ||
    (turned.confidence > upright.confidence && options.upright?.(turned) === true)
  )
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
