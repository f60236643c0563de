import anyAscii from 'any-ascii'
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib'
import sharp from 'sharp'
import type { DocumentPage, TextRun } from './document-page'

/**
 * Drawn pages → files: PNG, JPEG, or a PDF of the page image, with the drawn text as a real
 * (invisible, selectable) text layer over it or without one (an image-only scan).
 */

export type DocumentFileFormat = 'png' | 'jpeg' | 'pdf'

export const contentTypeOf: Record<DocumentFileFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
}

export async function pageToPng(page: DocumentPage): Promise<Buffer> {
  return page.canvas.encode('png')
}

export async function pageToJpeg(page: DocumentPage, quality = 90): Promise<Buffer> {
  return page.canvas.encode('jpeg', quality)
}

export interface PdfPageInput {
  /** PNG or JPEG bytes of the page. */
  image: Buffer
  /** Resolution the image was drawn at: gives the page size in points. */
  dpi: number
  /** Text to lay over the image, invisible but extractable; none for a scan. */
  runs?: readonly TextRun[]
}

/** A text run written in the standard font's encoding (WinAnsi): other characters transliterated. */
function encodable(font: PDFFont, text: string): string {
  try {
    font.encodeText(text)
    return text
  } catch {
    return [...text]
      .map((char) => {
        try {
          font.encodeText(char)
          return char
        } catch {
          return anyAscii(char)
        }
      })
      .join('')
  }
}

export async function pagesToPdf(pages: readonly PdfPageInput[], title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  pdf.setProducer('kybdesk sandbox documents')
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  for (const input of pages) {
    const meta = await sharp(input.image).metadata()
    const widthPx = meta.width ?? 1
    const heightPx = meta.height ?? 1
    const scale = 72 / input.dpi
    const page = pdf.addPage([widthPx * scale, heightPx * scale])
    const image = meta.format === 'jpeg' ? await pdf.embedJpg(input.image) : await pdf.embedPng(input.image)
    page.drawImage(image, { x: 0, y: 0, width: widthPx * scale, height: heightPx * scale })
    for (const run of input.runs ?? []) {
      const text = encodable(font, run.text)
      const size = run.sizePx * scale
      const naturalWidth = font.widthOfTextAtSize(text, size)
      // The invisible text spans the drawn text: squeezed or stretched horizontally to its width.
      const stretch = naturalWidth > 0 ? (run.widthPx * scale) / naturalWidth : 1
      page.drawText(text, {
        x: run.x * scale,
        y: (heightPx - run.y) * scale,
        size: size * Math.min(1, stretch),
        font,
        opacity: 0,
      })
    }
  }
  return Buffer.from(await pdf.save())
}
