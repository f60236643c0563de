import { describe, expect, it } from 'vitest'
import type { VisualFields } from './extracted-document'
import { generateMrz } from '../documents/identity/generate-mrz'
import { readMrz } from './mrz/read-mrz'
import { datesDisagree, mrzVisualDisagreements, namesDisagree, numbersDisagree } from './mrz-visual-agreement'

const today = new Date('2026-11-23T12:00:00Z')
const zone = (lastName: string, givenNames: string, format: 'TD3' | 'TD1' = 'TD3') =>
  readMrz(
    generateMrz({
      format,
      documentCode: format === 'TD3' ? 'P' : 'ID',
      issuingState: 'DEU',
      nationality: 'DEU',
      lastName,
      givenNames,
      documentNumber: 'C01X00T47',
      birthDate: '1983-08-12',
      expiryDate: '2031-10-31',
      sex: 'F',
    }),
  )!
const mrz = zone('Müller-Lüdenscheidt', 'Anna Maria')

describe('MRZ vs visual zone: what is not a disagreement (ADR 0011)', () => {
  it.each<[string, VisualFields]>([
    [
      'the same values printed with diacritics and hyphens',
      { surname: 'MÜLLER-LÜDENSCHEIDT', givenNames: 'Anna Maria' },
    ],
    ['names swapped between the fields', { surname: 'ANNA MARIA', givenNames: 'MULLER LUDENSCHEIDT' }],
    ['a given name the visual zone did not read', { surname: 'MULLER-LUDENSCHEIDT', givenNames: 'ANNA' }],
    [
      'OCR look-alikes in a visual name (1 for I, rn for m)',
      { surname: 'MULLER-LUDENSCHEIDT', givenNames: 'ANNA RNARIA' },
    ],
    ['one OCR slip in a long visual word', { surname: 'MULLER-LUDENSCHEIBT', givenNames: 'ANNA MARIA' }],
    [
      'letters OCR lost at an edge (NOA for NOAH, IKA for ERIKA)',
      { surname: 'MULLER-LUDENSCHEIDT', givenNames: 'NNA ARIA' },
    ],
    ['noise words OCR added', { surname: 'MULLER-LUDENSCHEIDT ee', givenNames: 'ANNA MARIA |' }],
    ['nothing read', {}],
  ])('%s', (_rule, visual) => {
    expect(namesDisagree(mrz, visual)).toBe(false)
  })

  it('takes a name ICAO truncated as the printed one, and Ø = OE, Å = AA as ICAO writes them', () => {
    const long = zone('Wolfeschlegelsteinhausenbergerdorff', 'Hubert Blaine Charles David Earl Frederick')
    expect(long.lines[0]!.endsWith('<')).toBe(false)
    expect(
      namesDisagree(long, {
        surname: 'WOLFESCHLEGELSTEINHAUSENBERGERDORFF',
        givenNames: 'HUBERT BLAINE CHARLES DAVID EARL FREDERICK',
      }),
    ).toBe(false)
    expect(namesDisagree(zone('SOERENSEN', 'AASE'), { surname: 'SØRENSEN', givenNames: 'ÅSE' })).toBe(false)
    expect(namesDisagree(zone('DELACRUZ', 'JUAN'), { surname: 'DE LA CRUZ', givenNames: 'JUAN' })).toBe(false)
  })

  it('takes numbers equal after look-alikes, spaces and dashes, and dates OCR or the writing order explain', () => {
    expect(numbersDisagree('C01X00T47', 'CO1X 0OT47')).toBe(false)
    expect(numbersDisagree('C01X00T47', 'c01x-00t47')).toBe(false)
    expect(numbersDisagree('Y9L74Z28G', 'YO9L74Z28G')).toBe(false) // a character OCR added
    expect(numbersDisagree('Y9L74Z28G', 'Y9L74Z2G')).toBe(false) // a character OCR lost
    expect(numbersDisagree('C01X00T47', 'C01X00T41')).toBe(false) // 7 read as 1
    expect(numbersDisagree('HMO9XCBT2', 'HMY9XCBT2')).toBe(false) // O and Y give one check digit: the zone has not told them apart
    expect(datesDisagree('1983-08-12', '1983-08-12')).toBe(false)
    expect(datesDisagree('1983-08-12', '1988-08-12')).toBe(false) // 3 read as 8
    expect(datesDisagree('1983-08-12', '1983-12-08')).toBe(false) // month written first
    expect(datesDisagree('2031-10-31', '1931-10-31')).toBe(false) // a two-digit year
  })
})

describe('MRZ vs visual zone: what disagrees (a forged or edited document)', () => {
  it.each<[string, VisualFields]>([
    ['another surname', { surname: 'SCHMIDT', givenNames: 'ANNA MARIA' }],
    ['another given name', { surname: 'MULLER-LUDENSCHEIDT', givenNames: 'ANNA PETRA' }],
    ['an extra given name', { surname: 'MULLER-LUDENSCHEIDT', givenNames: 'ANNA MARIA LOUISE' }],
    ['another person', { surname: 'DOE', givenNames: 'JOHN' }],
  ])('%s', (_rule, visual) => {
    expect(namesDisagree(mrz, visual)).toBe(true)
  })

  it('declines another number and another date', () => {
    expect(numbersDisagree('C01X00T47', 'C01X00T48')).toBe(true)
    expect(numbersDisagree('C01X00T47', 'X99Y11A22')).toBe(true)
    expect(numbersDisagree('C01X00T47', 'C01X00T4799')).toBe(true)
    expect(numbersDisagree('C01X00T47', 'C01X00T52')).toBe(true)
    expect(datesDisagree('1983-08-12', '1985-08-12')).toBe(true)
    expect(datesDisagree('1983-08-12', '1983-08-22')).toBe(true)
    expect(datesDisagree('1983-08-12', '1990-01-01')).toBe(true)
  })

  it('lists every disagreeing field, compares nothing unread, and nothing against a zone whose check digits fail', () => {
    expect(
      mrzVisualDisagreements(
        mrz,
        { surname: 'SCHMIDT', documentNumber: 'C01X00T48', dob: '1985-08-12', expiryDate: '2036-10-31' },
        today,
      ),
    ).toEqual(['document_number', 'name', 'dob', 'expiry_date'])
    expect(mrzVisualDisagreements(mrz, {}, today)).toEqual([])
    expect(mrzVisualDisagreements({ ...mrz, checkDigitsHold: false }, { surname: 'SCHMIDT' }, today)).toEqual([])
  })
})
