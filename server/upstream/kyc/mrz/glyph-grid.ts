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

/** Mean absolute difference of two grids (0 identical, 1 opposite). */
export function gridDistance(a: GlyphGrid, b: GlyphGrid): number {
  let sum = 0
  for (let index = 0; index < a.length; index += 1) sum += Math.abs(a[index]! - b[index]!)
  return sum / a.length
}

/**
 * The least gridDistance of `a` against `b` moved by at most one cell in each direction (cells
 * moved in from outside are blank, and ink moved out counts): a speck that widens a glyph's ink box
 * by a pixel shifts its whole outline by about a cell.
 */
export function shiftedGridDistance(a: GlyphGrid, b: GlyphGrid): number {
  let least = Infinity
  for (let dy = -1; dy <= 1; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      let sum = 0
      for (let y = Math.min(0, -dy); y < GRID_SIZE + Math.max(0, -dy); y += 1) {
        for (let x = Math.min(0, -dx); x < GRID_SIZE + Math.max(0, -dx); x += 1) {
          const inA = x >= 0 && y >= 0 && x < GRID_SIZE && y < GRID_SIZE ? a[y * GRID_SIZE + x]! : 0
          const bx = x + dx
          const by = y + dy
          const inB = bx >= 0 && by >= 0 && bx < GRID_SIZE && by < GRID_SIZE ? b[by * GRID_SIZE + bx]! : 0
          sum += Math.abs(inA - inB)
        }
      }
      if (sum < least) least = sum
    }
  }
  return least / a.length
}
