import { describe, expect, it } from 'vitest'
import { formatCompact, formatDate } from './format'

describe('formatDate', () => {
  it('formats calendar dates and timestamps', () => {
    expect(formatDate('1992-06-15')).toBe('15 Jun 1992')
    expect(formatDate('2026-11-21T07:15:00.000000Z')).toBe('21 Nov 2026, 07:15 UTC')
  })

  it('shows a day of the year without inventing a year', () => {
    expect(formatDate('10-01')).toBe('1 Oct')
    expect(formatDate('09-30')).toBe('30 Sept')
  })

  it('returns values it cannot read as they are', () => {
    expect(formatDate('sometime in spring')).toBe('sometime in spring')
    expect(formatDate('')).toBeNull()
  })
})

describe('formatCompact', () => {
  it('gives short whole labels with the unit after the number', () => {
    expect(formatCompact(9_000_000, 'SEK')).toBe('9 M SEK')
    expect(formatCompact(9_400_000, 'SEK')).toBe('9 M SEK')
    expect(formatCompact(12_500, 'EUR')).toBe('13 K EUR')
    expect(formatCompact(-3_000_000, 'USD')).toBe('-3 M USD')
    expect(formatCompact(450)).toBe('450')
    expect(formatCompact(0, '%')).toBe('0 %')
  })
})
