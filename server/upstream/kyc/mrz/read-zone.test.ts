import { scaled } from '../../../../e2e/load-factor'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { font, registerDocumentFonts } from '../../documents/render/fonts'
import { terminateOcrPool } from '../../ocr/ocr-pool'
import { extractionOnlyRequest } from '../../test-support/extraction-only'
import { ocrReaders, verifyKycRequest } from '../verify-request'
import { generateMrz } from '../../documents/identity/generate-mrz'
import { readMrz } from './read-mrz'
import { readFurther, readZone, RESCUE_LINE_HEIGHT, ZONE_LINE_HEIGHTS, ZONE_SEEN, zoneEvidence } from './read-zone'
import { findZoneBands } from './zone-locator'
import { paperCanvas } from '../../test-support/paper-canvas'

/**
 * A passport data page as a phone photo shows it, made here: a guilloche of fine tinted curves over
 * the whole page, a portrait block, labelled fields, the zone in OCR-B at a fixed pitch; turned 3°,
 * scaled to 700 px and saved as JPEG at quality 60.
 */
async function photographedPage(zone: readonly string[] | null): Promise<Buffer> {
  registerDocumentFonts()
  const width = 1000
  const height = 700
  const { canvas, context } = paperCanvas(width, height, '#f3eee2')
  context.lineWidth = 1.2
  for (let curve = 0; curve < 60; curve += 1) {
    context.strokeStyle = curve % 2 === 0 ? 'rgba(90, 120, 190, 0.45)' : 'rgba(200, 110, 140, 0.4)'
    context.beginPath()
    for (let x = 0; x <= width; x += 6) context.lineTo(x, curve * 12 + 18 * Math.sin(x / 37 + curve))
    context.stroke()
  }
  const portrait = context.createLinearGradient(0, 100, 0, 430)
  portrait.addColorStop(0, '#8a8f99')
  portrait.addColorStop(1, '#3b3d44')
  context.fillStyle = portrait
  context.fillRect(50, 110, 240, 320)
  context.fillStyle = '#d9b9a0'
  context.beginPath()
  context.ellipse(170, 230, 70, 90, 0, 0, Math.PI * 2)
  context.fill()
  context.fillStyle = '#1d2a5a'
  context.font = font('sans', 34, 'bold')
  context.fillText('PASSPORT  PASSEPORT', 330, 70)
  const fields = [
    ['Surname', 'MARTIN'],
    ['Given names', 'SARAH'],
    ['Date of birth', '01 JAN 1985'],
    ['Date of expiry', '14 JAN 2033'],
    ['Passport No.', 'ZE000509'],
  ]
  fields.forEach(([label, value], index) => {
    context.font = font('sans', 15)
    context.fillText(label!, 330, 130 + index * 62)
    context.font = font('sans', 24, 'bold')
    context.fillText(value!, 330, 156 + index * 62)
  })
  if (zone) {
    context.fillStyle = '#111111'
    context.font = font('ocrB', 30)
    const pitch = (width - 80) / 44
    zone.forEach((line, row) =>
      [...line].forEach((char, at) => context.fillText(char, 40 + at * pitch, 580 + row * 52)),
    )
  }
  const png = canvas.toBuffer('image/png')
  return sharp(png).rotate(3, { background: '#6b6b6b' }).resize({ width: 700 }).jpeg({ quality: 60 }).toBuffer()
}

const zone = generateMrz({
  format: 'TD3',
  documentCode: 'P',
  issuingState: 'CAN',
  nationality: 'CAN',
  lastName: 'Martin',
  givenNames: 'Sarah',
  documentNumber: 'ZE000509',
  birthDate: '1985-01-01',
  expiryDate: '2033-01-14',
  sex: 'F',
})

const extractionOnly = (now: number) => extractionOnlyRequest(now, { country_name: 'canada', country_code: 'CA' })

/** Real OCR through the one shared pool, on a machine that may be busy. */
const ocrTimeout = scaled(120_000)

afterAll(terminateOcrPool)

describe('the zone of a photographed page (ADR 0020)', () => {
  it('is found below the portrait and the fields, across the page, at the page skew', async () => {
    const page = await photographedPage(zone)
    const { bands, height } = await findZoneBands(page)
    const band = bands.find((candidate) => candidate.centreY > height * 0.7)
    expect(band).toBeDefined()
    expect(band!.length).toBeGreaterThan(500)
    expect(Math.abs(band!.degrees - 3)).toBeLessThan(1.5)
  })

  it('is read exactly, fillers found by shape, every check digit holding', { timeout: ocrTimeout }, async () => {
    const passes = await readZone(await photographedPage(zone))
    const readings = passes.map((pass) => readMrz(pass.lines))
    expect(readings.some((reading) => reading?.checkDigitsHold && reading.lines.join('\n') === zone.join('\n'))).toBe(
      true,
    )
  })

  it(
    'gives an extraction-only request the zone values, and declines a page with no zone SPDR120',
    { timeout: ocrTimeout },
    async () => {
      const now = Date.parse('2026-11-26T12:00:00Z')
      const read = await verifyKycRequest(
        extractionOnly(now),
        { document: [await photographedPage(zone)], address: [] },
        ocrReaders,
        now,
      )
      expect(read.declined_codes).not.toContain('SPDR239')
      expect(read.declined_codes).not.toContain('SPDR120')
      expect(read.document?.data.mrz?.lines).toEqual(zone)
      const none = await verifyKycRequest(
        extractionOnly(now),
        { document: [await photographedPage(null)], address: [] },
        ocrReaders,
        now,
      )
      expect(none.declined_codes).toEqual(['SPDR120'])
    },
  )
})

describe('the line heights a band is read at', () => {
  const [first, second] = ZONE_LINE_HEIGHTS

  it('stop after the first when the band shows nothing of a zone there, in every search', () => {
    expect(readFurther(0, first, 0)).toBe(false)
    expect(readFurther(0, first, 2)).toBe(false)
  })

  it('go on while the band shows some of a zone, whatever the search', () => {
    expect(readFurther(1, first, 0)).toBe(true)
    expect(readFurther(2, second, 3)).toBe(true)
    expect(readFurther(5, RESCUE_LINE_HEIGHT, 1)).toBe(true)
  })

  it('stop in a later search where the band shows a single check, which holds by chance', () => {
    expect(readFurther(1, first, 1)).toBe(false)
    expect(readFurther(1, second, 3)).toBe(false)
  })

  it('go on past a later height showing nothing only in the first search', () => {
    expect(readFurther(0, second, 0)).toBe(true)
    expect(readFurther(0, second, 1)).toBe(false)
  })
})

describe('what a band’s reading shows of a zone (ADR 0058)', () => {
  it('counts no state read as one letter thrice, nor a date check digit holding on no calendar date', () => {
    // A German specimen's zone read upside down by the outlines: its fillers came out X (states `XXX`,
    // ICAO's "unspecified"), and the expiry `773183` and the composite held by chance.
    const upsideDown = ['QXXXXXXXXXXXXXXXZLZZOSTJSZTSOYQXXQYXOOOOOOYJ', 'XXXXXXXXX7XXX7777777F7731837XNNVW831SOW8Q078']
    expect(zoneEvidence([{ lines: upsideDown }])).toBeLessThan(ZONE_SEEN)
    // The same zone read the right way up shows every check and both states.
    const upright = ['P<DEUMUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<', 'CA000000<4DEU6408125F1802212<<<<<<<<<<<<<<<6']
    expect(readMrz(upright)?.checkDigitsHold).toBe(true)
    expect(zoneEvidence([{ lines: upright }])).toBe(7)
  })
})
