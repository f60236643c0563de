import { scaled } from '../../../e2e/load-factor'
import { afterAll, describe, expect, it } from 'vitest'
import { renderIdentityDocument, type IdentityOrder } from '../documents/identity/identity-document'
import { terminateOcrPool } from '../ocr/ocr-pool'
import { generateMrz } from '../documents/identity/generate-mrz'
import { readMrz } from './mrz/read-mrz'
import { pageReadable, readIdentityDocument } from './read-identity-document'

/** Real OCR through the one shared pool: two small scanned specimens, the zone read from its own band. */
const ocrTimeout = scaled(120_000)

afterAll(async () => {
  await terminateOcrPool()
})

const card = (mrz: IdentityOrder['mrz']): IdentityOrder => ({
  type: 'id_card',
  firstName: 'Ines',
  lastName: 'Keller',
  documentNumber: 'LK7T2HNX4',
  dateOfBirth: '1975-03-09',
  issueDate: '2021-04-01',
  expiryDate: '2030-12-24',
  gender: 'F',
  countryCode: 'DE',
  mrz,
  format: 'jpeg',
  variant: 5,
  scan: true,
  mrzTypeface: 'mono',
  effects: { rotateDegrees: -3.5, blurSigma: 0.6, noise: 0.008, fade: 0.2, jpegQuality: 45 },
})

describe('a readable document', () => {
  it('is one whose page text was read, or whose zone holds when the page OCR read nothing', () => {
    const zone = generateMrz({
      format: 'TD3',
      documentCode: 'P',
      issuingState: 'DEU',
      nationality: 'DEU',
      lastName: 'Keller',
      givenNames: 'Ines',
      documentNumber: 'C01X00T47',
      birthDate: '1975-03-09',
      expiryDate: '2030-12-24',
      sex: 'F',
    })
    expect(pageReadable([], readMrz(zone))).toBe(true)
    expect(pageReadable(['REISEPASS', 'Keller'], undefined)).toBe(true)
    expect(pageReadable(['~ .', ''], undefined)).toBe(false)
    // A zone shape whose check digits fail proves nothing was read.
    expect(pageReadable([], readMrz([zone[0]!, zone[1]!.replace('C01X00T47', 'C01X00T48')]))).toBe(false)
  })
})

describe('readIdentityDocument on scanned specimens', () => {
  it('reads a rotated, compressed ID card zone exactly, the sex letter included', { timeout: ocrTimeout }, async () => {
    const reading = await readIdentityDocument(
      [(await renderIdentityDocument(card('valid'))).bytes],
      new Date('2026-01-10T00:00:00Z'),
    )
    expect(reading.mrz).toMatchObject({
      format: 'TD1',
      checkDigitsHold: true,
      documentNumber: 'LK7T2HNX4',
      lastName: 'KELLER',
      givenNames: 'INES',
      birthDate: '750309',
      expiryDate: '301224',
      sex: 'F',
      issuingState: 'DEU',
    })
    expect(reading.issueDate).toBe('2021-04-01')
  })

  it(
    'reads a scanned passport zone printed in OCR-B exactly, its chevrons as fillers',
    { timeout: ocrTimeout },
    async () => {
      const passport: IdentityOrder = {
        ...card('valid'),
        type: 'passport',
        documentNumber: 'CK4XH7R29',
        mrzTypeface: 'ocr-b',
        format: 'png',
        variant: 2,
        effects: { rotateDegrees: 2.5, blurSigma: 0.5, noise: 0.006, fade: 0.15, jpegQuality: 70 },
      }
      const reading = await readIdentityDocument(
        [(await renderIdentityDocument(passport)).bytes],
        new Date('2026-01-10T00:00:00Z'),
      )
      expect(reading.mrz).toMatchObject({
        format: 'TD3',
        checkDigitsHold: true,
        documentNumber: 'CK4XH7R29',
        lastName: 'KELLER',
        givenNames: 'INES',
        birthDate: '750309',
        expiryDate: '301224',
        sex: 'F',
        issuingState: 'DEU',
        nationality: 'DEU',
      })
    },
  )

  it(
    'never takes a wrong number from a blurred OCR-B zone whose number is made of look-alikes: read exactly, or its checks fail',
    { timeout: ocrTimeout },
    async () => {
      const passport: IdentityOrder = {
        ...card('valid'),
        type: 'passport',
        lastName: 'Jansen',
        documentNumber: 'G6B8O0I1S',
        mrzTypeface: 'ocr-b',
        format: 'jpeg',
        variant: 7,
        effects: { rotateDegrees: -2, blurSigma: 0.6, noise: 0.008, fade: 0.2, jpegQuality: 55 },
      }
      const reading = await readIdentityDocument(
        [(await renderIdentityDocument(passport)).bytes],
        new Date('2026-01-10T00:00:00Z'),
      )
      // A number the reader vouches for (check digits holding, nothing left unconfirmed) is the printed one.
      const vouched =
        reading.mrz !== null && reading.mrz.checkDigitsHold && !reading.unconfirmed.includes('documentNumber')
      expect(vouched ? reading.mrz?.documentNumber : 'G6B8O0I1S').toBe('G6B8O0I1S')
    },
  )

  it('keeps a broken check digit broken', { timeout: ocrTimeout }, async () => {
    const reading = await readIdentityDocument(
      [(await renderIdentityDocument(card('invalid'))).bytes],
      new Date('2026-01-10T00:00:00Z'),
    )
    expect(reading.mrz?.checkDigitsHold).toBe(false)
    expect(reading.mrz?.failedChecks).toContain('documentNumberCheckDigit')
  })
})
