import type { InkBox } from './seals'

/**
 * A pen stroke joined to the glyphs it rides along (ADR 0090): a signature that swings down onto a
 * value and runs through its digits is one piece of ink with them. The digits' ink fills its box
 * more than a stroke alone (0.16 of it where a stroke fills less than 0.15), so it was no mark and
 * stayed whole. The glyphs it touches lie on one text line: the band of rows where the piece is
 * densest, about a letter high. Without that band, what is left of a stroke is as sparse as a
 * signature; what is left of print (another line of letters, the rest of a large title) is not.
 */

/** A piece denser than this is print, whatever lies off its densest band (letters fill a fifth to a half of their box). */
const maxJoinedDensity = 0.3
/** The glyphs' band grows from its densest letter's height while its rows hold this share of that height's mean… */
const bandRowShare = 1 / 3
/** …up to this many letter heights (digits, capitals and descenders). */
const maxBandLetters = 2
/** A column of the band is a glyph's where at least this share of the band's rows is ink (a pen stroke across the band is a few pixels). */
const glyphColumnShare = 0.25

/** The rows and columns of the glyphs a stroke rides along: a box, as a letter's. */
export type GlyphBand = InkBox

/**
 * For each piece of ink shaped as a mark but too dense for one (`dense`: taller and wider than a
 * mark, fills 0.15–0.3 of its box), the band of the glyphs it touches, where without that band
 * the piece fills less than `maxDensity` of the rest of its box; null elsewhere.
 */
export function glyphBandsOfMarks(
  labels: Int32Array,
  boxes: readonly InkBox[],
  dense: readonly boolean[],
  page: { width: number; letter: number; maxDensity: number },
): Array<GlyphBand | null> {
  const bands = boxes.map((): GlyphBand | null => null)
  const candidates = boxes.map((box, index) => {
    if (!dense[index]) return false
    const [w, h] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1]
    return box.count / (w * h) < maxJoinedDensity
  })
  if (!candidates.includes(true)) return bands
  const { width, letter } = page
  // Each candidate's ink per row of its box.
  const rows = boxes.map((box, index) => (candidates[index] ? new Int32Array(box.y1 - box.y0 + 1) : null))
  // Paper's label (−1) is never looked up: an array read at a negative index is a property lookup
  // through the prototype chain, many times a typed array's read, on each of a page's paper pixels.
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!
    if (label < 0) continue
    const own = rows[label]
    if (own) own[Math.floor(i / width) - boxes[label]!.y0]!++
  }
  const rowBands = rows.map((own) => (own ? densestBand(own, letter) : null))
  // Each candidate's ink per column within its band.
  const columns = boxes.map((box, index) => (rowBands[index] ? new Int32Array(box.x1 - box.x0 + 1) : null))
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!
    if (label < 0) continue
    const band = rowBands[label]
    if (!band) continue
    const y = Math.floor(i / width) - boxes[label]!.y0
    if (y >= band.from && y <= band.to) columns[label]![(i % width) - boxes[label]!.x0]!++
  }
  boxes.forEach((box, index) => {
    const band = rowBands[index]
    const own = rows[index]
    if (!band || !own) return
    const bandRows = band.to - band.from + 1
    let inBand = 0
    for (let y = band.from; y <= band.to; y++) inBand += own[y]!
    const restArea = (box.x1 - box.x0 + 1) * (own.length - bandRows)
    if (restArea <= 0 || (box.count - inBand) / restArea >= page.maxDensity) return
    const glyphColumns = [...columns[index]!.entries()].filter(([, count]) => count >= glyphColumnShare * bandRows)
    if (glyphColumns.length === 0) return
    bands[index] = {
      x0: box.x0 + glyphColumns[0]![0],
      x1: box.x0 + glyphColumns[glyphColumns.length - 1]![0],
      y0: box.y0 + band.from,
      y1: box.y0 + band.to,
      count: inBand,
    }
  })
  return bands
}

/**
 * The band of rows (indices into `rows`) around the letter-high window holding the most ink,
 * grown while its rows hold a third of that window's mean, up to two letters high; null where a
 * row of that window holds less (a rule's or a stroke's few rows, no glyphs').
 */
function densestBand(rows: Int32Array, letter: number): { from: number; to: number } | null {
  const window = Math.max(2, Math.min(rows.length, Math.round(letter)))
  let sum = 0
  for (let y = 0; y < window; y++) sum += rows[y]!
  let [best, bestSum] = [0, sum]
  for (let y = window; y < rows.length; y++) {
    sum += rows[y]! - rows[y - window]!
    if (sum > bestSum) [best, bestSum] = [y - window + 1, sum]
  }
  const floor = (bandRowShare * bestSum) / window
  // Glyphs ink every row of their letter's height; a rule or a stroke along the line only a few.
  for (let y = best; y < best + window; y++) if (rows[y]! < floor) return null
  const most = Math.round(maxBandLetters * letter)
  let [from, to] = [best, best + window - 1]
  while (to - from + 1 < most) {
    const up = from > 0 ? rows[from - 1]! : -1
    const down = to < rows.length - 1 ? rows[to + 1]! : -1
    if (Math.max(up, down) < floor) break
    if (up >= down) from--
    else to++
  }
  return { from, to }
}
