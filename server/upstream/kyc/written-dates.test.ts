import { describe, expect, it } from 'vitest'
import { findDates, meansDate, monthOf, readDates } from './written-dates'

const today = new Date('2026-11-23T12:00:00Z')

describe('dates as documents and people write them', () => {
  it.each<[string, string]>([
    ['1985-03-12', '1985-03-12'],
    ['1985/03/12', '1985-03-12'],
    ['12.03.1985', '1985-03-12'],
    ['12/03/1985', '1985-03-12'],
    ['12-03-1985', '1985-03-12'],
    ['12 03 1985', '1985-03-12'],
    ['12 MAR 1985', '1985-03-12'],
    ['12-MAR-1985', '1985-03-12'],
    ['12MAR1985', '1985-03-12'],
    ['12 MAR/MARS 1985', '1985-03-12'],
    ['12. März 1985', '1985-03-12'],
    ['12 de marzo de 1985', '1985-03-12'],
    ['12 marzo 1985', '1985-03-12'],
    ['12 maart 1985', '1985-03-12'],
    ['12 marca 1985', '1985-03-12'],
    ['12 mars 1985', '1985-03-12'],
    ['12 III 1985', '1985-03-12'],
    ['March 12, 1985', '1985-03-12'],
    ['MAR 12 1985', '1985-03-12'],
    ['12 AOÛT 1985', '1985-08-12'],
    ['12 ago 1985', '1985-08-12'],
    ['12 OKT 1985', '1985-10-12'],
    ['12 DEZ 1985', '1985-12-12'],
    ['12 grudnia 1985', '1985-12-12'],
    ['03/25/1985', '1985-03-25'],
    ['12.O3.l985', '1985-03-12'],
  ])('%s', (written, iso) => {
    expect(findDates(written)).toEqual([iso])
  })

  it('puts a two-digit year in its century by the kind of date', () => {
    expect(findDates('12.03.85', 'birth', today)).toEqual(['1985-03-12'])
    expect(findDates('12.03.24', 'birth', today)).toEqual(['2024-03-12'])
    expect(findDates('12.03.35', 'document', today)).toEqual(['2035-03-12'])
    expect(findDates('12 MAR 85', 'birth', today)).toEqual(['1985-03-12'])
  })

  it('keeps the other reading of an ambiguous numeric date, and finds several dates in order', () => {
    expect(readDates('03/12/1985')[0]).toMatchObject({ iso: '1985-12-03', alternatives: ['1985-03-12'] })
    expect(meansDate('03/12/1985', '1985-03-12')).toBe(true)
    expect(meansDate('25/12/1985', '1985-12-26')).toBe(false)
    expect(findDates('born 12 AUG/AOUT 1983, expires 31.10.2031 or 2031-10-31')).toEqual([
      '1983-08-12',
      '2031-10-31',
      '2031-10-31',
    ])
  })

  it('reads no date where there is none, nor an impossible one', () => {
    expect(findDates('31.02.1985')).toEqual([])
    expect(findDates('12 Main Street 1985')).toEqual([])
    expect(findDates('Amount due 42.00')).toEqual([])
    expect(monthOf('Septembre')).toBe(9)
  })
})
