import { describe, expect, it } from 'vitest'
import { periodBetween, yearsBetween } from './reference-date'

describe('calendar periods of the registry', () => {
  it('counts whole calendar years, anniversaries included', () => {
    expect(yearsBetween('2021-03-01', '2022-03-01')).toBe(1)
    expect(yearsBetween('2021-03-01', '2022-02-28')).toBe(0)
    expect(yearsBetween('2020-02-29', '2021-02-28')).toBe(0)
    expect(yearsBetween('2000-01-01', '2026-10-31')).toBe(26)
  })

  it('says periods in years and months, exact years and month ends included', () => {
    expect(periodBetween('2021-03-01', '2022-03-01')).toBe('1 year')
    expect(periodBetween('2021-01-31', '2021-02-28')).toBe('1 month') // month end to month end
    expect(periodBetween('2021-01-15', '2021-03-14')).toBe('1 month')
    expect(periodBetween('2014-07-15', '2026-10-31')).toBe('12 years 3 months')
    expect(periodBetween('2026-10-31', '2026-10-01')).toBe('0 months')
  })
})
