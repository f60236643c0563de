import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCertificate } from './certificate-reader'
import { textOfPage } from './document-text'
import { OcrTimeoutError, recogniseNative, terminateOcrPool } from './ocr-pool'

/**
 * A page full of small print (80 lines of 110 characters, the first a company's number): native
 * Tesseract spends many seconds of CPU recognising its nine thousand characters, so with a limit of
 * one second it runs out of time.
 */
async function pageOfSmallPrint(): Promise<Buffer> {
  const words = 'certificate registry company limited number incorporated shares seal registrar hereby'.split(' ')
  const lines = Array.from({ length: 80 }, (_, row) => {
    const text =
      row === 0
        ? 'Company number 04866942'
        : Array.from({ length: 16 }, (_, i) => words[(row * 7 + i * 3) % words.length]).join(' ')
    return `<text x="60" y="${80 + row * 38}">${text.slice(0, 110)}</text>`
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="3200"><rect width="100%" height="100%" fill="white"/><g font-family="DejaVu Sans" font-size="30" fill="black">${lines.join('')}</g></svg>`
  return sharp(Buffer.from(svg)).toColourspace('b-w').png().toBuffer()
}

describe('a native Tesseract pass that runs out of CPU time (ADR 0059)', () => {
  let page: Buffer
  const setting = process.env.TESSERACT_CPU_SECONDS
  beforeAll(async () => {
    process.env.TESSERACT_CPU_SECONDS = '1'
    page = await pageOfSmallPrint()
  })
  afterAll(async () => {
    if (setting === undefined) delete process.env.TESSERACT_CPU_SECONDS
    else process.env.TESSERACT_CPU_SECONDS = setting
    await terminateOcrPool()
  })

  it('is stopped by its CPU limit and says so', async () => {
    await expect(recogniseNative(page, { psm: 6, whitelist: '', output: 'tsv' })).rejects.toBeInstanceOf(
      OcrTimeoutError,
    )
  })

  it('reads nothing on the page', async () => {
    const image = { kind: 'image' as const, pageNumber: 1, source: page, image: page, width: 2400, height: 3200 }
    const text = await textOfPage({ ...image, skewDegrees: 0, turnedSideways: false }, { native: true })
    expect(text).toMatchObject({ text: '', lines: [], confidence: 0, timedOut: true, upsideDown: false })
  })

  // Nor does the second engine read it (ADR 0103): a page with that much text takes it as long again.
  it('leaves a certificate unread instead of failing its reading, by either engine', async () => {
    const reading = await readCertificate(page, { countryCode: 'GB' })
    expect(reading).toMatchObject({ company_name: null, registration_number: null })
    expect(reading.pages[0]?.timedOut).toBe(true)
  })

  it('rejects a limit that is no whole number of seconds, naming the variable', async () => {
    process.env.TESSERACT_CPU_SECONDS = '0.5'
    try {
      await expect(recogniseNative(page, { psm: 6, whitelist: '' })).rejects.toThrow(/TESSERACT_CPU_SECONDS/)
    } finally {
      process.env.TESSERACT_CPU_SECONDS = '1'
    }
  })
})
