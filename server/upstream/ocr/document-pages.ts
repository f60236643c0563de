import type { OcrLine } from './ocr-pool'
import { prepareForOcr, type PreparedPage, type PrepareOptions } from './page-image'
import { pdfPages } from './pdf-pages'
// Every document's reading starts here: libvips runs on one thread per operation from the first image on.
import './sharp-threads'

/**
 * Uploaded document bytes (PNG, JPEG or PDF) → pages ready to read (ADR 0009): images prepared for
 * OCR; PDF pages as their text layer when they have one, else rendered and prepared like images.
 */

export type DocumentFormat = 'png' | 'jpeg' | 'pdf'

export type DocumentPage = (
  | {
      kind: 'text'
      text: string
      /** The text layer's lines with their words' boxes. */
      lines: OcrLine[]
    }
  | ({
      kind: 'image'
      /** The page as it arrived (a PDF page as rendered), for preparing it another way. */
      source: Buffer
    } & PreparedPage)
) & {
  pageNumber: number
}

/** Pages read from one PDF at most: a certificate has one or two; OCR of a hundred would take minutes. */
export const maxDocumentPages = 4

/** The format of a document by its magic bytes, or null when it is none of PNG, JPEG, PDF. */
export function documentFormatOf(bytes: Buffer): DocumentFormat | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf'
  return null
}

export class UnreadableDocumentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UnreadableDocumentError'
  }
}

export async function documentPages(
  bytes: Buffer,
  options: { maxPages?: number } & PrepareOptions = {},
): Promise<DocumentPage[]> {
  const format = documentFormatOf(bytes)
  if (!format) throw new UnreadableDocumentError('the document is not a PNG, JPEG or PDF file')
  try {
    if (format !== 'pdf')
      return [{ kind: 'image', pageNumber: 1, source: bytes, ...(await prepareForOcr(bytes, options)) }]
    const pages = await pdfPages(bytes, options.maxPages ?? maxDocumentPages)
    return await Promise.all(
      pages.map(async (page, index): Promise<DocumentPage> =>
        page.kind === 'text'
          ? { kind: 'text', text: page.text, lines: page.lines, pageNumber: index + 1 }
          : {
              kind: 'image',
              pageNumber: index + 1,
              source: page.image,
              ...(await prepareForOcr(page.image, options)),
            },
      ),
    )
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw error
    throw new UnreadableDocumentError(
      `the ${format.toUpperCase()} file could not be read: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
