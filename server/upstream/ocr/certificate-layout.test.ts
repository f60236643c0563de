import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { font } from '../documents/render/fonts'
import { findCertificateFields } from './certificate-fields'
import { readCertificate } from './certificate-reader'
import type { PageText } from './document-text'
import { ocrPage } from '../test-support/ocr-page'
import { paperCanvas } from '../test-support/paper-canvas'

function fieldsOf(page: PageText, countryCode: string) {
  return findCertificateFields(page.text, countryCode, [page])
}

describe('a certificate name told by the layout of the page (ADR 0044)', () => {
  it('takes a name in its own column after a misread label, as surer than a legal form alone', () => {
    // "Name of Company" garbled by a stamp, its value in the next column (a gap of three letters' height).
    const page = ocrPage([
      [
        ['tame,', 100],
        ['Qf', 180],
        ['Corp.', 220],
        ['Bergstrom', 350],
        ['Limited', 480],
      ],
      [
        ['Company', 100],
        ['Number', 200],
        ['6133759', 350],
      ],
    ])
    expect(fieldsOf(page, 'NZ')).toMatchObject({ company_name: 'Bergstrom Limited', nameFoundBy: 'misread_label' })
    // Without the words' places the whole line is all there is.
    expect(findCertificateFields(page.text, 'NZ')).toMatchObject({ company_name: 'tame, Qf Corp. Bergstrom Limited' })
    // Words a space apart are one column.
    const spaced = ocrPage([
      [
        ['Green', 100],
        ['Valley', 180],
        ['Foods', 265],
        ['Limited', 340],
      ],
    ])
    expect(fieldsOf(spaced, 'GB')).toMatchObject({
      company_name: 'Green Valley Foods Limited',
      nameFoundBy: 'legal_form',
    })
  })

  it("parts a text layer's runs of words into columns where every gap between them is a column's", () => {
    // A PDF's text layer gives a table's cells as runs holding their spaces: the line's narrowest
    // gap is no word space, and each gap, many letters wide, parts two cells.
    const page = ocrPage([
      [
        ['ORG.NR', 100],
        ['FÖRETAGSNAMN', 700],
        ['REGISTRERINGSDATUM', 1400],
      ],
      [
        ['554584-1230', 100],
        ['Nordström-Lindé Konsult AB', 700],
        ['05.07.2026', 1400],
      ],
    ])
    expect(fieldsOf(page, 'SE')).toMatchObject({ company_name: 'Nordström-Lindé Konsult AB', nameFoundBy: 'label' })
  })

  it("takes the line under a label for its value when a stamp's words stand beside the label", () => {
    const stamped = ocrPage([
      [
        ['Entity', 100],
        ['Name', 190],
        ['ED', 420],
        ['CO', 460],
      ],
      [
        ['Keebler', 100],
        ['Limited', 200],
      ],
      [
        ['Company', 100],
        ['Number', 200],
        ['803056', 420],
      ],
    ])
    expect(fieldsOf(stamped, 'IE')).toMatchObject({ company_name: 'Keebler Limited', registration_number: '803056' })
    // A value that ends with its legal form beside the label stays; so does one whose next line is no name.
    const beside = ocrPage([
      [
        ['Entity', 100],
        ['Name', 190],
        ['Keebler', 420],
        ['Limited', 520],
      ],
      [
        ['Other', 100],
        ['Holdings', 200],
        ['Limited', 320],
      ],
    ])
    expect(fieldsOf(beside, 'IE').company_name).toBe('Keebler Limited')
    const noName = ocrPage([
      [
        ['Entity', 100],
        ['Name', 190],
        ['Keebler', 420],
      ],
      [
        ['Status', 100],
        ['Active', 200],
      ],
    ])
    expect(fieldsOf(noName, 'IE').company_name).toBe('Keebler')
  })

  it("takes the line under a misread label when the stamp's words beside it end with another country's form", () => {
    // "CO" is a legal form somewhere (Co.), not an Irish company's.
    const page = ocrPage([
      [
        ['Entity.', 376],
        ['ame', 468],
        ['ED', 553],
        ['CO', 604],
      ],
      [
        ['Weber', 375],
        ['Trading', 480],
        ['PLC', 600],
      ],
    ])
    expect(fieldsOf(page, 'IE')).toMatchObject({ company_name: 'Weber Trading PLC', nameFoundBy: 'misread_label' })
    // Without the words' places too: a line ending with the country's own form comes first (ADR 0125).
    expect(findCertificateFields(page.text, 'IE').company_name).toBe('Weber Trading PLC')
  })

  it('joins a name that wrapped in its column, beside its label or under it', () => {
    const beside = ocrPage([
      [
        ['Company', 100],
        ['name', 200],
        ['Sjögren', 400],
        ['Transport', 500],
        ['Savolainen', 640],
      ],
      [
        ['Konsultointi', 400],
        ['AB', 570],
      ],
    ])
    expect(fieldsOf(beside, 'SE').company_name).toBe('Sjögren Transport Savolainen Konsultointi AB')
    const under = ocrPage([
      [
        ['Company', 100],
        ['name', 200],
      ],
      [
        ['Sjögren', 100],
        ['Transport', 200],
        ['Savolainen', 340],
      ],
      [
        ['Konsultointi', 100],
        ['AB', 270],
      ],
    ])
    expect(fieldsOf(under, 'SE').company_name).toBe('Sjögren Transport Savolainen Konsultointi AB')
    // A line starting elsewhere is not the name's end.
    const elsewhere = ocrPage([
      [
        ['Company', 100],
        ['name', 200],
        ['Sjögren', 400],
        ['Transport', 500],
        ['Savolainen', 640],
      ],
      [
        ['Hansson', 250],
        ['Bygg', 370],
        ['AB', 450],
      ],
    ])
    expect(fieldsOf(elsewhere, 'SE').company_name).toBe('Sjögren Transport Savolainen')
  })

  it(
    "reads a name printed under its label on a grey scan with a stamp's word beside the label",
    { timeout: 60_000 },
    async () => {
      const { canvas, context } = paperCanvas(1200, 420)
      context.fillStyle = '#111111'
      context.font = font('sans', 22, 'normal')
      context.fillText('Entity Name', 80, 90)
      context.font = font('sans', 28, 'bold')
      context.fillText('Keebler Limited', 80, 140)
      context.font = font('sans', 22, 'normal')
      context.fillText('Company Number', 80, 230)
      context.font = font('sans', 28, 'bold')
      context.fillText('803056', 80, 280)
      // A rubber stamp's word on the label's line, right of it.
      context.fillStyle = '#8a1c24'
      context.font = font('sans', 30, 'bold')
      context.fillText('RECEIVED', 420, 92)
      const scan = await sharp(canvas.toBuffer('image/png'))
        .greyscale()
        .linear(100 / 255, 105)
        .png()
        .toBuffer()
      const reading = await readCertificate(scan, { countryCode: 'IE' })
      expect(reading.company_name).toBe('Keebler Limited')
      expect(reading.registration_number).toBe('803056')
    },
  )
})

describe("a label's tail, columns in wide spacing, a sentence's name ended by its legal form (ADR 0048)", () => {
  it("takes the words in lower case after a label in its cell, or alone on its line, as the label's", () => {
    const cell = ocrPage([
      [
        ['2', 60],
        ['Firma', 100],
        ['spółki', 170],
        ['Rybicki', 400],
        ['Doradztwo', 510],
        ['sp.', 650],
        ['z', 695],
        ['o.o.', 715],
      ],
    ])
    expect(fieldsOf(cell, 'PL')).toMatchObject({ company_name: 'Rybicki Doradztwo sp. z o.o.', nameFoundBy: 'label' })
    const alone = ocrPage([
      [
        ['Název', 100],
        ['subjektu', 180],
      ],
      [
        ['Hrubeš', 100],
        ['Doprava', 200],
        ['s.r.o.', 310],
      ],
    ])
    expect(fieldsOf(alone, 'CZ')).toMatchObject({ company_name: 'Hrubeš Doprava s.r.o.', nameFoundBy: 'label' })
    // A number after a label's words in lower case is the value.
    expect(findCertificateFields("Numéro d'immatriculation au registre 211748892", 'FR').registration_number).toBe(
      '211748892',
    )
    // A name of lower-case particles keeps them: no column follows ("van der Heyden B.V.").
    const particles = ocrPage([
      [
        ['Statutaire', 100],
        ['naam', 240],
        ['van', 400],
        ['der', 450],
        ['Heyden', 500],
        ['B.V.', 600],
      ],
    ])
    expect(fieldsOf(particles, 'NL').company_name).toBe('van der Heyden B.V.')
  })

  it("parts no columns where a gap is no wider than the line's word spaces (capitals in a monospaced face)", () => {
    const page = ocrPage([
      [
        // A capital I's cell is mostly bearing: the gap before it 1.5 letters' height, the other 1.
        ['FELICI', 100],
        ['IMMOBILIARE', 208],
        ['S.R.L.', 371],
      ],
    ])
    expect(fieldsOf(page, 'IT')).toMatchObject({ company_name: 'FELICI IMMOBILIARE S.R.L.', nameFoundBy: 'legal_form' })
  })

  it('ends a name in a sentence at its legal form, and takes no line opening with a label for it', () => {
    const ended = [
      'The Registrar of Companies hereby certifies that',
      'NEW LANE SOLUTIONS LIMITED',
      'Company regattatian nar er Incorporated on',
    ]
    expect(findCertificateFields(ended.join('\n'), 'NZ').company_name).toBe('NEW LANE SOLUTIONS LIMITED')
    const goesOn =
      'The Registrar hereby certifies that Tseung Kwan Healthcare Services Limited and that the company is limited.'
    expect(findCertificateFields(goesOn, 'HK').company_name).toBe('Tseung Kwan Healthcare Services Limited')
    const label = ['The Registrar of Companies hereby certifies that', 'Company number 12345678']
    expect(findCertificateFields(label.join('\n'), 'GB').company_name).toBeNull()
  })

  it('gives a name found by its legal form the end of a form of several words wrapped onto the next line', () => {
    const text = ['El Registrador Mercantil hace constar que', 'Villalpando Rico Soliz S. de R.L. de', 'C.V.'].join(
      '\n',
    )
    expect(findCertificateFields(text, 'MX').company_name).toBe('Villalpando Rico Soliz S. de R.L. de C.V.')
  })

  it("marks a label's value that ends with none of the country's legal forms as less sure", () => {
    const page = ocrPage([
      [
        ['DENOMINAZIONE', 100],
        ['DELL', 300],
        ['IMIRESA', 370],
      ],
    ])
    expect(fieldsOf(page, 'IT')).toMatchObject({ company_name: 'DELL IMIRESA', nameFoundBy: 'label_without_form' })
  })
})

describe("a labelled name's value ends at the next field's column (ADR 0048)", () => {
  it("cuts the value where a column holds a number of the country's formats or a date", () => {
    const row = ocrPage([
      [
        ['Název', 100],
        ['subjektu', 180],
        ['HRUBEŠ', 400],
        ['DOPRAVA', 500],
        ['(', 800],
        ['71209913', 830],
      ],
      [['S.R.O.', 400]],
    ])
    expect(fieldsOf(row, 'CZ')).toMatchObject({
      company_name: 'HRUBEŠ DOPRAVA S.R.O.',
      registration_number: '71209913',
    })
  })
})
