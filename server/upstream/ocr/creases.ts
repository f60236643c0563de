import type { GreyImage } from './page-quadrilateral'

/**
 * Creases taken off a folded letter's scan (ADR 0066). A letter folded in three and scanned flat
 * shows each fold as a thin band across the whole sheet where the paper is darker (the fold's
 * shadow), not black. The page's levels make that band a black rule, and where it crosses a line
 * of text Tesseract reads the letters struck through. A crease is told from a printed rule by its
 * level: the paper in it stays more than `inkShare` as light as the paper around it, while a rule
 * is ink. It runs across the sheet, so it is looked for in each of `strips` vertical strips (a
 * scan's small tilt moves it by a row or two within one) and taken only where most strips show it
 * at nearly the same height. Its rows are lightened back to the paper around them: the letters
 * under it stay as much darker than their paper as they were.
 */

const strips = 16
/**
 * Each row of a strip is measured by the level this share of its pixels are darker than: its
 * lightest paper. A fold darkens every pixel of its rows, while a row through a line of text keeps
 * white paper between the letters.
 */
const paperShare = 0.97
/** Rows within this many pixels above and below give the paper around a row. */
const around = 12
/** A crease row's paper is darker than this share of the paper around it… */
const darkerBelow = 0.85
/** …and lighter than this share (darker is ink: a printed rule). */
const inkShare = 0.4
/** A crease runs from edge to edge: it is seen in all strips but one within `sameHeight` rows (a printed table stops short of the margins). */
const stripShare = 0.9
const sameHeight = 6
/** A crease is a thin band: a longer run of darker rows is a shaded box or band printed on the page. */
const maxThickness = 6

/**
 * The paper's level in each row of each strip: the lowest level that, walked down from white,
 * `paperShare` of the row's pixels are no lighter than; that is its `rank`-th lightest pixel, where
 * `rank` is the fewest pixels that leave less than the share below them. The row's `rank` lightest
 * pixels are kept as they come (no count of every level, which a row of one paper level makes wait
 * on itself pixel after pixel).
 */
function stripLevels(grey: GreyImage): Float32Array[] {
  const { data, width, height } = grey
  return Array.from({ length: strips }, (_, s) => {
    const [x0, x1] = [Math.floor((s * width) / strips), Math.floor(((s + 1) * width) / strips)]
    const levels = new Float32Array(height)
    let rank = 1
    while (rank <= x1 - x0 && x1 - x0 - rank >= (x1 - x0) * paperShare) rank++
    // Fewer pixels than that: the walk goes down to black.
    if (rank > x1 - x0) return levels
    const lightest = new Int32Array(rank)
    for (let y = 0; y < height; y++) {
      lightest.fill(-1)
      for (let i = y * width + x0, end = y * width + x1; i < end; i++) {
        const value = data[i]!
        if (value <= lightest[rank - 1]!) continue
        let k = rank - 1
        for (; k > 0 && lightest[k - 1]! < value; k--) lightest[k] = lightest[k - 1]!
        lightest[k] = value
      }
      levels[y] = lightest[rank - 1]!
    }
    return levels
  })
}

/** Rows of one strip whose paper is darker than around them but not ink, with the paper around them. */
function creaseRows(levels: Float32Array): Map<number, number> {
  const rows = new Map<number, number>()
  for (let y = 0; y < levels.length; y++) {
    let paper = 0
    for (let k = Math.max(0, y - around); k <= Math.min(levels.length - 1, y + around); k++)
      paper = Math.max(paper, levels[k]!)
    const level = levels[y]!
    if (paper > 0 && level < darkerBelow * paper && level > inkShare * paper) rows.set(y, paper)
  }
  for (const y of rows.keys()) {
    if (rows.has(y - 1)) continue
    let end = y
    while (rows.has(end + 1)) end += 1
    if (end - y + 1 > maxThickness) for (let k = y; k <= end; k++) rows.delete(k)
  }
  return rows
}

/**
 * `grey` with the creases of a folded sheet lightened back to the paper around them (`grey.data`
 * is changed). Returns how many strip rows were lightened.
 */
export function removeCreases(grey: GreyImage): number {
  const { data, width, height } = grey
  const perStrip = stripLevels(grey).map((levels) => ({ levels, rows: creaseRows(levels) }))
  let lightened = 0
  perStrip.forEach(({ levels, rows }, s) => {
    const [x0, x1] = [Math.floor((s * width) / strips), Math.floor(((s + 1) * width) / strips)]
    for (const [y, paper] of rows) {
      const seenIn = perStrip.filter((other) => {
        for (let k = Math.max(0, y - sameHeight); k <= Math.min(height - 1, y + sameHeight); k++)
          if (other.rows.has(k)) return true
        return false
      }).length
      if (seenIn < stripShare * strips) continue
      const gain = paper / Math.max(1, levels[y]!)
      for (let x = x0, i = y * width + x0; x < x1; x++, i++) data[i] = Math.min(255, Math.round(data[i]! * gain))
      lightened += 1
    }
  })
  return lightened
}
