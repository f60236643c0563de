import {
  concatTransformationMatrix,
  degrees,
  drawObject,
  PDFDocument,
  PDFName,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { documentFormatOf, documentPages, UnreadableDocumentError } from './document-pages'
import { pdfPages, textLinesOf } from './pdf-pages'

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
    const bytes = await pdfWith(async (doc) => {
      const font = await doc.embedFont(StandardFonts.Helvetica)
      const page = doc.addPage([595, 842])
      page.drawText('Certificate of Incorporation', { x: 60, y: 760, size: 18, font })
      page.drawText('Company number: 0123 4567', { x: 60, y: 700, size: 11, font })
      // A page drawn with lines and one letter: no text layer, and no scan either.
      const drawn = doc.addPage([595, 842])
      drawn.drawRectangle({ x: 50, y: 50, width: 495, height: 742, borderWidth: 2 })
      drawn.drawText('A', { x: 60, y: 760, size: 18, font })
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

describe('pdfPages: a scanned page', () => {
  /** A grey "scan" of 900 × 1270 pixels with a few dark bars, as a scanner's JPEG. */
  async function scan(): Promise<Buffer> {
    const bars = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1270"><rect width="900" height="1270" fill="#eeeeee"/>` +
        `<rect x="100" y="200" width="500" height="30" fill="#222"/><rect x="100" y="300" width="300" height="12" fill="#555"/></svg>`,
    )
    return sharp(bars).toColourspace('b-w').jpeg({ quality: 70 }).toBuffer()
  }

  it("takes a scan's own image at its own resolution, not rendered again", async () => {
    const jpeg = await scan()
    // 900 pixels over 324 points: 200 DPI.
    const bytes = await pdfWith(async (doc) => {
      const image = await doc.embedJpg(jpeg)
      doc.addPage([324, 457.2]).drawImage(image, { x: 0, y: 0, width: 324, height: 457.2 })
    })
    const [page] = await pdfPages(bytes, 4)
    if (page?.kind !== 'image') throw new Error('the page should be an image')
    const meta = await sharp(page.image).metadata()
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', 900, 1270, 1])
    // The stored pixels as they are (pdfjs's JPEG decoder may differ from libjpeg's by a level or two).
    const own = await sharp(jpeg).greyscale().raw().toBuffer()
    const taken = await sharp(page.image).greyscale().raw().toBuffer()
    let worst = 0
    for (let i = 0; i < own.length; i++) worst = Math.max(worst, Math.abs(own[i]! - taken[i]!))
    expect(worst).toBeLessThanOrEqual(8)
  })

  it('takes a one-bit scan (a fax, a black-and-white scanner) as black and white pixels', async () => {
    // 256 × 100 pixels at 1 bit each over 92.16 × 36 points (200 DPI), a set bit white (DeviceGray): black in the left quarter of every row.
    const [width, height] = [256, 100]
    const rowBytes = width / 8
    const bits = new Uint8Array(rowBytes * height).fill(0xff)
    for (let y = 0; y < height; y++) bits.fill(0, y * rowBytes, y * rowBytes + width / 32)
    const bytes = await pdfWith(async (doc) => {
      const image = doc.context.register(
        doc.context.stream(bits, {
          Type: 'XObject',
          Subtype: 'Image',
          Width: width,
          Height: height,
          ColorSpace: 'DeviceGray',
          BitsPerComponent: 1,
        }),
      )
      const page = doc.addPage([92.16, 36])
      page.node.setXObject(PDFName.of('Scan'), image)
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(92.16, 0, 0, 36, 0, 0),
        drawObject('Scan'),
        popGraphicsState(),
      )
    })
    const [page] = await pdfPages(bytes, 4)
    if (page?.kind !== 'image') throw new Error('the page should be an image')
    const { data, info } = await sharp(page.image).greyscale().raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([width, height])
    expect([data[0], data[width / 4 - 1], data[width / 4], data[width * height - 1]]).toEqual([0, 0, 255, 255])
  })

  it('renders a page whose image is turned, below 190 DPI, off the page, or drawn over', async () => {
    const jpeg = await scan()
    const bytes = await pdfWith(async (doc) => {
      const font = await doc.embedFont(StandardFonts.Helvetica)
      const image = await doc.embedJpg(jpeg)
      // 100 DPI: its strokes would be too thin for the preparation's median.
      doc.addPage([648, 914.4]).drawImage(image, { x: 0, y: 0, width: 648, height: 914.4 })
      // 200 DPI, but turned a quarter, or with a letter drawn over it.
      doc.addPage([457.2, 324]).drawImage(image, { x: 457.2, y: 0, width: 324, height: 457.2, rotate: degrees(90) })
      const stamped = doc.addPage([324, 457.2])
      stamped.drawImage(image, { x: 0, y: 0, width: 324, height: 457.2 })
      stamped.drawText('A', { x: 60, y: 400, size: 18, font })
      // 200 DPI, but half of it off the page.
      doc.addPage([324, 457.2]).drawImage(image, { x: 162, y: 0, width: 324, height: 457.2 })
    })
    const pages = await pdfPages(bytes, 4)
    // Rendered at 250 DPI: 12.7 inches long, and 6.35 inches.
    const longSides = await Promise.all(
      pages.map(async (page) => {
        if (page.kind !== 'image') throw new Error('the pages should be images')
        const meta = await sharp(page.image).metadata()
        return [meta.format, Math.max(meta.width ?? 0, meta.height ?? 0)]
      }),
    )
    expect(longSides).toEqual([
      ['jpeg', 3175],
      ['jpeg', 1588],
      ['jpeg', 1588],
      ['jpeg', 1588],
    ])
  })
})
