import { strokePixelsOnLines, within } from './pen-stroke-courses'
import { glyphBandsOfMarks } from './marks-on-glyphs'
import { sealLettering, type InkBox } from './seals'

/**
 * Pen strokes taken off a page's text lines (ADR 0034): a signature or a stamp's frame that crosses
 * printed lines is one long stroke, far taller and wider than a letter and thin for its size. Its
 * parts between the text lines (the swings of a signature above and below a line, a frame's edges)
 * turn white, so Tesseract finds the lines as they were printed; where it crosses a line its straight
 * path is cut, and where it touches a line otherwise (swings down onto it, rides along it, ends on
 * it) it is followed along its course and its own pixels turn white, the glyphs' strokes it crosses
 * kept (ADR 0047, pen-stroke-courses.ts). A seal's ring is such a mark; its words and date inside
 * the ring make no text line and are taken off (ADR 0068, seals.ts). A stroke joined to the glyphs
 * it rides along is a mark too where it is sparse without them; they stay, as its text line (ADR
 * 0090, marks-on-glyphs.ts).
 */

export interface GreyPage {
  /** One byte per pixel, row by row, dark ink on light paper. */
  data: Buffer
  width: number
  height: number
}

/** Darker than this is ink. */
const inkBelow = 128
/** A mark is taller than this many letter heights… */
const markTallerThan = 2.5
/** …wider than this many… */
const markWiderThan = 6
/** …and fills less than this share of its box (letters fill a fifth to a half). */
const markDensityBelow = 0.15
/** The text lines are found in vertical strips this many letter heights wide. */
const stripLetters = 12
/** A text line reaches this many letter heights beyond its letters' boxes. */
const lineMargin = 0.2
/** Pixels around a stroke's ink that are its soft edge. */
const edge = 2
/** A stroke crossing a text line enters and leaves it within this many letter heights. */
const maxCrossingLetters = 3

/** A connected part of the ink: its box and its number of pixels. */
type Box = InkBox

/** Connected ink (8 neighbours): each pixel's component, -1 for paper, and the components' boxes. */
function components(page: GreyPage): { labels: Int32Array; boxes: Box[] } {
  const { data, width, height } = page
  const labels = new Int32Array(width * height).fill(-1)
  const parent: number[] = []
  const find = (label: number): number => {
    let root = label
    while (parent[root] !== root) root = parent[root]!
    while (parent[label] !== root) {
      const next = parent[label]!
      parent[label] = root
      label = next
    }
    return root
  }
  const union = (a: number, b: number) => {
    const ra = find(a)
    const rb = find(b)
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb)
  }
  // Each ink pixel joins its labelled neighbours: left, above left, above, above right (in that order).
  const join = (label: number, n: number): number => {
    const other = labels[n]!
    if (other < 0) return label
    if (label >= 0 && other !== label) union(label, other)
    return label < 0 ? other : label
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      if (data[i]! >= inkBelow) continue
      let label = x > 0 ? join(-1, i - 1) : -1
      if (y > 0) {
        if (x > 0) label = join(label, i - width - 1)
        label = join(label, i - width)
        if (x < width - 1) label = join(label, i - width + 1)
      }
      if (label < 0) {
        label = parent.length
        parent.push(label)
      }
      labels[i] = label
    }
  }
  // Each root's box, numbered in the order the roots are first met.
  const rootIndex = new Int32Array(parent.length).fill(-1)
  const boxes: Box[] = []
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (labels[i]! < 0) continue
      const root = find(labels[i]!)
      let index = rootIndex[root]!
      if (index < 0) {
        index = boxes.length
        rootIndex[root] = index
        boxes.push({ x0: x, y0: y, x1: x, y1: y, count: 0 })
      }
      const box = boxes[index]!
      if (x < box.x0) box.x0 = x
      if (x > box.x1) box.x1 = x
      box.y1 = y
      box.count++
      labels[i] = index
    }
  }
  return { labels, boxes }
}

/** The median height of the boxes that may be letters (a few pixels up to a tenth of the page). */
function letterHeight(boxes: readonly Box[], pageHeight: number): number | null {
  const heights = boxes
    .filter((box) => box.count >= 8)
    .map((box) => box.y1 - box.y0 + 1)
    .filter((h) => h >= 4 && h <= pageHeight / 10)
    .sort((a, b) => a - b)
  return heights.length >= 20 ? (heights[Math.floor(heights.length / 2)] ?? null) : null
}

/**
 * The page with the parts of its pen strokes that lie off the text lines made white (a new
 * buffer; the page itself when it has no such stroke or too few letters to tell lines).
 */
export function withoutPenStrokes(page: GreyPage): Buffer {
  const { labels, boxes } = components(page)
  const letter = letterHeight(boxes, page.height)
  if (letter === null) return page.data
  const shaped = boxes.map(
    (box) => box.y1 - box.y0 + 1 > markTallerThan * letter && box.x1 - box.x0 + 1 > markWiderThan * letter,
  )
  const sparse = boxes.map((box) => box.count / ((box.x1 - box.x0 + 1) * (box.y1 - box.y0 + 1)) < markDensityBelow)
  // A stroke joined to the glyphs it rides along is a mark without them, and they make its text line (ADR 0090).
  const glyphBands = glyphBandsOfMarks(
    labels,
    boxes,
    shaped.map((shape, index) => shape && !sparse[index]),
    { width: page.width, letter, maxDensity: markDensityBelow },
  )
  const isMark = shaped.map((shape, index) => shape && (sparse[index] || glyphBands[index] !== null))
  if (!isMark.includes(true)) return page.data
  // A seal's words along its ring and in its middle are no text line of the page (ADR 0068).
  const lettering = sealLettering(labels, boxes, isMark, { width: page.width, letter })
  // Each strip's text lines: the rows its letters (ink that is no mark nor a seal's lettering) cover, with a margin.
  const strip = Math.max(1, Math.round(stripLetters * letter))
  const strips = Math.ceil(page.width / strip)
  const onLine = new Uint8Array(strips * page.height)
  const margin = Math.ceil(lineMargin * letter)
  const lineBoxes = boxes.map((box, index) => (isMark[index] ? glyphBands[index] : lettering[index] ? null : box))
  lineBoxes.forEach((box) => {
    if (!box) return
    const y0 = Math.max(0, box.y0 - margin)
    const y1 = Math.min(page.height - 1, box.y1 + margin)
    for (let s = Math.floor(box.x0 / strip); s <= Math.floor(box.x1 / strip); s++)
      for (let y = y0; y <= y1; y++) onLine[s * page.height + y] = 1
  })
  const { width, height } = page
  // A text line runs on into the next strip: where a strip has no line of its own within a letter's
  // height (its only letters are those a stroke touches: the last digits of a value where a
  // signature tails off), its neighbours' lines are its lines.
  const nearOwnLine = new Uint8Array(onLine.length)
  for (let s = 0; s < strips; s++)
    for (let y = 0; y < height; y++)
      if (onLine[s * height + y])
        for (let near = Math.max(0, y - letter); near <= Math.min(height - 1, y + letter); near++)
          nearOwnLine[s * height + near] = 1
  const lineRow = (s: number, y: number) =>
    onLine[s * height + y] === 1 ||
    (nearOwnLine[s * height + y] === 0 &&
      ((s > 0 && onLine[(s - 1) * height + y] === 1) || (s + 1 < strips && onLine[(s + 1) * height + y] === 1)))
  // Each mark pixel off the text lines (1) or on one (2), and each kind's pixels in page order.
  const state = new Uint8Array(labels.length)
  const [offLinePixels, onLinePixels]: [number[], number[]] = [[], []]
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]!
    if (label < 0 || !isMark[label]) continue
    const x = i % width
    const y = (i - x) / width
    const band = glyphBands[label]
    // The glyphs a stroke rides along stay whole, with the stroke's ink among them (ADR 0090, 0054).
    if (band && y >= band.y0 - margin && y <= band.y1 + margin) continue
    state[i] = lineRow(Math.floor(x / strip), y) ? 2 : 1
    ;(state[i] === 2 ? onLinePixels : offLinePixels).push(i)
  }
  const data = Buffer.from(page.data)
  // White at (x, y) and around it: any ink, a stroke's pixels (on or off the lines), or its pixels
  // off the lines; each with the soft grey edges (paper pixels).
  const erase = (x: number, y: number, radius: number, what: 'any ink' | 'stroke' | 'stroke off lines' | 'paper') => {
    for (let ny = Math.max(0, y - radius); ny <= Math.min(height - 1, y + radius); ny++)
      for (let nx = Math.max(0, x - radius); nx <= Math.min(width - 1, x + radius); nx++) {
        const n = ny * width + nx
        if (
          what === 'any ink' ||
          labels[n]! < 0 ||
          (what !== 'paper' && (state[n] === 1 || (what === 'stroke' && state[n] === 2)))
        )
          data[n] = 255
      }
  }
  const { found, crossed } = crossings(state, { labels, width, height, letter, onLine: onLinePixels })
  for (const crossing of found) drawSegment(crossing, (x, y) => erase(x, y, crossing.halfWidth, 'any ink'))
  // Along each stroke's course on a line its own pixels turn white; the glyphs' strokes it crosses stay.
  const ink = (x: number, y: number) =>
    x >= 0 && x < width && y >= 0 && y < height && page.data[Math.round(y) * width + Math.round(x)]! < inkBelow
  const onLines = strokePixelsOnLines(state, {
    ink,
    width,
    height,
    letter,
    follows: (i) => !crossed(i),
    offLine: offLinePixels,
  })
  for (let i = 0; i < onLines.length; i++)
    if (onLines[i] === 2 || (onLines[i] === 1 && state[i] !== 0)) erase(i % width, Math.floor(i / width), 0, 'stroke')
  // The strokes off the lines with their soft edge (grey pixels around them that are no ink of their own).
  for (const i of offLinePixels) erase(i % width, Math.floor(i / width), edge, 'stroke off lines')
  // A seal's lettering, with its soft edge.
  if (lettering.includes(true))
    for (let i = 0; i < labels.length; i++)
      if (labels[i]! >= 0 && lettering[labels[i]!]) {
        data[i] = 255
        erase(i % width, Math.floor(i / width), edge, 'paper')
      }
  return data
}

interface Crossing {
  from: { x: number; y: number }
  to: { x: number; y: number }
  halfWidth: number
}

/**
 * Each mark's stroke width: the median length of the vertical runs of its off-line pixels (about a
 * stroke's width), by the mark's component. Each mark its own: a table's or a frame's thin rules
 * are no measure of a signature's broad pen (its crossings were cut too narrow, leaving slivers of
 * its edges beside the digits).
 */
function strokeWidths(state: Uint8Array, labels: Int32Array, width: number, height: number): Map<number, number> {
  // Row by row (the runs' order does not matter, they are sorted): each column's run so far.
  const runs = new Map<number, number[]>()
  const run = new Int32Array(width)
  for (let y = 0; y <= height; y++)
    for (let x = 0; x < width; x++) {
      if (y < height && state[y * width + x] === 1) run[x]!++
      else if (run[x]! > 0) {
        const label = labels[(y - 1) * width + x]!
        const own = runs.get(label)
        if (own) own.push(run[x]!)
        else runs.set(label, [run[x]!])
        run[x] = 0
      }
    }
  const widths = new Map<number, number>()
  for (const [label, own] of runs) widths.set(label, own.sort((a, b) => a - b)[Math.floor(own.length / 2)]!)
  return widths
}

/**
 * Where a stroke crosses a text line: each piece of a stroke on a line that the stroke enters from
 * above and from below as often, each place above paired with the nearest below when they are near
 * each other (a crossing, not a rule along the line), as the straight path between them, as wide as
 * the mark's own stroke (ADR 0080).
 */
function crossings(
  state: Uint8Array,
  page: { labels: Int32Array; width: number; height: number; letter: number; onLine: readonly number[] },
): { found: Crossing[]; crossed: (i: number) => boolean } {
  const { labels, width, height, letter } = page
  const widths = strokeWidths(state, labels, width, height)
  const piece = new Int32Array(state.length).fill(-1)
  const found: Crossing[] = []
  // The pieces a stroke crosses (each named by its first pixel).
  const crossedPieces = new Set<number>()
  const stack: number[] = []
  // The stroke's pixels on the lines in page order (state 2), each piece from its first.
  for (const start of page.onLine) {
    if (piece[start] !== -1) continue
    // Half the width of the mark's own stroke (a mark with no pixel off the lines: a pixel).
    const halfWidth = Math.ceil((widths.get(labels[start]!) ?? 1) / 2)
    // The piece (8 neighbours, on the line) and the off-line stroke pixels it touches (as often as it touches them).
    const [touchX, touchY]: [number[], number[]] = [[], []]
    let [rows, size] = [0, 0]
    piece[start] = start
    stack.push(start)
    while (stack.length > 0) {
      const i = stack.pop()!
      const x = i % width
      const y = (i - x) / width
      rows += y
      size++
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++)
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
          const n = ny * width + nx
          if (state[n] === 1) {
            touchX.push(nx)
            touchY.push(ny)
          } else if (state[n] === 2 && piece[n] === -1) {
            piece[n] = start
            stack.push(n)
          }
        }
    }
    // The places it is entered: touching pixels grouped by nearness.
    const ends: Array<{ x: number; y: number; count: number }> = []
    for (let t = 0; t < touchX.length; t++) {
      const [x, y] = [touchX[t]!, touchY[t]!]
      const near = ends.find((end) => within(end.x / end.count - x, end.y / end.count - y, 3 * halfWidth + 2))
      if (near) {
        near.x += x
        near.y += y
        near.count++
      } else ends.push({ x, y, count: 1 })
    }
    // Entered from above and from below as often: each place above paired with the nearest below.
    const middle = rows / size
    const places = ends.map((end) => ({ x: Math.round(end.x / end.count), y: Math.round(end.y / end.count) }))
    const above = places.filter((place) => place.y < middle)
    const below = places.filter((place) => place.y >= middle)
    if (above.length === 0 || above.length !== below.length) continue
    crossedPieces.add(start)
    for (const from of above) {
      const to = below.sort((a, b) => Math.abs(a.x - from.x) - Math.abs(b.x - from.x)).shift()
      if (to && Math.hypot(to.x - from.x, to.y - from.y) <= maxCrossingLetters * letter)
        found.push({ from, to, halfWidth })
    }
  }
  return { found, crossed: (i) => crossedPieces.has(piece[i]!) }
}

/** Calls `at` for each pixel of the straight segment. */
function drawSegment(segment: Crossing, at: (x: number, y: number) => void): void {
  const steps = Math.max(1, Math.ceil(Math.hypot(segment.to.x - segment.from.x, segment.to.y - segment.from.y)))
  for (let step = 0; step <= steps; step++)
    at(
      Math.round(segment.from.x + ((segment.to.x - segment.from.x) * step) / steps),
      Math.round(segment.from.y + ((segment.to.y - segment.from.y) * step) / steps),
    )
}
