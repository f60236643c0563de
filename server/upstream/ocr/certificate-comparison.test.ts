import { describe, expect, it } from 'vitest'
import { compareCertificate, namesMatch, numberReadIn, numbersMatch } from './certificate-comparison'

describe('namesMatch', () => {
  it('treats legal forms written differently as the same', () => {
    expect(namesMatch('Northwind Trading Limited', 'NORTHWIND TRADING LTD')).toBe(true)
    expect(namesMatch('Acme Holdings Public Limited Company', 'ACME HOLDINGS PLC')).toBe(true)
    expect(namesMatch('Van Dijk Installatietechniek B.V.', 'Van Dijk Installatietechniek BV')).toBe(true)
    expect(namesMatch('Müller & Söhne GmbH', 'MULLER AND SOHNE GMBH')).toBe(true)
  })

  it('survives one OCR error and lookalikes, not a different name or legal form', () => {
    expect(namesMatch('N0RTHWIND TRAD1NG LIMITED', 'Northwind Trading Ltd')).toBe(true)
    expect(namesMatch('NORTHWlND TRADNG LIMITED', 'Northwind Trading Ltd')).toBe(true)
    expect(namesMatch('NORTH WIND TRADING LTD', 'Northwind Trading Ltd')).toBe(true)
    expect(namesMatch('Northwind Tracking Ltd', 'Northwind Trading Ltd')).toBe(false)
    expect(namesMatch('Southwind Trading Ltd', 'Northwind Trading Ltd')).toBe(false)
    expect(namesMatch('Northwind Trading PLC', 'Northwind Trading Ltd')).toBe(false)
    expect(namesMatch('Northwind Trading', 'Northwind Trading Ltd')).toBe(true)
    expect(namesMatch('Ostuni S.r.1l.', 'Ostuni S.r.l.')).toBe(true)
    expect(namesMatch('Acme Ltd', 'Acme LLC')).toBe(false)
    // A legal form whose letters OCR read as zeros, with one more error in the name.
    expect(namesMatch('Kubiak i Mikotajczak sp. z 0.0.', 'Kubiak i Mikołajczak sp. z o.o.')).toBe(true)
    expect(namesMatch('Kubiak i Nowak sp. z 0.0.', 'Kubiak i Mikołajczak sp. z o.o.')).toBe(false)
    expect(namesMatch('Kubiak i Mikotajczak sp. z 0.0.', 'Kubiak i Mikołajczak S.A.')).toBe(false)
    // An ordinal's figure read as its look-alike letter (ADR 0098); another ordinal or name is no match.
    expect(namesMatch('Sth Avenue Dry-Cleaning LLC', '5th Avenue Dry-Cleaning LLC')).toBe(true)
    expect(namesMatch('lst Choice Logistics Inc.', '1st Choice Logistics Inc.')).toBe(true)
    expect(namesMatch('Sth Avenue Dry-Cleaning LLC', '16th Avenue Dry-Cleaning LLC')).toBe(false)
    expect(namesMatch('Sth Avenue Dry-Cleaning LLC', '5th Avenue Laundry LLC')).toBe(false)
  })

  it("folds a name's own letters on both sides, yet declines a sibling company's name (ADR 0062)", () => {
    expect(namesMatch('Ødegård & Bjørnstad Eiendom AS', 'ODEGARD & BJORNSTAD EIENDOM AS')).toBe(true)
    expect(namesMatch('Zakład Mięsny Wólczyński sp. z o.o.', 'Zaklad Miesny Wolczynski Sp. z o.o.')).toBe(true)
    expect(namesMatch('Groß-Gerauer Brückenbau GmbH', 'Groß-Gerauer Holding Brückenbau GmbH')).toBe(false)
    expect(namesMatch('Zakład Mięsny Wólczyński sp. z o.o.', 'Zakład Holding Mięsny Wólczyński sp. z o.o.')).toBe(false)
    // What the English model alone read is not the name.
    expect(namesMatch('Zaktad Migsny Wélczyriski sp. z o.o.', 'Zakład Mięsny Wólczyński sp. z o.o.')).toBe(false)
  })
})

describe('namesMatch with letters a registry spells out (ADR 0064)', () => {
  it('takes ä, ö, ü as ae, oe, ue and å, ø as aa, oe, on either side, with an OCR error still allowed', () => {
    expect(namesMatch('Müller & Söhne Maschinenbau GmbH', 'MUELLER & SOEHNE MASCHINENBAU GMBH')).toBe(true)
    expect(namesMatch('Mueller & Soehne Maschinenbau GmbH', 'Müller & Söhne Maschinenbau GmbH')).toBe(true)
    expect(namesMatch('Groß-Gerauer Brückenbau GmbH', 'Gross-Gerauer Brueckenbau GmbH')).toBe(true)
    expect(namesMatch('Ødegård & Bjørnstad Eiendom AS', 'Oedegaard & Bjoernstad Eiendom AS')).toBe(true)
    expect(namesMatch('Nørrebro Kaffe ApS', 'Noerrebro Kaffe ApS')).toBe(true)
    expect(namesMatch('Müller & Söhne Maschinenbau GmbH', 'Mueller & Soehne Maschinenbav GmbH')).toBe(true)
  })

  it('takes ß read as one other letter as one OCR error, and no more (ADR 0127)', () => {
    // PaddleOCR's alphabet has no ß; B read 8 is a look-alike.
    expect(namesMatch('GroB-Gerauer 8ruckenbau GmbH', 'Groß-Gerauer Brückenbau GmbH')).toBe(true)
    expect(namesMatch('Groß-Gerauer Brückenbau GmbH', 'GroB-Gerauer Brueckenbau GmbH')).toBe(true)
    expect(namesMatch('Gros-Gerauer Brückenbau GmbH', 'Groß-Gerauer Brückenbau GmbH')).toBe(true)
    // Another error besides, another name or a sibling's is still no match.
    expect(namesMatch('GroB-Gerauer 8ruckenbav GmbH', 'Groß-Gerauer Brückenbau GmbH')).toBe(false)
    expect(namesMatch('GroB-Gerauer Holding Brückenbau GmbH', 'Groß-Gerauer Brückenbau GmbH')).toBe(false)
    expect(namesMatch('Grob Bau GmbH', 'Groß Bau AG')).toBe(false)
  })

  it("declines a sibling's name, another name or another legal form spelled either way", () => {
    expect(namesMatch('Müller & Söhne Maschinenbau GmbH', 'Mueller & Soehne Holding Maschinenbau GmbH')).toBe(false)
    expect(namesMatch('Mueller & Soehne Holding Maschinenbau GmbH', 'Müller & Söhne Maschinenbau GmbH')).toBe(false)
    expect(namesMatch('Ødegård & Bjørnstad Eiendom AS', 'Oedegaard & Bjoernstad Holding Eiendom AS')).toBe(false)
    expect(namesMatch('Müller Maschinenbau GmbH', 'Maier Maschinenbau GmbH')).toBe(false)
    expect(namesMatch('Müller Maschinenbau GmbH', 'Mueller Maschinenbau AG')).toBe(false)
    // The letters spelled out take no OCR error's place: a name read with its dots lost and another
    // error is not the registry's spelled-out name.
    expect(namesMatch('Muller & Sohne Maschinenbau GmbH', 'Mueller & Soehne Maschinenbau GmbH')).toBe(false)
  })
})

describe('numbersMatch', () => {
  it('ignores spaces, dashes, dots, case and lookalikes', () => {
    expect(numbersMatch('0123 4567', '01234567')).toBe(true)
    expect(numbersMatch('hrb 204.518', 'HRB 204518')).toBe(true)
    expect(numbersMatch('CHE-114.502.339', 'CHE114502339')).toBe(true)
    expect(numbersMatch('O1234S67', '01234567')).toBe(true)
    expect(numbersMatch('01234568', '01234567')).toBe(false)
  })
})

describe('numberReadIn', () => {
  it('finds the number in a reading of its cut, with a neighbouring glyph, separators or lookalikes', () => {
    expect(numberReadIn('199217058\n', '99217058')).toBe(true)
    expect(numberReadIn(': HRB 255 877 |', 'HRB 255877')).toBe(true)
    expect(numberReadIn('CHE-1l4.5O2.339', 'CHE-114.502.339')).toBe(true)
  })

  it('does not find a number read with another digit or cut short', () => {
    expect(numberReadIn('4916785-6', '4916385-6')).toBe(false)
    expect(numberReadIn('CHE-383.122.1', 'CHE-383.122.182')).toBe(false)
    expect(numberReadIn('', '')).toBe(false)
  })
})

describe('compareCertificate', () => {
  const expected = { company_name: 'Northwind Trading Ltd', registration_number: '01234567' }

  it('verifies when both match', () => {
    expect(
      compareCertificate({ company_name: 'NORTHWIND TRADING LIMITED', registration_number: '0123 4567' }, expected),
    ).toEqual({ verified: true, decline_reason: [] })
  })

  it('gives one reason in words per mismatch, naming the source', () => {
    const result = compareCertificate(
      { company_name: 'Southwind Trading Ltd', registration_number: '07654321' },
      expected,
      'answers',
    )
    expect(result.verified).toBe(false)
    expect(result.decline_reason).toEqual([
      'The company name on the certificate (Southwind Trading Ltd) does not match the answers given (Northwind Trading Ltd)',
      'The registration number on the certificate (07654321) does not match the answers given (01234567)',
    ])
    expect(
      compareCertificate({ company_name: 'Northwind Trading Ltd', registration_number: '01234568' }, expected)
        .decline_reason,
    ).toEqual(['The registration number on the certificate (01234568) does not match the registry (01234567)'])
  })

  it('fails when a field could not be read or there is nothing to compare with', () => {
    expect(compareCertificate({ company_name: null, registration_number: null }, expected).decline_reason).toEqual([
      'The company name could not be read from the certificate',
      'The registration number could not be read from the certificate',
    ])
    expect(
      compareCertificate(
        { company_name: 'Northwind Trading Ltd', registration_number: '01234567' },
        { company_name: null, registration_number: '01234567' },
      ).decline_reason,
    ).toEqual(['There is no company name in the registry to compare the certificate with'])
  })
})
