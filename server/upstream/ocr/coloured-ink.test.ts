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
  for (let stroke = 0; stroke < 3; stroke++) {
    context.beginPath()
    context.moveTo(40, strokeRows.top + 6 + stroke * 12)
    context.bezierCurveTo(200, strokeRows.top - 10, 420, strokeRows.bottom + 6, 660, strokeRows.top + 10 + stroke * 10)
    context.stroke()
  }
  return sharp(canvas.toBuffer('image/png')).jpeg({ quality: 25 }).toBuffer()
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

  it('lightens a dark blue pixel and keeps print, print under a mark and lighter pixels as they are', () => {
    // Paper, paper, print tinted as the paper, a dark blue stroke, a black crossing, a light blue
    // pixel, grey print under a red seal.
    const rgb = Buffer.from([
      250, 240, 214, 250, 240, 214, 60, 57, 50, 35, 50, 100, 20, 22, 30, 120, 150, 220, 64, 12, 18,
    ])
    const lightest = Buffer.from([250, 250, 60, 100, 30, 220, 64])
    lightenDarkColouredInk(rgb, lightest, 110)
    expect([...lightest]).toEqual([250, 250, 60, expect.any(Number), 30, 220, 64])
    expect(lightest[3]).toBeGreaterThan(200)
  })

  it.each([
    ['first preparation', { dropColouredInk: true, sheet: true }],
    ['darkest ink', { darkestInk: true, sheet: true }],
  ])('drops a dark blue signature from a certificate’s %s and keeps the print', async (_, options) => {
    const page = await prepareForOcr(await signedPage(), options)
    expect(await darkShare(page.image, strokeRows.top / height, strokeRows.bottom / height)).toBeLessThan(0.005)
    expect(await darkShare(page.image, 30 / height, 250 / height)).toBeGreaterThan(0.03)
  })
})
