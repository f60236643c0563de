import { describe, expect, it } from 'vitest'
import type { FoundFields } from './certificate-fields'
import {
  enginesAgree,
  foldedName,
  inCountryFormat,
  joinedName,
  joinedNumber,
  nameEndedAtForm,
  nameOnce,
  tesseractSpelling,
} from './certificate-engines'

function found(fields: Partial<FoundFields>): FoundFields {
  return { company_name: null, nameFoundBy: null, registration_number: null, numberFoundBy: null, ...fields }
}

describe('enginesAgree', () => {
  const tesseract = found({
    company_name: 'Kestrel Marine Services Ltd',
    nameFoundBy: 'label',
    registration_number: 'SC482913',
    numberFoundBy: 'label',
  })

  it('holds where both engines read both fields alike, spaces and look-alikes aside', () => {
    expect(
      enginesAgree(
        tesseract,
        found({ company_name: 'KestrelMarine ServicesLtd', registration_number: 'SC 482913', nameFoundBy: 'label' }),
      ),
    ).toBe(true)
  })

  it('does not hold where one field differs or one engine read none', () => {
    expect(
      enginesAgree(tesseract, found({ company_name: 'Kestrel Marine Services Ltd', registration_number: 'SC482918' })),
    ).toBe(false)
    expect(enginesAgree(tesseract, found({ company_name: 'Kestrel Marine Services Ltd' }))).toBe(false)
    expect(enginesAgree(found({ registration_number: 'SC482913' }), found({ registration_number: 'SC482913' }))).toBe(
      false,
    )
  })
})

describe('inCountryFormat', () => {
  it('tells a number of the country formats from one of another shape', () => {
    expect(inCountryFormat('04866942', 'GB')).toBe(true)
    expect(inCountryFormat('4866942 12', 'GB')).toBe(false)
  })
})

describe('joinedNumber', () => {
  const paddle = found({ registration_number: '04866942', numberFoundBy: 'label' })
  const texts = (...lines: string[]) => ({ fields: [], texts: [lines.join('\n')] })

  it("takes PaddleOCR's number of the country's format where Tesseract's readings gave none", () => {
    expect(joinedNumber(found({}), paddle, 'GB', texts('Company No. 0486b9?2'))).toBe('04866942')
  })

  it("keeps Tesseract's where the engines read it alike or PaddleOCR read none of the format", () => {
    const tesseract = found({ registration_number: '04866942', numberFoundBy: 'format' })
    expect(joinedNumber(tesseract, found({ registration_number: '0486 6942' }), 'GB', texts())).toBe('04866942')
    expect(joinedNumber(tesseract, found({ registration_number: '486694212' }), 'GB', texts())).toBe('04866942')
    expect(joinedNumber(found({}), found({ registration_number: '4866942 12' }), 'GB', texts())).toBeNull()
  })

  it("takes PaddleOCR's where they differ only when a Tesseract reading found it or a line holds it whole", () => {
    const tesseract = found({ registration_number: '04866842', numberFoundBy: 'label' })
    expect(joinedNumber(tesseract, paddle, 'GB', texts('Company No. 04866842', 'No. 0486 6942'))).toBe('04866942')
    const otherReading = { fields: [tesseract, found({ registration_number: '04866942' })], texts: [] }
    expect(joinedNumber(tesseract, paddle, 'GB', otherReading)).toBe('04866942')
    expect(joinedNumber(tesseract, paddle, 'GB', texts('Company No. 04866842'))).toBe('04866842')
    // Digits of two lines, or a longer run, are no reading of it.
    expect(joinedNumber(tesseract, paddle, 'GB', texts('Company No. 0486', '6942'))).toBe('04866842')
    expect(joinedNumber(tesseract, paddle, 'GB', texts('Company No. 048669421'))).toBe('04866842')
  })
})

describe('foldedName', () => {
  it('folds the letters PaddleOCR reads without their marks, spaces and punctuation alike', () => {
    expect(foldedName('Groß-Gerauer Brückenbau GmbH')).toBe(foldedName('GroB--GerauerBriickenbau GmbH'))
    expect(foldedName('Dvořák & Šťastný s.r.o.')).toBe(foldedName('Dvorak&Stastny s.r.o.'))
    expect(foldedName('Kestrel Ltd')).not.toBe(foldedName('Kestrel Lid'))
  })

  it("folds a letter PaddleOCR reads as two as it reads it (paddleFolded's, one folding)", () => {
    expect(foldedName('Bæk & Søn ApS')).toBe(foldedName('Baek&Son ApS'))
    expect(foldedName('Œuvre Sàrl')).toBe(foldedName('EuvreSarl'))
  })
})

describe('tesseractSpelling', () => {
  it("gives the words of a Tesseract line that fold to PaddleOCR's name", () => {
    expect(tesseractSpelling('GroB-GerauerBriickenbau GmbH', ['Firma: Groß-Gerauer Brückenbau GmbH,\nHRB 4711'])).toBe(
      'Groß-Gerauer Brückenbau GmbH',
    )
  })

  it('gives null where no line holds it whole', () => {
    expect(tesseractSpelling('EngineeringLtd', ['heering Ltd', 'Engin'])).toBeNull()
  })
})

describe('joinedName', () => {
  const texts = ['Certificate of Incorporation\nName: heering Ltd\nNorthfield Engineering Ltd is this day']
  const none = { fields: [], texts: [] }

  it("keeps Tesseract's spelling where the engines read the name alike or nearly", () => {
    const tesseract = found({ company_name: 'Brückenbau Nord GmbH', nameFoundBy: 'label' })
    expect(joinedName(tesseract, found({ company_name: 'BriickenbauNord GmbH', nameFoundBy: 'label' }), none)).toBe(
      'Brückenbau Nord GmbH',
    )
  })

  it("keeps Tesseract's name where PaddleOCR's is a piece of it, also where a Tesseract line holds the piece", () => {
    const tesseract = found({ company_name: 'Harbour 8 Logistics Company Limited', nameFoundBy: 'label' })
    const paddle = found({ company_name: 'Harbour 8 Logistics Company', nameFoundBy: 'misread_label' })
    const texts = ['Name: Harbour 8 Logistics Company\nLimited']
    expect(joinedName(tesseract, paddle, { fields: [tesseract], texts })).toBe('Harbour 8 Logistics Company Limited')
  })

  it("takes another Tesseract reading's name PaddleOCR's is nearly alike over the one chosen", () => {
    const first = found({ company_name: 'Kookaburia & Wattle Landscaping Pty Ltd', nameFoundBy: 'legal_form' })
    const chosen = found({ company_name: 'Crone se', nameFoundBy: 'misread_label' })
    const paddle = found({ company_name: 'Kookaburra & Watte Landscaping Pty Ltd', nameFoundBy: 'misread_label' })
    expect(joinedName(chosen, paddle, { fields: [first, chosen], texts: [] })).toBe(
      'Kookaburia & Wattle Landscaping Pty Ltd',
    )
  })

  it("takes the words of a Tesseract line that holds PaddleOCR's name over Tesseract's fragment", () => {
    const tesseract = found({ company_name: 'heering Ltd', nameFoundBy: 'label' })
    const paddle = found({ company_name: 'Northfield EngineeringLtd', nameFoundBy: 'phrasing' })
    expect(joinedName(tesseract, paddle, { fields: [tesseract], texts })).toBe('Northfield Engineering Ltd')
  })

  it("takes PaddleOCR's name where Tesseract's is the end of it, or Tesseract read none", () => {
    const paddle = found({ company_name: 'Northfield EngineeringLtd', nameFoundBy: 'label' })
    expect(joinedName(found({ company_name: 'heering Ltd', nameFoundBy: 'label' }), paddle, none)).toBe(
      'Northfield EngineeringLtd',
    )
    expect(joinedName(found({}), paddle, none)).toBe('Northfield EngineeringLtd')
    // A table's row read on past the name holds Tesseract's at its start: no fragment.
    const tesseract = found({ company_name: 'Dvorak & Stastny Stavby s.r.o.', nameFoundBy: 'misread_label' })
    const row = found({
      company_name: 'Dvorak & Stastny Stavby s.r.o. General trading 341.000,00 EUR',
      nameFoundBy: 'label_without_form',
    })
    expect(joinedName(tesseract, row, none)).toBe('Dvorak & Stastny Stavby s.r.o.')
    // Nor does a sentence read on before it: Tesseract's starts a word.
    const name = found({ company_name: 'Zakład Mięsny Wólczyński sp. z o.o.', nameFoundBy: 'legal_form' })
    const sentence = found({
      company_name: 'niniejszym potwierdzamyyze spotka Zaktad Miesny wolczynski sp. z o.o.',
      nameFoundBy: 'legal_form',
    })
    expect(joinedName(name, sentence, none)).toBe('Zakład Mięsny Wólczyński sp. z o.o.')
  })

  it("takes PaddleOCR's labelled name over one Tesseract found only by its legal form, not over a labelled one", () => {
    const paddle = found({ company_name: 'Kestrel Marine Ltd', nameFoundBy: 'label' })
    expect(joinedName(found({ company_name: 'Stamp Office Ltd', nameFoundBy: 'legal_form' }), paddle, none)).toBe(
      'Kestrel Marine Ltd',
    )
    expect(joinedName(found({ company_name: 'Kestrel Marina Holdings Ltd', nameFoundBy: 'label' }), paddle, none)).toBe(
      'Kestrel Marina Holdings Ltd',
    )
  })
})

describe('nameEndedAtForm', () => {
  it("ends PaddleOCR's name at its legal form where the next column's words were read on after it", () => {
    expect(nameEndedAtForm('Norrebro - Kaffe ApS Nane of company', 'DK')).toBe('Norrebro - Kaffe ApS')
    expect(nameEndedAtForm('Padaria Sao Joao Lda. Namr ot compane', 'PT')).toBe('Padaria Sao Joao Lda.')
  })

  it('keeps a name whose legal form is followed by another, or ends it', () => {
    expect(nameEndedAtForm('Muller Bau GmbH & Co. KG', 'DE')).toBe('Muller Bau GmbH & Co. KG')
    expect(nameEndedAtForm('Grupo Anil 2000 S.A. de C.V.', 'MX')).toBe('Grupo Anil 2000 S.A. de C.V.')
    expect(nameEndedAtForm('Kestrel Marine Ltd', 'GB')).toBe('Kestrel Marine Ltd')
  })
})

describe('nameOnce', () => {
  it('reads once a name a row joined from both columns of a bilingual page', () => {
    expect(nameOnce('Pohjois-Häme Kuljetus Oy Pohjois-Häme Kuljetus Oy', 'FI')).toBe('Pohjois-Häme Kuljetus Oy')
    expect(nameOnce('Pohjois-Häme Kuljetus Oy Pohjois-Hame Kuljetus Oy', 'FI')).toBe('Pohjois-Häme Kuljetus Oy')
  })

  it('keeps a name whose halves differ or do not end with a legal form', () => {
    expect(nameOnce('Duran Duran Records Ltd', 'GB')).toBe('Duran Duran Records Ltd')
    expect(nameOnce('Duran Duran', 'GB')).toBe('Duran Duran')
    expect(nameOnce('Kestrel Ltd Marine Ltd', 'GB')).toBe('Kestrel Ltd Marine Ltd')
    expect(nameOnce('Kestrel', 'GB')).toBe('Kestrel')
  })
})
