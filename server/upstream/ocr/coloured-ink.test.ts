import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { font } from '../documents/render/fonts'
import { paperCanvas } from '../test-support/paper-canvas'
import { lightenDarkColouredInk, paperColour } from './coloured-ink'
import { prepareForOcr } from './page-image'

const [width, height] = [700, 420]
/** The band the signature's strokes run along, below the print (rows). */
const strokeRows = { top: 300, bottom: 340 }

/**
 * Lines of print under a warm light (the paper and the print tinted alike, as in a phone photo) and
 * below them a dark blue ballpoint signature's strokes, sent as a JPEG.
 */
async function signedPage(): Promise<Buffer> {
  const { canvas, context } = paperCanvas(width, height, 'rgb(250,240,214)')
  context.fillStyle = 'rgb(40,37,32)'
  context.font = font('serif', 28)
  for (let line = 0; line < 5; line++) context.fillText('Company number 07769915 registered', 30, 60 + line * 44)
  context.strokeStyle = 'rgb(20,40,130)'
  context.lineWidth = 4
  context.beginPath()
  context.moveTo(40, strokeRows.top + 6)
  context.bezierCurveTo(200, strokeRows.top - 60, 420, strokeRows.bottom + 60, 660, strokeRows.top + 10)
  context.stroke()
  return sharp(canvas.toBuffer('image/png')).jpeg({ quality: 25 }).toBuffer()
}

/**
 * Ten lines of small print on white paper and, across them, a looping signature's stroke in `ink`
 * (a dark blue one, or a grey one exactly as dark on the lightest channel, which stays).
 */
async function loopedSignaturePage(ink: string): Promise<Buffer> {
  const { canvas, context } = paperCanvas(900, 640, 'rgb(255,255,255)')
  context.fillStyle = 'rgb(30,30,30)'
  context.font = font('serif', 14)
  for (let line = 0; line < 10; line++) context.fillText('Company number 07769915 registered here', 30, 50 + line * 58)
  context.strokeStyle = ink
  context.lineWidth = 4
  context.beginPath()
  context.moveTo(60, 330)
  for (let loop = 0; loop < 8; loop++)
    context.bezierCurveTo(100 + loop * 90, 120, 140 + loop * 90, 560, 150 + loop * 90, 330)
  context.stroke()
  return canvas.toBuffer('image/png')
}

/** Share of the pixels darker than 128 in rows `top`…`bottom` (as shares of the page's height). */
async function darkShare(image: Buffer, top: number, bottom: number): Promise<number> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true })
  let dark = 0
  let all = 0
  for (let y = Math.round(top * info.height); y < Math.round(bottom * info.height); y++)
    for (let x = 0; x < info.width; x++, all++) if (data[y * info.width + x]! < 128) dark++
  return dark / all
}

describe('dark coloured ink', () => {
  it('takes the paper’s colour from the commonest lightest level', () => {
    const rgb = Buffer.from([250, 240, 214, 250, 240, 214, 40, 37, 32])
    expect(paperColour(rgb, Buffer.from([250, 250, 40]))).toEqual([250, 240, 214])
  })

  /**
   * A 200 × 100 page: paper tinted by a warm light, a black bar (a glyph's stem), a thin dark red arc
   * (grey print under a red seal's ring), a navy block (a heading's letter), and a dark blue pen stroke drawn
   * over them from corner to corner, three pixels wide.
   */
  function markedPage() {
    const [width, height] = [200, 100]
    const rgb = Buffer.alloc(width * height * 3)
    const paint = (x: number, y: number, colour: readonly number[]) => rgb.set(colour, (y * width + x) * 3)
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) paint(x, y, [250, 240, 214])
    for (let y = 20; y < 80; y++) for (let x = 100; x < 104; x++) paint(x, y, [40, 37, 32])
    for (let x = 10; x < 60; x++)
      for (let w = 0; w < 2; w++) paint(x, Math.round(90 - ((x - 10) * 30) / 50) + w, [64, 12, 18])
    for (let y = 10; y < 24; y++) for (let x = 150; x < 160; x++) paint(x, y, [35, 70, 110])
    for (let x = 10; x < 190; x++)
      for (let w = 0; w < 3; w++) paint(x, Math.round(10 + ((x - 10) * 80) / 180) + w, [35, 50, 100])
    const lightest = Buffer.alloc(width * height)
    for (let j = 0; j < lightest.length; j++) lightest[j] = Math.max(rgb[j * 3]!, rgb[j * 3 + 1]!, rgb[j * 3 + 2]!)
    lightenDarkColouredInk({ rgb, lightest, width, height }, 110)
    return (x: number, y: number) => lightest[y * width + x]!
  }

  it('lightens a dark blue pen stroke and keeps print, print under a mark and navy letters', () => {
    const at = markedPage()
    // The stroke at x = 50 (rows 28–30) and at x = 180 (rows 85–87).
    expect(at(50, 29)).toBeGreaterThan(200)
    expect(at(180, 86)).toBeGreaterThan(200)
    expect(at(101, 40)).toBe(40)
    expect(at(30, 78)).toBe(64)
    expect(at(155, 15)).toBe(110)
  })

  it('keeps a dark blue pixel with print near it on both sides: a stroke drawn over a glyph’s stroke', () => {
    const at = markedPage()
    // Where the stroke crosses the stem (x = 100–103, rows 50–52): its pixels there stay dark.
    const crossing = [50, 51, 52].map((y) => at(101, y))
    expect(Math.max(...crossing)).toBeLessThan(110)
  })

  it.each([
    ['first preparation', { dropColouredInk: true, sheet: true }],
    ['darkest ink', { darkestInk: true, sheet: true }],
  ])('drops a dark blue signature from a certificate’s %s and keeps the print', async (_, options) => {
    const page = await prepareForOcr(await signedPage(), options)
    expect(await darkShare(page.image, strokeRows.top / height, strokeRows.bottom / height)).toBeLessThan(0.005)
    expect(await darkShare(page.image, 30 / height, 250 / height)).toBeGreaterThan(0.03)
  })

  it('leaves the page’s scale and skew as they were with the signature on it', async () => {
    // Without the signature's loops across its middle the page's text height is measured otherwise
    // (here 1778 px wide instead of 2700): the page must be prepared at the scale it had before.
    const options = { dropColouredInk: true, sheet: true }
    const blue = await prepareForOcr(await loopedSignaturePage('rgb(20,35,90)'), options)
    const grey = await prepareForOcr(await loopedSignaturePage('rgb(90,90,90)'), options)
    expect([blue.width, blue.height, blue.skewDegrees]).toEqual([grey.width, grey.height, grey.skewDegrees])
    expect(await darkShare(blue.image, 0.5, 0.7)).toBeLessThan(await darkShare(grey.image, 0.5, 0.7))
  })
})
