/**
 * How many pixels of `grey` (one byte a pixel) have each of the 256 grey levels, counted in a typed
 * array by index: a page is millions of pixels, and counting them through an iterator into a plain
 * array cost several times as much.
 */
export function histogramOf(grey: Uint8Array): number[] {
  const counts = new Uint32Array(256)
  for (let i = 0; i < grey.length; i++) counts[grey[i]!]! += 1
  return Array.from(counts)
}
