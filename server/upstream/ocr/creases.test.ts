import { describe, expect, it } from 'vitest'
import { removeCreases } from './creases'

/** A white sheet 320 × 120 with a row of letters' ink (dark dots) every 20 rows. */
function sheet(): { data: Buffer; width: number; height: number } {
  const [width, height] = [320, 120]
  const data = Buffer.alloc(width * height, 240)
  for (let y = 10; y < height; y += 20) for (let x = 3; x < width; x += 7) data[y * width + x] = 20
  return { data, width, height }
}

describe('removeCreases', () => {
  it('lightens a fold’s darker band across the sheet back to the paper around it, the ink in it kept darker', () => {
    const page = sheet()
    const { data, width } = page
    for (let y = 60; y < 63; y++)
      for (let x = 0; x < width; x++) data[y * width + x] = Math.round(data[y * width + x]! * 0.7)
    data[61 * width + 3] = 14
    expect(removeCreases(page)).toBe(3 * 16)
    expect(data[61 * width + 100]).toBe(240)
    expect(data[61 * width + 3]).toBe(20)
  })

  it('keeps a printed rule (ink, not shaded paper) and a band that stops short of the margins', () => {
    const page = sheet()
    const { data, width } = page
    for (let x = 0; x < width; x++) data[40 * width + x] = 30
    for (let x = 60; x < 260; x++) data[80 * width + x] = 170
    const before = Buffer.from(data)
    expect(removeCreases(page)).toBe(0)
    expect(data.equals(before)).toBe(true)
  })
})
