import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCertificate } from './certificate-reader'
import { textOfPage } from './document-text'
import { OcrTimeoutError, recogniseNative, terminateOcrPool } from './ocr-pool'

/**
 * A page of blots larger than specks, scattered at random (a seeded generator): native Tesseract's
 * page layout spends many seconds of CPU on it, so with a limit of one second it runs out of time.
 */
async function pageOfNoise(): Promise<Buffer> {
  const [width, height] = [2400, 3200]
  const data = Buffer.alloc(width * height, 255)
  let seed = 7
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  for (let i = 0; i < 30_000; i++) {
    const [x, y] = [Math.floor(random() * (width - 30)), Math.floor(random() * (height - 30))]
    const [w, h] = [8 + Math.floor(random() * 20), 8 + Math.floor(random() * 20)]
    for (let row = y; row < y + h; row++) data.fill(0, row * width + x, row * width + x + w)
  }
  return sharp(data, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer()
}

describe('a native Tesseract pass that runs out of CPU time (ADR 0059)', () => {
  let noise: Buffer
  const setting = process.env.TESSERACT_CPU_SECONDS
  beforeAll(async () => {
    process.env.TESSERACT_CPU_SECONDS = '1'
    noise = await pageOfNoise()
  })
  afterAll(async () => {
    if (setting === undefined) delete process.env.TESSERACT_CPU_SECONDS
    else process.env.TESSERACT_CPU_SECONDS = setting
    await terminateOcrPool()
  })

  it('is stopped by its CPU limit and says so', async () => {
    await expect(recogniseNative(noise, { psm: 6, whitelist: '', output: 'tsv' })).rejects.toBeInstanceOf(
      OcrTimeoutError,
    )
  })

  it('reads nothing on the page', async () => {
    const page = { kind: 'image' as const, pageNumber: 1, source: noise, image: noise, width: 2400, height: 3200 }
    const text = await textOfPage({ ...page, skewDegrees: 0, turnedSideways: false }, { native: true })
    expect(text).toMatchObject({ text: '', lines: [], confidence: 0, timedOut: true, upsideDown: false })
  })

  it('leaves a certificate unread instead of failing its reading', async () => {
    const reading = await readCertificate(noise, { countryCode: 'GB' })
    expect(reading).toMatchObject({ company_name: null, registration_number: null })
    expect(reading.pages[0]?.timedOut).toBe(true)
  })

  it('rejects a limit that is no whole number of seconds, naming the variable', async () => {
    process.env.TESSERACT_CPU_SECONDS = '0.5'
    try {
      await expect(recogniseNative(noise, { psm: 6, whitelist: '' })).rejects.toThrow(/TESSERACT_CPU_SECONDS/)
    } finally {
      process.env.TESSERACT_CPU_SECONDS = '1'
    }
  })
})
