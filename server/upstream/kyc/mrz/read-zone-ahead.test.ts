import { scaled } from '../../../../e2e/load-factor'
import sharp from 'sharp'
import { afterAll, describe, expect, it, vi } from 'vitest'
import * as ocrPool from '../../ocr/ocr-pool'
import { font } from '../../documents/render/fonts'
import { paperCanvas } from '../../test-support/paper-canvas'
import { zoneDocumentPhoto } from '../../test-support/zone-document-photo'
import { zone } from '../../test-support/zone-passes'
import { readZone, RESCUE_LINE_HEIGHT, ZONE_LINE_HEIGHTS } from './read-zone'

vi.mock('../../ocr/ocr-pool', async (importOriginal) => {
  const original = await importOriginal<typeof ocrPool>()
  return { ...original, recogniseNativeBoxesEach: vi.fn(original.recogniseNativeBoxesEach) }
})

afterAll(ocrPool.terminateOcrPool)

/** The number of images each native Tesseract run of the zone read. */
const imagesPerRun = () => vi.mocked(ocrPool.recogniseNativeBoxesEach).mock.calls.map(([images]) => images.length)

describe('a band fitted to a zone’s cells (ADR 0121)', () => {
  it('is read at its first two line heights in one Tesseract run', { timeout: scaled(120_000) }, async () => {
    const photo = await zoneDocumentPhoto(
      'PASSPORT',
      [
        ['Surname', 'MARTIN'],
        ['Given names', 'SARAH'],
      ],
      zone,
    )
    const passes = await readZone(photo)
    const [first, second] = ZONE_LINE_HEIGHTS
    // The zone is read whole alike at both heights of its first band: the search stops there.
    expect(passes.filter(({ method }) => method === 'cells').map(({ pass, lines }) => [pass, lines])).toEqual([
      [`band 1 at ${first} px`, zone],
      [`band 1 at ${second} px`, zone],
    ])
    expect(imagesPerRun()).toEqual([2])
  })
})

/**
 * A page printed in OCR-B: three rows of codes across it (bands shaped like a zone's line) above a
 * passport's zone at a fixed pitch whose number's check digit fails (no reading of it is whole, so
 * the search reads every band it finds).
 */
async function codesAboveZone(): Promise<Buffer> {
  const { canvas, context } = paperCanvas(1000, 700, '#f1efe8')
  context.fillStyle = '#151515'
  context.font = font('ocrB', 26)
  const codes = ['KX4', 'R7TQ', 'M2', 'ZL90', 'BWE', 'H3N8', 'PY', 'D6CV', 'JU1', 'S5GA']
  for (let row = 0; row < 3; row += 1)
    context.fillText(
      Array.from({ length: 10 }, (_, at) => codes[(row * 3 + at * 7) % codes.length]).join(' '),
      40,
      90 + row * 110,
    )
  const broken = [zone[0]!, zone[1]!.slice(0, 9) + '7' + zone[1]!.slice(10)]
  context.font = font('ocrB', 30)
  const pitch = 920 / 44
  broken.forEach((line, row) =>
    [...line].forEach((char, at) => context.fillText(char, 40 + at * pitch, 600 + row * 52)),
  )
  return sharp(canvas.toBuffer('image/png')).jpeg({ quality: 85 }).toBuffer()
}

describe('the bands not fitted to a zone’s cells once the zone is seen (ADR 0121)', () => {
  it('are read at their first line height in one Tesseract run', { timeout: scaled(120_000) }, async () => {
    vi.mocked(ocrPool.recogniseNativeBoxesEach).mockClear()
    const passes = await readZone(await codesAboveZone())
    // The zone's band at two heights, then at the rescue height (no reading whole), then the three
    // rows of codes, which show nothing of a zone, at their first height together.
    expect(imagesPerRun()).toEqual([2, 1, 3])
    expect(new Set(passes.map(({ pass }) => pass))).toEqual(
      new Set([
        `band 1 at ${ZONE_LINE_HEIGHTS[0]} px`,
        `band 1 at ${ZONE_LINE_HEIGHTS[1]} px`,
        `band 1 at ${RESCUE_LINE_HEIGHT} px`,
      ]),
    )
  })
})
