import { scaled } from '../../../e2e/load-factor'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { renderCertificate } from '../documents/certificate/certificate-document'
import { font, registerDocumentFonts } from '../documents/render/fonts'
import { scanned } from '../documents/render/scan-effects'
import { Rng } from '../registry/random'
import { compareCertificate, readCertificate } from './certificate-reader'
import { documentPages } from './document-pages'
import { nameReadAgain } from './certificate-name-reread'
import { numberConfirmed, rereadNumber } from './number-reread'
import { recognisePageNative } from './native-page'
import { DARK_PRINT_ONLY, pageSegmentation, recognise, terminateOcrPool } from './ocr-pool'
import { paperCanvas } from '../test-support/paper-canvas'
import { labelledLine } from '../test-support/labelled-line'

/**
 * Real OCR through the one shared pool. Every OCR test of the folder lives in this file so that
 * they share one pool (one worker start) and stay few and small.
 */

const ocrTimeout = scaled(120_000)

afterAll(async () => {
  await terminateOcrPool()
})

/** A hand-made document: lines of text drawn on a plain canvas, as an office tool would export them. */
function handMade(
  lines: ReadonlyArray<{ text: string; size?: number; bold?: boolean; x?: number }>,
  width = 1400,
): Buffer {
  registerDocumentFonts()
  const lineGap = 20
  const height = 80 + lines.reduce((sum, line) => sum + (line.size ?? 26) + lineGap, 0)
  const { canvas, context } = paperCanvas(width, height)
  context.fillStyle = '#111111'
  let y = 40
  for (const line of lines) {
    const size = line.size ?? 26
    y += size
    context.font = font('sans', size, line.bold ? 'bold' : 'normal')
    context.fillText(line.text, line.x ?? 60, y)
    y += lineGap
  }
  return canvas.toBuffer('image/png')
}

describe('the OCR pool', () => {
  it('reads a line, and a whitelist applies to its own call only', { timeout: ocrTimeout }, async () => {
    const image = handMade([{ text: 'Company No. 0123 4567 OSLO', size: 36 }], 900)
    const digits = await recognise(image, { whitelist: '0123456789 ', psm: pageSegmentation.singleLine })
    expect(digits.text).not.toMatch(/[A-Za-z]/)
    expect(digits.text).toContain('0123 4567')
    const full = await recognise(image)
    expect(full.text.trim()).toBe('Company No. 0123 4567 OSLO')
    expect(full.confidence).toBeGreaterThan(80)
    expect(full.lines).toHaveLength(1)
    expect(full.lines[0]?.bbox.x0).toBeGreaterThanOrEqual(40)
  })
})

/** A dark line on white above a light line on a black band, as an identity page's header band may print its title. */
async function darkAndLightPrint(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="200"><rect width="100%" height="100%" fill="white"/><text x="40" y="60" font-family="DejaVu Sans" font-size="36" fill="black">SURNAME MARTIN</text><rect x="0" y="100" width="900" height="70" fill="black"/><text x="40" y="150" font-family="DejaVu Sans" font-size="36" fill="white">PASSPORT 4817</text></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

describe('dark print only (ADR 0130)', () => {
  it(
    'reads light print on a dark band only where lines are tried inverted, in the pool and natively',
    { timeout: ocrTimeout },
    async () => {
      const image = await darkAndLightPrint()
      const pool = await recognise(image)
      expect(pool.text).toContain('SURNAME MARTIN')
      expect(pool.text).toContain('PASSPORT 4817')
      const poolDark = await recognise(image, { parameters: DARK_PRINT_ONLY })
      expect(poolDark.text).toContain('SURNAME MARTIN')
      expect(poolDark.text).not.toContain('4817')
      const native = await recognisePageNative(image, Number(pageSegmentation.auto))
      expect(native.text).toContain('PASSPORT 4817')
      const nativeDark = await recognisePageNative(image, Number(pageSegmentation.auto), '', 'eng', DARK_PRINT_ONLY)
      expect(nativeDark.text).toContain('SURNAME MARTIN')
      expect(nativeDark.text).not.toContain('4817')
    },
  )
})

describe('readCertificate on real uploads', () => {
  it(
    'reads a hand-made certificate with the name in the sentence and the number as "Company No."',
    { timeout: ocrTimeout },
    async () => {
      const image = handMade([
        { text: 'Certificate of Incorporation of a Private Limited Company', size: 34, bold: true },
        { text: 'Company No. 0123 4567', x: 900 },
        { text: 'The Registrar of Companies for England and Wales hereby certifies that' },
        { text: 'HARBOUR LIGHT CONSULTING LIMITED', size: 32, bold: true, x: 250 },
        { text: 'is this day incorporated under the Companies Act 2006 as a private company,' },
        { text: 'that the company is limited by shares, and the situation of its registered' },
        { text: 'office is in England and Wales. Given at Companies House on 4 June 2019.' },
      ])
      const reading = await readCertificate(image, { countryCode: 'GB' })
      expect(reading).toMatchObject({
        company_name: 'HARBOUR LIGHT CONSULTING LIMITED',
        registration_number: '01234567',
      })
      expect(
        compareCertificate(reading, { company_name: 'Harbour Light Consulting Ltd', registration_number: '01234567' }),
      ).toEqual({ verified: true, decline_reason: [] })
    },
  )

  it(
    'reads labels above their values, number first, from a rotated grey JPEG scan',
    { timeout: ocrTimeout },
    async () => {
      const image = handMade([
        { text: 'Handelsregister B des Amtsgerichts Hamburg', size: 30, bold: true },
        { text: 'Registernummer:' },
        { text: 'HRB 157 204', size: 30 },
        { text: 'Firma:' },
        { text: 'Nordlicht Logistik GmbH', size: 30 },
        { text: 'Sitz: Hamburg    Tag der Eintragung: 12. März 2018' },
      ])
      const scan = await scanned(
        image,
        { rotateDegrees: 3.5, blurSigma: 0.6, noise: 0.01, fade: 0.25, jpegQuality: 45 },
        new Rng(7),
      )
      const reading = await readCertificate(scan, { countryCode: 'DE' })
      expect(reading.pages[0]?.source).toBe('ocr')
      expect(reading).toMatchObject({ company_name: 'Nordlicht Logistik GmbH', registration_number: 'HRB 157204' })
    },
  )

  it(
    "reads a name in its country's letters (ß, ü) with the country's model, and a sibling's name is still declined",
    { timeout: ocrTimeout },
    async () => {
      const image = handMade([
        { text: 'Handelsregister B des Amtsgerichts Darmstadt', size: 30, bold: true },
        { text: 'Registernummer:' },
        { text: 'HRB 620 264', size: 30 },
        { text: 'Firma:' },
        { text: 'Groß-Gerauer Brückenbau GmbH', size: 30 },
        { text: 'Sitz: Groß-Gerau    Tag der Eintragung: 3. Mai 2021' },
      ])
      const reading = await readCertificate(image, { countryCode: 'DE' })
      // The English model alone reads `Grol3-Gerauer Bruckenbau GmbH` (ADR 0062).
      expect(reading).toMatchObject({ company_name: 'Groß-Gerauer Brückenbau GmbH', registration_number: 'HRB 620264' })
      const expected = { company_name: 'Groß-Gerauer Brückenbau GmbH', registration_number: 'HRB 620264' }
      expect(compareCertificate(reading, expected).verified).toBe(true)
      const sibling = { ...expected, company_name: 'Groß-Gerauer Holding Brückenbau GmbH' }
      expect(compareCertificate(reading, sibling).verified).toBe(false)
    },
  )

  it(
    'reads a page photographed on its side (turned a quarter, then found upside down and read again)',
    { timeout: ocrTimeout },
    async () => {
      const image = handMade([
        { text: 'CERTIFICATE OF INCORPORATION', size: 34, bold: true },
        { text: 'Company name: Kestrel Marine Services Ltd' },
        { text: 'Company number: SC482913' },
        { text: 'The Registrar of Companies for Scotland certifies that the company is incorporated.' },
      ])
      const sideways = await sharp(image).rotate(90).jpeg({ quality: 80 }).toBuffer()
      const reading = await readCertificate(sideways, { countryCode: 'GB' })
      const page = await documentPages(sideways)
      expect(page[0]).toMatchObject({ kind: 'image', turnedSideways: true })
      expect(reading).toMatchObject({ company_name: 'Kestrel Marine Services Ltd', registration_number: 'SC482913' })
    },
  )

  it(
    "reads the sandbox renderer's PNG and its PDF with and without a text layer",
    { timeout: ocrTimeout },
    async () => {
      const company = { countryCode: 'IE', name: 'Glenmore Analytics DAC', registrationNumber: '654321' }
      const png = await renderCertificate({ ...company, format: 'png', scan: false, variant: 0, dpi: 150 })
      expect(await readCertificate(png.bytes, { countryCode: 'IE' })).toMatchObject({
        company_name: 'Glenmore Analytics DAC',
        registration_number: '654321',
      })

      const withText = await renderCertificate({ ...company, format: 'pdf', scan: false, variant: 1 })
      const textReading = await readCertificate(withText.bytes, { countryCode: 'IE' })
      expect(textReading.pages[0]?.source).toBe('text_layer')
      expect(textReading).toMatchObject({ company_name: 'Glenmore Analytics DAC', registration_number: '654321' })

      const scannedPdf = await renderCertificate({ ...company, format: 'pdf', scan: true, variant: 2, dpi: 150 })
      const scanReading = await readCertificate(scannedPdf.bytes, { countryCode: 'IE' })
      expect(scanReading.pages[0]?.source).toBe('ocr')
      expect(
        compareCertificate(scanReading, { company_name: 'Glenmore Analytics DAC', registration_number: '654321' })
          .verified,
      ).toBe(true)
    },
  )
})

describe('readCertificate on certificates as they arrive (ADR 0021)', () => {
  const company = { countryCode: 'DE', name: 'Nordwind Handel GmbH', registrationNumber: 'HRB 123456' }
  const expected = { company_name: 'Nordwind Handel GmbH', registration_number: 'HRB 123456' }

  it(
    'finds the name by its label with a red rubber stamp across it, and catches a mismatch',
    { timeout: ocrTimeout },
    async () => {
      const stamped = await renderCertificate({
        ...company,
        format: 'png',
        scan: false,
        variant: 0,
        dpi: 150,
        layout: 'table',
        looks: ['stamp', 'signature'],
      })
      const reading = await readCertificate(stamped.bytes, { countryCode: 'DE' })
      expect(reading).toMatchObject(expected)
      expect(compareCertificate(reading, expected).verified).toBe(true)
      const mismatch = compareCertificate(reading, {
        company_name: 'Nordstern Handel GmbH',
        registration_number: 'HRB 123459',
      })
      expect(mismatch.verified).toBe(false)
      expect(mismatch.decline_reason).toEqual([
        expect.stringContaining('company name'),
        expect.stringContaining('registration number'),
      ])
    },
  )

  it('reads a grey low-contrast, skewed scan (grey ink on grey paper)', { timeout: ocrTimeout }, async () => {
    const grey = await renderCertificate({
      ...company,
      format: 'jpeg',
      scan: false,
      variant: 2,
      dpi: 200,
      layout: 'extract',
      font: 'serifCondensed',
      looks: ['low_contrast', 'skew'],
    })
    const reading = await readCertificate(grey.bytes, { countryCode: 'DE' })
    expect(reading.pages[0]?.source).toBe('ocr')
    expect(compareCertificate(reading, expected).verified).toBe(true)
  })
})

describe('readCertificate with a signature across the value (ADR 0034)', () => {
  it(
    'reads the name of a grey scan signed across its number, and never matches a number one digit off',
    { timeout: ocrTimeout },
    async () => {
      const { canvas, context } = paperCanvas(1400, 420)
      context.fillStyle = '#111111'
      context.font = font('sans', 28, 'bold')
      context.fillText('CERTIFICATE OF REGISTRATION', 60, 70)
      context.font = font('sans', 26, 'normal')
      context.fillText('Company name: Kestrel Marine Services Ltd', 60, 170)
      context.fillText('Company number: SC482913', 60, 240)
      context.fillText('Date of registration: 2021-03-04', 60, 310)
      // A ballpoint signature swinging across the number's label and its first digits.
      context.strokeStyle = '#1d2d8a'
      context.lineWidth = 4
      context.beginPath()
      context.moveTo(120, 232)
      for (let x = 120; x < 420; x += 75) context.bezierCurveTo(x + 20, 150, x + 50, 320, x + 75, 232)
      context.stroke()
      // Scanned in grey at low contrast: the blue signature as dark as the print.
      const scan = await sharp(canvas.toBuffer('image/png'))
        .greyscale()
        .linear(100 / 255, 105)
        .jpeg({ quality: 70 })
        .toBuffer()
      const reading = await readCertificate(scan, { countryCode: 'GB' })
      expect(reading.company_name).toBe('Kestrel Marine Services Ltd')
      // The digits under the stroke may be lost: the number is then declined, and one digit off never matches.
      const offByOne = compareCertificate(reading, {
        company_name: 'Kestrel Marine Services Ltd',
        registration_number: 'SC482918',
      })
      expect(offByOne.verified).toBe(false)
      expect(offByOne.decline_reason).toEqual([expect.stringContaining('registration number')])
    },
  )
})

describe('rereadNumber (ADR 0038)', () => {
  /** "Company Number 53319028" with a signature swinging far above and below the line, and the number's box. */
  function signedLine(number = '53319028') {
    registerDocumentFonts()
    const [width, height] = [900, 300]
    const { canvas, context } = paperCanvas(width, height)
    context.fillStyle = '#111111'
    context.font = font('sans', 26, 'normal')
    context.fillText('Company Number', 60, 160)
    context.fillText(number, 420, 160)
    const digits = context.measureText(number)
    // The signature: loops reaching 120 pixels above and below the line, crossing it left of the number.
    context.strokeStyle = '#111111'
    context.lineWidth = 3
    context.beginPath()
    context.moveTo(40, 150)
    for (let x = 40; x < 400; x += 90) context.bezierCurveTo(x + 20, -60, x + 70, 360, x + 90, 150)
    context.stroke()
    const box = { x0: 420, y0: 160 - 19, x1: 420 + Math.ceil(digits.width), y1: 161 }
    return { page: { image: canvas.toBuffer('image/png'), width, height }, box }
  }

  it(
    'reads the number alone at its text height, taken only when every preparation and scale read the same',
    { timeout: ocrTimeout },
    async () => {
      const { page, box } = signedLine()
      // A page reading that took the number for one digit off, with its words' boxes.
      const line = {
        text: 'Nuymer 43319028',
        confidence: 60,
        bbox: { x0: 60, y0: 30, x1: box.x1, y1: 270 },
        words: [
          { text: 'Nuymer', bbox: { x0: 60, y0: 30, x1: 300, y1: 270 } },
          { text: '43319028', bbox: box },
        ],
      }
      const confirming = () => Promise.resolve(page)
      expect(await rereadNumber([line], 'NL', { page, confirming, found: '43319028' })).toBe('53319028')
      // Two preparations that read different numbers: neither is taken.
      const other = signedLine('53319023').page
      expect(
        await rereadNumber([line], 'NL', { page, confirming: () => Promise.resolve(other), found: '43319028' }),
      ).toBeNull()
    },
  )

  it(
    'confirms a number a label gave only when its cut read alone reads it too (ADR 0043)',
    { timeout: ocrTimeout },
    async () => {
      const { page, box } = signedLine()
      const labelled = (number: string) => ({
        text: `Company Number ${number}`,
        confidence: 80,
        bbox: { x0: 60, y0: box.y0, x1: box.x1, y1: box.y1 },
        words: [
          { text: 'Company', bbox: { x0: 60, y0: box.y0, x1: 200, y1: box.y1 } },
          { text: 'Number', bbox: { x0: 210, y0: box.y0, x1: 290, y1: box.y1 } },
          { text: number, bbox: box },
        ],
      })
      expect(await numberConfirmed([labelled('53319028')], 'NL', page, '53319028')).toBe(true)
      // A page reading that read a digit wrong: the cut reads the printed number, not that one.
      expect(await numberConfirmed([labelled('53319023')], 'NL', page, '53319023')).toBe(false)
      // Lines that do not hold the number give nothing to cut.
      expect(await numberConfirmed([labelled('53319028')], 'NL', page, '12345678')).toBeNull()
    },
  )

  it(
    'gives nothing where no number of the format was read or the words have no boxes',
    { timeout: ocrTimeout },
    async () => {
      const { page, box } = signedLine()
      const noBoxes = { text: 'Number 43319028', confidence: 60, bbox: box }
      expect(
        await rereadNumber([noBoxes], 'NL', { page, confirming: () => Promise.resolve(page), found: null }),
      ).toBeNull()
      // The box of the label's words: no number in it, whatever the page reading said.
      const label = { x0: 60, y0: 141, x1: 290, y1: 161 }
      const misplaced = { text: '43319028', confidence: 60, bbox: label, words: [{ text: '43319028', bbox: label }] }
      expect(
        await rereadNumber([misplaced], 'NL', { page, confirming: () => Promise.resolve(page), found: null }),
      ).toBeNull()
    },
  )
})

describe('nameReadAgain (ADR 0075)', () => {
  /** "Company name Dvořák & Šťastný s.r.o." drawn clean, and the name's box. */
  const nameLine = () =>
    labelledLine('Company name', 'Dvořák & Šťastný s.r.o.', { width: 1100, valueX: 300, above: 22, below: 7 })

  /** A page reading whose line read the name as `read`, its words sharing the name's box. */
  function reading(read: string, box: { x0: number; y0: number; x1: number; y1: number }) {
    const words = read.split(' ')
    const step = (box.x1 - box.x0) / words.length
    return {
      pageNumber: 1,
      source: 'ocr' as const,
      text: `Company name ${read}`,
      confidence: 70,
      upsideDown: false,
      timedOut: false,
      lines: [
        {
          text: `Company name ${read}`,
          confidence: 70,
          bbox: { x0: 60, y0: box.y0, x1: box.x1, y1: box.y1 },
          words: [
            { text: 'Company', bbox: { x0: 60, y0: box.y0, x1: 170, y1: box.y1 } },
            { text: 'name', bbox: { x0: 180, y0: box.y0, x1: 250, y1: box.y1 } },
            ...words.map((text, index) => ({
              text,
              bbox: {
                x0: Math.round(box.x0 + index * step),
                y0: box.y0,
                x1: Math.round(box.x0 + (index + 1) * step),
                y1: box.y1,
              },
            })),
          ],
        },
      ],
    }
  }

  it(
    'reads a name OCR read with a symbol again alone, taken only clean; a name no line holds stays',
    { timeout: ocrTimeout },
    async () => {
      const { page, box } = nameLine()
      const misread = 'Dvořák £ Šťastný s.r.o.'
      const again = await nameReadAgain([{ page, text: reading(misread, box) }], misread, 'CZ')
      // Read clean (an ampersand, no sign no name holds), it matches the printed name, its
      // letters' accents folded as the comparison folds them; a sibling's name is still declined.
      expect(again).toContain('&')
      const fields = { company_name: again, registration_number: '12345678' }
      const expected = { company_name: 'Dvořák & Šťastný s.r.o.', registration_number: '12345678' }
      expect(compareCertificate(fields, expected).verified).toBe(true)
      expect(
        compareCertificate(fields, { ...expected, company_name: 'Dvořák & Šťastný Holding s.r.o.' }).verified,
      ).toBe(false)
      // A reading of the page upside down holds lines of the turned page: nothing is cut.
      const turned = { ...reading(misread, box), upsideDown: true }
      expect(await nameReadAgain([{ page, text: turned }], misread, 'CZ')).toBeNull()
      expect(await nameReadAgain([{ page, text: reading(misread, box) }], 'Other Name s.r.o.', 'CZ')).toBeNull()
    },
  )
})
