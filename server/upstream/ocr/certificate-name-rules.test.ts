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

describe('labels, headings and legal forms misread on degraded pages (ADR 0069)', () => {
  it("never takes another field's heading read with OCR errors for a name", () => {
    // A fax's table: "b) Registered office" read `by Registered oce` after the name's heading.
    const rows = [
      [...words('a) Name of company by Registered oce', 300), ...words('Objects', 900)],
      [...words('2) a) Rio Grande & Pecos Ranching PLLC', 300), ...words('General trading', 900)],
    ]
    expect(fieldsOfRows(rows, 'US_TX')).toMatchObject({
      company_name: 'Rio Grande & Pecos Ranching PLLC',
      nameFoundBy: 'label',
    })
    expect(
      findCertificateFields('Company name: by Registered oce\nCompany Number 33371696', 'GB').company_name,
    ).toBeNull()
    expect(findCertificateFields('Firmenname: Stammkapitel\nHRB 123456', 'DE').company_name).toBeNull()
    // A folded letter's "Registered office" read in pieces (ADR 0094), after or under the name's label.
    for (const text of [
      'Name of company: Re ered offi',
      'Name of company b) Re ered offi',
      'Name of company\nRe ered offi',
    ])
      expect(findCertificateFields(`${text}\nCompany No. 1234567`, 'CA').company_name).toBeNull()
    // A name opening with pieces of a heading, or made of too few of its letters, is a name.
    expect(findCertificateFields('Name of company: Regis Office Supplies', 'GB').company_name).toBe(
      'Regis Office Supplies',
    )
    expect(findCertificateFields('Name of company: Reg Office Ltd', 'GB').company_name).toBe('Reg Office Ltd')
    // A name whose first word is one edit from a heading is a name when its legal form ends it, or
    // when its first letter differs ("Directors" / "Erectors").
    expect(findCertificateFields('Company name: Directers Choice Ltd', 'GB').company_name).toBe('Directers Choice Ltd')
    expect(findCertificateFields('Company name: Erectors of Leeds', 'GB').company_name).toBe('Erectors of Leeds')
  })

  it("takes the value under a row of headings whose next heading a fax misread, and a first letter's stroke read as a bracket", () => {
    // `DATE OF INCORPORATION` read `DATT OT INCORPORATION` beside the name's heading: the screening
    // tokens end it with a legal form (`Incorporation`), but a heading is no name.
    const rows = [
      [...words('NAME OF COMPANY', 500), ...words('DATT OT INCORPORATION', 1100)],
      [...words('[Iarbour 8 Logistics Company Limited', 500), ...words('19,006,2026', 1100)],
      [...words('6 Genes’ =adng and ao', 100)],
    ]
    expect(fieldsOfRows(rows, 'HK')).toMatchObject({
      company_name: 'Iarbour 8 Logistics Company Limited',
      nameFoundBy: 'label',
    })
    // A bracket something closes stays the name's.
    expect(findCertificateFields('Company name: (Harbour) Logistics Ltd', 'GB').company_name).toBe(
      '(Harbour) Logistics Ltd',
    )
    // A name opening with a heading's word and ending with a legal form stays a name.
    expect(findCertificateFields('Company name: Capital Holdings Ltd', 'GB').company_name).toBe('Capital Holdings Ltd')
  })

  it("takes the value under or after a name's label misread at a line's or a column's start, ending with the country's legal form", () => {
    const rows = [
      [...words('REGSTRAT ON', 100), ...words('NAME OF COVDANY', 400), ...words('DAE OF NCORPC', 900)],
      [...words('1833191', 100), ...words('5th Avenue Dry-Cleaning PLLC', 400), ...words('10/09/2026', 900)],
      [...words('The Registrar hereby certifies that Sth Avenue Dry Cleaning 0 Cis this day incorporated', 100)],
    ]
    // Surer than the sentence's name ending with no legal form (its form misread).
    expect(fieldsOfRows(rows, 'US_NY')).toMatchObject({
      company_name: '5th Avenue Dry-Cleaning PLLC',
      nameFoundBy: 'near_label',
    })
    // Under a misread heading, a value ending with no legal form of the country is not taken so.
    const noForm = [
      [...words('NAME OF COVDANY', 400)],
      [...words('5th Avenue Dry-Cleaning', 400)],
      [...words('The Registrar hereby certifies that Sth Avenue Dry Cleaning 0 Cis this day incorporated', 100)],
    ]
    expect(fieldsOfRows(noForm, 'US_NY')).toMatchObject({
      company_name: 'Sth Avenue Dry Cleaning 0 Cis',
      nameFoundBy: 'label_without_form',
    })
    // With no label's or sentence's value on the page, the name is found by its legal form as
    // before, less sure: another reading's name after a label read right or misread may replace it.
    const alone = [[...words('Denommation', 400)], [...words('K ra & Wattle Landscaping Ltd', 400)]]
    expect(fieldsOfRows(alone, 'AU').nameFoundBy).not.toBe('near_label')
    // A name label misread in its first letter is still no name by its legal form (`COMPANY`).
    const heading = [
      [...words('REGISTRATION NOMRER.', 100), ...words('RAME OF COMPANY', 500), ...words('DATE OF INCORPORATION', 900)],
      [...words('088306', 100), ...words('Ballymore-Quay Marine Limited', 500)],
    ]
    expect(fieldsOfRows(heading, 'IE').company_name).not.toBe('RAME OF COMPANY')
    // Words like a label inside a sentence are no label.
    const sentence = [[...words('Filed for the company named Harbour Logistics Ltd', 100)]]
    expect(fieldsOfRows(sentence, 'GB').nameFoundBy).not.toBe('near_label')
    // A recognised label's value ending with the country's legal form stays the label's.
    const labelled = [[...words('Company name', 100), ...words('Harbour Logistics Ltd', 400)]]
    expect(fieldsOfRows(labelled, 'GB')).toMatchObject({ company_name: 'Harbour Logistics Ltd', nameFoundBy: 'label' })
  })

  it("ends a sentence's name at a legal form misread by one letter, and keeps it as read", () => {
    const belgian =
      'Le greffier certifie que la société Ateliers Liégeois & Cie BY a été immatriculée le 24 09 1997 au registre'
    expect(findCertificateFields(belgian, 'BE')).toMatchObject({
      company_name: 'Ateliers Liégeois & Cie BY',
      nameFoundBy: 'label_without_form',
    })
    // A form of the country read right is ended at as before; a word in capitals that is no
    // misread form (two letters off) is not.
    expect(
      findCertificateFields('Le greffier certifie que la société Ateliers Liégeois & Cie BV a été immatriculée', 'BE'),
    ).toMatchObject({ company_name: 'Ateliers Liégeois & Cie BV', nameFoundBy: 'phrasing' })
    expect(
      findCertificateFields('Le greffier certifie que la société Ateliers Liégeois & Cie XY a été immatriculée', 'BE')
        .company_name,
    ).not.toBe('Ateliers Liégeois & Cie XY')
  })

  it("ends a table's name cell at the next column where its legal form wrapped under it", () => {
    // The headings read as one run of words (no column gaps): the cell under the label is not told apart.
    const rows = [
      [...words('Entry no a) Name of company bj Registered office Objects Share capital', 100)],
      [
        ...words('1', 100),
        ...words('a) Kookaburra & Wattle Landscaping', 300),
        ...words('General trading and services', 900),
        ...words('113.000,00 EUR', 1300),
      ],
      [...words('Pty Ltd', 339)],
      [...words('b) Capital City', 300)],
    ]
    expect(fieldsOfRows(rows, 'AU')).toMatchObject({
      company_name: 'Kookaburra & Wattle Landscaping Pty Ltd',
      nameFoundBy: 'label',
    })
    // A legal form under another cell of the row is not the name's.
    const elsewhere = [...rows.slice(0, 2), [...words('Pty Ltd', 900)]]
    expect(fieldsOfRows(elsewhere, 'AU').company_name).not.toBe('Kookaburra & Wattle Landscaping Pty Ltd')
  })

  it('takes no word and a lone letter of a form of several for a name by its form (`LIO S`, ADR 0098)', () => {
    const page = ['N-20170015779', 'OM: LIO S', 'Querétaro', 'Grupo Anil 2000 S.A. de C.V.'].join('\n')
    expect(findCertificateFields(page, 'MX').company_name).toBe('Grupo Anil 2000 S.A. de C.V.')
    // A form's letters written apart, or a form cut at its inner letter, still end a name.
    expect(findCertificateFields('Querétaro\nGrupo Anil S. A.', 'MX').company_name).toBe('Grupo Anil S. A.')
    expect(findCertificateFields('Łódź\nZakład Mięsny sp. z\no.o.', 'PL').company_name).toBe('Zakład Mięsny sp. z o.o.')
  })

  it("takes no table rule read as a bracket and the item mark misread after it for the name's start (ADR 0098)", () => {
    const row = [...words('| 1', 183), ...words('[2 Lakeshore 401 Freight Ltd.', 260), ...words('General trading', 900)]
    expect(fieldsOfRows([row], 'CA_ON').company_name).toBe('Lakeshore 401 Freight Ltd.')
    // The rule read before an entry's number and the item mark (`[1 a)`).
    const entry = [
      ...words('| 1', 183),
      ...words('[1 a) Shree Ganesh Textiles Limited', 260),
      ...words('General trading', 900),
    ]
    expect(fieldsOfRows([entry], 'CA_ON').company_name).toBe('Shree Ganesh Textiles Limited')
  })

  it('reads certifying sentences as OCR misreads their words, not as the name (ADR 0098)', () => {
    const sentences = [
      // English alone reads the Czech verb's ě as é.
      [
        'CZ',
        'Rejstiikovy soud osvédcuje, Ze spolecnost\nDvorak & Stastny Stavby s.r.o.\nbyla zapsana',
        'Dvorak & Stastny Stavby s.r.o.',
      ],
      // The German sentence's `die Gesellschaft` misread is the sentence's, not the name's start.
      [
        'DE',
        'Das Registergericht bestätigt, dass de Geselschaf\nGroß-Gerauer Brückenbau GmbH\nim Handelsregister',
        'Groß-Gerauer Brückenbau GmbH',
      ],
    ] as const
    for (const [countryCode, text, name] of sentences)
      expect(findCertificateFields(text, countryCode)).toMatchObject({ company_name: name, nameFoundBy: 'phrasing' })
  })

  it("takes a table's name cell whose legal form wrapped under it where the row's heading was not read (ADR 0098)", () => {
    // The name's heading garbled (`a} Name of comp.`): no label, the row found by the form under its cell.
    const rows = (markAt: number, formAt: number) => [
      [...words('intry no', 100), ...words('a} Name of comp.', 300)],
      [
        ...words('1', 100),
        ...words('3) Kookaburra & Wattle Landscaping', markAt),
        ...words('General trading and services', 900),
        ...words('112.000.00 EUR', 1300),
      ],
      [...words('Pty Ltd', formAt)],
      [...words('b) Capital City', 300)],
    ]
    expect(fieldsOfRows(rows(300, 339), 'AU')).toMatchObject({
      company_name: 'Kookaburra & Wattle Landscaping Pty Ltd',
      nameFoundBy: 'misread_label',
    })
    // The row's first cell (its item mark read apart or not at all), and a bar read before the form.
    const opening = [
      rows(300, 339)[0] ?? [],
      [...words('3) Kookaburra & Wattle Landscaping', 300), ...words('General trading', 900)],
      [...words('| Pty Ltd', 330)],
    ]
    expect(fieldsOfRows(opening, 'AU').company_name).toBe('Kookaburra & Wattle Landscaping Pty Ltd')
    // A legal form under another cell of the row is not the name's.
    expect(fieldsOfRows(rows(300, 900), 'AU').company_name).not.toBe('Kookaburra & Wattle Landscaping Pty Ltd')
    // Nor is a title's line whose other column's words go on beside the form, after the title's gap.
    const title = [
      [...words('Osvédceni o zapisu', 128), ...words('Certificate of Incorporation of', 860)],
      [...words('| a Private Limited Company', 838)],
    ]
    expect(fieldsOfRows(title, 'CZ').company_name).toBeNull()
  })

  it('takes a legal form of several letters written as one word for the form (Srl for S.r.l.)', () => {
    const italian = "L'ufficio del registro attesta che Conte e Agnello Srl nel registro delle\nImprese"
    expect(findCertificateFields(italian, 'IT')).toMatchObject({
      company_name: 'Conte e Agnello Srl',
      nameFoundBy: 'phrasing',
    })
    // Not another country's letters: a Swedish name does not end with `Srl`.
    expect(findCertificateFields('Bolagsverket intygar att Conte Srl är registrerat', 'SE').nameFoundBy).toBe(
      'label_without_form',
    )
  })

  it('takes the name after the word for "the company" in the certifying sentences', () => {
    expect(
      findCertificateFields(
        'Rejstříkový soud osvědčuje, že společnost Dvořák & Šťastný Stavby s.r.o. byla zapsána',
        'CZ',
      ),
    ).toMatchObject({ company_name: 'Dvořák & Šťastný Stavby s.r.o.', nameFoundBy: 'phrasing' })
    expect(
      findCertificateFields('Bolagsverket intygar att bolaget Nordström-Lindé Konsult AB är registrerat', 'SE'),
    ).toMatchObject({ company_name: 'Nordström-Lindé Konsult AB', nameFoundBy: 'phrasing' })
    expect(
      findCertificateFields(
        'Erhvervsstyrelsen attesterer hermed, at selskabet\nNørrebro-Kaffe ApS\ner registreret',
        'DK',
      ),
    ).toMatchObject({ company_name: 'Nørrebro-Kaffe ApS', nameFoundBy: 'phrasing' })
    // An Italian register's "l'impresa", with a typographic apostrophe as text layers give it.
    expect(
      findCertificateFields(
        'Il Conservatore dell’ufficio certifica che l’impresa\nFratelli Nicolò & Figli S.r.l.\nrisulta iscritta',
        'IT',
      ),
    ).toMatchObject({ company_name: 'Fratelli Nicolò & Figli S.r.l.', nameFoundBy: 'phrasing' })
    expect(
      findCertificateFields("La Camera di Commercio attesta che l'impresa Bianchi Trasporti S.p.A. è iscritta", 'IT'),
    ).toMatchObject({ company_name: 'Bianchi Trasporti S.p.A.', nameFoundBy: 'phrasing' })
  })
})

describe('a name holding a character OCR misread is no sure name (ADR 0075)', () => {
  const fields = (name: string, countryCode: string) =>
    findCertificateFields(`Company name: ${name}\nCompany number: 12345678`, countryCode)

  it('reads further where the name holds a currency or section sign, a bar inside a word, a dotless i', () => {
    expect(fields('Dvořák £ Šťastný s.r.o.', 'CZ')).toMatchObject({
      company_name: 'Dvořák £ Šťastný s.r.o.',
      nameFoundBy: 'label_without_form',
    })
    expect(fields('Jurong -£ast Pte. Ltd.', 'SG').nameFoundBy).toBe('label_without_form')
    expect(fields('Wi|son Trading Ltd', 'GB').nameFoundBy).toBe('label_without_form')
    expect(fields('Dvořák « Šťastný s.r.o.', 'CZ').nameFoundBy).toBe('label_without_form')
    expect(fields('Bahnhof Apotheke Zürich AG', 'CH').nameFoundBy).toBe('label')
    expect(fields('Bahnhof Apotheke Zürıch AG', 'CH').nameFoundBy).toBe('label_without_form')
  })

  it("keeps a name whose letters are the language's, and an ampersand, a plus or a dash between words", () => {
    expect(fields('Dvořák & Šťastný s.r.o.', 'CZ').nameFoundBy).toBe('label')
    expect(fields('Işık Tekstil A.Ş.', 'TR').nameFoundBy).toBe('label')
    expect(fields('Harrow + Finch Ltd', 'GB').nameFoundBy).toBe('label')
    expect(fields('Müller - Schmidt GmbH & Co. KG', 'DE').nameFoundBy).toBe('label')
  })
})

describe('a long name wrapped over several lines of its column (ADR 0082)', () => {
  it("joins the name's lines under its first where the last closes it with the country's legal form", () => {
    const beside = [
      [...words('Company name', 100), ...words('Zürcher Präzisions', 400)],
      [...words('mechanik und Feinwerk', 400)],
      [...words('technik Holding AG', 400)],
      [...words('Company number CHE-123.456.789', 100)],
    ]
    expect(fieldsOfRows(beside, 'CH')).toMatchObject({
      company_name: 'Zürcher Präzisions mechanik und Feinwerk technik Holding AG',
      nameFoundBy: 'label',
    })
    // Under its label, the legal form alone on the last line.
    const under = [
      [...words('Denominación social', 100)],
      [...words('Comercializadora de Productos', 100)],
      [...words('Agroindustriales del Bajío', 100)],
      [...words('S.A. de C.V.', 100)],
    ]
    expect(fieldsOfRows(under, 'MX')).toMatchObject({
      company_name: 'Comercializadora de Productos Agroindustriales del Bajío S.A. de C.V.',
    })
  })

  it("leaves the value as read where no legal form closes it, a line stands apart, or another field's heading opens it", () => {
    const open = [
      [...words('Company name', 100), ...words('Zürcher Präzisions', 400)],
      [...words('mechanik und Feinwerk', 400)],
      [...words('technik Holding', 400)],
      [...words('Bahnhofstrasse 12', 400)],
    ]
    expect(fieldsOfRows(open, 'CH')).toMatchObject({
      company_name: 'Zürcher Präzisions',
      nameFoundBy: 'label_without_form',
    })
    const apart = [
      [...words('Company name', 100), ...words('Zürcher Präzisions', 400)],
      [...words('mechanik und Feinwerk', 400)],
      [],
      [...words('Nordwind Holding AG', 400)],
    ]
    expect(fieldsOfRows(apart, 'CH').company_name).not.toContain('Feinwerk Nordwind')
    const heading = [
      [...words('Company name', 100), ...words('Zürcher Präzisions', 400)],
      [...words('mechanik und Feinwerk', 400)],
      [...words('Registered office Zürich AG', 400)],
    ]
    expect(fieldsOfRows(heading, 'CH').company_name).not.toContain('Registered')
  })
})

describe("a legal form's last letters read without their dots (ADR 0082)", () => {
  it("joins `cv.` wrapped in a table's name cell to the form it ends (`S. de R.L. de` / `cv.`)", () => {
    const rows = [
      [
        ...words('Asiento', 100),
        ...words('a) Denominación b) Domicilio', 220),
        ...words('Objeto social', 700),
        ...words('Capital social', 1100),
      ],
      [
        ...words('1 a) Grupo Añil 2000 S. de R.L. de', 100),
        ...words('Comercio al por mayor y', 700),
        ...words('219.000,00 EUR', 1100),
      ],
      [...words('cv.', 145), ...words('prestación de servicios', 700)],
    ]
    expect(fieldsOfRows(rows, 'MX')).toMatchObject({
      company_name: 'Grupo Añil 2000 S. de R.L. de cv.',
      nameFoundBy: 'label',
    })
  })
})

describe("a registry letter's confirming clause, told within OCR errors (ADR 0111)", () => {
  it('takes the name after the clause in each served language, ended at its legal form', () => {
    const letters = [
      [
        'GB',
        'We are pleased to confirm that Harrow & Finch Engineering Ltd has been entered',
        'Harrow & Finch Engineering Ltd',
      ],
      [
        'DE',
        'wir bestätigen Ihnen hiermit, dass die Gesellschaft Groß-Gerauer Brückenbau GmbH unter der Nummer',
        'Groß-Gerauer Brückenbau GmbH',
      ],
      [
        'FR',
        'Nous avons le plaisir de vous confirmer que la société Ateliers Dupont SARL est immatriculée',
        'Ateliers Dupont SARL',
      ],
      ['NL', 'Hierbij bevestigen wij dat Bakkerij de Vries B.V. is ingeschreven', 'Bakkerij de Vries B.V.'],
      [
        'ES',
        'Por la presente les confirmamos que la sociedad Inversiones Cazares S.L. figura inscrita',
        'Inversiones Cazares S.L.',
      ],
      [
        'IT',
        "con la presente confermiamo che l'impresa Fratelli Nicolò & Figli S.a.s. è iscritta",
        'Fratelli Nicolò & Figli S.a.s.',
      ],
      ['SE', 'Vi bekräftar härmed att Nordström-Lindé Konsult AB är registrerat', 'Nordström-Lindé Konsult AB'],
      ['DK', 'Vi kan hermed bekræfte, at Nørrebro-Kaffe ApS er registreret', 'Nørrebro-Kaffe ApS'],
      [
        'NO',
        'Vi bekrefter med dette at Ødegård & Bjørnstad Eiendom AS er registrert',
        'Ødegård & Bjørnstad Eiendom AS',
      ],
      ['FI', 'Vahvistamme, että Pohjois-Häme Kuljetus Oy on rekisteröity', 'Pohjois-Häme Kuljetus Oy'],
      ['PL', 'niniejszym potwierdzamy, że spółka Zakład Mięsny sp. z o.o. jest wpisana', 'Zakład Mięsny sp. z o.o.'],
      [
        'CZ',
        'tímto potvrzujeme, že společnost Dvořák & Šťastný Stavby s.r.o. je zapsána',
        'Dvořák & Šťastný Stavby s.r.o.',
      ],
      [
        'PT',
        'Vimos por este meio confirmar que a sociedade Padaria São João Lda. se encontra',
        'Padaria São João Lda.',
      ],
    ] as const
    for (const [countryCode, text, name] of letters)
      expect(findCertificateFields(text, countryCode)).toMatchObject({ company_name: name, nameFoundBy: 'legal_form' })
  })

  it("tells the clause's verb, conjunction and word for the company as OCR misreads them, the name wrapped on the next line", () => {
    const misread = [
      ['FI', 'We are pleased 12 confirm thai Pohjois-Häme Kuljetus Oy has been', 'Pohjois-Häme Kuljetus Oy'],
      [
        'DE',
        'wir bestatigen Ihnen hiermit. dafs de Geselschaf\nGroß-Gerauer Brückenbau GmbH\nunter der Nummer',
        'Groß-Gerauer Brückenbau GmbH',
      ],
      [
        'IT',
        "con la presente conferm'amo che l'impresa Fratelli Nicolò & Figli S.a.s. e iscritta",
        'Fratelli Nicolò & Figli S.a.s.',
      ],
      [
        'GB',
        'We are pleased to confirm that 5th Avenue\nDry-Cleaning Ltd has been entered in the register',
        '5th Avenue Dry-Cleaning Ltd',
      ],
    ] as const
    for (const [countryCode, text, name] of misread)
      expect(findCertificateFields(text, countryCode).company_name).toBe(name)
  })

  it("keeps the sentence's words where the clause is not told, takes no name without a legal form, and an earlier copy first", () => {
    // A conjunction of two letters misread is another word: the line stays whole, a mismatch, never another name.
    expect(findCertificateFields('Vi bekrefter med dette af Fjord Fisk AS er registrert', 'NO').company_name).not.toBe(
      'Fjord Fisk AS',
    )
    // An article one letter from the conjunction is no conjunction: the clause ends at `dass`.
    expect(
      findCertificateFields(
        'Hiermit bescheinigt das Amtsgericht München, dass die Gesellschaft Alpen Reisen GmbH eingetragen ist',
        'DE',
      ).company_name,
    ).toBe('Alpen Reisen GmbH')
    // No legal form tells where the name ends.
    expect(
      findCertificateFields('We are pleased to confirm thai Acme Trading has been entered', 'GB').company_name,
    ).toBeNull()
    // A subject line is no clause.
    expect(findCertificateFields('Re: Confirmation of registration\nDear Sir or Madam,', 'GB').company_name).toBeNull()
    // The letter's address block names the company first, read clean; the sentence's copy under a signature is not.
    const letter = [
      'Kgosi & Nkosi Holdings (Pty) Ltd',
      '118 High Street',
      'Dear Sir or Madam,',
      'We are pleased to confirm that Kgosi kosi Noldjfigd (Px) Ltd has been',
    ].join('\n')
    expect(findCertificateFields(letter, 'ZA').company_name).toBe('Kgosi & Nkosi Holdings (Pty) Ltd')
  })
})

describe("an English title's kind of company is no name (ADR 0111)", () => {
  it("takes no bilingual title's row read as one line for the name after `Certificate of Incorporation of`", () => {
    const title = [
      'Bescheinigung über die Certificate of Incorporation of',
      'Eintragung a Private Limited Company',
      'Groß-Gerauer Brückenbau AG',
    ].join('\n')
    expect(findCertificateFields(title, 'DE').company_name).toBe('Groß-Gerauer Brückenbau AG')
  })
})

describe("a name cut at a gap narrower than a table's columns (ADR 0111)", () => {
  it('joins the words before the gap to the name found by its legal form after it', () => {
    // A dash lost between `Dry` and `Cleaning`: a gap of two and a half heights, no column of a table.
    const row = [[...words('1', 100), ...words('a) 5th Avenue Dry', 300), ...words('Cleaning LLC', 300 + 13 * 17 + 50)]]
    expect(fieldsOfRows(row, 'US_NY')).toMatchObject({
      company_name: '5th Avenue Dry Cleaning LLC',
      nameFoundBy: 'legal_form',
    })
  })

  it("ends a register's row read as one line at the name's legal form, after the row's item mark", () => {
    const row = [[...words('a) Nordström-Lindé Konsult AB Handel och tjänster 436.000,00 EUR 24.10.1964', 100)]]
    expect(fieldsOfRows(row, 'SE')).toMatchObject({
      company_name: 'Nordström-Lindé Konsult AB',
      nameFoundBy: 'legal_form',
    })
    // A form of several words stays whole; a line with no item mark is no row.
    const mexican = [[...words('1 a) Ávalos Transportes S.A. de C.V. Comercio al por mayor 253.000,00', 100)]]
    expect(fieldsOfRows(mexican, 'MX').company_name).toBe('Ávalos Transportes S.A. de C.V.')
    expect(
      fieldsOfRows([[...words('Nordström-Lindé Konsult AB Handel och tjänster', 100)]], 'SE').company_name,
    ).toBeNull()
  })

  it("keeps a misread label's value apart, and a name after a table's wide gap", () => {
    const label = [[...words('Narne of cornpany', 100), ...words('Acme Trading Ltd', 100 + 13 * 17 + 40)]]
    expect(fieldsOfRows(label, 'GB').company_name).toBe('Acme Trading Ltd')
    const heading = [[...words('Registered office', 100), ...words('Acme Trading Ltd', 100 + 13 * 17 + 40)]]
    expect(fieldsOfRows(heading, 'GB').company_name).toBe('Acme Trading Ltd')
    const table = [[...words('Capital City', 100), ...words('Acme Trading Ltd', 100 + 13 * 12 + 200)]]
    expect(fieldsOfRows(table, 'GB').company_name).toBe('Acme Trading Ltd')
  })
})

describe("a name found by its legal form ends with one of the country's own forms first (ADR 0125)", () => {
  it("takes a later line ending with the country's form over junk read as another country's form", () => {
    // A seal's letters read `aA DD`: `DD` is Croatia's and Slovenia's `d.d.`, never a Danish company's form.
    expect(findCertificateFields('aA DD\n\n27335497\n\nNørrebro-Kaffé ApS', 'DK').company_name).toBe(
      'Nørrebro-Kaffé ApS',
    )
  })

  it("keeps the first line's name where no line ends with the country's form, or where its form stands before the next column's words", () => {
    expect(findCertificateFields('aA DD\n\n27335497', 'DK').company_name).toBe('aA DD')
    expect(findCertificateFields('Padaria Sao Joao Lda. Nane of company\n\nPade to Lda.', 'PT').company_name).toBe(
      'Padaria Sao Joao Lda. Nane of company',
    )
  })
})

describe("a label's value cut short by a mark, whole in the certificate's sentence (ADR 0125)", () => {
  const page = (value: string, sentence: string) =>
    `NAME OF COMPANY\n${value}\nThe Registrar of Companies hereby ${sentence} is this day incorporated under the Companies Act.`

  it("takes the sentence's name where the label's value is its start, also where OCR misread the sentence's verb", () => {
    for (const verb of ['certifies that', 'cestifies that'])
      expect(
        findCertificateFields(page('Harrow & Finch Engin®', `${verb} Harrow & Finch Engineering Lid`), 'GB')
          .company_name,
      ).toBe('Harrow & Finch Engineering Lid')
  })

  it("keeps the label's value where the sentence names another, goes on too far, or the value is one word", () => {
    const taken = (value: string, sentence: string) =>
      findCertificateFields(page(value, `certifies that ${sentence}`), 'GB').company_name
    expect(taken('Harrow & Finch Engin', 'Barrow & Finch Engineering Lid')).toBe('Harrow & Finch Engin')
    expect(taken('Harrow & Finch Engin', 'Harrow & Finch Engineering and Sons of Cardiff Lid')).toBe(
      'Harrow & Finch Engin',
    )
    expect(taken('Harrowfinch', 'Harrowfinch Engineering Lid')).toBe('Harrowfinch')
  })
})

describe("a register row's legal form wrapped under its name in the cell (ADR 0125)", () => {
  // The row's `Co.` glued to the next cell by the table's rule (`Co.|`), `KG` under the name, the next cell's words beside it.
  const row = (form: string, under: string) => [
    [
      ...words('1 a)', 100),
      ...words(`Groß-Gerauer Brückenbau ${form}`, 160),
      ...words('Herstellung und Vertrieb', 660),
    ],
    [...words(under, 160), ...words('aller Art', 660)],
  ]

  it("joins the form's rest from the line under the name where the row's words end with the form's start", () => {
    expect(fieldsOfRows(row('GmbH & Co.|', 'KG'), 'DE').company_name).toBe('Groß-Gerauer Brückenbau GmbH & Co. KG')
  })

  it('joins nothing where the words under the name do not end the form or do not start under it', () => {
    expect(fieldsOfRows(row('GmbH & Co.|', 'Köln'), 'DE').company_name).toBe('Groß-Gerauer Brückenbau GmbH &')
    const moved = row('GmbH & Co.|', 'KG').map((line, index) =>
      index === 1 ? line.map(([text, x]) => [text, x + 120] as const) : line,
    )
    expect(fieldsOfRows(moved, 'DE').company_name).toBe('Groß-Gerauer Brückenbau GmbH &')
  })
})

describe("a register row's form whose letters o were read as zeros on the next line (ADR 0127)", () => {
  // `sp. z` ends the name's cell; `0.0.` wrapped under the name, the next cells beside the row.
  const row = (under: string) => [
    [...words('Nr wpisu', 100), ...words('a) Firma b) Siedziba', 230), ...words('Przedmiot', 900)],
    [
      ...words('1', 100),
      ...words('a) Zakład Mięsny Wólczyński sp. z', 230),
      ...words('Sprzedaż hurtowa i usługi', 900),
      ...words('425.000,00 EUR', 1400),
    ],
    [...words(under, 262)],
    [...words('b) Łódź', 230)],
  ]

  it("takes the name with its form's letters, and no name where the line under it is not the form's rest", () => {
    expect(fieldsOfRows(row('0.0.'), 'PL').company_name).toBe('Zakład Mięsny Wólczyński sp. z o.o.')
    expect(fieldsOfRows(row('o.o.'), 'PL').company_name).toBe('Zakład Mięsny Wólczyński sp. z o.o.')
    expect(fieldsOfRows(row('0.01.'), 'PL').company_name).toBeNull()
  })
})
