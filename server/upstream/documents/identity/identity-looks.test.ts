import { scaled } from '../../../../e2e/load-factor'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { SandboxIdentityDocumentQuerySchema, identityDocumentLooks } from '@contract/sandbox/identity-documents'
import { readIdentityDocument } from '../../kyc/read-identity-document'
import { terminateOcrPool } from '../../ocr/ocr-pool'
import { DOCUMENT_SHARE_OF_PHOTO } from '../render/photo-effects'
import { photoEffectsOf, renderIdentityDocument, type IdentityOrder } from './identity-document'

/** The sandbox's identity documents with the looks of real ones (ADR 0021). */

afterAll(async () => {
  await terminateOcrPool()
})

const passport = (overrides: Partial<IdentityOrder> = {}): IdentityOrder => ({
  type: 'passport',
  firstName: 'Erika',
  lastName: 'Mustermann',
  documentNumber: 'C01X00T47',
  dateOfBirth: '1983-08-12',
  issueDate: '2020-01-01',
  expiryDate: '2030-01-01',
  gender: 'F',
  countryCode: 'DE',
  mrz: 'valid',
  format: 'png',
  variant: 3,
  scan: false,
  ...overrides,
})

async function rgbAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const offset = (Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))) * info.channels
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!]
}

describe('identity document looks', () => {
  it('takes a comma-separated list of looks, realistic for all of them, and names a bad one', () => {
    expect(SandboxIdentityDocumentQuerySchema.parse({ look: 'glare, portrait,glare' }).look).toEqual([
      'glare',
      'portrait',
    ])
    expect(SandboxIdentityDocumentQuerySchema.parse({ look: 'realistic' }).look).toEqual([...identityDocumentLooks])
    const bad = SandboxIdentityDocumentQuerySchema.safeParse({ look: 'portrait,hologram', width: '300' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((issue) => issue.path[0])).toEqual(expect.arrayContaining(['look', 'width']))
  })

  it('draws as before without looks, and each look changes what it claims', async () => {
    expect(photoEffectsOf(passport())).toBeNull()
    const plain = await renderIdentityDocument(passport())
    expect((await sharp(plain.bytes).metadata()).width).toBe(Math.round((125 / 25.4) * 600))

    const low = await renderIdentityDocument(passport({ looks: ['low_resolution'] }))
    const lowWidth = (await sharp(low.bytes).metadata()).width ?? 0
    expect(lowWidth).toBeGreaterThanOrEqual(600)
    expect(lowWidth).toBeLessThanOrEqual(900)
    expect((await sharp((await renderIdentityDocument(passport({ widthPx: 640 }))).bytes).metadata()).width).toBe(640)
    // Photographed on a desk at a low resolution, the document (not the photo) is 600–900 px wide.
    const lowPhoto = photoEffectsOf(passport({ looks: ['low_resolution', 'perspective'] }))?.widthPx ?? 0
    expect(lowPhoto * DOCUMENT_SHARE_OF_PHOTO).toBeGreaterThanOrEqual(599.5)
    expect(lowPhoto * DOCUMENT_SHARE_OF_PHOTO).toBeLessThanOrEqual(900.5)

    // A photo on a desk: a 4:3 frame whose corner is the desk, not the white or tinted card.
    const photo = await renderIdentityDocument(passport({ looks: ['perspective'], format: 'jpeg' }))
    const meta = await sharp(photo.bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1200])
    expect(Math.max(...(await rgbAt(photo.bytes, 0.01, 0.01)))).toBeLessThan(200)

    // Security print and portrait put colour where the plain card has its flat tint and grey silhouette.
    const printed = await renderIdentityDocument(passport({ looks: ['security_background', 'portrait'] }))
    const saturation = (rgb: number[]) => Math.max(...rgb) - Math.min(...rgb)
    expect(saturation(await rgbAt(printed.bytes, 0.13, 0.4))).toBeGreaterThan(
      saturation(await rgbAt(plain.bytes, 0.13, 0.4)) + 20,
    )
  })

  it(
    'a passport with security print, portrait, glare, JPEG artefacts and noise still reads, every check digit holding',
    { timeout: scaled(120_000) },
    async () => {
      const order = passport({ looks: ['security_background', 'portrait', 'glare', 'jpeg', 'noise'], format: 'jpeg' })
      const reading = await readIdentityDocument(
        [(await renderIdentityDocument(order)).bytes],
        new Date('2026-01-10T00:00:00Z'),
      )
      expect(reading.mrz?.checkDigitsHold).toBe(true)
      expect(reading.mrz).toMatchObject({
        documentNumber: 'C01X00T47',
        lastName: 'MUSTERMANN',
        givenNames: 'ERIKA',
        birthDate: '830812',
        expiryDate: '300101',
      })
    },
  )
})
