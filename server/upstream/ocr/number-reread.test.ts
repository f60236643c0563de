import { describe, expect, it } from 'vitest'
import { numberReadingsAgreeOn } from './number-reread'

describe('numberReadingsAgreeOn (ADR 0043)', () => {
  it('takes the number more than half of the readings of it read', () => {
    expect(numberReadingsAgreeOn('C6516756', ['C6516756', 'C6516756', 'C0516756', 'C6516756'])).toBe('C6516756')
    // The first reading's number is not kept when the others agree on another.
    expect(numberReadingsAgreeOn('43319028', ['43319028', '53319028', null, '53319028'])).toBe('53319028')
  })

  it('gives none when the readings of the number disagree', () => {
    // Four readings of a number a signature crosses, each with its own digit under the stroke.
    expect(
      numberReadingsAgreeOn('1901504978M', ['1901504978M', '1901504878M', '1901504928M', '1901504976M']),
    ).toBeNull()
    expect(numberReadingsAgreeOn('53319028', ['53319028', '43319028'])).toBeNull()
  })

  it('does not count another number of the page as a reading of this one', () => {
    expect(numberReadingsAgreeOn('53319028', ['53319028', '12345678', '5331902', null])).toBe('53319028')
  })
})
