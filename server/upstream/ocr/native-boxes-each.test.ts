import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { recogniseNative, recogniseNativeBoxesEach } from './ocr-pool'

/** One line of capitals and digits, as a zone's band is cut, at a given size. */
async function line(text: string, size: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size * 16}" height="${size * 2}"><rect width="100%" height="100%" fill="white"/><text x="${size / 2}" y="${size * 1.4}" font-family="DejaVu Sans Mono" font-size="${size}" fill="black">${text.replaceAll('<', '&lt;')}</text></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

const options = { psm: 6, whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<' }

describe('several images read in one native Tesseract run (ADR 0121)', () => {
  it('gives each image the boxes a run of its own gives it', async () => {
    const images = [await line('P<UTOERIKSSON<<ANNA', 32), await line('L898902C36UTO7408', 24), await line('', 24)]
    const alone = await Promise.all(images.map((image) => recogniseNative(image, { ...options, output: 'boxes' })))
    expect(alone[0]).toMatch(/^P \d+ \d+ \d+ \d+ 0\n/)
    expect(alone[1]).toMatch(/^L \d+ \d+ \d+ \d+ 0\n/)
    expect(await recogniseNativeBoxesEach(images, options)).toEqual(alone)
  })
})
