import { describe, expect, it } from 'vitest'
import { findCertificateFields } from './certificate-fields'
import { nameConfirmedByCopies } from './name-copies'

/** A corner-box extract: the name in its field, then in the registrar's sentence. */
const page = (field: string, sentence: string) =>
  [
    'Extract from the Register of Companies',
    'REGISTRATION NUMBER',
    '202278480K',
    'NAME OF COMPANY',
    field,
    'ISSUED SHARE CAPITAL',
    '325 000 SGD',
    `The Registrar of Companies hereby certifies that ${sentence} is this day incorporated under the Companies Act.`,
  ].join('\n')

describe('a name printed twice (ADR 0092)', () => {
  it("takes the sentence's copy two readings read alike over a field's copy each reading garbles", () => {
    const readings = [
      page('Jurois=East P zetsionPte. Ltd.', 'Jurong-East Precision Pte Ltd.'),
      page('Juroi East P emote. Ltd.', 'Jurong-East Precision Pte. Ltd.'),
    ]
    const fields = findCertificateFields(readings[0]!, 'SG')
    expect(fields.company_name).toBe('Jurois=East P zetsionPte. Ltd.')
    expect(nameConfirmedByCopies(fields, readings, 'SG').company_name).toBe('Jurong-East Precision Pte Ltd.')
  })

  it("keeps the field's copy a second reading confirms, and a name no second reading gives for the sentence", () => {
    const confirmed = [
      page('Jurong-East Precision Pte. Ltd.', 'Jurong Holdings Pte. Ltd.'),
      page('Jurong-East Precisi0n Pte. Ltd.', 'Jurong Holdings Pte. Ltd.'),
    ]
    const fields = findCertificateFields(confirmed[0]!, 'SG')
    expect(nameConfirmedByCopies(fields, confirmed, 'SG')).toEqual(fields)
    // The sentence read once only: no copy is confirmed, the name stays as taken.
    const once = [
      page('Jurois=East P zetsionPte. Ltd.', 'Jurong-East Precision Pte. Ltd.'),
      page('Juroi East P', 'Jur=ng E'),
    ]
    const garbled = findCertificateFields(once[0]!, 'SG')
    expect(nameConfirmedByCopies(garbled, once, 'SG')).toEqual(garbled)
  })

  it('leaves the name as taken where two readings agree on another company besides the sentence', () => {
    const readings = [
      page('Tampines Trading Pte. Ltd.', 'Jurong-East Precision Pte. Ltd.'),
      page('Tampines Trading Pte. Ltd.', 'Jurong-East Precision Pte. Ltd.'),
    ]
    const fields = { ...findCertificateFields(readings[0]!, 'SG'), company_name: 'Jurois=East P zetsionPte. Ltd.' }
    expect(nameConfirmedByCopies(fields, readings, 'SG')).toEqual(fields)
  })

  it("takes a bilingual row's second column where the first holds a stroke's characters", () => {
    const row = (first: string, second: string) =>
      [
        'Todistus rekisteröinnistä Intyg om registrering',
        'Toiminimi Företagsnamn',
        `${first} ${second}`,
        'Yritystunnus Org.nr',
        '0669267-7 0669267-7',
      ].join('\n')
    const readings = [
      row('Pohjois-Han@ Kijews Ry ~~', 'Pohjois-Häme Kuljetus Oy'),
      row('Pohjois-Han/z Kuljetus Oy /', 'Pohjois-Hame Kuljetus Oy'),
    ]
    const fields = { ...findCertificateFields(readings[0]!, 'FI'), company_name: 'Pohjois-Han@ Kijews Ry ~~' }
    expect(nameConfirmedByCopies(fields, readings, 'FI').company_name).toBe('Pohjois-Häme Kuljetus Oy')
    // Read once only, the second column confirms nothing.
    expect(nameConfirmedByCopies(fields, [readings[0]!, 'Todistus'], 'FI')).toEqual(fields)
  })

  it('takes the second copy inside a name where both columns of a row were read as one value', () => {
    const readings = [
      'Firma Dénomination\nZiircher Prazis - Ygshan 2 Ziircher Prazisions —Mechanik AG\nCHE-032.990.827',
      'Bescheinigung\nZiircher prézisfang - y ghanik AG\nCertificat\nZiircher Prazisions — Mechanik AG',
    ]
    const fields = {
      ...findCertificateFields(readings[0]!, 'CH'),
      company_name: 'Ziircher Prazis - Ygshan 2 Ziircher Prazisions —Mechanik AG',
    }
    expect(nameConfirmedByCopies(fields, readings, 'CH').company_name).toBe('Ziircher Prazisions —Mechanik AG')
    // A name repeating its first word holds no copy where no reading reads the rest apart.
    const smith = ['Company name\nSmith & Smith Ltd', 'Company name\nSx~ & Smith Ltd']
    const taken = { ...findCertificateFields(smith[0]!, 'GB'), company_name: 'Smith & Smith Ltd' }
    expect(nameConfirmedByCopies(taken, smith, 'GB')).toEqual(taken)
  })

  it("takes a bilingual page's other label's value two engines read alike over a label's value a mark garbled (ADR 0127)", () => {
    // Tesseract's column reading, then PaddleOCR's rows (the two columns side by side).
    const tesseract = [
      'Certificado de inscripción',
      'Denominación social',
      'Grupo Ail 2000 5.4. df 6.V,-,',
      'Número de registro',
      'N— 20200136492',
      'Certificate of Incorporation of a Private Limited Company',
      'Name of company',
      'Grupo Añil 2000 S.A. de C.V.',
      'Registration number',
      'N— 20200136492',
    ].join('\n')
    const paddle = [
      'Certificado de inscripcion Certificate of Incorporation of a',
      'Denoninacion socral',
      'Grupo Anil 2000 SA. df G V Nanr of company',
      'Grupo Anil 2000 S.A. de C.V.',
      'Numero de registro',
      'N - 20200136492 Registration number',
    ].join('\n')
    const fields = { ...findCertificateFields(tesseract, 'MX'), company_name: 'Grupo Anil 2000 SA. df G V' }
    expect(nameConfirmedByCopies(fields, [tesseract, paddle], 'MX').company_name).toBe('Grupo Añil 2000 S.A. de C.V.')
    // The other label's value read by one engine only confirms nothing.
    const unread = paddle.replace('Grupo Anil 2000 S.A. de C.V.', 'Grupo A~il 20 S.')
    expect(nameConfirmedByCopies(fields, [tesseract, unread], 'MX')).toEqual(fields)
    // Two labels naming two companies, each read alike twice: the name stays as taken.
    const two = [
      tesseract.replace('Grupo Ail 2000 5.4. df 6.V,-,', 'Ávalos Transportes S.A. de C.V.'),
      paddle.replace('Grupo Anil 2000 SA. df G V', 'Avalos Transportes S.A. de C.V.'),
    ]
    const taken = { ...fields, company_name: 'Ávalos Transportes S.A. de C.V.' }
    expect(nameConfirmedByCopies(taken, two, 'MX')).toEqual(taken)
  })

  it("counts one engine's readings of the same place once where voices are given (ADR 0127)", () => {
    // Both Tesseract readings garble the one labelled value alike; PaddleOCR's reading of it was taken.
    const tesseract = 'NAME OF COMPANY\nBallymore-Quag gz The PLC\nCOMPANY NUMBER\n654321'
    const paddle = 'NAME OF COMPANY\nBallymore-QuayMarine PLC\nCOMPANY NUMBER\n654321'
    const fields = { ...findCertificateFields(paddle, 'IE'), company_name: 'Ballymore-QuayMarine PLC' }
    const readings = [tesseract, tesseract, paddle]
    expect(nameConfirmedByCopies(fields, readings, 'IE').company_name).toBe('Ballymore-Quag gz The PLC')
    expect(nameConfirmedByCopies(fields, readings, 'IE', ['tesseract', 'tesseract', 'paddle'])).toEqual(fields)
  })
})
