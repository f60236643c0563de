import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { findCertificateFields } from './certificate-fields'
import { readCertificate } from './certificate-reader'

/**
 * A one-page PDF with a text layer: each text drawn at (x, y) in points from the bottom left, 11
 * points high; at x `centred`, centred on the page.
 */
async function textLayerPdf(texts: ReadonlyArray<readonly [string, number | 'centred', number]>): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([595, 842])
  const helvetica = await doc.embedFont(StandardFonts.Helvetica)
  for (const [text, x, y] of texts) {
    const left = x === 'centred' ? (595 - helvetica.widthOfTextAtSize(text, 11)) / 2 : x
    page.drawText(text, { x: left, y, size: 11, font: helvetica })
  }
  return Buffer.from(await doc.save())
}

describe("a certificate's fields in a PDF's text layer, by where they stand (ADR 0045)", () => {
  it('reads a form whose boxes put two labels on one row and their values under them', async () => {
    const pdf = await textLayerPdf([
      ['New Zealand Companies Office', 42, 790],
      ['COMPANY NAME', 42, 741],
      ['COMPANY NUMBER', 362, 741],
      ['Upton Logistics Limited', 50, 720],
      ['1336462', 370, 720],
      ['REGISTERED OFFICE', 42, 683],
      ['DATE OF INCORPORATION', 362, 683],
      ['34 Storgatan', 50, 663],
      ['1980-08-09', 370, 663],
    ])
    const reading = await readCertificate(pdf, { countryCode: 'NZ' })
    expect(reading).toMatchObject({ company_name: 'Upton Logistics Limited', registration_number: '1336462' })
    // In the text alone the row of labels reads as a label and its value.
    expect(findCertificateFields(reading.text, 'NZ').company_name).toBe('COMPANY NUMBER')
  })

  it('reads a label in the right-hand column of a two-column page, its value under it and wrapped', async () => {
    const pdf = await textLayerPdf([
      ['Obchodni rejstrik', 37, 785],
      ['Sídlo', 37, 739],
      ['25 Market Street', 37, 723],
      ['Datum vzniku', 37, 697],
      ['2026-05-25', 37, 681],
      ['Obchodni firma', 238, 745],
      ['Summit Hanzlíková Poradenství', 238, 727],
      ['s.r.o.', 238, 710],
      ['Identifikacni cislo', 238, 681],
      ['22557857', 238, 663],
    ])
    const reading = await readCertificate(pdf, { countryCode: 'CZ' })
    expect(reading).toMatchObject({
      company_name: 'Summit Hanzlíková Poradenství s.r.o.',
      registration_number: '22557857',
    })
  })

  it('keeps a name whole under its label when a gap parts its words', async () => {
    // A gap (a signature taken off, a justified line) wider than a column's, under a label alone on its row.
    const pdf = await textLayerPdf([
      ['New York Secretary of State', 42, 790],
      ['Registered name', 60, 741],
      ['Trantow Partners', 60, 725],
      ['Inc.', 220, 725],
      ['Registered office', 60, 700],
    ])
    expect((await readCertificate(pdf, { countryCode: 'US_NY' })).company_name).toBe('Trantow Partners Inc.')
  })

  it('takes no value from a column that does not stand under the label', async () => {
    // The only text under the label's row is far to its right, in another column: nothing is its value.
    const pdf = await textLayerPdf([
      ['Certificate of Good Standing', 42, 790],
      ['Company name', 42, 741],
      ['Date of incorporation', 362, 741],
      ['1980-08-09', 370, 720],
      ['Registrar: Companies Office of the Realm', 42, 600],
    ])
    const reading = await readCertificate(pdf, { countryCode: 'NZ' })
    expect(reading.company_name).toBeNull()
  })
})

describe('a long name wrapped in its sentence or block, a sentence and the registry taken for a name (ADR 0045)', () => {
  it('joins a name wrapped on a centred page up to its legal form', async () => {
    const pdf = await textLayerPdf([
      ['Certificate of Good Standing', 'centred', 790],
      ['I hereby certify that', 'centred', 740],
      ['Streich Investments Price &', 'centred', 715],
      ['Frami-Koss Pte. Ltd.', 'centred', 700],
      ['is duly registered and in good standing on the register.', 'centred', 675],
    ])
    const reading = await readCertificate(pdf, { countryCode: 'SG' })
    expect(reading.company_name).toBe('Streich Investments Price & Frami-Koss Pte. Ltd.')
  })

  it('joins a name wrapped in a paragraph, up to its legal form where the sentence goes on', async () => {
    const pdf = await textLayerPdf([
      ['Registro Mercantil Central', 50, 790],
      ['El registrador certifica que la sociedad Crescent Uribe Anguiano', 50, 740],
      ['Inversiones Cazares Ceja S.L. figura inscrita en este registro.', 50, 726],
    ])
    const reading = await readCertificate(pdf, { countryCode: 'ES' })
    expect(reading.company_name).toBe('Crescent Uribe Anguiano Inversiones Cazares Ceja S.L.')
  })

  it('does not join a line that stands in another column', async () => {
    const pdf = await textLayerPdf([
      ['I hereby certify that', 50, 740],
      ['Northwind Trading', 50, 726],
      ['Southwind Ltd', 400, 712],
    ])
    const reading = await readCertificate(pdf, { countryCode: 'GB' })
    expect(reading.company_name).toBe('Northwind Trading')
  })

  it("takes no registry's name for the company's, and no sentence found by its legal form", async () => {
    const pdf = await textLayerPdf([
      ['Certificate of Good Standing', 42, 790],
      ['NAME OF CORPORATION', 42, 741],
      ['Texas Secretary of State', 42, 725],
      ['I hereby certify that Hermann Partners Inc. is duly registered.', 42, 690],
    ])
    const reading = await readCertificate(pdf, { countryCode: 'US_TX' })
    expect(reading.company_name).toBe('Hermann Partners Inc.')
    // The label lost: a sentence holding the name is never taken whole; its certifying words
    // ("wordt verklaard dat", ADR 0054) give the name, ended at its legal form.
    const sentence = 'Uittreksel Handelsregister\nHierbij wordt verklaard dat van der Heyden B.V. is ingeschreven.'
    expect(findCertificateFields(sentence, 'NL').company_name).toBe('van der Heyden B.V.')
    const unworded = 'Uittreksel Handelsregister\nHierbij blijkt dat van der Heyden B.V. is ingeschreven.'
    expect(findCertificateFields(unworded, 'NL').company_name).toBeNull()
    expect(findCertificateFields('Uittreksel Handelsregister\nvan der Heyden B.V.', 'NL').company_name).toBe(
      'van der Heyden B.V.',
    )
  })
})
