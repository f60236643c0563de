import type { GreyImage } from './page-quadrilateral'

/**
 * Uneven light taken off a page (ADR 0066). A phone photo has the shadow of the phone and the hand
 * across one side and light falling off towards a corner; a folded letter is shaded below each
 * crease. One global level cannot serve both sides: the shadowed paper turns grey or black with
 * its text. The paper's own brightness is estimated everywhere (the brightest of the block means
 * around each place, wider than a letter, then the darkest of those, so that a shadow's edge stays
 * where it is), and each pixel is divided by it: paper becomes white on either side of the shadow,
 * ink stays as much darker than its paper as it was. Only a page whose paper varies by more than
 * `unevenBelow` is changed; an evenly lit scan is left as it is.
 */

/** Side of the blocks whose means estimate the paper, pixels of the page as it arrived. */
const blockSide = 8
/** Radius, in blocks, of the brightest-then-darkest filters (wider than a heading's letters). */
const reach = 3
/** The paper is uneven when its darkest twentieth is below this share of its brightest twentieth. */
const unevenBelow = 0.85

function filtered(values: Float32Array, columns: number, rows: number, pick: (a: number, b: number) => number) {
  const across = new Float32Array(values.length)
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < columns; x++) {
      let best = values[y * columns + x]!
      for (let k = Math.max(0, x - reach); k <= Math.min(columns - 1, x + reach); k++)
        best = pick(best, values[y * columns + k]!)
      across[y * columns + x] = best
    }
  const out = new Float32Array(values.length)
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < columns; x++) {
      let best = across[y * columns + x]!
      for (let k = Math.max(0, y - reach); k <= Math.min(rows - 1, y + reach); k++)
        best = pick(best, across[k * columns + x]!)
      out[y * columns + x] = best
    }
  return out
}

/** The paper's brightness per block of `grey` (blocks of blockSide pixels). */
function paperLevels(grey: GreyImage): { levels: Float32Array; columns: number; rows: number } {
  const { data, width, height } = grey
  const columns = Math.ceil(width / blockSide)
  const rows = Math.ceil(height / blockSide)
  const sums = new Float32Array(columns * rows)
  const lineSums = new Float64Array(columns)
  for (let y = 0; y < height; y++) {
    // Each block's pixels of the row summed apart, then added to its sum once (exact: whole numbers).
    for (let column = 0, i = y * width; column < columns; column++) {
      let sum = 0
      for (const end = y * width + Math.min(width, (column + 1) * blockSide); i < end; i++) sum += data[i]!
      lineSums[column]! += sum
    }
    if ((y + 1) % blockSide !== 0 && y !== height - 1) continue
    const row = Math.floor(y / blockSide)
    const blockHeight = y - row * blockSide + 1
    for (let column = 0; column < columns; column++) {
      const blockWidth = Math.min(blockSide, width - column * blockSide)
      sums[row * columns + column] = lineSums[column]! / (blockWidth * blockHeight)
      lineSums[column] = 0
    }
  }
  const closed = filtered(filtered(sums, columns, rows, Math.max), columns, rows, Math.min)
  return { levels: closed, columns, rows }
}

/** The share of the darkest paper to the brightest (1 for an evenly lit page), away from the edges. */
function evenness(levels: Float32Array, columns: number, rows: number): number {
  const inner: number[] = []
  for (let y = Math.floor(rows * 0.05); y < Math.ceil(rows * 0.95); y++)
    for (let x = Math.floor(columns * 0.05); x < Math.ceil(columns * 0.95); x++) inner.push(levels[y * columns + x]!)
  if (inner.length === 0) return 1
  inner.sort((a, b) => a - b)
  const low = inner[Math.floor(inner.length * 0.05)]!
  const high = inner[Math.floor(inner.length * 0.95)]!
  return high > 0 ? low / high : 1
}

/**
 * Divides `grey` by its paper's brightness where the light over the page is uneven (`grey.data` is
 * changed). Returns whether it was.
 */
export function flattenIllumination(grey: GreyImage): boolean {
  const { data, width, height } = grey
  const { levels, columns, rows } = paperLevels(grey)
  if (evenness(levels, columns, rows) >= unevenBelow) return false
  // Bilinear between block centres.
  for (let y = 0; y < height; y++) {
    const fy = Math.min(rows - 1, Math.max(0, (y + 0.5) / blockSide - 0.5))
    const y0 = Math.floor(fy)
    const y1 = Math.min(rows - 1, y0 + 1)
    const dy = fy - y0
    for (let x = 0; x < width; x++) {
      const fx = Math.min(columns - 1, Math.max(0, (x + 0.5) / blockSide - 0.5))
      const x0 = Math.floor(fx)
      const x1 = Math.min(columns - 1, x0 + 1)
      const dx = fx - x0
      const top = levels[y0 * columns + x0]! * (1 - dx) + levels[y0 * columns + x1]! * dx
      const bottom = levels[y1 * columns + x0]! * (1 - dx) + levels[y1 * columns + x1]! * dx
      const paper = Math.max(1, top * (1 - dy) + bottom * dy)
      data[y * width + x] = Math.min(255, Math.round((data[y * width + x]! * 255) / paper))
    }
  }
  return true
}
