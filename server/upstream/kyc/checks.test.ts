import { describe, expect, it } from 'vitest'
import { checkAddress, type ExtractedAddress } from './address-checks'
import { addressWords, bestAddressCoverage } from './address-compare'
import { ageOn, genderCode, mrzDateToIso, sameName } from './compare-values'
import { findDates } from './written-dates'
import { ADDRESS_DECLINES, declinedReason, DOCUMENT_DECLINES } from './decline-codes'
import { checkDocument } from './document-checks'
import type { ExtractedDocument } from './extracted-document'
import type { ProvidedDocument } from './kyc-request'
import { outcomeStatus } from './kyc-outcome'
import { isKnownAlpha3 } from './merge-readings'
import { describeSpdr } from '@contract/services/spdr-codes'

const today = new Date('2026-11-23T12:00:00Z')

const document = (overrides: Partial<ExtractedDocument> = {}): ExtractedDocument => ({
  readable: true,
  type: 'passport',
  mrz: {
    format: 'TD3',
    lines: [],
    checkDigitsHold: true,
    failedChecks: [],
    documentCode: 'P',
    issuingState: 'DEU',
    nationality: 'DEU',
    lastName: 'MUSTERMANN',
    givenNames: 'ERIKA ANNA',
    documentNumber: 'C01X00T47',
    birthDate: '830812',
    expiryDate: '311031',
    sex: 'F',
  },
  visual: {},
  issuingAlpha3: 'DEU',
  firstName: 'ERIKA ANNA',
  lastName: 'MUSTERMANN',
  documentNumber: 'C01X00T47',
  dob: '1983-08-12',
  expiryDate: '2031-10-31',
  issueDate: '2021-11-01',
  gender: 'F',
  disagreements: [],
  unconfirmed: [],
  ...overrides,
})

const provided = (overrides: Partial<ProvidedDocument> = {}): ProvidedDocument => ({
  supported_types: ['passport', 'id_card'],
  process_only_ocr: false,
  full_name: 'Erika Anna Müstermann',
  document_number: 'C01X00T47',
  dob: '1983-08-12',
  issue_date: '2021-11-01',
  expiry_date: '2031-10-31',
  gender: 'female',
  age_min: 18,
  age_max: 99,
  ...overrides,
})

const context = { countryAlpha3: 'DEU', knownAlpha3: isKnownAlpha3, today }
const check = (d: Partial<ExtractedDocument>, p: Partial<ProvidedDocument> = {}) =>
  checkDocument(document(d), provided(p), context)

describe('document checks: flag and SPDR code of every rule (ADR 0011)', () => {
  it('passes a matching document: every flag 1, no code', () => {
    const outcome = check({})
    expect(outcome.codes).toEqual([])
    expect(Object.values(outcome.flags).every((flag) => flag === 1)).toBe(true)
  })

  it('compares names in any order, case and script, dates in any form, genders in words', () => {
    expect(sameName('Mustermann, Erika Anna', 'ERIKA ANNA MUSTERMANN')).toBe(true)
    expect(sameName('Erika Müstermann', 'ERIKA MUSTERMANN')).toBe(true)
    expect(sameName('Erika Mustermann', 'ERIKA MUSTERFRAU')).toBe(false)
    expect(findDates('born 12 AUG/AOUT 1983, expires 31.10.2031 or 2031-10-31')).toEqual([
      '1983-08-12',
      '2031-10-31',
      '2031-10-31',
    ])
    expect(genderCode('weiblich')).toBe('F')
    expect(mrzDateToIso('830812', 'birth', today)).toBe('1983-08-12')
    expect(mrzDateToIso('311031', 'expiry', today)).toBe('2031-10-31')
    expect(ageOn('1983-11-24', today)).toBe(42)
    expect(check({}, { full_name: 'MUSTERMANN ERIKA ANNA', gender: 'F' }).codes).toEqual([])
  })

  it.each<[string, Partial<ExtractedDocument>, Partial<ProvidedDocument>, keyof typeof DOCUMENT_DECLINES]>([
    ['unreadable', { readable: false }, {}, 'unreadable'],
    ['passport without MRZ', { mrz: null }, {}, 'mrzMissing'],
    [
      'check digit fails',
      { mrz: { ...document().mrz!, checkDigitsHold: false, failedChecks: ['documentNumberCheckDigit'] } },
      {},
      'checkDigit',
    ],
    [
      'a specimen: the zone names ICAO’s specimen state',
      { mrz: { ...document().mrz!, issuingState: 'UTO', nationality: 'UTO' } },
      {},
      'specimen',
    ],
    ['MRZ number differs from the visual zone', { disagreements: ['document_number'] }, {}, 'mrzNumberDiffers'],
    ['MRZ name differs from the visual zone', { disagreements: ['name'] }, {}, 'mrzDataDiffers'],
    ['type not supported', { type: 'driving_license' }, {}, 'typeNotSupported'],
    ['another country', { issuingAlpha3: 'FRA' }, {}, 'countryDiffers'],
    ['unknown country code', { issuingAlpha3: 'UTO' }, {}, 'countryUnknown'],
    ['expired', { expiryDate: '2026-01-31' }, { expiry_date: '' }, 'expired'],
    ['expiry differs', {}, { expiry_date: '2031-10-30' }, 'expiryDiffers'],
    ['expiry not visible', { expiryDate: null }, {}, 'expiryNotVisible'],
    ['issue date differs', {}, { issue_date: '2021-11-02' }, 'issueDateDiffers'],
    ['issue date not visible', { issueDate: null }, {}, 'issueDateNotVisible'],
    ['name differs', {}, { full_name: 'Erica Mustermann' }, 'nameDiffers'],
    ['name not visible', { lastName: null, firstName: null, mrz: null, type: 'id_card' }, {}, 'nameNotVisible'],
    ['dob differs', {}, { dob: '1983-08-13' }, 'dobDiffers'],
    ['dob not visible', { dob: null }, { age_min: null, age_max: null }, 'dobNotVisible'],
    ['number differs', {}, { document_number: 'C01X00T48' }, 'numberDiffers'],
    ['number not visible', { documentNumber: null }, {}, 'numberNotVisible'],
    ['gender differs', {}, { gender: 'M' }, 'genderDiffers'],
    ['gender not visible', { gender: null }, {}, 'genderNotVisible'],
    ['too young', {}, { age_min: 50, age_max: 99 }, 'ageOutOfBounds'],
    ['too old', {}, { age_min: 18, age_max: 30 }, 'ageOutOfBounds'],
  ])('%s: its flag is 0 and its code is declined', (_name, extracted, given, decline) => {
    const outcome = check(extracted, given)
    const { flag, code } = DOCUMENT_DECLINES[decline]
    expect(outcome.flags[flag]).toBe(0)
    expect(outcome.codes).toContain(code)
    expect(describeSpdr(code).known).toBe(true)
  })

  it('leaves unchecked what nobody provided and the document lacks (null flags), and what OCR-only skips (ADR 0012)', () => {
    const outcome = check(
      { issueDate: null, gender: null },
      { issue_date: '', gender: '', age_min: null, age_max: null },
    )
    expect(outcome.flags).toMatchObject({ issue_date: null, gender: null, age: 1 })
    const ocrOnly = check({}, { process_only_ocr: true, full_name: 'Someone Else' })
    expect(ocrOnly.flags).toMatchObject({ document: 1, name: null, dob: null, selected_type: null })
    expect(ocrOnly.codes).toEqual([])
    expect(check({ mrz: { ...document().mrz!, checkDigitsHold: false } }, { process_only_ocr: true }).codes).toEqual([
      'SPDR239',
    ])
  })

  it('declines a request with any flag 0 and words its reason from the catalogue', () => {
    expect(
      outcomeStatus({
        document: { data: {} as never, flags: check({}).flags, codes: [] },
        declined_codes: [],
        declined_reason: null,
        processed_at: 0,
      }),
    ).toBe('verification.accepted')
    const declined = check({}, { full_name: 'John Doe' })
    expect(
      outcomeStatus({
        document: { data: {} as never, flags: declined.flags, codes: declined.codes },
        declined_codes: declined.codes,
        declined_reason: null,
        processed_at: 0,
      }),
    ).toBe('verification.declined')
    expect(declinedReason(['SPDR07', 'SPDR17'])).toBe('Name mismatch; document expired')
  })
})

describe('address checks', () => {
  const lines = [
    'Northwind Energy',
    'Electricity bill',
    'Erika Mustermann',
    'Heidestraße 17',
    '51147 Köln',
    'GERMANY',
    'Bill date: 2 November 2026',
  ]
  const extracted: ExtractedAddress = { lines, issueDate: '2026-11-02', countries: ['DE'] }
  const run = (fullAddress: string, e = extracted) => checkAddress(e, fullAddress, { countryAlpha2: 'DE', today })

  it('matches an address written another way (abbreviations, case, punctuation, line order)', () => {
    expect(addressWords('Heidestraße 17')).toEqual(['heide', 'st', '17'])
    expect(bestAddressCoverage('51147 KOELN, Heidestr. 17', lines)).toBe(1)
    expect(bestAddressCoverage('51147 koln, heide street 17', lines)).toBe(1)
    expect(run('Heidestrasse 17, 51147 Köln')).toEqual({
      flags: { full_address: 1, address_document_country: 1, address_document: 1 },
      codes: [],
    })
  })

  it.each<[string, string, Partial<typeof extracted>, keyof typeof ADDRESS_DECLINES]>([
    ['another house number', 'Heidestrasse 19, 51147 Köln', {}, 'addressDiffers'],
    [
      'no address on the document',
      'Heidestrasse 17, 51147 Köln',
      { lines: ['Northwind Energy', 'Electricity bill', 'Amount due 42.00 EUR', 'Bill date: 2 November 2026'] },
      'addressAbsent',
    ],
    ['another country', 'Heidestrasse 17, 51147 Köln', { countries: ['FR'] }, 'countryDiffers'],
    ['older than three months', 'Heidestrasse 17, 51147 Köln', { issueDate: '2026-07-01' }, 'notRecent'],
    ['no date', 'Heidestrasse 17, 51147 Köln', { issueDate: null }, 'notRecent'],
    ['unreadable', 'Heidestrasse 17, 51147 Köln', { lines: ['~'] }, 'unreadable'],
  ])('%s: its flag is 0 and its code is declined', (_name, fullAddress, changes, decline) => {
    const outcome = run(fullAddress, { ...extracted, ...changes })
    const { flag, code } = ADDRESS_DECLINES[decline]
    expect(outcome.flags[flag]).toBe(0)
    expect(outcome.codes).toContain(code)
  })
})
