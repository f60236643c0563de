import { describe, expect, it } from 'vitest'
import { lightestChannelWasm } from './lightest-channel-wasm'

/** Pseudo-random colour bytes (a fixed seed). */
function colours(count: number): Uint8Array {
  const rgb = new Uint8Array(3 * count)
  let seed = 777
  for (let i = 0; i < rgb.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    rgb[i] = seed % 256
  }
  return rgb
}

describe('lightestChannelWasm', () => {
  it('gives each pixel its lightest channel and lightest minus darkest, at every count a chunk of 16 can end on', () => {
    for (const count of [1, 2, 15, 16, 17, 47, 300]) {
      const rgb = colours(count)
      const read = lightestChannelWasm(rgb, count)
      expect(read).not.toBeNull()
      for (let j = 0; j < count; j++) {
        const pixel = [rgb[3 * j]!, rgb[3 * j + 1]!, rgb[3 * j + 2]!]
        expect([read!.grey[j], read!.saturation[j]]).toEqual([
          Math.max(...pixel),
          Math.max(...pixel) - Math.min(...pixel),
        ])
      }
      expect([read!.grey.length, read!.saturation.length]).toEqual([count, count])
    }
  })

  it('reads a red stamp’s pixel light and saturated, a black letter’s dark and grey', () => {
    const read = lightestChannelWasm(Uint8Array.from([220, 40, 50, 10, 12, 11]), 2)
    expect([...read!.grey]).toEqual([220, 12])
    expect([...read!.saturation]).toEqual([180, 2])
  })
})
