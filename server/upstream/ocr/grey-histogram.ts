/**
 * How many pixels of `grey` (one byte a pixel) have each of the 256 grey levels, counted in a typed
 * array by index: a page is millions of pixels, and counting them through an iterator into a plain
 * array cost several times as much.
 */
export function histogramOf(grey: Uint8Array): number[] {
  // Four counts taken turn about: a page's runs of one level (its paper) would otherwise wait on
  // each other's count in memory, pixel after pixel.
  const counts = new Uint32Array(4 * 256)
  const fours = grey.length - (grey.length % 4)
  for (let i = 0; i < fours; i += 4) {
    counts[grey[i]!]! += 1
    counts[256 + grey[i + 1]!]! += 1
    counts[512 + grey[i + 2]!]! += 1
    counts[768 + grey[i + 3]!]! += 1
  }
  for (let i = fours; i < grey.length; i++) counts[grey[i]!]! += 1
  return Array.from(
    { length: 256 },
    (_, level) => counts[level]! + counts[256 + level]! + counts[512 + level]! + counts[768 + level]!,
  )
}
