import { describe, expect, it } from 'vitest'
import { findCertificateFields } from './certificate-fields'
import { numbersNotDates } from './certificate-number'
import type { PageText } from './document-text'
import { checkDigitsConfirm } from './number-reread'
import { findNumbers, numberPatternsOf } from './registration-number-patterns'

const numberIn = (text: string, countryCode: string) => findCertificateFields(text, countryCode).registration_number

describe("a certificate's registration number (ADR 0065)", () => {
  it('reads every dash a text layer or OCR gives as the hyphen of a number', () => {
    // U+2212 MINUS SIGN, as PDFs made from PostScript give every hyphen.
    expect(numberIn('Registration number TO\u22127178634', 'CA_ON')).toBe('TO-7178634')
    for (const dash of ['\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2212', '\uFE63', '\uFF0D'])
      expect(numberIn(`Organisationsnummer 556012${dash}5790`, 'SE'), `U+${dash.charCodeAt(0).toString(16)}`).toBe(
        '556012-5790',
      )
    expect(findNumbers('Y-tunnus 0112038\u22129', numberPatternsOf('FI')).map((match) => match.number)).toEqual([
      '0112038-9',
    ])
  })

  it('never takes a number whose check digits fail, by its label or by its format', () => {
    // One digit misread (5790 → 5799): no Swedish number; nor is the run taken as a number of another format.
    expect(numberIn('Organisationsnummer 556012-5799', 'SE')).toBeNull()
    expect(numberIn('Bolagsverket\n556012-5799\nStockholm', 'SE')).toBeNull()
    expect(numberIn('UID: CHE-101.329.562', 'CH')).toBeNull()
    // Countries whose numbers carry no check digits read as before.
    expect(numberIn('KvK-nummer 12345678', 'NL')).toBe('12345678')
  })

  it("reads Mexico's `Folio mercantil` as the number's label, which ends the name beside it", () => {
    const row = ['Denominación social: Transportes Ávalos S.A. de C.V.    Folio mercantil: N-2016012345'].join('\n')
    expect(findCertificateFields(row, 'MX')).toMatchObject({
      company_name: 'Transportes Ávalos S.A. de C.V.',
      registration_number: 'N-2016012345',
      numberFoundBy: 'label',
    })
  })

  it("never takes another field's label printed whole for a misread number label", () => {
    // `REGISTERED` of `REGISTERED OFFICE ADDRESS` is within two edits of `Registernr`.
    const rows = [
      'REGISTRATION NUMBER    NAME OF COMPANY',
      '539564    Ballymore Quay Marine PLC',
      'REGISTERED OFFICE ADDRESS    ISSUED SHARE CAPITAL',
      'Dublin 2    372 000 EUR',
    ].join('\n')
    expect(numberIn(rows, 'IE')).toBe('539564')
  })

  it('takes, of the numbers a format fits, the one whose check digits hold', () => {
    // A telephone number that fits the SIREN's nine digits fails Luhn; the SIREN holds.
    const letter = [
      'Siège : 12 rue de la Paix, Paris',
      'Réf. 459 328 143',
      'immatriculée sous le numéro 552 081 317',
    ].join('\n')
    expect(numberIn(letter, 'FR')).toBe('552081317')
  })

  it('never takes a number that a telephone, fax or VAT word or a + introduces', () => {
    const fax = ['06.02.2026 09:44 FAX +46 560 6927 S.01/01', 'Rehoboth & Lewes Partners Inc.', '4119128'].join('\n')
    expect(numberIn(fax, 'US_DE')).toBe('4119128')
    expect(numberIn('Telefon 040 123 4567\nRegister 7654321', 'US_DE')).toBe('7654321')
    expect(numberIn('Tel. 5606927', 'US_DE')).toBeNull()
    // Nor a telephone after its country code, its label on the line above (a form's cell).
    expect(numberIn('PUHELIN\n+38 203 53006', 'FI')).toBeNull()
    expect(numberIn('KAUPPAREKISTERI\n2192057-8\nPUHELIN\n+38 203 53006', 'FI')).toBe('2192057-8')
    expect(numberIn('P.O. Box 4411\nFile 2718281', 'US_DE')).toBe('2718281')
    // "VAT registration no." labels the VAT number, not the registration number.
    const grid = ['VAT registration no. 12345678', 'Company number 87654321'].join('\n')
    expect(findCertificateFields(grid, 'GB')).toMatchObject({ registration_number: '87654321', numberFoundBy: 'label' })
    expect(numberIn('VAT registration no. 12345678', 'GB')).toBeNull()
    // A company whose name holds such a word keeps its number ("Nordic Telecom").
    expect(numberIn('Nordic Telecom Ltd 87654321', 'GB')).toBe('87654321')
    // Nor a telephone on a label's line, where the labelled value fits no format: the number of the
    // country's format in the letter's sentence is taken (a Brazilian registry's letterhead).
    const letterhead = [
      'Receita Federal (CNPJ)',
      'Conservatória do Registo Comercial · São Paulo · Telefone +37 95 736 3379',
      'Irmãos Gonçalves & Cia Ltda.',
      'Vimos por este meio confirmar que a sociedade Irmãos Gonçalves & Cia Ltda. se',
      'encontra matriculada sob o número 13.304.252/0001\u221256 desde 08.12.2000.',
    ].join('\n')
    expect(numberIn(letterhead, 'BR')).toBe('13.304.252/0001-56')
  })

  it('never takes a date or a row of single figures (a register extract’s column numbers)', () => {
    expect(numberIn('Filed as page 12 5.3.2001', 'NL')).toBeNull()
    expect(numberIn('1 2 3 4 5 6 7 8\nCompany registered 2 May 2001', 'NL')).toBeNull()
    expect(numberIn('1 2 3 4 5 6 7 8\nAmsterdam 34567890', 'NL')).toBe('34567890')
    // Nor under a number's label whose own number a stamp hid: the row of column numbers below it.
    expect(numberIn('Número de matrícula:\n1 2 3 4 5\nInscrição Firma Sede', 'BR')).toBeNull()
    // Nor a figure of a row above read on with the columns' header (`50` and `1 2 3 4 5` as `5012345`).
    expect(numberIn('Company Number 50\n1 2 3 4 5', 'HK')).toBeNull()
    expect(numberIn('Share capital 50 1 2 3 4 5', 'HK')).toBeNull()
    expect(numberIn('Company Number 5012345', 'HK')).toBe('5012345')
    expect(numberIn('Company Number 501 2345', 'HK')).toBe('5012345')
    // Nor a date whose second separator OCR read as a space (`25.05 2021`) as a label's loose value.
    expect(numberIn('Identifikační číslo: ode dne 25.05 2021', 'CZ')).toBeNull()
    expect(numberIn('Identifikační číslo: 66686474 ode dne 25.05 2021', 'CZ')).toBe('66686474')
    // Nor one whose first separator OCR lost (`2505 2027` read for `25.05.2021` beside the number).
    const czech = numberPatternsOf('CZ')
    const found = (text: string) => numbersNotDates(text, czech).map((match) => match.number)
    expect(found('identitikacnim Cisiem 66680476 ode dne 2505 2027')).toEqual(['66680476'])
    expect(found('ode dne 25.052021')).toEqual([])
    // Groups that are no day and month stay a number.
    expect(found('číslem 3456 7895')).toEqual(['34567895'])
    // Nor a date whose year was cut short at the line's end (ADR 0098), which fits seven figures.
    expect(numberIn('with effect from 30/08/197\nYours faithfully', 'US_NY')).toBeNull()
    expect(numberIn('under number 4987290 with effect from 30/08/197', 'US_NY')).toBe('4987290')
    // Nor a date's year as a loose number after a label (a misread "New York" read as "No").
    expect(numberIn('Register of Companies No Vora Secetiny i State 10/00/2026', 'US_NY')).toBeNull()
  })

  it("reads a comma at a format's separator as the dot OCR read as one, never inside an amount (ADR 0098)", () => {
    expect(numberIn('Nummer der Firma: CHE-692,910,999', 'CH')).toBe('CHE-692.910.999')
    expect(numberIn('Nummer der Firma: CHE-692.910,999', 'CH')).toBe('CHE-692.910.999')
    expect(numberIn('Kapital 113.000,00 EUR', 'NL')).toBeNull()
  })

  it('reads a number printed over a prefix box and a number box', () => {
    expect(numberIn('Registernummer: HRB | 620264', 'DE')).toBe('HRB 620264')
    expect(numberIn('Firmenbuchnummer [FN] 248093v', 'AT')).toBe('FN 248093v')
    // A bar that stands for a 1 is still read as one.
    expect(numberIn('Registernummer: HRB |20264', 'DE')).toBe('HRB 120264')
  })

  it('takes a number of the formats alone on the line under its label over a garble on the label’s line', () => {
    // A signature across the label's line of a bilingual page, the value printed under the label.
    const page = ['Registration number 534E5', '45302592', "Date d'immatriculation"].join('\n')
    expect(findCertificateFields(page, 'CA_ON')).toMatchObject({
      registration_number: '45302592',
      numberFoundBy: 'label',
    })
    // A number further down the page is no value of the label.
    expect(numberIn('Registration number 534E5\nIncorporated 45302592 times', 'CA_ON')).toBe('534E5')
  })

  it('takes check digits that hold as confirming a number; where a country has none, nothing is confirmed by them', () => {
    expect(checkDigitsConfirm('556012-5790', numberPatternsOf('SE'))).toBe(true)
    expect(checkDigitsConfirm('556012-5799', numberPatternsOf('SE'))).toBe(false)
    expect(checkDigitsConfirm('12345678', numberPatternsOf('NL'))).toBe(false)
    // Digits that let some misreads hold (the ACN's modulus 10, the IČO's) confirm nothing alone.
    expect(checkDigitsConfirm('004 028 077', numberPatternsOf('AU'))).toBe(false)
    expect(checkDigitsConfirm('45274649', numberPatternsOf('CZ'))).toBe(false)
    expect(checkDigitsConfirm('24256790', numberPatternsOf('DK'))).toBe(true)
  })

  it('still ends a labelled name at a column holding a misread number of the formats', () => {
    // A form's row: the name, then the number's column, its check digit misread (…561 → …567).
    const words = [
      ['Firmenname', 100],
      ['Alpenblick', 400],
      ['AG', 540],
      ['CHE-101.329.567', 900],
    ].map(([text, x]) => ({
      text: String(text),
      bbox: { x0: Number(x), y0: 0, x1: Number(x) + 13 * String(text).length, y1: 20 },
    }))
    const text = words.map((word) => word.text).join(' ')
    const line = { text, confidence: 80, bbox: { x0: 100, y0: 0, x1: 1095, y1: 20 }, words }
    const page: PageText = {
      pageNumber: 1,
      source: 'ocr',
      text,
      confidence: 80,
      lines: [line],
      upsideDown: false,
      timedOut: false,
    }
    expect(findCertificateFields(text, 'CH', [page])).toMatchObject({
      company_name: 'Alpenblick AG',
      registration_number: null,
    })
  })
})

describe('a number under its label read with OCR errors (ADR 0069)', () => {
  it('takes the number of the formats under a misread label as labelled, not a date or another number', () => {
    const text = [
      'Kamer van Koophandel (KvK) Handelsregister',
      '31.01.2026',
      'REGISTRATIENU MMER',
      '91094614',
      'VESTIGINGSADRES',
    ].join('\n')
    expect(findCertificateFields(text, 'NL')).toMatchObject({
      registration_number: '91094614',
      numberFoundBy: 'label',
    })
    // A VAT number's label read so is no registration number's label; a short word is no label.
    const vat = ['BTW IDENTIFCATIENUMMER', 'NL543499534B01', 'Nummer 91094614'].join('\n')
    expect(findCertificateFields(vat, 'NL').numberFoundBy).not.toBe('label')
    // Check digits still hold: a misread Swedish number under a misread label is not taken.
    const swedish = ['Organisatlonsnummer', '556012-5791'].join('\n')
    expect(findCertificateFields(swedish, 'SE').registration_number).toBeNull()
    expect(findCertificateFields(['Organisatlonsnummer', '556012-5790'].join('\n'), 'SE')).toMatchObject({
      registration_number: '556012-5790',
      numberFoundBy: 'label',
    })
  })
})
