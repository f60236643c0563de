import { describe, expect, it } from 'vitest'
import { GRID_SIZE, gridDistance, shiftedGridDistance, type GlyphGrid } from './glyph-grid'
import { glyphTemplates } from './glyph-templates'

/** The definition: every shift of `b` by at most a cell, cells outside blank, the least mean difference. */
function shiftedByDefinition(a: GlyphGrid, b: GlyphGrid): number {
  const cell = (grid: GlyphGrid, x: number, y: number) =>
    x >= 0 && y >= 0 && x < GRID_SIZE && y < GRID_SIZE ? grid[y * GRID_SIZE + x]! : 0
  let least = Infinity
  for (let dy = -1; dy <= 1; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      let sum = 0
      for (let y = -1; y <= GRID_SIZE; y += 1) {
        for (let x = -1; x <= GRID_SIZE; x += 1) sum += Math.abs(cell(a, x, y) - cell(b, x + dx, y + dy))
      }
      least = Math.min(least, sum)
    }
  }
  return least / a.length
}

/** A template's grid with every cell moved by a fixed pseudo-random amount (the same on every run). */
function roughened(grid: GlyphGrid, seed: number): GlyphGrid {
  let state = seed
  return grid.map((value) => {
    state = (state * 1103515245 + 12345) % 2147483648
    return Math.min(1, Math.max(0, value + (state / 2147483648 - 0.5) * 0.4))
  })
}

describe('distances between glyph grids', () => {
  const templates = glyphTemplates()
  const cells = [7, 19, 31].map((seed, index) => roughened(templates[index * 97]!.grid, seed))

  it('a distance is the mean of the differences of the cells added one by one in order, to the last bit', () => {
    for (const cell of cells)
      for (const template of templates.slice(0, 300)) {
        let sum = 0
        for (let index = 0; index < cell.length; index += 1) sum += Math.abs(cell[index]! - template.grid[index]!)
        expect(gridDistance(cell, template.grid)).toBe(sum / cell.length)
      }
  })

  it('a distance bounded by the nearest so far is the full distance below the bound, and at least the bound above it', () => {
    for (const cell of cells) {
      let nearest = Infinity
      for (const template of templates.slice(0, 200)) {
        const full = gridDistance(cell, template.grid)
        const bounded = gridDistance(cell, template.grid, nearest)
        if (full < nearest) expect(bounded).toBe(full)
        else expect(bounded).toBeGreaterThanOrEqual(nearest)
        nearest = Math.min(nearest, full)
      }
    }
  })

  it('the least distance over shifts is the one the definition gives, a shifted copy at no distance', () => {
    for (const cell of cells) {
      for (const template of templates.slice(0, 40)) {
        expect(shiftedGridDistance(cell, template.grid)).toBeCloseTo(shiftedByDefinition(cell, template.grid), 12)
      }
    }
    const grid = templates[5]!.grid
    const moved = new Float32Array(grid.length)
    for (let y = 0; y < GRID_SIZE; y += 1)
      for (let x = 1; x < GRID_SIZE; x += 1) moved[y * GRID_SIZE + x] = grid[y * GRID_SIZE + x - 1]!
    const lostColumn = [...Array(GRID_SIZE).keys()].reduce((sum, y) => sum + grid[y * GRID_SIZE + GRID_SIZE - 1]!, 0)
    expect(shiftedGridDistance(moved, grid)).toBeCloseTo(lostColumn / grid.length, 6)
  })
})
