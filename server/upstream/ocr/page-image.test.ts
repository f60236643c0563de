import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { font } from '../documents/render/fonts'
import { minSheetDpi, prepareForOcr } from './page-image'
import { paperCanvas } from '../test-support/paper-canvas'

const [width, height] = [800, 1000]
/** Where the stamp lies on the page (a band across the middle of the lines), as shares of the page. */
const stamp = { left: 0.4, top: 0.3, right: 0.95, bottom: 0.6 }

/**
 * A page of print in `ink` on `paper`, with a stamp of `stampColour` across the right of its lines,
 * drawn over the print as a translucent rubber stamp is.
 */
function stampedPage(paper: string, ink: string, stampColour: string): Promise<Buffer> {
  const { canvas, context } = paperCanvas(width, height, paper)
  context.fillStyle = ink
  context.font = font('serif', 26)
  const words = ['Registered', 'number', 'company', 'limited', 'certifies', 'that', 'of', 'the', 'registrar', 'shares']
  for (let line = 0; line < 22; line++) {
    const text = Array.from({ length: 4 + (line % 3) }, (_, i) => words[(line * 3 + i * 7) % words.length]).join(' ')
    context.fillText(text, 40 + (line % 4) * 9, 120 + line * 36)
  }
  context.fillStyle = stampColour
  context.fillRect(stamp.left * width, stamp.top * height, (stamp.right - stamp.left) * width, 40)
  context.fillRect(stamp.left * width, stamp.bottom * height - 40, (stamp.right - stamp.left) * width, 40)
  return Promise.resolve(canvas.toBuffer('image/png'))
}

/**
 * Shares of pixels darker than `below` in the stamp's bar where no print lies, under the first bar
 * where the lines run, and in the print left of the stamp.
 */
async function darkShares(image: Buffer, below = 100) {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true })
  const share = (x0: number, x1: number, y0: number, y1: number) => {
    let dark = 0
    let all = 0
    for (let y = Math.round(y0 * info.height); y < Math.round(y1 * info.height); y++)
      for (let x = Math.round(x0 * info.width); x < Math.round(x1 * info.width); x++) {
        all += 1
        if ((data[y * info.width + x] ?? 255) < below) dark += 1
      }
    return dark / all
  }
  const bar = 40 / height
  return {
    // The first bar where the lines run under it.
    underBar: share(stamp.left + 0.02, 0.6, stamp.top, stamp.top + bar),
    // The bar's right part, beyond the lines' end: stamp ink alone.
    stamp: share(0.85, stamp.right - 0.02, stamp.top + 0.25 * bar, stamp.top + 0.75 * bar),
    print: share(0.06, stamp.left - 0.02, stamp.top, stamp.bottom),
  }
}

describe('prepareForOcr keeping the darkest ink only', () => {
  it('fades a grey scan’s lighter stamp and keeps its print black', async () => {
    const page = await stampedPage('rgb(205,205,205)', 'rgb(112,112,112)', 'rgba(150,150,150,0.9)')
    const usual = await darkShares((await prepareForOcr(page, { dropColouredInk: true })).image)
    const darkest = await darkShares((await prepareForOcr(page, { darkestInk: true })).image)
    expect(darkest.stamp).toBeLessThan(0.05)
    expect(darkest.print).toBeGreaterThan(0.03)
    expect(darkest.print).toBeGreaterThan(usual.print * 0.5)
  })

  it('whitens a translucent red stamp and keeps part of the black print under it visible', async () => {
    const options = { darkestInk: true }
    const stamped = await prepareForOcr(await stampedPage('#ffffff', '#161616', 'rgba(178,30,40,0.65)'), options)
    const clean = await prepareForOcr(await stampedPage('#ffffff', '#161616', 'rgba(0,0,0,0)'), options)
    // Not white: print. The stamp alone is white, the print under it is not.
    const notWhite = 230
    const underStamp = (await darkShares(stamped.image, notWhite)).underBar
    expect(underStamp).toBeGreaterThan(0.02)
    expect(underStamp).toBeGreaterThan(0.3 * (await darkShares(clean.image, notWhite)).underBar)
    expect((await darkShares(stamped.image, notWhite)).stamp).toBeLessThan(0.05)
  })
})

describe('prepareForOcr preparing one image again', () => {
  it('gives each preparation the pixels a preparation of a fresh copy of the image gives (its decode kept, ADR 0123)', async () => {
    const page = await stampedPage('rgb(215,212,205)', '#202020', 'rgba(30,60,160,0.7)')
    const first = await prepareForOcr(page, { dropColouredInk: true, sheet: true })
    const again = [
      { darkestInk: true, withoutPenStrokes: true, like: first, sheet: true },
      { dropColouredInk: true, withoutPenStrokes: true, like: first, sheet: true },
      { dropColouredInk: true, sheet: true },
    ]
    for (const options of again) {
      const kept = await prepareForOcr(page, options)
      const fresh = await prepareForOcr(Buffer.from(page), options)
      expect(kept.image.equals(fresh.image)).toBe(true)
    }
    expect(
      first.image.equals((await prepareForOcr(Buffer.from(page), { dropColouredInk: true, sheet: true })).image),
    ).toBe(true)
  })
})

describe('prepareForOcr stretching a grey low-contrast scan', () => {
  it('makes a sheet’s grey paper white and its grey ink black', async () => {
    // A few lines of grey print on grey paper, as a grey scan sent as a low-quality JPEG.
    const { canvas, context } = paperCanvas(width, height, 'rgb(191,191,191)')
    context.fillStyle = 'rgb(115,115,115)'
    context.font = font('serif', 26)
    for (let line = 0; line < 4; line++)
      context.fillText('Registered number of the company limited', 40, 120 + line * 36)
    const scan = await sharp(canvas.toBuffer('image/png')).jpeg({ quality: 35 }).toBuffer()
    const { data } = await sharp((await prepareForOcr(scan, { dropColouredInk: true, sheet: true })).image)
      .raw()
      .toBuffer({ resolveWithObject: true })
    const levels = [...data].sort((a, b) => a - b)
    // Its paper (most of the page) white, where a stretch on whole units of L* left it at 159.
    expect(levels[Math.floor(levels.length / 2)]).toBeGreaterThanOrEqual(245)
    expect(levels[Math.floor(levels.length * 0.005)]).toBeLessThan(30)
  })
})

describe('prepareForOcr on a sheet of paper', () => {
  /**
   * An A4 page at 200 DPI whose middle holds only large lettering (a title, a stamp's words) and whose
   * small print stands at its top and foot, outside the middle the text height is measured on.
   */
  function pageWithLargeMiddle(): Buffer {
    const [pageWidth, pageHeight] = [1654, 2339]
    const { canvas, context } = paperCanvas(pageWidth, pageHeight)
    context.fillStyle = '#000000'
    context.font = font('serif', 24)
    for (let line = 0; line < 4; line++)
      context.fillText('Registered number 1234567 of the company', 120, 60 + line * 40)
    for (let line = 0; line < 4; line++) context.fillText('Issued by the registrar of companies', 120, 2130 + line * 40)
    context.font = font('serif', 260)
    for (let line = 0; line < 4; line++) context.fillText('REGISTRAR', 120, 700 + line * 330)
    return canvas.toBuffer('image/png')
  }

  it('never shrinks a sheet below the resolution its small print needs, whatever text height its middle shows', async () => {
    const page = pageWithLargeMiddle()
    // Measured on the large lettering alone, the page would be shrunk for it, as a page that is no sheet is.
    expect((await prepareForOcr(page)).width).toBeLessThan(1654 * 0.5)
    // A4 at 200 DPI: its long side of 11.5 inches read at no less than minSheetDpi.
    const leastWidth = Math.floor((1654 * minSheetDpi) / (2339 / 11.5))
    expect((await prepareForOcr(page, { sheet: true })).width).toBeGreaterThanOrEqual(leastWidth)
  })

  it('takes a sheet whose measure asks for far less than its small print needs by its size alone (ADR 0081)', async () => {
    // Lettering 260 px high asks for some 30 DPI: no measure of print. A 200 DPI A4 page, in the
    // resolutions a page of unmeasured text is kept at, stays at its size.
    expect((await prepareForOcr(pageWithLargeMiddle(), { sheet: true })).width).toBe(1654)
  })
})
