import { isInk, type GlyphBox } from './zone-fillers'

/**
 * A glyph's outline as a small fixed grid (ADR 0019, "Zone cells classified by their outline"):
 * the glyph's ink box scaled so that its height fills the grid (its width in proportion, centred,
 * so a narrow I stays narrow beside a wide M), each grid cell the share of ink under it, then
 * smoothed over its neighbours so that a one-pixel shift or a slightly bolder stroke changes the
 * grid only a little.
 */

export const GRID_SIZE = 24
/** Samples per grid cell along each axis when the ink share is measured. */
const SUBSAMPLES = 3

export type GlyphGrid = Float32Array

/** A 3×3 box smoothing of a grid (edges use the cells that exist). */
function smoothed(grid: Float32Array): Float32Array {
  const out = new Float32Array(grid.length)
  for (let y = 0; y < GRID_SIZE; y += 1) {
    for (let x = 0; x < GRID_SIZE; x += 1) {
      let sum = 0
      let count = 0
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx
          const ny = y + dy
          if (nx < 0 || ny < 0 || nx >= GRID_SIZE || ny >= GRID_SIZE) continue
          sum += grid[ny * GRID_SIZE + nx]!
          count += 1
        }
      }
      out[y * GRID_SIZE + x] = sum / count
    }
  }
  return out
}

/** The ink box of the pixels darker than 128 inside `box` (the box itself when it holds no ink). */
export function inkBox(pixels: Uint8Array, width: number, box: GlyphBox): GlyphBox {
  let left = box.right
  let right = box.left
  let top = box.bottom
  let bottom = box.top
  for (let y = box.top; y <= box.bottom; y += 1) {
    for (let x = box.left; x <= box.right; x += 1) {
      if (!isInk(pixels, width, x, y)) continue
      if (x < left) left = x
      if (x > right) right = x
      if (y < top) top = y
      if (y > bottom) bottom = y
    }
  }
  return right < left ? box : { left, right, top, bottom }
}

/** The grid of the glyph whose ink box is `box` in grey pixels (ink darker than 128). */
export function glyphGrid(pixels: Uint8Array, width: number, box: GlyphBox): GlyphGrid {
  const boxWidth = box.right - box.left + 1
  const boxHeight = box.bottom - box.top + 1
  const scale = Math.min(GRID_SIZE / boxHeight, GRID_SIZE / boxWidth)
  const offsetX = (GRID_SIZE - boxWidth * scale) / 2
  const offsetY = (GRID_SIZE - boxHeight * scale) / 2
  const grid = new Float32Array(GRID_SIZE * GRID_SIZE)
  const step = 1 / SUBSAMPLES
  for (let gy = 0; gy < GRID_SIZE; gy += 1) {
    for (let gx = 0; gx < GRID_SIZE; gx += 1) {
      let ink = 0
      for (let sy = 0; sy < SUBSAMPLES; sy += 1) {
        for (let sx = 0; sx < SUBSAMPLES; sx += 1) {
          const x = Math.floor(box.left + (gx + (sx + 0.5) * step - offsetX) / scale)
          const y = Math.floor(box.top + (gy + (sy + 0.5) * step - offsetY) / scale)
          if (x < box.left || x > box.right || y < box.top || y > box.bottom) continue
          if (isInk(pixels, width, x, y)) ink += 1
        }
      }
      grid[gy * GRID_SIZE + gx] = ink / (SUBSAMPLES * SUBSAMPLES)
    }
  }
  return smoothed(grid)
}

/**
 * Mean absolute difference of two grids (0 identical, 1 opposite). Given `bound`, the sum stops
 * once the mean can no longer come out below it, and some value at or above `bound` is returned:
 * the differences are added in the same order either way, so a distance below `bound` is the
 * same number to the last bit.
 */
export function gridDistance(a: GlyphGrid, b: GlyphGrid, bound = Infinity): number {
  let sum = 0
  for (let row = 0; row < a.length; row += GRID_SIZE) {
    const end = Math.min(a.length, row + GRID_SIZE)
    let index = row
    // Four cells a step (a grid is compared with every template: this is the reader's busiest loop),
    // added one after the other in the same order as the rest.
    for (; index + 3 < end; index += 4) {
      sum += Math.abs(a[index]! - b[index]!)
      sum += Math.abs(a[index + 1]! - b[index + 1]!)
      sum += Math.abs(a[index + 2]! - b[index + 2]!)
      sum += Math.abs(a[index + 3]! - b[index + 3]!)
    }
    for (; index < end; index += 1) sum += Math.abs(a[index]! - b[index]!)
    if (sum / a.length >= bound) break
  }
  return sum / a.length
}

/** Shifts of one grid against another, the unshifted first: it is most often the least, and the others stop early against it. */
const SHIFTS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  ...[-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => [dy, dx] as const)).filter(([dy, dx]) => dy !== 0 || dx !== 0),
]

/** Cell (x, y) of a grid, blank outside it. */
function cellOf(grid: GlyphGrid, x: number, y: number): number {
  return x >= 0 && y >= 0 && x < GRID_SIZE && y < GRID_SIZE ? grid[y * GRID_SIZE + x]! : 0
}

/**
 * The least gridDistance of `a` against `b` moved by at most one cell in each direction (cells
 * moved in from outside are blank, and ink moved out counts): a speck that widens a glyph's ink box
 * by a pixel shifts its whole outline by about a cell. Each shift's differences are added in one
 * fixed order (row by row, left to right), and its sum stops once it reaches the least so far (the
 * differences only add), so the least is the same number whichever shifts stop early.
 */
export function shiftedGridDistance(a: GlyphGrid, b: GlyphGrid): number {
  let least = Infinity
  for (const [dy, dx] of SHIFTS) {
    // Columns where both grids have a cell; at most one column on either side has one grid's only.
    const from = Math.max(0, -dx)
    const to = Math.min(GRID_SIZE, GRID_SIZE - dx)
    const lastX = GRID_SIZE + Math.max(0, -dx)
    let sum = 0
    for (let y = Math.min(0, -dy); y < GRID_SIZE + Math.max(0, -dy) && sum < least; y += 1) {
      const by = y + dy
      const bothRows = y >= 0 && y < GRID_SIZE && by >= 0 && by < GRID_SIZE
      for (let x = Math.min(0, -dx); x < lastX; x += 1) {
        if (bothRows && x === from) {
          // The columns both grids hold, without bounds checks (the same differences in the same order).
          const rowA = y * GRID_SIZE
          const rowB = by * GRID_SIZE + dx
          for (; x < to; x += 1) sum += Math.abs(a[rowA + x]! - b[rowB + x]!)
          if (x >= lastX) break
        }
        sum += Math.abs(cellOf(a, x, y) - cellOf(b, x + dx, by))
      }
    }
    if (sum < least) least = sum
  }
  return least / a.length
}
