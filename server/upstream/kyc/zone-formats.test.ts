import { scaled } from '../../../e2e/load-factor'
import { afterAll, describe, expect, it } from 'vitest'
import { generateMrz, type MrzSubject } from '../documents/identity/generate-mrz'
import { mrzLinesOf, renderIdentityDocument, type IdentityOrder } from '../documents/identity/identity-document'
import { terminateOcrPool } from '../ocr/ocr-pool'
import { zoneDocumentPhoto } from '../test-support/zone-document-photo'
import { mrzCheckDigit } from './mrz/check-digit'
import { extractionOnlyRequest } from '../test-support/extraction-only'
import { ocrReaders, verifyKycRequest } from './verify-request'

/**
 * Documents whose zone is not ICAO's TD1/TD2/TD3 with P, I, A or C (ADR 0050), photographed as a
 * camera sees them (zone-document-photo.ts: turned 2°, 760 px, JPEG 70).
 */
const holder = (subject: Partial<MrzSubject> & Pick<MrzSubject, 'format' | 'documentCode'>) =>
  generateMrz({
    issuingState: 'FRA',
    nationality: 'USA',
    lastName: 'Walker',
    givenNames: 'Jennifer Anne',
    documentNumber: 'X8K45210',
    birthDate: '1987-02-14',
    expiryDate: '2028-09-30',
    sex: 'F',
    ...subject,
  })

/** A Schengen-style visa (MRV-A) issued by France to a US citizen. */
const visa = holder({ format: 'MRVA', documentCode: 'V' })

/** The French identity card of 1988–2021: no expiry and no nationality in its zone. */
const french = holder({
  format: 'FRENCH_NATIONAL_ID',
  documentCode: 'ID',
  lastName: 'Lefebvre',
  givenNames: 'Claire Anne',
  documentNumber: '120469012345',
  birthDate: '1985-03-12',
  optionalData: '690124',
})

/** A US permanent resident card: a TD1 zone whose document code is `C1`. */
const residentCard = holder({
  format: 'TD1',
  documentCode: 'C1',
  issuingState: 'USA',
  nationality: 'MEX',
  lastName: 'Garcia',
  givenNames: 'Luis Alberto',
  documentNumber: 'SRC007143',
  birthDate: '1979-07-05',
  expiryDate: '2031-04-22',
  sex: 'M',
})

const withCheck = (text: string) => text + mrzCheckDigit(text)

/**
 * A specimen passport whose number's check digit is printed wrong (7 where 3 holds; 7 is the check
 * digit of its round twin L8989O2C), its composite computed over the line as printed: only the
 * number's check fails.
 */
const specimenLine2 = `L898902C<7GBR${withCheck('740812')}F${withCheck('300415')}${'<'.repeat(14)}0`
const specimen = [
  'P<GBRSPECIMEN<<ANGELA<ZOE'.padEnd(44, '<'),
  specimenLine2 + mrzCheckDigit(specimenLine2.slice(0, 10) + specimenLine2.slice(13, 20) + specimenLine2.slice(21, 43)),
]

const request = (country: string) =>
  extractionOnlyRequest(Date.parse('2026-11-27T08:00:00Z'), { country_name: country, country_code: 'FR' })

const verify = async (photo: Buffer) =>
  verifyKycRequest(
    request('france'),
    { document: [photo], address: [] },
    ocrReaders,
    Date.parse('2026-11-27T08:00:00Z'),
  )

/** Real OCR through the one shared pool, on a machine that may be busy. */
const ocrTimeout = scaled(120_000)

afterAll(terminateOcrPool)

describe('zones beyond TD1/TD2/TD3 on photographed documents (ADR 0050)', () => {
  it(
    'reads a visa exactly, reports it as MRVA and declines it SPDR205, never as a passport',
    { timeout: ocrTimeout },
    async () => {
      const photo = await zoneDocumentPhoto(
        'VISA',
        [
          ['Surname', 'WALKER'],
          ['Given names', 'JENNIFER ANNE'],
          ['Number', 'X8K45210'],
        ],
        visa,
      )
      const read = await verify(photo)
      expect(read.document?.data.mrz).toEqual({ format: 'MRVA', lines: visa })
      expect(read.declined_codes).toContain('SPDR205')
      expect(read.document?.data.selected_type).toEqual([])
      expect(read.document?.data.document_number).toBe('X8K45210')
    },
  )

  it(
    'reads the French identity card as an id_card with its own check digits, and no expiry',
    { timeout: ocrTimeout },
    async () => {
      const photo = await zoneDocumentPhoto(
        'CARTE NATIONALE D IDENTITE',
        [
          ['Nom', 'LEFEBVRE'],
          ['Prenoms', 'CLAIRE ANNE'],
          ['Ne le', '12.03.1985'],
        ],
        french,
      )
      const read = await verify(photo)
      expect(read.document?.data.mrz).toEqual({ format: 'FRENCH_NATIONAL_ID', lines: french })
      expect(read.document?.data.selected_type).toEqual(['id_card'])
      expect(read.document?.data.document_number).toBe('120469012345')
      expect(read.document?.data.dob).toBe('1985-03-12')
      expect(read.document?.data.expiry_date).toBeNull()
      expect(read.declined_codes).not.toContain('SPDR239')
      expect(read.declined_codes).not.toContain('SPDR120')
    },
  )

  it('keeps a card code with a digit as printed (C1), an id_card', { timeout: ocrTimeout }, async () => {
    const photo = await zoneDocumentPhoto(
      'PERMANENT RESIDENT',
      [
        ['Surname', 'GARCIA'],
        ['Given Name', 'LUIS ALBERTO'],
        ['Card#', 'SRC007143'],
      ],
      residentCard,
    )
    const read = await verify(photo)
    expect(read.document?.data.mrz).toEqual({ format: 'TD1', lines: residentCard })
    expect(read.document?.data.selected_type).toEqual(['id_card'])
  })

  it(
    'reports a zone whose printed check digit is wrong exactly as printed, declined SPDR239',
    { timeout: ocrTimeout },
    async () => {
      const photo = await zoneDocumentPhoto(
        'PASSPORT',
        [
          ['Surname', 'SPECIMEN'],
          ['Given names', 'ANGELA ZOE'],
          ['Passport No.', 'L898902C'],
        ],
        specimen,
      )
      const read = await verify(photo)
      expect(read.document?.data.mrz).toEqual({ format: 'TD3', lines: specimen })
      expect(read.declined_codes).toContain('SPDR239')
    },
  )

  it(
    "reads the sandbox's own visa, drawn with a security background and a portrait, and declines it SPDR205",
    { timeout: ocrTimeout },
    async () => {
      const order: IdentityOrder = {
        type: 'visa',
        firstName: 'Jennifer',
        lastName: 'Walker',
        documentNumber: 'X8K45210',
        dateOfBirth: '1987-02-14',
        issueDate: '2026-01-10',
        expiryDate: '2028-09-30',
        gender: 'F',
        countryCode: 'FR',
        nationality: 'USA',
        mrz: 'valid',
        format: 'jpeg',
        variant: 2,
        scan: false,
        looks: ['security_background', 'portrait'],
      }
      const read = await verify((await renderIdentityDocument(order)).bytes)
      expect(read.document?.data.mrz).toEqual({ format: 'MRVA', lines: mrzLinesOf(order) })
      expect(read.declined_codes).toContain('SPDR205')
    },
  )
})
