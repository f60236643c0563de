import { homography, project, type Homography, type Point } from '../../documents/render/perspective'
import { ZONE_LINE_LENGTHS } from './mrz-format'
import { blackHat, components, otsu, type Component, type Grey } from './morphology'
import { median } from '../../ocr/median'

/**
 * A zone photographed at an angle is a keystone, not a turned rectangle: its lines converge, its
 * characters lean and their pitch shrinks towards the far side, so no single deskew angle levels it
 * and a fixed cell grid drifts off its characters. The zone's text block is a rectangle on the
 * document (every line starts in the same column and has the same number of characters at a fixed
 * pitch), so its four corners, measured on the glyphs of a cut-out band, give the homography that
 * maps it back to a rectangle:
 * - the glyphs are the dark components of the cut of about one height, chained into lines from left
 *   to right (each line may slope its own way);
 * - the zone's lines are the long lines of the cut (two or three of nearly equal span);
 * - the top edge is the line through the tops of the first line's full-height glyphs (the fillers and
 *   other short glyphs taken with an offset of their own), the bottom edge through the bottoms of the
 *   last line's, the left and right edges through the lines' first and last glyphs.
 */

export interface Glyph {
  left: number
  right: number
  top: number
  bottom: number
  centreX: number
  centreY: number
  /** Several glyphs run together (fillers touching at a low resolution). */
  run?: boolean
}

/** How the zone's text block is taken off the cut: each pixel of a `width` × `height` rectangle maps to the cut by `toCut`. */
export interface ZoneWarp {
  toCut: Homography
  width: number
  height: number
  /** Height of the zone's glyphs on the cut, pixels. */
  glyphHeight: number
  /** Where the warp was fitted to the zone's cells (cellWarp): their number a line and their pitch on the rectangle. */
  cells?: { length: number; pitch: number }
}

/** Where a zone's cells stand across a line: the first cell's centre, the distance between neighbours, and their number. */
export interface CellColumns {
  start: number
  pitch: number
  length: number
}

/** The cells' columns on the rectangle of a warp fitted to them (cellWarp), or null. */
export function warpColumns(warp: ZoneWarp): CellColumns | null {
  if (!warp.cells) return null
  const { length, pitch } = warp.cells
  return { start: (MARGIN_CELLS + 0.5) * pitch, pitch, length }
}

/** A zone line has at least this many glyphs, and spans at least this share of the longest line. */
const MIN_LINE_GLYPHS = 10
const MIN_LINE_SPAN = 0.85
/** Gap between neighbouring glyphs of a line at most, and their centres' height difference, in glyph heights. */
const MAX_GAP = 3.5
const MAX_DRIFT = 0.4
/** A run of glyphs is at most this many glyph heights long. */
const MAX_RUN = 16

function glyphOf(component: Component): Glyph {
  return {
    left: component.left,
    right: component.left + component.width,
    top: component.top,
    bottom: component.top + component.height,
    centreX: component.left + component.width / 2,
    centreY: component.top + component.height / 2,
  }
}

const heightOf = (glyph: Glyph) => glyph.bottom - glyph.top
/** The dark components of an ink mask of about glyph size, their height (the upper median), and runs of touching fillers. */
function sizedGlyphs(ink: Grey): { glyphs: Glyph[]; height: number } | null {
  const sized = components(ink).filter((c) => c.height >= 5 && c.height <= ink.height / 2 && c.count >= 8)
  const candidates = sized.filter((c) => c.width <= c.height * 2).map(glyphOf)
  if (candidates.length < MIN_LINE_GLYPHS * 2) return null
  // The zone's characters are the most numerous glyphs of the cut: their height is the upper median
  // (fillers and specks are shorter).
  const heights = candidates.map(heightOf).sort((a, b) => a - b)
  const height = heights[Math.floor(heights.length * 0.75)]!
  // Fillers run together at a low resolution: a long low component of the glyphs' height at most.
  const runs = sized
    .filter((c) => c.width > c.height * 2 && c.width <= height * MAX_RUN && c.height <= height * 1.2)
    .map((c) => ({ ...glyphOf(c), run: true }))
  return {
    glyphs: [...candidates, ...runs].filter((g) => heightOf(g) >= height * 0.4 && heightOf(g) <= height * 1.5),
    height,
  }
}

/** The pixels of `grey` above Otsu's threshold of it. */
function aboveOtsu(grey: Grey): Grey {
  const threshold = otsu(grey.pixels)
  return { ...grey, pixels: grey.pixels.map((value) => (value > threshold ? 255 : 0)) }
}

/**
 * The glyphs of a grey cut and their height. The glyphs' height is first measured on the cut's
 * dark pixels (Otsu's threshold), then the ink is taken again as what a black-hat a glyph and a half
 * wide brings out: strokes stand out of a gradient, a shadow or the desk beside the card, which a
 * threshold over the whole cut takes for ink.
 */
function glyphsOf(grey: Grey): { glyphs: Glyph[]; height: number } | null {
  const dark = { ...grey, pixels: grey.pixels.map((value) => 255 - value) }
  const wide = Math.round(grey.height / 4) | 1
  const first = sizedGlyphs(aboveOtsu(dark)) ?? sizedGlyphs(aboveOtsu(blackHat(grey, wide, wide)))
  if (!first) return null
  const kernel = Math.round(first.height * 1.5) | 1
  return sizedGlyphs(aboveOtsu(blackHat(grey, kernel, kernel))) ?? first
}

/** Glyphs chained into lines, left to right: each joins the line whose last glyph it follows closely at the line's height. */
function chainedLines(glyphs: Glyph[], height: number): Glyph[][] {
  const lines: Glyph[][] = []
  for (const glyph of [...glyphs].sort((a, b) => a.centreX - b.centreX)) {
    let best: Glyph[] | undefined
    let bestDrift = Infinity
    for (const line of lines) {
      const last = line.at(-1)!
      const gap = glyph.left - last.right
      if (gap > MAX_GAP * height || glyph.centreX <= last.centreX) continue
      // The line's course so far (its first and last glyphs) predicts its height here.
      const first = line[0]!
      const slope = line.length >= 4 ? (last.centreY - first.centreY) / Math.max(1, last.centreX - first.centreX) : 0
      const drift = Math.abs(last.centreY + slope * (glyph.centreX - last.centreX) - glyph.centreY)
      if (drift <= MAX_DRIFT * height && drift < bestDrift) {
        best = line
        bestDrift = drift
      }
    }
    if (best) best.push(glyph)
    else lines.push([glyph])
  }
  return lines
}

/** The least-squares solution of the equations `rows[k] · x = values[k]` (normal equations, Gauss–Jordan); null when singular. */
function leastSquares(rows: readonly number[][], values: readonly number[]): number[] | null {
  const size = rows[0]?.length ?? 0
  const normal = Array.from({ length: size }, () => new Array<number>(size + 1).fill(0))
  rows.forEach((row, k) => {
    for (let i = 0; i < size; i += 1) {
      for (let j = 0; j < size; j += 1) normal[i]![j]! += row[i]! * row[j]!
      normal[i]![size]! += row[i]! * values[k]!
    }
  })
  for (let column = 0; column < size; column += 1) {
    let pivot = column
    for (let row = column + 1; row < size; row += 1)
      if (Math.abs(normal[row]![column]!) > Math.abs(normal[pivot]![column]!)) pivot = row
    ;[normal[column], normal[pivot]] = [normal[pivot]!, normal[column]!]
    const lead = normal[column]!
    if (Math.abs(lead[column]!) < 1e-9) return null
    for (let k = size; k >= column; k -= 1) lead[k] = lead[k]! / lead[column]!
    for (let row = 0; row < size; row += 1) {
      if (row === column) continue
      const factor = normal[row]![column]!
      for (let k = column; k <= size; k += 1) normal[row]![k] = normal[row]![k]! - factor * lead[k]!
    }
  }
  return normal.map((row) => row[size]!)
}

/** Least squares y = a + b·x + c·short over points (x, y, short); c only when both kinds are present. */
function fitWithOffset(points: ReadonlyArray<{ x: number; y: number; short: boolean }>): { a: number; b: number } {
  const both = points.some((p) => p.short) && points.some((p) => !p.short)
  const solution = leastSquares(
    points.map(({ x, short }) => (both ? [1, x, short ? 1 : 0] : [1, x])),
    points.map(({ y }) => y),
  )
  return solution ? { a: solution[0]!, b: solution[1]! } : { a: median(points.map((p) => p.y)), b: 0 }
}

/** The line y = a + b·x through an edge of a zone line's full-height glyphs (`top` or `bottom`), short glyphs offset. */
function edgeOf(line: Glyph[], edge: 'top' | 'bottom'): { a: number; b: number } {
  const tall = median(line.map(heightOf)) * 0.8
  const full = line.filter((g) => heightOf(g) >= tall)
  const reference = full.length >= 3 ? full.map(heightOf).sort((a, b) => a - b)[Math.floor(full.length / 2)]! : 0
  return fitWithOffset(
    line.map((g) => ({ x: g.centreX, y: g[edge], short: heightOf(g) < Math.max(tall, reference * 0.85) })),
  )
}

/** The line x = p + q·y through points (least squares; a vertical line through their mean for one point). */
function sideOf(points: readonly Point[]): { p: number; q: number } {
  const my = points.reduce((sum, point) => sum + point.y, 0) / points.length
  const mx = points.reduce((sum, point) => sum + point.x, 0) / points.length
  const syy = points.reduce((sum, point) => sum + (point.y - my) ** 2, 0)
  const sxy = points.reduce((sum, point) => sum + (point.x - mx) * (point.y - my), 0)
  const q = syy > 0 ? sxy / syy : 0
  return { p: mx - q * my, q }
}

/** Where y = a + b·x meets x = p + q·y. */
function meet(edge: { a: number; b: number }, side: { p: number; q: number }): Point {
  const y = (edge.a + edge.b * side.p) / (1 - edge.b * side.q)
  return { x: side.p + side.q * y, y }
}

/**
 * How a line's pitch is measured: from the steps between every two neighbouring glyphs that are not
 * runs (`all`, the first count), or, where that count found no zone's cells, from the steps between
 * single-width glyphs only (`single`): blur runs pairs of glyphs together into one component under a
 * pitch and a half wide, whose steps to its neighbours (a pitch and a half) raise the median, so a run
 * of fillers or zeros divided by it counts too few cells.
 */
export type LinePitch = 'all' | 'single'

/** Single-width glyphs at most this share wider than the line's median glyph. */
const SINGLE_WIDTH = 1.3
/** Steps between single-width glyphs needed to take the pitch from them. */
const MIN_SINGLE_STEPS = 5

/** The median step between a line's neighbouring glyphs, as `measure` says; 0 where none shows it. */
function pitchOf(line: Glyph[], measure: LinePitch): number {
  const stepsWhere = (counts: (glyph: Glyph) => boolean) =>
    line
      .slice(1)
      .flatMap((glyph, at) => (counts(glyph) && counts(line[at]!) ? [glyph.centreX - line[at]!.centreX] : []))
  const all = stepsWhere((glyph) => !glyph.run)
  if (measure === 'all') return median(all)
  const widthOf = (glyph: Glyph) => glyph.right - glyph.left
  const typical = median(line.filter((glyph) => !glyph.run).map(widthOf))
  const single = stepsWhere((glyph) => !glyph.run && widthOf(glyph) <= typical * SINGLE_WIDTH)
  return median(single.length >= MIN_SINGLE_STEPS ? single : all)
}

/**
 * Each glyph's cell in its zone line (the first is cell 0: a zone line has a character in every
 * cell, fillers included): the next glyph stands as many pitches on as its distance from the previous
 * one rounds to, the pitch followed along the line (it shrinks towards the far side of a photo).
 * Pieces of one glyph (a stroke broken off) are joined first. None where the line shows no pitch (no
 * two glyphs side by side that are not runs): its runs cannot be counted in cells.
 */
export function cellIndices(line: Glyph[], measure: LinePitch = 'all'): { glyphs: Glyph[]; cells: number[] } {
  let pitch = pitchOf(line, measure)
  if (!(pitch > 0)) return { glyphs: [], cells: [] }
  const glyphs: Glyph[] = []
  // Two glyphs run together by blur (wider than a pitch and a half) are a run of two, as fillers are.
  const together = (glyph: Glyph) => glyph.run || glyph.right - glyph.left > pitch * 1.5
  for (const glyph of line.flatMap((glyph) => (together(glyph) ? runGlyphs(glyph, pitch) : [glyph]))) {
    const last = glyphs.at(-1)
    if (last && glyph.centreX - last.centreX < pitch * 0.5 && Math.max(glyph.right, last.right) - last.left <= pitch) {
      const joined = {
        left: last.left,
        right: Math.max(glyph.right, last.right),
        top: Math.min(glyph.top, last.top),
        bottom: Math.max(glyph.bottom, last.bottom),
      }
      glyphs[glyphs.length - 1] = {
        ...joined,
        centreX: (joined.left + joined.right) / 2,
        centreY: (joined.top + joined.bottom) / 2,
      }
    } else glyphs.push(glyph)
  }
  const cells = [0]
  for (let at = 1; at < glyphs.length; at += 1) {
    const step = glyphs[at]!.centreX - glyphs[at - 1]!.centreX
    const count = Math.max(1, Math.round(step / pitch))
    if (count === 1) pitch = 0.8 * pitch + 0.2 * step
    cells.push(cells.at(-1)! + count)
  }
  return { glyphs, cells }
}

/**
 * A zone line without specks at its ends: every cell of a zone line is inked, so a glyph standing
 * off from the line's end by more than one and a half pitches (a corner of the desk, a shadow, a
 * speck of the print) is no part of it. Measured by single-width glyphs, a glyph is dropped only where
 * also a gap of half a pitch parts it from the line: a pair of glyphs run together at the line's end
 * (`P<`) stands a pitch and a half from its neighbour, but as close to it as any glyph.
 */
export function trimmed(line: Glyph[], measure: LinePitch = 'all'): Glyph[] {
  const pitch = pitchOf(line, measure)
  const limit = pitch * 1.5
  let first = 0
  let last = line.length - 1
  const apart = (a: Glyph, b: Glyph) =>
    !a.run && !b.run && b.centreX - a.centreX > limit && (measure === 'all' || b.left - a.right > pitch / 2)
  while (first < last && apart(line[first]!, line[first + 1]!)) first += 1
  while (last > first && apart(line[last - 1]!, line[last]!)) last -= 1
  return line.slice(first, last + 1)
}

/** A run's glyphs, one a pitch apart, as wide as they leave room for, centred on the run. */
function runGlyphs(run: Glyph, pitch: number): Glyph[] {
  const count = Math.max(1, Math.round((run.right - run.left) / pitch))
  const width = Math.max(1, run.right - run.left - (count - 1) * pitch)
  return Array.from({ length: count }, (_, at) => {
    const centreX = run.left + width / 2 + at * pitch
    return { ...run, left: centreX - width / 2, right: centreX + width / 2, centreX, run: false }
  })
}

/** The homography mapping a cell's coordinates (column, row: centres at whole numbers) to the cut, by least squares over glyph centres. */
function cellHomography(
  points: ReadonlyArray<{ column: number; row: number; x: number; y: number; tall: boolean }>,
): Homography | null {
  // In coordinates centred and scaled to about one, for a well-conditioned solution.
  const mx = points.reduce((sum, p) => sum + p.x, 0) / points.length
  const my = points.reduce((sum, p) => sum + p.y, 0) / points.length
  const scale = Math.max(1, ...points.map((p) => Math.abs(p.x - mx)))
  const rows: number[][] = []
  const values: number[] = []
  for (const { column: u, row: v, x, y, tall } of points) {
    const nx = (x - mx) / scale
    rows.push([u, v, 1, 0, 0, 0, -nx * u, -nx * v])
    values.push(nx)
    // Fillers and other short glyphs stand lower than the letters: their heights are left out.
    if (!tall) continue
    const ny = (y - my) / scale
    rows.push([0, 0, 0, u, v, 1, -ny * u, -ny * v])
    values.push(ny)
  }
  const h = leastSquares(rows, values)
  if (!h) return null
  // Back to the cut's coordinates: x = mx + scale·nx, likewise y.
  return [
    h[0]! * scale + mx * h[6]!,
    h[1]! * scale + mx * h[7]!,
    h[2]! * scale + mx,
    h[3]! * scale + my * h[6]!,
    h[4]! * scale + my * h[7]!,
    h[5]! * scale + my,
    h[6]!,
    h[7]!,
    1,
  ]
}

/**
 * A line's cells as they stand under a reference line of the zone that counts `length` of them: a
 * line that counts one cell fewer lost a glyph at one of its ends (too pale, or run into the page's
 * edge), and every line of a zone starts in the same column, so its cells are moved by the one place
 * that puts its glyphs under the reference's, where that place stands out (its glyphs within a third
 * of a pitch of the reference's, the other place's farther than two thirds). Null otherwise.
 */
function placedCells(
  line: { glyphs: Glyph[]; cells: number[] },
  reference: { glyphs: Glyph[]; cells: number[] },
  length: number,
): { glyphs: Glyph[]; cells: number[] } | null {
  const count = (line.cells.at(-1) ?? -1) + 1
  if (count === length) return line
  if (count !== length - 1) return null
  const column = new Map(reference.cells.map((cell, at) => [cell, reference.glyphs[at]!.centreX]))
  const pitch = (reference.glyphs.at(-1)!.centreX - reference.glyphs[0]!.centreX) / (length - 1)
  const offBy = (shift: number) =>
    median(
      line.cells.flatMap((cell, at) => {
        const x = column.get(cell + shift)
        return x === undefined ? [] : [Math.abs(line.glyphs[at]!.centreX - x)]
      }),
    )
  const [near, far] = [offBy(0), offBy(1)].sort((a, b) => a - b) as [number, number]
  if (!(near < pitch / 3 && far > (2 * pitch) / 3)) return null
  const shift = offBy(0) === near ? 0 : 1
  return { glyphs: line.glyphs, cells: line.cells.map((cell) => cell + shift) }
}

/** Margin of the rectified zone round its cells: cells at each end, rows above and below. */
const MARGIN_CELLS = 1
const MARGIN_ROWS = 0.9

/**
 * The zone's cells on the cut, from its lines of glyphs, when each line has a zone's number of
 * cells (30, 36 or 44) and all the same: the warp of the cells to a rectangle at the cut's mean pitch
 * and line spacing. Null when the count does not add up (a glyph lost or split): the corners decide then.
 */
function cellWarp(zone: Glyph[][], measure: LinePitch): ZoneWarp | null {
  const counted = zone.map((line) => cellIndices(line, measure))
  const length = Math.max(...counted.map(({ cells }) => cells.at(-1)! + 1))
  if (!ZONE_LINE_LENGTHS.includes(length)) return null
  const reference = counted.find(({ cells }) => cells.at(-1)! + 1 === length)!
  const placed = counted.map((line) => placedCells(line, reference, length))
  if (placed.some((line) => line === null)) return null
  const indexed = placed as Array<{ glyphs: Glyph[]; cells: number[] }>
  const points = indexed.flatMap(({ glyphs, cells }, row) => {
    const tall = median(glyphs.map(heightOf)) * 0.85
    return glyphs.map((glyph, at) => ({
      column: cells[at]!,
      row,
      x: glyph.centreX,
      y: glyph.centreY,
      tall: heightOf(glyph) >= tall,
    }))
  })
  const toCut = cellHomography(points)
  if (!toCut) return null
  const at = (column: number, row: number) => project(toCut, { x: column, y: row })
  const rows = zone.length
  const pitch =
    (distance(at(0, 0), at(length - 1, 0)) + distance(at(0, rows - 1), at(length - 1, rows - 1))) / 2 / (length - 1)
  const spacing =
    (distance(at(0, 0), at(0, rows - 1)) + distance(at(length - 1, 0), at(length - 1, rows - 1))) / 2 / (rows - 1)
  const width = Math.round((length - 1 + 2 * MARGIN_CELLS + 1) * pitch)
  const height = Math.round((rows - 1 + 2 * MARGIN_ROWS) * spacing)
  const first = -MARGIN_CELLS - 0.5
  const last = first + width / pitch
  const lowest = rows - 1 + MARGIN_ROWS
  const corners = [at(first, -MARGIN_ROWS), at(last, -MARGIN_ROWS), at(last, lowest), at(first, lowest)]
  return {
    toCut: homography(
      [
        { x: 0, y: 0 },
        { x: width, y: 0 },
        { x: width, y: height },
        { x: 0, y: height },
      ],
      corners,
    ),
    width,
    height,
    glyphHeight: median(zone.flat().map(heightOf)),
    cells: { length, pitch },
  }
}

const spanOf = (line: Glyph[]) => line.at(-1)!.right - line[0]!.left

/** The zone's lines among a cut's chained lines, ends trimmed as `measure` says: the long ones, top to bottom, and the longest span. */
function zoneLines(chained: Glyph[][], measure: LinePitch): { zone: Glyph[][]; longest: number } {
  const lines = chained.map((line) => trimmed(line, measure))
  const longest = Math.max(0, ...lines.map(spanOf))
  const zone = lines
    .filter((line) => spanOf(line) >= MIN_LINE_SPAN * longest)
    .sort((a, b) => median(a.map((g) => g.centreY)) - median(b.map((g) => g.centreY)))
  return { zone, longest }
}

/**
 * Where the cut's long lines of glyphs run: the middle of their spans, their slope, the longest
 * span, how far they reach across (first line's top to last line's bottom), and whether they reach
 * an end of the cut (the zone may go on beyond it).
 */
export interface ZoneCourse {
  centre: Point
  slope: number
  span: number
  across: number
  cutShort: boolean
}

/**
 * The zone's text block on a grey cut of its band, as a warp to a rectangle (null unless the cut
 * shows two or three long lines of glyphs of nearly equal span): by its cells where each line counts
 * a zone's number of them, else by its four corners; and the course of its long lines (null when there
 * are none). `measure` says how the lines' pitch is measured (LinePitch).
 */
export function zoneText(grey: Grey, measure: LinePitch = 'all'): { warp: ZoneWarp | null; course: ZoneCourse | null } {
  const found = glyphsOf(grey)
  if (!found) return grey.height < SMALL_CUT_HEIGHT ? textOfEnlarged(grey, measure) : { warp: null, course: null }
  const { height } = found
  const chained = chainedLines(found.glyphs, height).filter((line) => line.length >= MIN_LINE_GLYPHS)
  const { zone, longest } = zoneLines(chained, measure)
  if (zone.length === 0) return { warp: null, course: null }
  const top = edgeOf(zone[0]!, 'top')
  const bottom = edgeOf(zone.at(-1)!, 'bottom')
  const glyphs = zone.flat()
  const middle = fitWithOffset(glyphs.map((g) => ({ x: g.centreX, y: g.centreY, short: false })))
  const centreX = (Math.min(...glyphs.map((g) => g.left)) + Math.max(...glyphs.map((g) => g.right))) / 2
  const course: ZoneCourse = {
    centre: { x: centreX, y: middle.a + middle.b * centreX },
    slope: middle.b,
    span: longest,
    across: bottom.a + bottom.b * centreX - (top.a + top.b * centreX),
    cutShort: glyphs.some(
      (g) => g.left < height || g.right > grey.width - height || g.top < 2 || g.bottom > grey.height - 2,
    ),
  }
  if (zone.length < 2 || zone.length > 3) return { warp: null, course }
  const byCells = cellWarp(zone, measure)
  if (byCells) return { warp: byCells, course }
  // The corners hold only where every line starts and ends in the same columns: lines of one zone
  // differ in span by much less than a pitch (a glyph lost at an end, or run into the desk, shows).
  const pitch = median(
    zone.flatMap((line) =>
      line.slice(1).flatMap((glyph, at) => (glyph.run || line[at]!.run ? [] : [glyph.centreX - line[at]!.centreX])),
    ),
  )
  const spans = zone.map(spanOf)
  if (Math.max(...spans) - Math.min(...spans) > pitch / 2) return { warp: null, course }
  const left = sideOf(zone.map((line) => ({ x: line[0]!.left, y: line[0]!.centreY })))
  const right = sideOf(zone.map((line) => ({ x: line.at(-1)!.right, y: line.at(-1)!.centreY })))
  const corners: [Point, Point, Point, Point] = [
    meet(top, left),
    meet(top, right),
    meet(bottom, right),
    meet(bottom, left),
  ]
  const [topLeft, topRight, bottomRight, bottomLeft] = corners
  const ratio = distance(topLeft, topRight) / Math.max(1, distance(bottomLeft, bottomRight))
  const sideRatio = distance(topLeft, bottomLeft) / Math.max(1, distance(topRight, bottomRight))
  // A keystone a photo can show: edges within a factor 1.5 of their opposite, corners in order.
  const plausible =
    ratio > 2 / 3 &&
    ratio < 1.5 &&
    sideRatio > 2 / 3 &&
    sideRatio < 1.5 &&
    topLeft.x < topRight.x &&
    bottomLeft.x < bottomRight.x &&
    topLeft.y < bottomLeft.y &&
    topRight.y < bottomRight.y
  return { warp: plausible ? cornerWarp(corners, height) : null, course }
}

const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y)

/**
 * A cut this many pixels high or less holds a zone far from the camera: its glyphs are 4–6 px high,
 * under the size a glyph component is taken at (5 px, 8 pixels), and blur runs neighbours together.
 */
const SMALL_CUT_HEIGHT = 80
/**
 * Such a cut's glyphs are looked for on a copy this many times larger (bicubic), and on that copy's
 * enlarged copy while it is still under SMALL_CUT_HEIGHT (each copy twice as high: a few at most).
 */
const ENLARGE = 2

/**
 * The zone's text block of a small cut found on its copy enlarged ENLARGE times, in the cut's own
 * coordinates: the warp maps onto the cut (the rectangle keeps the enlarged size, so the rectified
 * zone is sampled from the cut's own pixels once), the course is scaled back.
 */
function textOfEnlarged(grey: Grey, measure: LinePitch): { warp: ZoneWarp | null; course: ZoneCourse | null } {
  const identity = { toCut: [1, 0, 0, 0, 1, 0, 0, 0, 1], width: grey.width, height: grey.height, glyphHeight: 0 }
  const { warp, course } = zoneText(rectified(grey, identity, ENLARGE), measure)
  const back = 1 / ENLARGE
  return {
    warp: warp && {
      ...warp,
      toCut: warp.toCut.map((value, index) => (index < 6 ? value * back : value)),
      glyphHeight: warp.glyphHeight * back,
    },
    course: course && {
      ...course,
      centre: { x: course.centre.x * back, y: course.centre.y * back },
      span: course.span * back,
      across: course.across * back,
    },
  }
}

/** The warp of a text block by its corners: a rectangle of its mean width and height, with a margin of glyph heights round it. */
function cornerWarp(corners: readonly Point[], glyphHeight: number, margin = 0.8): ZoneWarp {
  const [topLeft, topRight, bottomRight, bottomLeft] = corners as [Point, Point, Point, Point]
  const width = (distance(topLeft, topRight) + distance(bottomLeft, bottomRight)) / 2
  const height = (distance(topLeft, bottomLeft) + distance(topRight, bottomRight)) / 2
  const pad = Math.round(glyphHeight * margin)
  const toCut = homography(
    [
      { x: pad, y: pad },
      { x: pad + width, y: pad },
      { x: pad + width, y: pad + height },
      { x: pad, y: pad + height },
    ],
    corners,
  )
  return {
    toCut,
    width: Math.max(1, Math.round(width) + 2 * pad),
    height: Math.max(1, Math.round(height) + 2 * pad),
    glyphHeight,
  }
}

/**
 * The cut's text block taken off by its warp, `scale` output pixels to a unit of the warp (bicubic
 * sampling: a small zone is enlarged from its own pixels, once; white where the cut ends).
 */
export function rectified(grey: Grey, warp: ZoneWarp, scale = 1): Grey {
  const { toCut } = warp
  const outWidth = Math.max(1, Math.round(warp.width * scale))
  const outHeight = Math.max(1, Math.round(warp.height * scale))
  const pixels = new Uint8Array(outWidth * outHeight).fill(255)
  const { width: inWidth, height: inHeight } = grey
  const at = (px: number, py: number) =>
    grey.pixels[Math.min(inHeight - 1, Math.max(0, py)) * inWidth + Math.min(inWidth - 1, Math.max(0, px))]!
  const wx = [0, 0, 0, 0]
  const wy = [0, 0, 0, 0]
  for (let y = 0; y < outHeight; y += 1) {
    for (let x = 0; x < outWidth; x += 1) {
      const source = project(toCut, { x: (x + 0.5) / scale, y: (y + 0.5) / scale })
      const sx = source.x - 0.5
      const sy = source.y - 0.5
      if (sx < 0 || sy < 0 || sx > inWidth - 1 || sy > inHeight - 1) continue
      const x0 = Math.floor(sx)
      const y0 = Math.floor(sy)
      cubicWeights(sx - x0, wx)
      cubicWeights(sy - y0, wy)
      let value = 0
      for (let j = 0; j < 4; j += 1) {
        let row = 0
        for (let i = 0; i < 4; i += 1) row += wx[i]! * at(x0 - 1 + i, y0 - 1 + j)
        value += wy[j]! * row
      }
      pixels[y * outWidth + x] = Math.max(0, Math.min(255, Math.round(value)))
    }
  }
  return { pixels, width: outWidth, height: outHeight }
}

/** Catmull–Rom weights of the four samples around a point `t` (0–1) past the second. */
function cubicWeights(t: number, into: number[]): void {
  const t2 = t * t
  const t3 = t2 * t
  into[0] = 0.5 * (-t3 + 2 * t2 - t)
  into[1] = 0.5 * (3 * t3 - 5 * t2 + 2)
  into[2] = 0.5 * (-3 * t3 + 4 * t2 + t)
  into[3] = 0.5 * (t3 - t2)
}

/**
 * Largest slope (of a line, or of a side against the upright) and difference of opposite sides'
 * lengths of a level block, and the pixels any of them may be off by (what corners measured on a
 * small zone's glyphs are uncertain by).
 */
const LEVEL_SLOPE = Math.tan((0.5 * Math.PI) / 180)
const LEVEL_SIDES = 0.02
const LEVEL_PIXELS = 1.5

/**
 * Whether a warp only cuts out a block already level on the cut (its lines within half a degree of
 * horizontal, its sides of upright, opposite sides of one length): such a zone is read from the cut
 * itself, unresampled.
 */
export function level(warp: ZoneWarp): boolean {
  const [topLeft, topRight, bottomRight, bottomLeft] = [
    { x: 0, y: 0 },
    { x: warp.width, y: 0 },
    { x: warp.width, y: warp.height },
    { x: 0, y: warp.height },
  ].map((corner) => project(warp.toCut, corner)) as [Point, Point, Point, Point]
  const flat = (a: Point, b: Point) => Math.abs(b.y - a.y) <= Math.max(LEVEL_PIXELS, LEVEL_SLOPE * Math.abs(b.x - a.x))
  const upright = (a: Point, b: Point) =>
    Math.abs(b.x - a.x) <= Math.max(LEVEL_PIXELS, LEVEL_SLOPE * Math.abs(b.y - a.y))
  const alike = (a: number, b: number) => Math.abs(a - b) <= Math.max(LEVEL_PIXELS, LEVEL_SIDES * Math.max(a, b))
  return (
    flat(topLeft, topRight) &&
    flat(bottomLeft, bottomRight) &&
    upright(topLeft, bottomLeft) &&
    upright(topRight, bottomRight) &&
    alike(distance(topLeft, topRight), distance(bottomLeft, bottomRight)) &&
    alike(distance(topLeft, bottomLeft), distance(topRight, bottomRight))
  )
}
