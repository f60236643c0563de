import { describe, expect, it } from 'vitest'
import { median } from './median'

describe('median', () => {
  it('takes the middle value, the upper of two for an even count, and leaves its input as it was', () => {
    const values = [30, 10, 20]
    expect(median(values)).toBe(20)
    expect(values).toEqual([30, 10, 20])
    expect(median([4, 1, 3, 2])).toBe(3)
  })

  it('is 0 for no values', () => {
    expect(median([])).toBe(0)
  })
})
