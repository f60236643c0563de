import { describe, expect, it } from 'vitest'
import { histogramOf } from './grey-histogram'

describe('histogramOf', () => {
  it('counts the pixels of each grey level', () => {
    const grey = Buffer.from([0, 255, 255, 7, 7, 7, 128])
    const histogram = histogramOf(grey)
    expect(histogram).toHaveLength(256)
    expect(histogram[0]).toBe(1)
    expect(histogram[7]).toBe(3)
    expect(histogram[128]).toBe(1)
    expect(histogram[255]).toBe(2)
    expect(histogram.reduce((sum, count) => sum + count, 0)).toBe(grey.length)
  })
})
