import { describe, expect, it } from 'vitest'
import { extractCertificateFields, findCertificateFields } from './certificate-fields'
import { canonicalNumber, findNumbers, numberPatternsOf } from './registration-number-patterns'

describe('registration numbers as OCR reads them', () => {
  it('accepts lookalikes and separators and gives back the official form', () => {
    expect(findNumbers('Company number: O123 45G7', numberPatternsOf('GB')).map((m) => m.number)).toEqual(['01234567'])
    expect(
      findNumbers('Registergericht: Amtsgericht München, HR8 12 34 56', numberPatternsOf('DE')).map((m) => m.number),
    ).toEqual(['HRB 123456'])
    expect(findNumbers('CHE-1O1.3Z9.56l', numberPatternsOf('CH')).map((m) => m.number)).toEqual(['CHE-101.329.561'])
    expect(findNumbers('BCE 0202 239 951', numberPatternsOf('BE')).map((m) => m.number)).toEqual(['0202.239.951'])
    expect(findNumbers('No. 5C123456', numberPatternsOf('GB')).map((m) => m.number)).toEqual(['SC123456'])
  })

  it('does not take a word for a number', () => {
    expect(findNumbers('SOLIDBIG', numberPatternsOf('GB'))).toEqual([])
    expect(canonicalNumber('IOSBOIZS', '########')).toBeNull()
  })
})

describe('extractCertificateFields', () => {
  it('reads labelled fields on one line each (GB)', () => {
    const text = [
      'CERTIFICATE OF INCORPORATION',
      'OF A PRIVATE LIMITED COMPANY',
      'Company Name: NORTHWIND TRADING LIMITED',
      'Company No. 0123 4567',
      'The Registrar of Companies for England and Wales hereby certifies that the company is limited by shares.',
    ].join('\n')
    expect(extractCertificateFields(text, 'GB')).toEqual({
      company_name: 'NORTHWIND TRADING LIMITED',
      registration_number: '01234567',
    })
  })

  it('reads a value on the line after its label, labels in the other order, confusions in the number', () => {
    const text = [
      'Registered number',
      'O8l2 3S56',
      '',
      'Name of company',
      'BLUE HERON LOGISTICS LTD',
      'Date of incorporation: 3 May 2019',
    ].join('\n')
    expect(extractCertificateFields(text, 'GB')).toEqual({
      company_name: 'BLUE HERON LOGISTICS LTD',
      registration_number: '08123556',
    })
  })

  it("reads the name from the certificate's sentence when it has no label, and a wrapped legal form", () => {
    const text = [
      'Certificate of Incorporation of a Private Limited Company',
      'Company No. 0987 6543',
      'The Registrar of Companies for England and Wales, hereby certifies that',
      'ASHGROVE PROPERTY HOLDINGS',
      'LIMITED',
      'is this day incorporated under the Companies Act 2006 as a private company,',
      'that the company is limited by shares.',
    ].join('\n')
    expect(extractCertificateFields(text, 'GB')).toEqual({
      company_name: 'ASHGROVE PROPERTY HOLDINGS LIMITED',
      registration_number: '09876543',
    })
    // OCR often reads the "is" that ends the name as "1s".
    const misread =
      'hereby certifies that\nGlenmore Analytics DAC 1s this day incorporated under the Companies Act 2014,\nCompany number 654321'
    expect(extractCertificateFields(misread, 'IE').company_name).toBe('Glenmore Analytics DAC')
  })

  it('joins the end of a legal form of several words wrapped onto the next line, and only a legal form', () => {
    const wrapped = ['Denominación social: Ávalos Laureano Transportes S.A. de', 'C.V.', 'Número de registro: X'].join(
      '\n',
    )
    expect(extractCertificateFields(wrapped, 'MX').company_name).toBe('Ávalos Laureano Transportes S.A. de C.V.')
    const followed = ['Denominación social: Ávalos Laureano Transportes S.A. de C.V.', 'C.V.'].join('\n')
    expect(extractCertificateFields(followed, 'MX').company_name).toBe('Ávalos Laureano Transportes S.A. de C.V.')
    const nextLine = ['Denominación social: Ávalos Laureano Transportes S.A. de', 'Comercio 2020'].join('\n')
    expect(extractCertificateFields(nextLine, 'MX').company_name).toBe('Ávalos Laureano Transportes S.A. de')
  })

  it('never ends a name at a word only inside a legal form (`de` of `S.A. de C.V.`)', () => {
    const sentence = [
      'El registrador certifica que la sociedad Velázquez Arce Transportes Hidalgo de',
      'Alcaraz S.A. de C.V. figura inscrita en este registro.',
    ].join('\n')
    expect(extractCertificateFields(sentence, 'MX').company_name).toBe(
      'Velázquez Arce Transportes Hidalgo de Alcaraz S.A. de C.V.',
    )
  })

  it("joins a form's end of letters alone on the next line (`sp. z` / `o.o.`), and only the form's own end", () => {
    const wrapped = ['Firma: Zakład Mięsny Wólczyński sp. z', 'o.o.', 'Siedziba: Łódź'].join('\n')
    expect(extractCertificateFields(wrapped, 'PL').company_name).toBe('Zakład Mięsny Wólczyński sp. z o.o.')
    const other = ['Firma: Zakład Mięsny Wólczyński sp. z', 'o.o. Łódź', 'Siedziba: Łódź'].join('\n')
    expect(extractCertificateFields(other, 'PL').company_name).toBe('Zakład Mięsny Wólczyński sp. z')
    // Its letters read as zeros (ADR 0098), as a fax reads them.
    const zeros = ['Firma: Zakład Mięsny Wólczyński sp. z', '0.0.', 'Siedziba: Łódź'].join('\n')
    expect(extractCertificateFields(zeros, 'PL').company_name).toBe('Zakład Mięsny Wólczyński sp. z o.o.')
  })

  it('reads German Handelsregister extracts', () => {
    const text = [
      'Amtsgericht München',
      'Handelsregister B',
      'Nummer der Firma: HRB 2O4 518',
      'Firma: Müller & Söhne Maschinenbau GmbH',
      'Sitz: München',
    ].join('\n')
    expect(extractCertificateFields(text, 'DE')).toEqual({
      company_name: 'Müller & Söhne Maschinenbau GmbH',
      registration_number: 'HRB 204518',
    })
  })

  it('reads French and Dutch labels', () => {
    const fr = [
      'EXTRAIT KBIS',
      'Dénomination sociale : BOULANGERIE DUVAL SARL',
      "Numéro d'immatriculation : 732 829 32O R.C.S. Paris",
    ].join('\n')
    expect(extractCertificateFields(fr, 'FR')).toEqual({
      company_name: 'BOULANGERIE DUVAL SARL',
      registration_number: '732829320',
    })
    const nl = [
      'Uittreksel Handelsregister Kamer van Koophandel',
      'KvK-nummer 3412 7789',
      'Statutaire naam Van Dijk Installatietechniek B.V.',
    ].join('\n')
    expect(extractCertificateFields(nl, 'NL')).toEqual({
      company_name: 'Van Dijk Installatietechniek B.V.',
      registration_number: '34127789',
    })
  })

  it("reads two fields on one line and a US state's format", () => {
    const text = [
      'State of California — Secretary of State',
      'Entity Name: PACIFIC CREST VENTURES LLC     Entity No.: C4O21877',
    ].join('\n')
    expect(extractCertificateFields(text, 'US_CA')).toEqual({
      company_name: 'PACIFIC CREST VENTURES LLC',
      registration_number: 'C4021877',
    })
  })

  it("finds an unlabelled number of the country's format and a name by its legal form", () => {
    const text = [
      'ACCOUNTING AND CORPORATE REGULATORY AUTHORITY',
      'LIONGATE ANALYTICS PTE. LTD.',
      'UEN 2O1912345R',
      'was incorporated under the Companies Act',
    ].join('\n')
    expect(extractCertificateFields(text, 'SG')).toEqual({
      company_name: 'LIONGATE ANALYTICS PTE. LTD.',
      registration_number: '201912345R',
    })
  })

  it('takes a bare "Name:" or "Company:" label only at the start of a line', () => {
    const text = ['Director name: John Smith', 'Company: Harbourside Foods Limited', 'Registered No: 04567123'].join(
      '\n',
    )
    expect(extractCertificateFields(text, 'GB')).toEqual({
      company_name: 'Harbourside Foods Limited',
      registration_number: '04567123',
    })
  })

  it('reads a label whose accent OCR got wrong, and a name the sentence wraps', () => {
    const text = ['Denominacién social: Transportes Avalos S.A. de C.V.', 'Numero de registro: N-2OO4O3O446O'].join(
      '\n',
    )
    expect(extractCertificateFields(text, 'MX')).toEqual({
      company_name: 'Transportes Avalos S.A. de C.V.',
      registration_number: 'N-20040304460',
    })
    const sentence = [
      'El Registro Publico de Comercio certifica que la sociedad Avalos Laureano',
      'Transportes S.A. de C.V. ha sido inscrita conforme a la legislacion de Mexico.',
    ].join('\n')
    expect(extractCertificateFields(sentence, 'MX').company_name).toBe('Avalos Laureano Transportes S.A. de C.V.')
  })

  it('gives nulls for a text without the fields', () => {
    expect(
      extractCertificateFields('Certificate of good standing\nThis page is intentionally left blank', 'GB'),
    ).toEqual({ company_name: null, registration_number: null })
  })
})

describe('certificate fields where OCR met stamps and scans (ADR 0021)', () => {
  it('never takes a phrase that refers to the company, or a date, for its name or number', () => {
    const text = [
      'Handelsregisterauszug',
      'SRAGISTHAIUMM)',
      'Tag der Eintragung: 2020-08-24',
      'Die vorstehende Gesellschaft ist im Register eingetragen.',
    ].join('\n')
    expect(findCertificateFields(text, 'FI')).toMatchObject({
      company_name: null,
      registration_number: null,
      nameFoundBy: null,
      numberFoundBy: null,
    })
  })

  it('takes a name after a colon whose label was misread, and says how each field was found', () => {
    const text = [
      'Handelsregisterauszug',
      '| 8 r,Gesellschaff: Nordwind Handel GmbH',
      'Registernummer HRB 123456',
    ].join('\n')
    expect(findCertificateFields(text, 'DE')).toEqual({
      company_name: 'Nordwind Handel GmbH',
      registration_number: 'HRB 123456',
      nameFoundBy: 'legal_form',
      numberFoundBy: 'label',
    })
  })

  it('leaves out a label a stamp made unreadable before a name on the same line', () => {
    expect(findCertificateFields('Namg of Cornpany Bergstrom Limited\nCompany Number 4455667', 'NZ').company_name).toBe(
      'Bergstrom Limited',
    )
    // A real name whose first words merely resemble a label keeps them.
    expect(findCertificateFields('Compass Lane Trading Ltd', 'GB').company_name).toBe('Compass Lane Trading Ltd')
    expect(findCertificateFields('Corporate naine Choy Limited', 'HK').company_name).toBe('Choy Limited')
    // A misread label starting with a label's bare word ("Name") goes whole, not only that word.
    const misread = 'Name af Compa Turnerley Retail Ltd\nCompany Number 33371696'
    expect(findCertificateFields(misread, 'GB')).toMatchObject({
      company_name: 'Turnerley Retail Ltd',
      nameFoundBy: 'misread_label',
    })
    // Without a label before it, a name is found by its legal form alone (a less sure way).
    expect(findCertificateFields('it Malucha Maschinenbau GmbH\nRegister-Nr. FN 794099v', 'AT')).toMatchObject({
      company_name: 'it Malucha Maschinenbau GmbH',
      nameFoundBy: 'legal_form',
    })
  })

  it('never takes a label that runs on into a word ("the entity named above")', () => {
    const text = 'This is to certify that De entity named cbove was registered\nCompany Number 33371696'
    expect(findCertificateFields(text, 'GB')).toMatchObject({ company_name: null, registration_number: '33371696' })
  })
})

describe('a name printed in its field and in the sentence, a mark across the field (ADR 0054)', () => {
  // As read from held-out scans: a signature across the labelled value, the sentence clean.
  const page = (value: string) =>
    [
      'Uittreksel handelsregister',
      `Naam rechtspersoon ${value}`,
      'KvK-nummer 0456.789.123',
      'Hierbij wordt verklaard dat Claes Software Vandevelde BV is ingeschreven in het handelsregister.',
    ].join('\n')

  it("takes the sentence's name with its legal form over a labelled value ending with none", () => {
    expect(findCertificateFields(page('Colm Yarmeyelds BT'), 'BE')).toMatchObject({
      company_name: 'Claes Software Vandevelde BV',
      nameFoundBy: 'phrasing_over_label',
    })
  })

  it('keeps the labelled value when it ends with a legal form, or when the sentence gives none either', () => {
    expect(findCertificateFields(page('Claes Software Vandevelde NV'), 'BE')).toMatchObject({
      company_name: 'Claes Software Vandevelde NV',
      nameFoundBy: 'label',
    })
    const unsure = page('Colm Yarmeyelds BT').replace(' BV is', ' is')
    expect(findCertificateFields(unsure, 'BE')).toMatchObject({
      company_name: 'Colm Yarmeyelds BT',
      nameFoundBy: 'label_without_form',
    })
  })
})
