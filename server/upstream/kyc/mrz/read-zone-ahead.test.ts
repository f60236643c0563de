import { scaled } from '../../../../e2e/load-factor'
import { afterAll, describe, expect, it, vi } from 'vitest'
import * as ocrPool from '../../ocr/ocr-pool'
import { zoneDocumentPhoto } from '../../test-support/zone-document-photo'
import { zone } from '../../test-support/zone-passes'
import { readZone, ZONE_LINE_HEIGHTS } from './read-zone'

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
