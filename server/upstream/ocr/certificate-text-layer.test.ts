import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { findCertificateFields } from './certificate-fields'
import { readCertificate } from './certificate-reader'

/** A one-page PDF with a text layer: each text drawn at (x, y) in points from the bottom left, 11 points high. */
async function textLayerPdf(texts: ReadonlyArray<readonly [string, number, number]>): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([595, 842])
  const helvetica = await doc.embedFont(StandardFonts.Helvetica)
  for (const [text, x, y] of texts) page.drawText(text, { x, y, size: 11, font: helvetica })
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
      ['22557858', 238, 663],
    ])
    const reading = await readCertificate(pdf, { countryCode: 'CZ' })
    expect(reading).toMatchObject({
      company_name: 'Summit Hanzlíková Poradenství s.r.o.',
      registration_number: '22557858',
    })
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
