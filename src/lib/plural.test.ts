import { describe, expect, it } from 'vitest'
import { countOf } from './plural'

describe('countOf', () => {
  it('puts the noun in the number of the count', () => {
    expect(countOf(1, 'potential match', 'potential matches')).toBe('1 potential match')
    expect(countOf(2, 'potential match', 'potential matches')).toBe('2 potential matches')
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry')
    expect(countOf(0, 'entry', 'entries')).toBe('0 entries')
    expect(countOf(3, 'officer')).toBe('3 officers')
  })
})
