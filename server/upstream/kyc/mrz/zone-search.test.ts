import { scaled } from '../../../../e2e/load-factor'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { generateMrz } from '../../documents/identity/generate-mrz'
import { font } from '../../documents/render/fonts'
import { terminateOcrPool } from '../../ocr/ocr-pool'
import { readMrz } from './read-mrz'
import { readZone } from './read-zone'
import { findZoneBands, sameZoneBand, turnedHalf, turnedQuarter, ZONE_SEARCHES, type ZoneBand } from './zone-locator'
import { paperCanvas } from '../../test-support/paper-canvas'

afterAll(terminateOcrPool)

/** Real OCR through the one shared pool, on a machine that may be busy. */
const ocrTimeout = scaled(120_000)

const zone = generateMrz({
  format: 'TD1',
  documentCode: 'I',
  issuingState: 'NLD',
  nationality: 'NLD',
  lastName: 'De Bruijn',
  givenNames: 'Willeke',
  documentNumber: 'SPECI2021',
  birthDate: '1965-03-10',
  expiryDate: '2031-08-02',
  sex: 'F',
})

/** An ID card 600 × 380 made here: a tinted page, a portrait block, a few fields, the zone in OCR-B at the foot. */
function card(): Buffer {
  const { canvas, context } = paperCanvas(600, 380, '#e9eef3')
  context.fillStyle = '#7d8590'
  context.fillRect(24, 40, 130, 160)
  context.fillStyle = '#1d2a5a'
  context.font = font('sans', 20, 'bold')
  context.fillText('IDENTITY CARD', 180, 40)
  context.font = font('sans', 15)
  ;['DE BRUIJN', 'WILLEKE', '10 03 1965', '02 08 2031'].forEach((value, row) =>
    context.fillText(value, 180, 80 + row * 30),
  )
  context.fillStyle = '#111111'
  context.font = font('ocrB', 21)
  const pitch = 560 / 30
  zone.forEach((line, row) => [...line].forEach((char, at) => context.fillText(char, 22 + at * pitch, 280 + row * 34)))
  return canvas.toBuffer('image/png')
}

/** The card turned by `quarters` quarter turns clockwise, JPEG at quality 70. */
async function turned(quarters: number): Promise<Buffer> {
  return sharp(card())
    .rotate(90 * quarters)
    .jpeg({ quality: 70 })
    .toBuffer()
}

/** The card a quarter of a 2400 × 1600 photo's width, turned 2°, on a grained desk, JPEG at quality 60. */
async function farFromCamera(): Promise<Buffer> {
  const width = 2400
  const height = 1600
  const desk = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const grain = 14 * Math.sin(0.05 * y + 5 * Math.sin(0.01 * x))
      desk.set([150 + grain, 112 + grain, 80 + grain], (y * width + x) * 3)
    }
  const small = await sharp(card()).rotate(2, { background: '#967050' }).resize({ width: 600 }).png().toBuffer()
  return sharp(desk, { raw: { width, height, channels: 3 } })
    .composite([{ input: small, left: 900, top: 600 }])
    .jpeg({ quality: 60 })
    .toBuffer()
}

const exactly = (passes: ReadonlyArray<{ lines: string[] }>) =>
  passes.some((pass) => {
    const reading = readMrz(pass.lines)
    return reading?.checkDigitsHold === true && reading.lines.join('\n') === zone.join('\n')
  })

describe('the zone looked for in every orientation and at two scales', () => {
  it('turns a grey copy a quarter clockwise', () => {
    const grey = { pixels: Uint8Array.from([1, 2, 3, 4, 5, 6]), width: 3, height: 2 }
    // 1 2 3        4 1
    // 4 5 6   →    5 2
    //              6 3
    expect(turnedQuarter(grey)).toEqual({ pixels: Uint8Array.from([4, 1, 5, 2, 6, 3]), width: 2, height: 3 })
  })

  it('tells a band from the same band the other way up, and from another', () => {
    const band: ZoneBand = { centreX: 300, centreY: 310, length: 560, thickness: 70, degrees: 1, eroded: 9 }
    expect(turnedHalf(band).degrees).toBeCloseTo(-179)
    expect(sameZoneBand(band, turnedHalf(band))).toBe(true)
    expect(sameZoneBand(band, { ...band, centreY: 150 })).toBe(false)
    expect(sameZoneBand(band, { ...band, degrees: 91 })).toBe(false)
  })

  it('finds the zone of a page on its side on the copy turned a quarter, where it lies on the image', async () => {
    const image = await turned(1)
    // Turned a quarter clockwise, the card is 380 wide and 600 high; its zone (near the card's foot,
    // y ≈ 300) now runs down the left of the image, x ≈ 380 − 300.
    expect((await findZoneBands(image, ZONE_SEARCHES[0])).bands.some((band) => band.length > 300)).toBe(false)
    const { bands } = await findZoneBands(image, ZONE_SEARCHES[1])
    const band = bands.find((candidate) => candidate.length > 300)
    expect(band).toBeDefined()
    expect(band!.centreX).toBeGreaterThan(40)
    expect(band!.centreX).toBeLessThan(130)
    expect(Math.abs(Math.abs(band!.degrees) - 90)).toBeLessThan(3)
  })

  it('finds a page far from the camera only on the wider copy', async () => {
    const image = await farFromCamera()
    const near = (band: ZoneBand) => Math.abs(band.centreX - 1200) < 60 && Math.abs(band.centreY - 920) < 60
    expect((await findZoneBands(image, ZONE_SEARCHES[0])).bands.some(near)).toBe(false)
    const wide = ZONE_SEARCHES.find((search) => search.workWidth > ZONE_SEARCHES[0]!.workWidth && !search.quarterTurn)
    expect((await findZoneBands(image, wide)).bands.some(near)).toBe(true)
  })

  it('reads the zone of a page upside down and of a page on its side', { timeout: ocrTimeout }, async () => {
    expect(exactly(await readZone(await turned(2)))).toBe(true)
    expect(exactly(await readZone(await turned(3)))).toBe(true)
  })

  it(
    'reads the zone of a page far from the camera, cut from the full-resolution photo',
    { timeout: ocrTimeout },
    async () => {
      expect(exactly(await readZone(await farFromCamera()))).toBe(true)
    },
  )
})
