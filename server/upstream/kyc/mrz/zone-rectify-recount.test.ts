import { describe, expect, it } from 'vitest'
import type { Grey } from './morphology'
import { zoneText } from './zone-rectify'

/** Cell width, glyph width and height, pixels, of the blotted zone below. */
const PITCH = 16
const GLYPH = 12
const HEIGHT = 20

/**
 * Two zone lines of 44 cells drawn as dark blots, as a blurred phone photo leaves them: each line's
 * first two glyphs run together (`P<`) beside another such pair, pairs run together among single
 * glyphs (their steps, a pitch and a half, are most of the line's), a run of ten touching glyphs, and
 * single glyphs at the end.
 */
function blottedZone(): Grey {
  const width = PITCH * 48
  const height = 130
  const pixels = new Uint8Array(width * height).fill(235)
  const blot = (fromCell: number, cells: number, top: number) => {
    const left = 2 * PITCH + fromCell * PITCH + (PITCH - GLYPH) / 2
    const right = left + (cells - 1) * PITCH + GLYPH
    for (let y = top; y < top + HEIGHT; y += 1) for (let x = left; x < right; x += 1) pixels[y * width + x] = 30
  }
  // Cells of one line as groups run together.
  const groups = [2, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 10, 1, 1, 1, 1, 1, 1, 1, 1, 1]
  expect(groups.reduce((sum, cells) => sum + cells, 0)).toBe(44)
  for (const top of [30, 75]) {
    let cell = 0
    for (const cells of groups) {
      blot(cell, cells, top)
      cell += cells
    }
  }
  return { pixels, width, height }
}

describe('a blurred zone whose glyphs run together in pairs', () => {
  it('counts no zone by the steps between all its glyphs, and 44 cells a line by its single glyphs', () => {
    const zone = blottedZone()
    expect(zoneText(zone).warp?.cells).toBeUndefined()
    expect(zoneText(zone, 'single').warp?.cells?.length).toBe(44)
  })
})
