import { describe, expect, it } from 'vitest'
import { findCertificateFields } from './certificate-fields'
import { ocrPage } from '../test-support/ocr-page'

/** The words of `text` from x, each word's place as `ocrPage` measures it (13 pixels a letter, a space between). */
function words(text: string, x: number): Array<readonly [string, number]> {
  let at = x
  return text.split(' ').map((word) => {
    const placed = [word, at] as const
    at += 13 * (word.length + 1)
    return placed
  })
}

const fieldsOfRows = (rows: ReadonlyArray<ReadonlyArray<readonly [string, number]>>, countryCode: string) => {
  const page = ocrPage(rows)
  return findCertificateFields(page.text, countryCode, [page])
}

describe("a table's heading row or a grid's next label is no name (ADR 0064)", () => {
  it("takes the cell under the name's heading in a register extract, not the headings beside it, nor its item mark", () => {
    const rows = [
      [...words('1', 100), ...words('2', 300), ...words('3', 900), ...words('4', 1250), ...words('5', 1500)],
      [
        ...words('Entry no', 100),
        ...words('a) Name of company b) Registered office', 300),
        ...words('Objects', 900),
        ...words('Share capital', 1250),
        ...words('Date of entry', 1500),
      ],
      [
        ...words('1', 100),
        ...words('a) Logística Ibérica 2000 S.L.', 300),
        ...words('General trading', 900),
        ...words('341.000,00 EUR', 1250),
        ...words('28/06/1984', 1500),
      ],
    ]
    expect(fieldsOfRows(rows, 'ES')).toMatchObject({
      company_name: 'Logística Ibérica 2000 S.L.',
      nameFoundBy: 'label',
    })
    // The seat's heading read with noise before it, the entry's number with its own mark.
    const noisy = [
      [...words('Tyo.', 100), ...words('a)Name of company tb Registered office', 300), ...words('Obiedts', 900)],
      [...words('2) a) Rio Grande & Pecos Ranching PLLC', 300), ...words('General trading', 900)],
    ]
    expect(fieldsOfRows(noisy, 'US_TX')).toMatchObject({ company_name: 'Rio Grande & Pecos Ranching PLLC' })
    // A table's row read on past the name's cell ends at the column where the name's legal form ends.
    const row = [
      [...words('Name of company', 100)],
      [...words('1 a) Harrow & Finch Engineering Ltd', 100), ...words('General trading and services', 800)],
    ]
    expect(fieldsOfRows(row, 'GB')).toMatchObject({
      company_name: 'Harrow & Finch Engineering Ltd',
      nameFoundBy: 'label',
    })
    // A form's row of two fields keeps the name beside its label, up to the next field's column.
    const form = [[...words('Company name:', 100), ...words('Acme Trading', 300), ...words('Registered office:', 700)]]
    expect(fieldsOfRows(form, 'GB')).toMatchObject({ company_name: 'Acme Trading', nameFoundBy: 'label_without_form' })
  })

  it('takes the value under a label in a grid of labels in capitals, not the next label', () => {
    const rows = [
      [...words('ORGANISASJONSNUMMER', 100), ...words('FORETAKSNAVN', 500), ...words('STIFTELSESDATO', 900)],
      [...words('912 345 678', 100), ...words('Nordlys Handel AS', 500), ...words('01.02.2003', 900)],
    ]
    expect(fieldsOfRows(rows, 'NO')).toMatchObject({ company_name: 'Nordlys Handel AS', nameFoundBy: 'label' })
  })

  it("never takes another field's headings read on one line for a name, in any served language", () => {
    const text = [
      'Výpis z obchodního rejstříku',
      'Obchodní firma Předmět podnikání Základní kapitál Datum zápisu',
      'IČO: 27074358',
    ].join('\n')
    expect(findCertificateFields(text, 'CZ').company_name).toBeNull()
    const spanish = 'Denominación Objeto social Capital social Fecha de\nNIF: B16538988'
    expect(findCertificateFields(spanish, 'ES').company_name).toBeNull()
    // A name that opens with such a word and ends with a legal form is a name.
    expect(findCertificateFields('Company name: Objects of Desire Ltd', 'GB').company_name).toBe(
      'Objects of Desire Ltd',
    )
  })
})

describe('a title or junk words are no name (ADR 0064)', () => {
  it("never takes a title's line of particles and legal-form words, or a registry's title, for the name", () => {
    const text = [
      'Delaware Secretary of State',
      'Certificate of Incorporation of',
      'a Private Limited Company',
      'Namo of com pary',
      'Rehoboth & Lewes Partners Inc.',
    ].join('\n')
    expect(findCertificateFields(text, 'US_DE').company_name).toBe('Rehoboth & Lewes Partners Inc.')
    expect(findCertificateFields('of a Private Limited Company', 'GB').company_name).toBeNull()
    // A bilingual page's other title, its registration word misread, where the label's value was looked for.
    const bilingual = ['Naam rechtspersoon', 'Bewijs van tegistratie', 'Claes Software Vandevelde BV'].join('\n')
    expect(findCertificateFields(bilingual, 'BE').company_name).toBe('Claes Software Vandevelde BV')
    expect(findCertificateFields('Bewijs van tegistratie\nCertificat d’immatriculation', 'BE').company_name).toBeNull()
  })

  it('never takes words with no capital and no legal form, nor a legal form after no letters', () => {
    const text = ['The Registrar of Companies certifies that', 'ie a', 'Company Number 33371696'].join('\n')
    expect(findCertificateFields(text, 'GB')).toMatchObject({ company_name: null, registration_number: '33371696' })
    // Noise on the clause's line, the name on the next: the name, by the sentence.
    const noisy = ['CERTIFICATE OF INCORPORATION', 'certifies that : ; E a', '| Blansko Invest s.r.o.'].join('\n')
    expect(findCertificateFields(noisy, 'CZ')).toMatchObject({
      company_name: 'Blansko Invest s.r.o.',
      nameFoundBy: 'phrasing',
    })
    // Not when the next line runs on with the sentence and no legal form ends it.
    const runsOn = ['The Registrar certifies that ie a', 'company was registered today'].join('\n')
    expect(findCertificateFields(runsOn, 'GB').company_name).toBeNull()
    expect(findCertificateFields('Company name: ie a\nCompany Number 33371696', 'GB').company_name).toBeNull()
    expect(findCertificateFields('5 AT', 'FI').company_name).toBeNull()
    // With no legal form, a capital but no word of three letters is noise under a signature.
    expect(findCertificateFields('Company name: ee A ee Se\nCompany Number 33371696', 'GB').company_name).toBeNull()
    expect(findCertificateFields('Company name: To a\nCompany Number 33371696', 'GB').company_name).toBeNull()
    // Short names with their legal form are names.
    for (const name of ['EE Limited', '3M Company Ltd', 'bol.com B.V.'])
      expect(findCertificateFields(`Company name: ${name}`, 'GB').company_name).toBe(name)
    // In lower case with its legal form, or in capitals without one, a value is still a name.
    expect(findCertificateFields('Company name: nordwind trading ltd', 'GB').company_name).toBe('nordwind trading ltd')
    expect(findCertificateFields('Company name: NORTHWIND TRADING', 'GB').company_name).toBe('NORTHWIND TRADING')
  })
})

describe('certifying sentences of the served languages (ADR 0064)', () => {
  it('takes the name each sentence certifies, also with a full stop read for its comma', () => {
    const finnish = [
      'Patentti- ja rekisterihallitus todistaa. että',
      'Pohjois — Häme Kuljetus Oyj',
      'on merkitty kaupparekisteriin 26.12.2001',
    ].join('\n')
    expect(findCertificateFields(finnish, 'FI')).toMatchObject({
      company_name: 'Pohjois — Häme Kuljetus Oyj',
      nameFoundBy: 'phrasing',
    })
    expect(
      findCertificateFields('Bolagsverket intygar att Nordström-Lindé Konsult AB är registrerat', 'SE'),
    ).toMatchObject({ company_name: 'Nordström-Lindé Konsult AB', nameFoundBy: 'phrasing' })
    expect(
      findCertificateFields('Sąd Rejonowy zaświadcza, że Zakład Mięsny Wólczyński sp. z o.o. jest wpisana', 'PL'),
    ).toMatchObject({ company_name: 'Zakład Mięsny Wólczyński sp. z o.o.', nameFoundBy: 'phrasing' })
    expect(
      findCertificateFields('A Conservatória certifica que a sociedade Padaria São João Lda. foi matriculada', 'PT'),
    ).toMatchObject({ company_name: 'Padaria São João Lda.', nameFoundBy: 'phrasing' })
    // Its article read with an accent.
    expect(
      findCertificateFields('certifica que à sociedade Padaria São João Lda. foi matriculada', 'PT'),
    ).toMatchObject({
      company_name: 'Padaria São João Lda.',
    })
  })
})
