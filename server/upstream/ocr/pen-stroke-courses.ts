/**
 * A pen stroke's course across a text line (ADR 0047): a signature is a smooth curve of nearly
 * constant width. Where it runs over a line it is one piece of ink with the glyphs it touches, so
 * its pixels cannot be told from theirs by shape alone; followed from where it enters the line, in
 * the direction it comes from, its middle is found step by step across its course, and where a
 * glyph's stroke crosses it, ink runs on past it on both sides.
 */

/**
 * Whether (dx, dy) lies within `reach` of the origin: `Math.hypot` only where neither part alone
 * is beyond it (the same answer, as the hypotenuse is never shorter than a side).
 */
export function within(dx: number, dy: number, reach: number): boolean {
  return Math.abs(dx) <= reach && Math.abs(dy) <= reach && Math.hypot(dx, dy) <= reach
}

/**
 * A point of a stroke's course: its middle, its direction (a unit vector), half the stroke's width,
 * and the glyph's stroke that crosses it there (its direction and half-length within the pen stroke).
 */
interface CoursePoint {
  x: number
  y: number
  dx: number
  dy: number
  halfWidth: number
  glyph: { ux: number; uy: number; reach: number } | null
}

/** What following a stroke needs of the page. */
export interface Tracing {
  /** Whether the page has ink at (x, y) (rounded; off the page: none). */
  ink: (x: number, y: number) => boolean
  width: number
  height: number
  /** The letter height, pixels. */
  letter: number
  /** Whether a stroke's course is followed from the stroke's piece on a line that holds pixel `i`. */
  follows: (i: number) => boolean
  /** The stroke's pixels off the lines (state 1), in page order. */
  offLine: readonly number[]
}

/** A stroke's course on a line is followed for at most this many letter heights from where it enters… */
const maxCourseLetters = 8
/** …and for at most this many letter heights where its ink runs on into a glyph on both edges. */
const maxBlindLetters = 1
/** At most this many pixels a step turns the course towards the stroke's middle (a pen stroke bends smoothly). */
const maxShift = 0.5
/** The share of a step's shift that turns the course's direction (radians per pixel). */
const turnShare = 0.08

/** A place on a stroke's course and its direction. */
type Place = Pick<CoursePoint, 'x' | 'y' | 'dx' | 'dy'>
/** Where a stroke enters a line, and half its width there. */
type Entry = Place & { halfWidth: number }

/**
 * Each stroke's course across the text lines. `state` marks each pixel: 1 a pen stroke's pixel off
 * the lines, 2 one on a line, 0 none. From every place where a stroke off the lines enters a line
 * (on a piece `tracing.follows`), the stroke is followed in the direction it comes from; across its
 * course, the run of ink that holds the course's middle (a pixel off at most) is the stroke alone
 * when it is no wider than the stroke, and the course moves towards its middle; a wider run is the
 * stroke and a glyph together, and the course keeps to the run's edge that is free of the glyph,
 * or goes straight on when both edges are in glyphs (no point of the course is kept there). It ends
 * where the stroke leaves the line, where its ink is lost, after `maxBlindLetters` in glyphs or
 * after `maxCourseLetters`.
 */
function strokeCourses(state: Uint8Array, tracing: Tracing): CoursePoint[][] {
  return entries(state, tracing)
    .map((entry) => followStroke(state, tracing, entry))
    .filter((course) => course.length > 0)
}

/**
 * Where strokes off the lines enter them: their pixels beside a stroke's pixels on a line, grouped
 * by nearness, each with the direction the stroke comes from (from the middle of its pixels off
 * the line near the place).
 */
function entries(state: Uint8Array, tracing: Tracing): Entry[] {
  const { width, height, letter } = tracing
  const at = (x: number, y: number) => (x >= 0 && x < width && y >= 0 && y < height ? state[y * width + x]! : 0)
  const groups: Array<{ x: number; y: number; count: number }> = []
  for (const i of tracing.offLine) {
    const x = i % width
    const y = (i - x) / width
    let touches = false
    for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1) && !touches; ny++)
      for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++)
        if (state[ny * width + nx] === 2 && tracing.follows(ny * width + nx)) touches = true
    if (!touches) continue
    const near = groups.find((g) => within(g.x / g.count - x, g.y / g.count - y, letter / 2))
    if (near) {
      near.x += x
      near.y += y
      near.count++
    } else groups.push({ x, y, count: 1 })
  }
  const reach = letter / 2
  return groups.flatMap((group) => {
    const [x, y] = [group.x / group.count, group.y / group.count]
    let [sx, sy, n] = [0, 0, 0]
    for (let py = Math.round(y - reach); py <= Math.round(y + reach); py++)
      for (let px = Math.round(x - reach); px <= Math.round(x + reach); px++)
        if (at(px, py) === 1 && Math.hypot(px - x, py - y) <= reach) {
          sx += px
          sy += py
          n++
        }
    const [dx, dy] = n > 0 ? [x - sx / n, y - sy / n] : [0, 0]
    const length = Math.hypot(dx, dy)
    if (length < 0.5) return []
    const entry = { x, y, dx: dx / length, dy: dy / length }
    return [{ ...entry, halfWidth: halfWidthBehind(tracing, entry) }]
  })
}

/** Half the width of the stroke behind an entry: the median run of ink across its course off the line. */
function halfWidthBehind(tracing: Tracing, entry: Place): number {
  const runs: number[] = []
  for (let back = 2; back <= tracing.letter / 2; back++) {
    const point = { ...entry, x: entry.x - entry.dx * back, y: entry.y - entry.dy * back }
    const run = runAcross(tracing, point, Math.ceil(tracing.letter / 4))
    if (run) runs.push(run.to - run.from + 1)
  }
  runs.sort((a, b) => a - b)
  return Math.max(1, (runs[Math.floor(runs.length / 2)] ?? 2) / 2)
}

/** How far a run of offsets [from, to] is from the middle (0 when it holds it). */
const offMiddle = (run: { from: number; to: number }) =>
  run.from <= 0 && run.to >= 0 ? 0 : Math.min(Math.abs(run.from), Math.abs(run.to))

/**
 * The run of ink across the course at `point` (offsets along its normal, positive to the right of
 * its direction) that starts within `reach` of its middle and is nearest to it; null when none.
 */
function runAcross(tracing: Tracing, point: Place, reach: number): { from: number; to: number } | null {
  const inkAt = (t: number) => tracing.ink(point.x - point.dy * t, point.y + point.dx * t)
  const limit = 4 * reach
  let best: { from: number; to: number } | null = null
  for (let t = -reach; t <= reach; t++) {
    if (!inkAt(t)) continue
    let [from, to] = [t, t]
    while (from > -limit && inkAt(from - 1)) from--
    while (to < limit && inkAt(to + 1)) to++
    if (best === null || offMiddle({ from, to }) < offMiddle(best)) best = { from, to }
    t = to
  }
  return best
}

/** Where the stroke's middle lies across its course at a run of ink, or null when both edges of the run are in glyphs. */
function middleOf(run: { from: number; to: number }, halfWidth: number): number | null {
  if (run.to - run.from + 1 <= 2 * halfWidth + 2) return (run.from + run.to) / 2
  if (Math.abs(run.from + halfWidth) <= 1.5) return run.from + halfWidth
  if (Math.abs(run.to - halfWidth) <= 1.5) return run.to - halfWidth
  return null
}

/** The stroke followed from `entry` (see strokeCourses); what was followed after its ink was last seen alone is left off. */
function followStroke(state: Uint8Array, tracing: Tracing, entry: Entry): CoursePoint[] {
  const { width, height, letter } = tracing
  const { halfWidth } = entry
  const course: CoursePoint[] = []
  const point = { ...entry }
  const reach = Math.ceil(halfWidth) + 2
  let [blind, gap] = [0, 0]
  for (let step = 0; step < maxCourseLetters * letter; step++) {
    point.x += point.dx
    point.y += point.dy
    const [px, py] = [Math.round(point.x), Math.round(point.y)]
    if (px < 0 || py < 0 || px >= width || py >= height) break
    // Off the line again: the stroke has crossed it.
    if (step > reach && state[py * width + px] === 1) break
    // The stroke's ink holds the course's middle (a pixel off at most); other ink near it is a glyph's.
    const run = runAcross(tracing, point, reach)
    if (run === null || offMiddle(run) > 1) {
      if (++gap > halfWidth + 1) break
      continue
    }
    gap = 0
    // Ink whose middle lies off the course by more than half the stroke's width is a glyph's, not the stroke's.
    const found = middleOf(run, halfWidth)
    const middle = found !== null && Math.abs(found) <= Math.max(1.5, halfWidth) ? found : null
    if (middle === null) {
      if (++blind > maxBlindLetters * letter) break
    } else {
      blind = 0
      const shift = Math.max(-maxShift, Math.min(maxShift, middle))
      point.x -= point.dy * shift
      point.y += point.dx * shift
      const [tx, ty] = [point.dx - point.dy * shift * turnShare, point.dy + point.dx * shift * turnShare]
      const length = Math.hypot(tx, ty)
      point.dx = tx / length
      point.dy = ty / length
    }
    // Where both edges of the ink are in glyphs the stroke is followed on, but none of that ink is taken off.
    if (middle !== null) course.push({ ...point, glyph: glyphCrosses(tracing, point, reach) })
  }
  return course
}

/** Angles (radians from the course's normal) at which a glyph's stroke through a point of the course is looked for. */
const crossingAngles = [-0.6, -0.3, 0, 0.3, 0.6]

/**
 * Whether a glyph's stroke crosses the course at `point`: ink runs on past the pen stroke on both
 * of its sides along a straight line through the point, at right angles to the course or slanted.
 */
function glyphCrosses(tracing: Tracing, point: Place, reach: number): CoursePoint['glyph'] {
  for (const angle of crossingAngles) {
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
    // The line's direction: the normal (-dy, dx) turned by `angle`.
    const [ux, uy] = [-point.dy * cos - point.dx * sin, point.dx * cos - point.dy * sin]
    const reachAlong = reach / cos
    const crosses = [1, -1].every((sign) =>
      [reachAlong, reachAlong + 1, reachAlong + 2].every((t) =>
        tracing.ink(point.x + ux * sign * t, point.y + uy * sign * t),
      ),
    )
    if (crosses) return { ux, uy, reach: reachAlong }
  }
  return null
}

/**
 * The pixels of the pen strokes on the text lines: across each stroke's course, 2 within half its
 * width of its middle, 1 a pixel further (its edge, where the stroke's own dark pixels are taken off
 * but not a faint glyph's), except those of a glyph's stroke that crosses it (their line through the
 * course within the pen stroke), 0 elsewhere.
 */
export function strokePixelsOnLines(state: Uint8Array, tracing: Tracing): Uint8Array {
  const { width, height } = tracing
  const mask = new Uint8Array(width * height)
  const mark = (x: number, y: number, value: number) => {
    const [px, py] = [Math.round(x), Math.round(y)]
    const i = py * width + px
    if (px >= 0 && py >= 0 && px < width && py < height) mask[i] = value === 0 ? 0 : Math.max(mask[i]!, value)
  }
  const courses = strokeCourses(state, tracing)
  for (const point of courses.flat())
    for (let t = -point.halfWidth - 1; t <= point.halfWidth + 1; t += 0.5)
      mark(point.x - point.dy * t, point.y + point.dx * t, Math.abs(t) <= point.halfWidth ? 2 : 1)
  for (const point of courses.flat()) {
    const { glyph } = point
    if (glyph)
      for (let t = -glyph.reach; t <= glyph.reach; t += 0.5) mark(point.x + glyph.ux * t, point.y + glyph.uy * t, 0)
  }
  return mask
}
