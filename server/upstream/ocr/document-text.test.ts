import sharp from 'sharp'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DocumentPage } from './document-pages'
import { textOfPage } from './document-text'
import { recognisePageNative } from './native-page'

/**
 * Which native readings a page gets when it is tried upside down (ADR 0089): each reading's
 * confidence is set per call (upright or turned, by its models), so that the calls made can be told.
 */

vi.mock('./native-page', () => ({ recognisePageNative: vi.fn() }))

const native = vi.mocked(recognisePageNative)

/** Confidences of the upright reading and of the turned one in English and in two models. */
function readingsWith(confidences: { upright: number; turnedEnglish: number; turnedTwoModels: number }) {
  let calls = 0
  native.mockImplementation((_image, _psm, _whitelist, languages = 'eng') => {
    calls += 1
    const confidence =
      calls === 1 ? confidences.upright : languages === 'eng' ? confidences.turnedEnglish : confidences.turnedTwoModels
    return Promise.resolve({ text: `read ${calls}\n`, confidence, lines: [] })
  })
}

async function page(): Promise<DocumentPage> {
  const image = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer()
  return {
    kind: 'image',
    pageNumber: 1,
    source: image,
    image,
    width: 40,
    height: 20,
    skewDegrees: 0,
    turnedSideways: false,
  }
}

const modelsOfCalls = () => native.mock.calls.map((call) => call[3])

describe('textOfPage: a page read with two models tried upside down in English first', () => {
  beforeEach(() => native.mockReset())

  it('keeps the upright reading without a two-model turned reading when English reads it no better turned', async () => {
    readingsWith({ upright: 55, turnedEnglish: 40, turnedTwoModels: 60 })
    const text = await textOfPage(await page(), { native: true, languages: 'spa+eng' })
    expect(text.upsideDown).toBe(false)
    expect(text.text).toBe('read 1\n')
    expect(modelsOfCalls()).toEqual(['spa+eng', 'eng'])
  })

  it('reads the page turned with both models where English reads it better turned, and keeps the better', async () => {
    readingsWith({ upright: 30, turnedEnglish: 70, turnedTwoModels: 75 })
    const turned = await textOfPage(await page(), { native: true, languages: 'spa+eng' })
    expect(turned.upsideDown).toBe(true)
    expect(turned.text).toBe('read 3\n')
    expect(modelsOfCalls()).toEqual(['spa+eng', 'eng', 'spa+eng'])
  })

  it('reads a page read in English alone turned once, in English', async () => {
    readingsWith({ upright: 30, turnedEnglish: 70, turnedTwoModels: 75 })
    const turned = await textOfPage(await page(), { native: true })
    expect(turned.upsideDown).toBe(true)
    expect(modelsOfCalls()).toEqual([undefined, undefined])
  })
})

describe('textOfPage: a page turned only where its turned reading is clearly the better (ADR 0094)', () => {
  beforeEach(() => native.mockReset())

  it('keeps a page upright where its turned reading is a little more confident, both noise', async () => {
    readingsWith({ upright: 29, turnedEnglish: 40, turnedTwoModels: 40 })
    expect((await textOfPage(await page(), { native: true })).upsideDown).toBe(false)
    expect((await textOfPage(await page(), { native: true, languages: 'pol+eng' })).upsideDown).toBe(false)
  })

  it('turns a page whose turned reading is clearly more confident, or shows words of the language to the caller', async () => {
    readingsWith({ upright: 29, turnedEnglish: 62, turnedTwoModels: 62 })
    expect((await textOfPage(await page(), { native: true })).upsideDown).toBe(true)
    readingsWith({ upright: 29, turnedEnglish: 40, turnedTwoModels: 45 })
    const shown = await textOfPage(await page(), { native: true, upright: (reading) => reading.upsideDown })
    expect(shown.upsideDown).toBe(true)
  })
})
