import { greyMedian3Wasm } from './grey-median-wasm'

/**
 * The 3×3 median of a one-channel 8-bit image, the pixels beyond its edges taken as copies of the
 * edge's (the same result as libvips' `median(3)` that sharp runs, at a fraction of its CPU). Each
 * column's three values are sorted once per row; the median of the nine is the median of the
 * largest low, the median of the middles and the smallest high of three neighbouring columns.
 * Sixteen pixels at a time in WebAssembly (grey-median-wasm.ts, ADR 0129), one at a time where it
 * cannot run.
 */
export function greyMedian3(data: Uint8Array, width: number, height: number): Buffer {
  return greyMedian3Wasm(data, width, height) ?? greyMedian3Scalar(data, width, height)
}

/** The same median, one pixel at a time in JavaScript. */
export function greyMedian3Scalar(data: Uint8Array, width: number, height: number): Buffer {
  const out = Buffer.alloc(width * height)
  const low = new Uint8Array(width)
  const middle = new Uint8Array(width)
  const high = new Uint8Array(width)
  for (let y = 0; y < height; y++) {
    const above = Math.max(0, y - 1) * width
    const row = y * width
    const below = Math.min(height - 1, y + 1) * width
    for (let x = 0; x < width; x++) {
      const a = data[above + x]!
      const b = data[row + x]!
      const c = data[below + x]!
      const smaller = a < b ? a : b
      const larger = a < b ? b : a
      low[x] = smaller < c ? smaller : c
      high[x] = larger > c ? larger : c
      middle[x] = a + b + c - low[x]! - high[x]!
    }
    for (let x = 0; x < width; x++) {
      const left = x > 0 ? x - 1 : 0
      const right = x < width - 1 ? x + 1 : width - 1
      const lows = Math.max(low[left]!, low[x]!, low[right]!)
      const highs = Math.min(high[left]!, high[x]!, high[right]!)
      const middles = medianOf3(middle[left]!, middle[x]!, middle[right]!)
      out[row + x] = medianOf3(lows, middles, highs)
    }
  }
  return out
}

function medianOf3(a: number, b: number, c: number): number {
  return a + b + c - Math.min(a, b, c) - Math.max(a, b, c)
}
