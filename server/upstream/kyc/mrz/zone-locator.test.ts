import { describe, expect, it } from 'vitest'
import { components, type Grey } from './morphology'
import { longRunsOnly, sameBand, textLinesOf } from './zone-locator'

/** A band mask: each rectangle `[left, top, right, bottom]` set (inclusive). */
function maskOf(
  width: number,
  height: number,
  rectangles: ReadonlyArray<readonly [number, number, number, number]>,
): Grey {
  const pixels = new Uint8Array(width * height)
  for (const [left, top, right, bottom] of rectangles)
    for (let y = top; y <= bottom; y += 1) for (let x = left; x <= right; x += 1) pixels[y * width + x] = 255
  return { pixels, width, height }
}

describe('a zone joined to the text above it', () => {
  it('is cut loose by keeping only runs that span a quarter of the page', () => {
    // A zone band 440 × 24 with a block of field text (100 wide, 120 and 140 high) closed onto its top edge.
    const mask = maskOf(500, 300, [
      [30, 240, 469, 263],
      [180, 120, 279, 239],
      [340, 100, 439, 239],
    ])
    const [joined] = components(mask)
    expect(components(mask)).toHaveLength(1)
    expect(Math.sqrt(12 * joined!.lambdaLong) / Math.sqrt(12 * joined!.lambdaShort)).toBeLessThan(2.5)
    const cut = components(longRunsOnly(mask))
    expect(cut).toHaveLength(1)
    expect(cut[0]).toMatchObject({ left: 30, top: 240, width: 440, height: 24 })
  })

  it('is cut loose along its own course when it is tilted', () => {
    // A zone band turned 8° (10 thick) under two blocks of field text: no horizontal run of it spans a
    // quarter of the page.
    const mask = maskOf(500, 300, [
      [180, 60, 279, 180],
      [340, 60, 439, 200],
    ])
    const slope = Math.tan((8 * Math.PI) / 180)
    for (let x = 30; x <= 469; x += 1)
      for (let y = 0; y < 10; y += 1) mask.pixels[(Math.round(200 + (x - 30) * slope) + y) * 500 + x] = 255
    expect(components(longRunsOnly(mask))).toHaveLength(0)
    const cut = components(longRunsOnly(mask, 8))
    expect(cut).toHaveLength(1)
    expect(cut[0]).toMatchObject({ left: 30, width: 440 })
    expect(cut[0]!.degrees).toBeCloseTo(8, 0)
  })

  it('keeps nothing of text whose runs are all short', () => {
    const mask = maskOf(500, 300, [
      [20, 20, 119, 60],
      [200, 20, 299, 60],
      [20, 100, 119, 140],
    ])
    expect(components(longRunsOnly(mask))).toHaveLength(0)
  })

  it('tries the band cut loose only when it is not one already found whole', () => {
    const zone = maskOf(500, 300, [[30, 240, 469, 263]])
    const [whole] = components(zone)
    const [cut] = components(longRunsOnly(zone))
    expect(sameBand(cut!, whole!)).toBe(true)
    // The zone inside a thick block it was closed onto is another band.
    const [block] = components(maskOf(500, 300, [[30, 140, 469, 263]]))
    expect(sameBand(cut!, block!)).toBe(false)
  })
})

describe("the height of a zone's text lines", () => {
  /** White paper with dark rectangles `[left, top, right, bottom]` (inclusive). */
  const paper = (width: number, height: number, marks: ReadonlyArray<readonly [number, number, number, number]>) => {
    const mask = maskOf(width, height, marks)
    return { ...mask, pixels: mask.pixels.map((value) => 255 - value) }
  }

  it("is the whole line where thin strokes cover little between the glyphs' bars", () => {
    // Two lines 40 rows high, 30 apart: glyph bars at top and bottom (8 rows, 25 % of the width),
    // stems between them (8 % of the width, less than a text row's tenth), as a thin face at 600 DPI prints.
    const marks: Array<readonly [number, number, number, number]> = []
    for (const top of [20, 90]) {
      marks.push([50, top, 299, top + 7], [50, top + 32, 299, top + 39])
      for (let stem = 0; stem < 10; stem += 1) marks.push([50 + stem * 25, top + 8, 57 + stem * 25, top + 31])
    }
    expect(textLinesOf(paper(1000, 150, marks))).toEqual({ height: 40, count: 2 })
  })

  it('keeps lines apart that blank paper separates', () => {
    const lines = textLinesOf(
      paper(1000, 150, [
        [50, 20, 449, 59],
        [50, 64, 449, 103],
      ]),
    )
    expect(lines).toEqual({ height: 40, count: 2 })
  })
})
