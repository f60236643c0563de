import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { readCertificate } from './certificate-reader'
import { recognisePageNative } from './native-page'
import { pageSegmentation } from './ocr-pool'

/**
 * Which page readings a certificate image gets when its first reading settles nothing (ADR 0100):
 * the page as prepared, then its darkest ink, both with Tesseract's automatic layout; no reading as
 * one block of text. Every page reading is recorded, none is made.
 */

vi.mock('./native-page', () => ({ recognisePageNative: vi.fn() }))

const native = vi.mocked(recognisePageNative)

describe('readCertificate on a page whose readings find neither field', () => {
  it('reads it twice, as prepared and in its darkest ink, never as one block', async () => {
    // Confident readings of words that are no field: the page is upright and settles nothing.
    native.mockResolvedValue({ text: 'Annual garden fair\n', confidence: 90, lines: [] })
    const page = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    const reading = await readCertificate(page, { countryCode: 'GB' })
    expect(reading.company_name).toBeNull()
    expect(reading.registration_number).toBeNull()
    expect(native.mock.calls.map(([, psm]) => psm)).toEqual([
      Number(pageSegmentation.auto),
      Number(pageSegmentation.auto),
    ])
  })
})
