import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { font } from '../documents/render/fonts'
import { terminateOcrPool } from '../ocr/ocr-pool'
import { paperCanvas } from '../test-support/paper-canvas'
import { mrzCheckDigit } from './mrz/check-digit'
import type { KycRequestsTable } from './tables'
import { ocrReaders, verifyKycRequest } from './verify-request'

/**
 * Documents whose zone is not ICAO's TD1/TD2/TD3 with P, I, A or C (ADR 0050), made here as a camera
 * sees them: a tinted page with a portrait and labelled fields, the zone in OCR-B at a fixed pitch,
 * turned 2°, scaled to 760 px and saved as JPEG at quality 70.
 */
async function documentPhoto(title: string, fields: ReadonlyArray<readonly [string, string]>, zone: string[]) {
  const width = 1000
  const height = 640
  const { canvas, context } = paperCanvas(width, height, '#eef1e6')
  context.strokeStyle = 'rgba(120, 150, 110, 0.35)'
  for (let curve = 0; curve < 40; curve += 1) {
    context.beginPath()
    for (let x = 0; x <= width; x += 8) context.lineTo(x, curve * 12 + 14 * Math.sin(x / 41 + curve))
    context.stroke()
  }
  context.fillStyle = '#4a4e57'
  context.fillRect(40, 90, 200, 260)
  context.fillStyle = '#1d2a5a'
  context.font = font('sans', 32, 'bold')
  context.fillText(title, 280, 60)
  fields.forEach(([label, value], index) => {
    context.font = font('sans', 15)
    context.fillText(label, 280, 110 + index * 58)
    context.font = font('sans', 24, 'bold')
    context.fillText(value, 280, 136 + index * 58)
  })
  context.fillStyle = '#111111'
  context.font = font('ocrB', 30)
  const pitch = (width - 80) / zone[0]!.length
  zone.forEach((line, row) => [...line].forEach((char, at) => context.fillText(char, 40 + at * pitch, 520 + row * 52)))
  return sharp(canvas.toBuffer('image/png'))
    .rotate(2, { background: '#707070' })
    .resize({ width: 760 })
    .jpeg({ quality: 70 })
    .toBuffer()
}

const withCheck = (text: string) => text + mrzCheckDigit(text)

/** A Schengen-style visa (MRV-A) issued by France to a US citizen. */
const visaNumber = withCheck('X8K45210<')
const visaData = `${visaNumber}USA${withCheck('870214')}F${withCheck('280930')}`
const visa = ['V<FRAWALKER<<JENNIFER<ANNE'.padEnd(44, '<'), visaData.padEnd(44, '<')]

/** The French identity card of 1988–2021: no expiry and no nationality in its zone. */
const frenchLine1 = 'IDFRA' + 'LEFEBVRE'.padEnd(25, '<') + '690124'
const frenchLine2Start = withCheck('120469012345') + 'CLAIRE<<ANNE'.padEnd(14, '<') + withCheck('850312') + 'F'
const french = [frenchLine1, frenchLine2Start + mrzCheckDigit(frenchLine1 + frenchLine2Start)]

/** A US permanent resident card: a TD1 zone whose document code is `C1`. */
const cardLine1 = `C1USA${withCheck('SRC007143')}${'<'.repeat(15)}`
const cardLine2 = `${withCheck('790705')}M${withCheck('310422')}MEX${'<'.repeat(11)}`
const residentCard = [
  cardLine1,
  cardLine2 + mrzCheckDigit(cardLine1.slice(5) + cardLine2.slice(0, 7) + cardLine2.slice(8, 15) + cardLine2.slice(18)),
  'GARCIA<<LUIS<ALBERTO'.padEnd(30, '<'),
]

/**
 * A specimen passport whose number's check digit is printed wrong (7 where 3 holds), its composite
 * computed over the line as printed: only the number's check fails.
 */
const specimenLine2 = `L898902C<7GBR${withCheck('740812')}F${withCheck('300415')}${'<'.repeat(14)}0`
const specimen = [
  'P<GBRSPECIMEN<<ANGELA<ZOE'.padEnd(44, '<'),
  specimenLine2 + mrzCheckDigit(specimenLine2.slice(0, 10) + specimenLine2.slice(13, 20) + specimenLine2.slice(21, 43)),
]

const request = (country: string): KycRequestsTable => {
  const now = Date.parse('2026-11-27T08:00:00Z')
  return {
    id: 'test',
    service_id: 'test',
    user_id: 'test',
    company_id: '',
    request_types: '[]',
    status: 'pending',
    language_code: null,
    language_name: null,
    country_name: country,
    country_code: 'FR',
    document_input: JSON.stringify({
      supported_types: ['passport', 'id_card'],
      process_only_ocr: true,
      full_name: '',
      document_number: '',
      dob: '',
      issue_date: '',
      expiry_date: '',
      gender: '',
      age_min: null,
      age_max: null,
    }),
    address_input: null,
    result: null,
    created_at: now,
    updated_at: now,
  }
}

const verify = async (photo: Buffer) =>
  verifyKycRequest(
    request('france'),
    { document: [photo], address: [] },
    ocrReaders,
    Date.parse('2026-11-27T08:00:00Z'),
  )

/** Real OCR through the one shared pool, on a machine that may be busy. */
const ocrTimeout = 120_000

afterAll(terminateOcrPool)

describe('zones beyond TD1/TD2/TD3 on photographed documents (ADR 0050)', () => {
  it(
    'reads a visa exactly, reports it as MRVA and declines it SPDR205, never as a passport',
    { timeout: ocrTimeout },
    async () => {
      const photo = await documentPhoto(
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
      const photo = await documentPhoto(
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
    const photo = await documentPhoto(
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
      const photo = await documentPhoto(
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
})
