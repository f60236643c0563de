import sharp from 'sharp'
import { scaled } from '../../../../e2e/load-factor'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { font } from '../../documents/render/fonts'
import * as ocrPool from '../../ocr/ocr-pool'
import { paperCanvas } from '../../test-support/paper-canvas'
import { readZone } from './read-zone'
import { ZONE_SEARCHES } from './zone-locator'

vi.mock('../../ocr/ocr-pool', async (importOriginal) => {
  const original = await importOriginal<typeof ocrPool>()
  return { ...original, recogniseNativeBoxesEach: vi.fn(original.recogniseNativeBoxesEach) }
})

/**
 * A page with no zone: six long lines of capitals and digits in OCR-B across it (bands shaped like
 * a zone's, whose readings show no check digit of one), as a notice or a form printed in that face.
 */
async function pageWithoutZone(): Promise<Buffer> {
  const { canvas, context } = paperCanvas(900, 640, '#f4f1ea')
  context.fillStyle = '#151515'
  context.font = font('ocrB', 26)
  const words = ['NOTICE', 'OF', 'RECEIPT', 'FORM', 'A12', 'COPY', 'FILED', 'REGISTER', 'OFFICE', '2026']
  for (let row = 0; row < 6; row += 1) {
    const line = Array.from({ length: 8 }, (_, at) => words[(row * 3 + at * 7) % words.length]).join(' ')
    context.fillText(line, 40, 90 + row * 95)
  }
  return sharp(canvas.toBuffer('image/png')).jpeg({ quality: 80 }).toBuffer()
}

/** Band cuts read by native Tesseract, however many a run reads (ADR 0121). */
const readings = () =>
  vi.mocked(ocrPool.recogniseNativeBoxesEach).mock.calls.reduce((sum, [images]) => sum + images.length, 0)

afterAll(ocrPool.terminateOcrPool)

describe('band readings on a page whose zone is never seen', () => {
  it('stop at the budget, however many bands the searches find', { timeout: scaled(60_000) }, async () => {
    const page = await pageWithoutZone()
    // Its bands (six lines, each read both ways up) would take more readings than the budget allows.
    const budget = { left: 4 }
    expect(await readZone(page, ZONE_SEARCHES, budget)).toEqual([])
    expect(readings()).toBe(4)
    expect(budget.left).toBe(0)
    // What a page has spent is spent for its other images too.
    expect(await readZone(page, ZONE_SEARCHES, budget)).toEqual([])
    expect(readings()).toBe(4)
  })
})
