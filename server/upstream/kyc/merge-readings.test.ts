import { describe, expect, it } from 'vitest'
import { mergeReadings, settleNumberByProvided } from './merge-readings'
import { generateMrz, breakCheckDigit } from '../documents/identity/generate-mrz'
import { readMrz } from './mrz/read-mrz'

const today = new Date('2026-11-23T12:00:00Z')
const lines = generateMrz({
  format: 'TD3',
  documentCode: 'P',
  issuingState: 'DEU',
  nationality: 'DEU',
  lastName: 'Mustermann',
  givenNames: 'Erika',
  documentNumber: 'C01X00T47',
  birthDate: '1983-08-12',
  expiryDate: '2031-10-31',
  sex: 'F',
})
const mrz = readMrz(lines)!
const visual = {
  surname: 'MUSTERMANN',
  givenNames: 'ERIKA',
  documentNumber: 'C01X00T47',
  dob: '1983-08-12',
  expiryDate: '2031-10-31',
  issueDate: '2021-11-01',
}

describe('one reading from the MRZ and the visual zone', () => {
  it('takes the MRZ values, the issue date from the visual zone, and finds no disagreement on a sound document', () => {
    const merged = mergeReadings({ readable: true, mrz, visual, titleType: null, today })
    expect(merged).toMatchObject({
      type: 'passport',
      issuingAlpha3: 'DEU',
      lastName: 'MUSTERMANN',
      dob: '1983-08-12',
      expiryDate: '2031-10-31',
      issueDate: '2021-11-01',
      gender: 'F',
      disagreements: [],
    })
  })

  it('reports each field on which an edited visual zone disagrees with the MRZ', () => {
    const edited = {
      ...visual,
      surname: 'MUSTERFRAU',
      documentNumber: 'C01X00T48',
      dob: '1985-08-12',
      expiryDate: '2036-10-31',
    }
    expect(mergeReadings({ readable: true, mrz, visual: edited, titleType: null, today }).disagreements).toEqual([
      'document_number',
      'name',
      'dob',
      'expiry_date',
    ])
  })

  it('compares nothing with a zone whose check digits fail (that declines on its own)', () => {
    const broken = readMrz(breakCheckDigit(lines, 'TD3'))!
    expect(
      mergeReadings({ readable: true, mrz: broken, visual: { ...visual, surname: 'OTHER' }, titleType: null, today })
        .disagreements,
    ).toEqual([])
  })

  it('reads documents without an MRZ from the visual zone, the country from the header', () => {
    const merged = mergeReadings({
      readable: true,
      mrz: null,
      visual,
      titleType: 'driving_license',
      headerLines: ['REPUBLIC OF FRANCE DRIVING LICENCE'],
      today,
    })
    expect(merged).toMatchObject({
      type: 'driving_license',
      issuingAlpha3: 'FRA',
      documentNumber: 'C01X00T47',
      firstName: 'ERIKA',
    })
  })
})

describe('a number the check digit cannot verify', () => {
  it('takes the visual reading where the zone was misread into a character of the same check value (Y read O)', () => {
    const zone = readMrz(
      generateMrz({
        format: 'TD3',
        documentCode: 'P',
        issuingState: 'DEU',
        nationality: 'DEU',
        lastName: 'Moreau',
        givenNames: 'Erika',
        documentNumber: 'HMO9XCBT2',
        birthDate: '1992-08-21',
        expiryDate: '2029-09-20',
        sex: 'F',
      }),
    )!
    const merged = mergeReadings({
      readable: true,
      mrz: zone,
      visual: {
        ...visual,
        surname: 'MOREAU',
        givenNames: 'ERIKA',
        documentNumber: 'HMY9XCBT2',
        dob: '1992-08-21',
        expiryDate: '2029-09-20',
      },
      titleType: null,
      today,
    })
    expect(merged).toMatchObject({ documentNumber: 'HMY9XCBT2', disagreements: [] })
    expect(
      mergeReadings({
        readable: true,
        mrz: zone,
        visual: {
          ...visual,
          surname: 'MOREAU',
          givenNames: 'ERIKA',
          documentNumber: 'HMA9XCBT2',
          dob: '1992-08-21',
          expiryDate: '2029-09-20',
        },
        titleType: null,
        today,
      }),
    ).toMatchObject({ documentNumber: 'HMO9XCBT2', disagreements: ['document_number'] })
  })

  it("takes the zone's number when the client provided it and the visual zone differs only where the check digit is blind (8 read S)", () => {
    const zone = readMrz(
      generateMrz({
        format: 'TD3',
        documentCode: 'P',
        issuingState: 'DEU',
        nationality: 'DEU',
        lastName: 'Schneider',
        givenNames: 'Noah',
        documentNumber: 'N1YN2EW8T',
        birthDate: '1992-08-21',
        expiryDate: '2029-09-20',
        sex: 'M',
      }),
    )!
    const merged = mergeReadings({
      readable: true,
      mrz: zone,
      visual: {
        ...visual,
        surname: 'SCHNEIDER',
        givenNames: 'NOAH',
        documentNumber: 'N1YN2EWST',
        dob: '1992-08-21',
        expiryDate: '2029-09-20',
      },
      titleType: null,
      today,
    })
    expect(merged.documentNumber).toBe('N1YN2EWST')
    expect(settleNumberByProvided(merged, 'N1YN2EW8T').documentNumber).toBe('N1YN2EW8T')
    // The visual reading stays when it is the one provided, when nothing is provided, and for any other number.
    expect(settleNumberByProvided(merged, 'N1YN2EWST').documentNumber).toBe('N1YN2EWST')
    expect(settleNumberByProvided(merged, null).documentNumber).toBe('N1YN2EWST')
    expect(settleNumberByProvided(merged, 'N1YN2EW9T').documentNumber).toBe('N1YN2EWST')
  })
})

describe('dates of documents without MRZ', () => {
  it('takes the month-first reading of an ambiguous date on a US document, the day-first one elsewhere', () => {
    const ambiguous = { surname: 'SMITH', dob: '1985-12-03', monthFirst: { dob: '1985-03-12' } }
    expect(
      mergeReadings({
        readable: true,
        mrz: null,
        visual: ambiguous,
        titleType: 'driving_license',
        headerLines: ['UNITED STATES DRIVER LICENSE'],
        today,
      }).dob,
    ).toBe('1985-03-12')
    expect(
      mergeReadings({
        readable: true,
        mrz: null,
        visual: ambiguous,
        titleType: 'driving_license',
        headerLines: ['UNITED KINGDOM DRIVING LICENCE'],
        today,
      }).dob,
    ).toBe('1985-12-03')
  })
})

describe('OCR slips in the visual zone are not edits', () => {
  it('agrees when the visual number differs by a confusion and a long name by one letter', () => {
    const slipped = { ...visual, surname: 'MUSTERMANM', documentNumber: 'CO1X0OT47' }
    expect(mergeReadings({ readable: true, mrz, visual: slipped, titleType: null, today }).disagreements).toEqual([])
  })
})
