import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { documentFormatOf, documentPages, UnreadableDocumentError } from './document-pages'
import { textLinesOf } from './pdf-pages'

describe('textLinesOf', () => {
  it('puts text items in reading order, one line per baseline, spaced where there is a gap', () => {
    const lines = textLinesOf([
      { text: '0123 4567', x: 200, y: 700, width: 60, height: 10 },
      { text: 'Company number:', x: 50, y: 700.4, width: 90, height: 10 },
      { text: 'NORTHWIND', x: 200, y: 720, width: 70, height: 10 },
      { text: 'LIMITED', x: 273, y: 720, width: 50, height: 10 },
      { text: 'Company name:', x: 50, y: 720, width: 80, height: 10 },
      { text: ' ', x: 50, y: 600, width: 5, height: 10 },
    ])
    expect(lines.map((line) => line.text)).toEqual(['Company name: NORTHWIND LIMITED', 'Company number: 0123 4567'])
  })

  it('keeps where each word stands, items that touch joined into one word', () => {
    const [line] = textLinesOf([
      { text: 'Certi', x: 50, y: 700, width: 30, height: 10 },
      { text: 'fi', x: 80, y: 700, width: 8, height: 10 },
      { text: 'cate', x: 88.5, y: 700, width: 25, height: 10 },
      { text: 'No. 12', x: 300, y: 700, width: 40, height: 10 },
    ])
    expect(line?.text).toBe('Certificate No. 12')
    // Points with y growing down the page, like an OCR reading's pixels.
    expect(line?.words).toEqual([
      { text: 'Certificate', bbox: { x0: 50, y0: -710, x1: 113.5, y1: -700 } },
      { text: 'No. 12', bbox: { x0: 300, y0: -710, x1: 340, y1: -700 } },
    ])
  })
})

async function pdfWith(draw: (doc: PDFDocument) => Promise<void>): Promise<Buffer> {
  const doc = await PDFDocument.create()
  await draw(doc)
  return Buffer.from(await doc.save())
}

describe('documentPages', () => {
  it('knows the formats by their magic bytes', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const jpeg = await sharp(png).jpeg().toBuffer()
    expect(documentFormatOf(png)).toBe('png')
    expect(documentFormatOf(jpeg)).toBe('jpeg')
    expect(documentFormatOf(await pdfWith(async (doc) => void doc.addPage()))).toBe('pdf')
    expect(documentFormatOf(Buffer.from('GIF89a...'))).toBeNull()
  })

  it('refuses what is not a PNG, JPEG or PDF, and a broken PDF, with a reason', async () => {
    await expect(documentPages(Buffer.from('hello'))).rejects.toThrow(UnreadableDocumentError)
    await expect(documentPages(Buffer.from('%PDF-1.7 nothing else'))).rejects.toThrow(/PDF file could not be read/)
  })

  it('takes the text layer of a born-digital PDF and renders a page without one', async () => {
    const scan = await sharp({ create: { width: 800, height: 1100, channels: 3, background: '#f4f4f4' } })
      .jpeg()
      .toBuffer()
    const bytes = await pdfWith(async (doc) => {
      const font = await doc.embedFont(StandardFonts.Helvetica)
      const page = doc.addPage([595, 842])
      page.drawText('Certificate of Incorporation', { x: 60, y: 760, size: 18, font })
      page.drawText('Company number: 0123 4567', { x: 60, y: 700, size: 11, font })
      const image = await doc.embedJpg(scan)
      doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 })
    })
    const pages = await documentPages(bytes)
    expect(pages.map((page) => page.kind)).toEqual(['text', 'image'])
    expect(pages[0]).toMatchObject({
      kind: 'text',
      pageNumber: 1,
      text: 'Certificate of Incorporation\nCompany number: 0123 4567',
    })
    const rendered = pages[1]
    if (rendered?.kind !== 'image') throw new Error('the second page should be an image')
    // Rendered at 250 DPI: an A4 page is about 2067 × 2923 pixels.
    expect(rendered.width).toBeGreaterThan(2000)
    expect(rendered.width).toBeLessThan(2150)
    expect(rendered.height).toBeGreaterThan(2850)
    expect((await sharp(rendered.image).metadata()).format).toBe('png')
  })
})
