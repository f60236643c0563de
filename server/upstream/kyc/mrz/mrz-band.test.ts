import { describe, expect, it } from 'vitest'
import { renderIdentityDocument, type IdentityOrder } from '../../documents/identity/identity-document'
import { documentPages } from '../../ocr/document-pages'
import { BAND_PREPARATIONS, bandImage, findMrzBand, greyPixels, otsuThreshold } from './mrz-band'

const order = (type: IdentityOrder['type'], rotateDegrees: number): IdentityOrder => ({
  type, firstName: 'Ines', lastName: 'Keller', documentNumber: 'Z00I8G5SB', dateOfBirth: '1975-03-09', issueDate: '2021-04-01', expiryDate: '2030-12-24',
  gender: 'F', countryCode: 'DE', mrz: 'valid', format: 'jpeg', variant: 3, scan: true, effects: { rotateDegrees, blurSigma: 0.5, noise: 0.01, fade: 0.2, jpegQuality: 40 },
})

async function preparedPage(o: IdentityOrder) {
  const [page] = await documentPages((await renderIdentityDocument(o)).bytes)
  if (page?.kind !== 'image') throw new Error('expected an image page')
  return page
}

describe('the zone band', () => {
  it.each([['passport', 2, -4.5], ['id_card', 3, 4.5]] as const)('is found at the foot of a scanned %s as its %i lines', async (type, lines, rotation) => {
    const page = await preparedPage(order(type, rotation))
    const grey = await greyPixels(page.image)
    const band = findMrzBand(grey.pixels, grey.width, grey.height)
    expect(band?.lines).toBe(lines)
    expect(band!.top).toBeGreaterThan(page.height * 0.55)
    expect(band!.width).toBeGreaterThan(page.width * 0.6)
    const image = await bandImage(page.image, band!, BAND_PREPARATIONS[0]!)
    const cut = await greyPixels(image)
    // Enlarged to the preparation's cap height: each line about capHeight × 1.15 high, plus margins.
    expect(cut.height).toBeGreaterThan(lines * BAND_PREPARATIONS[0]!.capHeight)
    expect(new Set(cut.pixels)).toEqual(new Set([0, 255]))
  })

  it('is not found on a document without a zone', async () => {
    const page = await preparedPage(order('driving_license', 1))
    const grey = await greyPixels(page.image)
    expect(findMrzBand(grey.pixels, grey.width, grey.height)).toBeNull()
  })

  it("Otsu's threshold falls between ink and paper", () => {
    const pixels = Buffer.from([...Array(300).fill(30), ...Array(700).fill(220)])
    const threshold = otsuThreshold(pixels)
    expect(threshold).toBeGreaterThanOrEqual(30)
    expect(threshold).toBeLessThan(220)
  })
})
