import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { FoundFields } from './certificate-fields'
import { readsUpright, settled } from './certificate-reader'
import { textOfPage } from './document-text'

/** Which readings a certificate page gets (ADR 0067): when they stop, and when a page is turned. */

const fields = (found: Partial<FoundFields>): FoundFields => ({
  company_name: 'Nordwind Handel GmbH',
  nameFoundBy: 'label',
  registration_number: 'HRB 123456',
  numberFoundBy: 'format',
  ...found,
})

describe('settled: the further readings can change nothing taken', () => {
  it('when both fields were found by their words', () => {
    expect(settled(fields({ numberFoundBy: 'label' }))).toBe(true)
    expect(settled(fields({ nameFoundBy: 'phrasing', numberFoundBy: 'label' }))).toBe(true)
  })

  it('not while the number was found by its format alone, or not found', () => {
    expect(settled(fields({}))).toBe(false)
    expect(settled(fields({ registration_number: null, numberFoundBy: null }))).toBe(false)
  })

  it('not while a later reading could still give a surer name', () => {
    for (const nameFoundBy of [
      'label_without_form',
      'phrasing_over_label',
      'misread_label',
      'legal_form',
      null,
    ] as const)
      expect(settled(fields({ nameFoundBy, numberFoundBy: 'label' }))).toBe(false)
  })
})

describe('readsUpright: words of the language show a page upright', () => {
  it('a label or the sentence found shows it; a number by its format or a legal form alone does not', () => {
    expect(readsUpright(fields({}))).toBe(true)
    expect(readsUpright(fields({ nameFoundBy: 'label_without_form' }))).toBe(true)
    expect(readsUpright(fields({ nameFoundBy: null, numberFoundBy: 'label' }))).toBe(true)
    expect(readsUpright(fields({ nameFoundBy: 'legal_form', numberFoundBy: 'format' }))).toBe(false)
    expect(readsUpright(fields({ nameFoundBy: 'misread_label', numberFoundBy: null }))).toBe(false)
  })
})

/** A few lines of print, turned upside down. */
async function pageUpsideDown(): Promise<Buffer> {
  const lines = [
    'CERTIFICATE OF INCORPORATION',
    'Company name: Kestrel Marine Services Ltd',
    'Company number: SC482913',
  ]
  const text = lines.map((line, row) => `<text x="60" y="${90 + row * 70}">${line}</text>`).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="320"><rect width="100%" height="100%" fill="white"/><g font-family="DejaVu Sans" font-size="36" fill="black">${text}</g></svg>`
  return sharp(Buffer.from(svg)).rotate(180).toColourspace('b-w').png().toBuffer()
}

describe('textOfPage with `upright` (native Tesseract)', () => {
  it('reads a low-confidence page upside down too, unless its reading is said to show it upright', async () => {
    const image = await pageUpsideDown()
    const page = {
      kind: 'image' as const,
      pageNumber: 1,
      source: image,
      image,
      width: 1400,
      height: 320,
      skewDegrees: 0,
      turnedSideways: false,
    }
    const turned = await textOfPage(page, { native: true })
    expect(turned.upsideDown).toBe(true)
    expect(turned.text).toContain('SC482913')
    const kept = await textOfPage(page, { native: true, upright: () => true })
    expect(kept.upsideDown).toBe(false)
    expect(kept.text).not.toContain('SC482913')
  })
})
