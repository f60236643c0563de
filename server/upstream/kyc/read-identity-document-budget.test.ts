import sharp from 'sharp'
import { scaled } from '../../../e2e/load-factor'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { font } from '../documents/render/fonts'
import * as ocrPool from '../ocr/ocr-pool'
import { paperCanvas } from '../test-support/paper-canvas'
import { UNSEEN_READINGS } from './mrz/read-zone'
import { readIdentityDocument } from './read-identity-document'

// The page's own OCR reads nothing (confidence 0), as on a dark or blurred photo: the page is then read
// turned half as well (a proof fed upside down). The zone's band readings are counted.
vi.mock('../ocr/ocr-pool', async (importOriginal) => {
  const original = await importOriginal<typeof ocrPool>()
  return {
    ...original,
    recognise: vi.fn(async () => ({ text: '', confidence: 0, lines: [] })),
    recogniseNativeBoxesEach: vi.fn(original.recogniseNativeBoxesEach),
  }
})

/**
 * A page with no zone: seven long rows of capitals and digits in OCR-B (code-like strings, as on a
 * label or a form printed in that face), each a band shaped like a zone's line whose readings show no
 * check digit of one, more bands than one budget of readings covers.
 */
async function codeRowsWithoutZone(): Promise<Buffer> {
  const { canvas, context } = paperCanvas(960, 700, '#efece4')
  context.fillStyle = '#1a1a1a'
  context.font = font('ocrB', 24)
  const codes = ['KX4', 'R7TQ', 'M2', 'ZL90', 'BWE', 'H3N8', 'PY', 'D6CV', 'JU1', 'S5GA']
  for (let row = 0; row < 7; row += 1) {
    const line = Array.from({ length: 11 }, (_, at) => codes[(row * 5 + at * 3) % codes.length]).join(' ')
    context.fillText(line, 36, 80 + row * 88)
  }
  return sharp(canvas.toBuffer('image/png')).jpeg({ quality: 80 }).toBuffer()
}

/** Band cuts read by native Tesseract, however many a run reads (ADR 0121). */
const bandReadings = () =>
  vi.mocked(ocrPool.recogniseNativeBoxesEach).mock.calls.reduce((sum, [images]) => sum + images.length, 0)

afterAll(ocrPool.terminateOcrPool)

describe('a page whose zone is never seen', () => {
  it('gets one budget of band readings, however many ways the page is read', { timeout: scaled(120_000) }, async () => {
    const reading = await readIdentityDocument([await codeRowsWithoutZone()], new Date('2026-11-27T00:00:00Z'))
    expect(reading.mrz).toBeNull()
    // The page OCR read nothing, so the page was read upright and turned half: both on the page's one budget.
    expect(vi.mocked(ocrPool.recognise).mock.calls.length).toBeGreaterThanOrEqual(2)
    expect(bandReadings()).toBe(UNSEEN_READINGS)
  })
})
