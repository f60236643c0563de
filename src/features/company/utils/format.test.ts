import { describe, expect, it } from 'vitest'
import { formatDate } from './format'

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
