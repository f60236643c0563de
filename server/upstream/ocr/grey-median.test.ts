import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { greyMedian3, greyMedian3Scalar } from './grey-median'
import { greyMedian3Wasm } from './grey-median-wasm'

/** Pseudo-random grey levels (a fixed seed): noise, flat runs and hard edges, as a scan has. */
function greyImage(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height)
  let seed = 12345
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    const x = i % width
    data[i] = seed % 5 === 0 ? seed % 256 : x < width / 2 ? 30 : 220
  }
  return data
}

describe('greyMedian3', () => {
  it('gives the pixels libvips’ 3×3 median gives, edges included', async () => {
    for (const [width, height] of [
      [37, 23],
      [3, 3],
      [4, 11],
      [11, 4],
    ] as const) {
      const data = greyImage(width, height)
      const expected = await sharp(data, { raw: { width, height, channels: 1 } })
        .median(3)
        .greyscale()
        .raw()
        .toBuffer()
      expect(greyMedian3(data, width, height).equals(expected)).toBe(true)
    }
  })

  it('gives in WebAssembly the pixels the scalar median gives, at every width a chunk of 16 can end on', () => {
    for (const [width, height] of [
      [1, 1],
      [1, 6],
      [6, 1],
      [2, 2],
      [15, 5],
      [16, 16],
      [17, 3],
      [33, 9],
      [100, 2],
      [257, 31],
    ] as const) {
      const data = greyImage(width, height)
      const vectors = greyMedian3Wasm(data, width, height)
      expect(vectors).not.toBeNull()
      expect(vectors!.equals(greyMedian3Scalar(data, width, height))).toBe(true)
    }
  })

  it('leaves the image it was given as it was', () => {
    const data = greyImage(40, 12)
    const copy = Buffer.from(data)
    greyMedian3(data, 40, 12)
    expect(data.equals(copy)).toBe(true)
  })

  it('takes off a lone dark pixel and keeps a line three pixels wide', () => {
    const width = 7
    const data = Buffer.alloc(width * width, 255)
    data[1 * width + 1] = 0
    for (let y = 3; y < 6; y++) data.fill(0, y * width, (y + 1) * width)
    const median = greyMedian3(data, width, width)
    expect(median[1 * width + 1]).toBe(255)
    expect(median[4 * width + 3]).toBe(0)
  })
})
