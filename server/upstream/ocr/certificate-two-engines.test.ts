import sharp from 'sharp'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readCertificate } from './certificate-reader'
import { recognisePageNative } from './native-page'
import { recognisePagePaddle } from './paddle-page'

/**
 * How readCertificate joins PaddleOCR's reading of an image page to Tesseract's (ADR 0103, "In the
 * certificate reader"). Both engines' page readings are recorded, none is made.
 */

vi.mock('./native-page', () => ({ recognisePageNative: vi.fn() }))
vi.mock('./paddle-page', () => ({ recognisePagePaddle: vi.fn() }))

const native = vi.mocked(recognisePageNative)
const paddle = vi.mocked(recognisePagePaddle)

const reading = (...lines: string[]) => ({ text: `${lines.join('\n')}\n`, confidence: 90, lines: [] })

async function blankPage(): Promise<Buffer> {
  return await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer()
}

describe('readCertificate with two engines', () => {
  beforeEach(() => {
    native.mockReset()
    paddle.mockReset()
  })

  it('does not read a page with PaddleOCR where the first reading found both fields by their labels', async () => {
    native.mockResolvedValue(reading('Name of company: Kestrel Marine Services Ltd', 'Company number: 04866942'))
    const read = await readCertificate(await blankPage(), { countryCode: 'GB' })
    expect(read.company_name).toBe('Kestrel Marine Services Ltd')
    expect(read.registration_number).toBe('04866942')
    expect(native).toHaveBeenCalledTimes(1)
    expect(paddle).not.toHaveBeenCalled()
  })

  it('takes a page both engines read alike as settled: Tesseract reads it once', async () => {
    native.mockResolvedValue(reading('Name of company: Kestrel Marine Services Ltd', 'Incorporated as 04866942'))
    paddle.mockResolvedValue(reading('Name of company: KestrelMarine ServicesLtd', 'Incorporated as 04866942'))
    const read = await readCertificate(await blankPage(), { countryCode: 'GB' })
    expect(read.company_name).toBe('Kestrel Marine Services Ltd')
    expect(read.registration_number).toBe('04866942')
    expect(native).toHaveBeenCalledTimes(1)
    expect(paddle).toHaveBeenCalledTimes(1)
  })

  it("takes PaddleOCR's number of the country's format where a pen stroke left Tesseract none", async () => {
    native.mockResolvedValue(reading('Name of company: Kestrel Marine Services Ltd', 'Company number: 0~8\\6~'))
    paddle.mockResolvedValue(reading('Name of company: Kestrel Marine Services Ltd', 'Company number: 04866942'))
    const read = await readCertificate(await blankPage(), { countryCode: 'GB' })
    expect(read.company_name).toBe('Kestrel Marine Services Ltd')
    expect(read.registration_number).toBe('04866942')
    // Unsettled: the darkest ink is read too.
    expect(native).toHaveBeenCalledTimes(2)
  })
})
