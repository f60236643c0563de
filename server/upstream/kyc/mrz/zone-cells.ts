import { otsu, type Grey } from './morphology'
import type { GlyphBox } from './zone-fillers'
import { ZONE_LINE_LENGTHS } from './mrz-format'
import type { CellColumns } from './zone-rectify'

/**
 * Puts the characters an OCR pass read in a zone image (with their boxes) into the zone's fixed
 * cells (ADR 0020): every line of a zone has the same number of equally spaced characters (30, 36
 * or 44), so a character's cell follows from where it stands, not from how many were read before
 * it. A glyph read twice or an artefact box lands in a cell already taken and is left out; a glyph
 * not read leaves its cell empty. Each cell's ink is then looked at: the filler `<` is a chevron
 * lower than the letters with no upright stroke at its left, so a cell of that shape is a filler
 * whatever the OCR made of it (fillers read as K, L, E or C), and an empty cell of that shape is one too.
 */

/** A character read with its box, in image pixels (top-left origin). */
export interface CharacterBox {
  char: string
  left: number
  top: number
  right: number
  bottom: number
}

/** The character boxes of Tesseract's `makebox` output (`c left bottom right top page`, bottom-left origin). */
export function parseBoxes(text: string, imageHeight: number): CharacterBox[] {
  return text
    .split('\n')
    .map((line) => line.split(' '))
    .filter((parts) => parts.length >= 5 && parts[0]!.length === 1)
    .map(([char, left, bottom, right, top]) => ({
      char: char!,
      left: Number(left),
      top: imageHeight - Number(top),
      right: Number(right),
      bottom: imageHeight - Number(bottom),
    }))
}

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0
}
const median = (values: number[]): number => quantile(values, 0.5)

/** Boxes in lines: a new line starts where a box stands clearly below the previous one. */
function linesOfBoxes(boxes: CharacterBox[]): CharacterBox[][] {
  const height = median(boxes.map((box) => box.bottom - box.top))
  const lines: CharacterBox[][] = []
  for (const box of boxes) {
    const current = lines.at(-1)
    const last = current?.at(-1)
    const centre = (box.top + box.bottom) / 2
    if (current && last && Math.abs(centre - (last.top + last.bottom) / 2) < height * 0.6) current.push(box)
    else lines.push([box])
  }
  return lines
}

/** Fewest characters read on a line for it to be taken for a zone line. */
const MIN_LINE_BOXES = 20

/** The ink of one cell: its box, and the rows its left fifth covers. */
export interface CellInk {
  left: number
  right: number
  top: number
  bottom: number
  /** Rows of the ink's left fifth, relative to the ink's height: first and last (0 top, 1 bottom). */
  edgeTop: number
  edgeBottom: number
  count: number
}

/**
 * Ink at a window's side that belongs to the neighbouring cell: a piece touching that side and lying
 * wholly within this share of the window's width from it. A zone photographed small and blurred, then
 * scaled up, spreads each glyph to its cell's edges: a filler's arms reach into the next cell, where
 * they would read as a stem at its left (a K, not a `<`). A cell's own glyph stands in its middle and
 * spans more than this.
 */
const NEIGHBOUR_SHARE = 0.3

/** The window's dark pixels (positions in the window, row by row) that are the cell's own (NEIGHBOUR_SHARE). */
function ownInk(dark: Uint8Array, width: number, height: number): number[] {
  const label = new Int32Array(dark.length).fill(-1)
  const own: number[] = []
  const reach = width * NEIGHBOUR_SHARE
  for (let seed = 0; seed < dark.length; seed += 1) {
    if (!dark[seed] || label[seed]! >= 0) continue
    const piece = [seed]
    label[seed] = seed
    let left = width
    let right = -1
    for (let next = 0; next < piece.length; next += 1) {
      const at = piece[next]!
      const x = at % width
      const y = (at - x) / width
      left = Math.min(left, x)
      right = Math.max(right, x)
      for (let dy = -1; dy <= 1; dy += 1)
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx
          const ny = y + dy
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
          const other = ny * width + nx
          if (dark[other] && label[other]! < 0) {
            label[other] = seed
            piece.push(other)
          }
        }
    }
    const neighbours = (left === 0 && right < reach) || (right === width - 1 && left > width - 1 - reach)
    if (!neighbours) own.push(...piece)
  }
  return own
}

function cellInk(
  grey: Grey,
  threshold: number,
  cell: { left: number; right: number; top: number; bottom: number },
): CellInk | null {
  const left0 = Math.max(0, Math.round(cell.left))
  const top0 = Math.max(0, Math.round(cell.top))
  const width = Math.min(grey.width, Math.round(cell.right)) - left0
  const height = Math.min(grey.height, Math.round(cell.bottom)) - top0
  if (width <= 0 || height <= 0) return null
  const dark = new Uint8Array(width * height)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      dark[y * width + x] = grey.pixels[(top0 + y) * grey.width + left0 + x]! <= threshold ? 1 : 0
  const own = ownInk(dark, width, height)
  if (own.length === 0) return null
  const rows = own.map((at) => top0 + Math.floor(at / width))
  const columns = own.map((at) => left0 + (at % width))
  const top = Math.min(...rows)
  const bottom = Math.max(...rows)
  const left = Math.min(...columns)
  const right = Math.max(...columns)
  const edge = left + Math.max(1, (right - left + 1) * 0.2)
  let edgeTop = Infinity
  let edgeBottom = -Infinity
  rows.forEach((row, index) => {
    if (columns[index]! < edge) {
      edgeTop = Math.min(edgeTop, row)
      edgeBottom = Math.max(edgeBottom, row)
    }
  })
  const glyphHeight = bottom - top + 1
  return {
    left,
    right,
    top,
    bottom,
    edgeTop: (edgeTop - top) / glyphHeight,
    edgeBottom: (edgeBottom - top + 1) / glyphHeight,
    count: rows.length,
  }
}

/** A filler's ink is at most this share of the letters' height; its left fifth covers at most this share of its own height, about its middle. */
const FILLER_HEIGHT = 0.88
const FILLER_EDGE = 0.45
const FILLER_EDGE_CENTRE = 0.15

export type CellShape = 'filler' | 'glyph' | 'empty'

/**
 * The shape of one cell's ink: `<` is lower than the line's letters, and its left fifth is its point,
 * short and halfway down (a stem at the left, as in K, L or E, covers the whole height; the bar of T and
 * the feet of A lie at the top or bottom).
 */
export function cellShape(ink: CellInk | null, capHeight: number): CellShape {
  if (!ink || ink.count < capHeight / 2) return 'empty'
  if (ink.bottom - ink.top + 1 > capHeight * FILLER_HEIGHT) return 'glyph'
  const span = ink.edgeBottom - ink.edgeTop
  const centre = (ink.edgeTop + ink.edgeBottom) / 2
  return span < FILLER_EDGE && Math.abs(centre - 0.5) < FILLER_EDGE_CENTRE ? 'filler' : 'glyph'
}

/**
 * How far a filler's point may spread down its left fifth where it stands in a run of fillers: blur
 * and low resolution widen the point of a chevron (to about half its height on a zone scaled up from
 * characters 5–7 px high), and a run of fillers is where one stands. The height and centring tests
 * stay: every letter and digit is taller than a filler.
 */
const RUN_FILLER_EDGE = 0.55
/** Cells in a row shaped like blurred fillers (low, point centred) that are a run of fillers whatever stands beside them. */
const MIN_RUN = 3

/**
 * Which cells of one line are fillers: by their own shape (cellShape); or low and centred with a
 * point up to RUN_FILLER_EDGE of their height, either between two fillers by shape (or a filler and
 * the line's end) or in a row of at least MIN_RUN cells so shaped (fillers come in runs: a zone's
 * unused positions; at the size of a phone photo hardly any keeps the sharp point cellShape asks for;
 * ADR 0053).
 */
function blurredFiller(ink: CellInk | null, capHeight: number): boolean {
  if (!ink || ink.count < capHeight / 2) return false
  const low = ink.bottom - ink.top + 1 <= capHeight * FILLER_HEIGHT
  const centred = Math.abs((ink.edgeTop + ink.edgeBottom) / 2 - 0.5) < FILLER_EDGE_CENTRE
  return low && centred && ink.edgeBottom - ink.edgeTop < RUN_FILLER_EDGE
}

/** What OCR reads a blurred filler as: letters open to the right or with a stem at the left. */
const FILLER_READINGS = /^[CKLE]$/

/**
 * The character read in a cell, given whether the line's fillers include it: a filler is `<`; a
 * cell shaped like a blurred filler (lower than the letters, its point centred) that stands alone, so
 * is not taken for one, and that OCR read as a filler's look-alike (a blurred chevron between two
 * letters of a name reads `C` or `K` in Tesseract and in the outlines alike), is left unread: neither
 * the shape nor the letter is taken, and a zone with such a cell is no reading (read-mrz.ts).
 */
function cellChar(box: CharacterBox | undefined, filler: boolean, ink: CellInk | null, capHeight: number) {
  if (filler) return '<'
  if (!box) return null
  return FILLER_READINGS.test(box.char) && blurredFiller(ink, capHeight) ? null : box.char
}

export function lineFillers(inks: ReadonlyArray<CellInk | null>, capHeight: number): boolean[] {
  const strict = inks.map((ink) => cellShape(ink, capHeight) === 'filler')
  const blurred = inks.map((ink, at) => strict[at]! || blurredFiller(ink, capHeight))
  const runs = new Array<number>(inks.length).fill(0)
  for (let at = 0; at < inks.length;) {
    let end = at
    while (end < inks.length && blurred[end]) end += 1
    for (let k = at; k < end; k += 1) runs[k] = end - at
    at = Math.max(end, at + 1)
  }
  const inRun = (at: number) => at < 0 || at >= inks.length || strict[at]!
  // A zone line begins with its document code's letter, never a filler.
  return inks.map(
    (_, at) => strict[at]! || (at > 0 && blurred[at]! && ((inRun(at - 1) && inRun(at + 1)) || runs[at]! >= MIN_RUN)),
  )
}

const centre = (box: CharacterBox) => (box.left + box.right) / 2

/**
 * The zone's line length (30, 36 or 44 cells): the span of its lines over the distance between
 * neighbouring characters, which holds when characters were dropped or read twice; by the count of
 * characters read when no neighbours stand a glyph apart.
 */
function zoneLength(lines: CharacterBox[][], glyphWidth: number): { length: number; pitch: number | undefined } {
  const steps = lines
    .flatMap((line) => line.slice(1).map((box, index) => centre(box) - centre(line[index]!)))
    .filter((step) => step > glyphWidth * 0.8 && step < glyphWidth * 2.2)
  const pitch = steps.length >= MIN_LINE_BOXES ? median(steps) : undefined
  const span = Math.max(...lines.map((line) => centre(line.at(-1)!) - centre(line[0]!)))
  const estimate = pitch ? span / pitch + 1 : median(lines.map((line) => line.length))
  return {
    length: [...ZONE_LINE_LENGTHS].sort((a, b) => Math.abs(a - estimate) - Math.abs(b - estimate))[0]!,
    pitch,
  }
}

/**
 * The first cell's centre for cells `pitch` apart: the boxes' common phase (the circular mean of
 * their centres modulo the pitch), at the cell that puts the most boxes inside the zone's `length`
 * cells; of equals, the one nearest `guess` (the lines' first boxes).
 */
function firstCell(boxes: readonly CharacterBox[], length: number, pitch: number, guess: number): number {
  if (boxes.length === 0 || !(pitch > 0)) return guess
  const angles = boxes.map((box) => (2 * Math.PI * centre(box)) / pitch)
  const mean = Math.atan2(
    angles.reduce((sum, angle) => sum + Math.sin(angle), 0),
    angles.reduce((sum, angle) => sum + Math.cos(angle), 0),
  )
  const phase = (mean / (2 * Math.PI)) * pitch
  const centres = boxes.map(centre)
  const inside = (start: number) =>
    centres.filter((c) => Math.round((c - start) / pitch) >= 0 && Math.round((c - start) / pitch) < length).length
  let best = guess
  let most = -1
  const first = Math.floor((Math.min(...centres) - phase) / pitch) - length
  for (let k = first; phase + k * pitch <= Math.max(...centres); k += 1) {
    const start = phase + k * pitch
    const count = inside(start)
    if (count > most || (count === most && Math.abs(start - guess) < Math.abs(best - guess))) {
      best = start
      most = count
    }
  }
  return best
}

/**
 * Where the cells of a zone stand: the centre of the first (`start`) and the distance between
 * neighbours (`pitch`), fitted to the boxes of the lines read with about the zone's number of
 * characters. First from the median distance between neighbouring boxes and the boxes' common
 * phase (firstCell: a box that takes in a mark beside the zone, or two fillers read as one wide
 * glyph, moves a line's ends but hardly these), then twice by least squares of each box's centre
 * against its cell.
 */
function cellGrid(
  lines: CharacterBox[][],
  length: number,
  glyphWidth: number,
  boxHeight: number,
  neighbourPitch: number | undefined,
): { start: number; pitch: number } {
  const zoneLines = lines.filter((line) => Math.abs(line.length - length) <= 3)
  const fitted = zoneLines.length > 0 ? zoneLines : lines
  const boxes = fitted
    .flat()
    .filter((box) => box.bottom - box.top <= boxHeight * 1.6 && box.right - box.left <= glyphWidth * 1.6)
  let pitch =
    neighbourPitch ?? median(fitted.map((line) => (line.at(-1)!.right - line[0]!.left - glyphWidth) / (length - 1)))
  let start = firstCell(boxes, length, pitch, median(fitted.map((line) => line[0]!.left)) + glyphWidth / 2)
  for (let round = 0; round < 2 && boxes.length >= 2 && pitch > 0; round += 1) {
    const points = boxes
      .map((box) => ({
        centre: (box.left + box.right) / 2,
        index: Math.round(((box.left + box.right) / 2 - start) / pitch),
      }))
      .filter((point) => point.index >= 0 && point.index < length)
    const n = points.length
    const si = points.reduce((sum, p) => sum + p.index, 0)
    const sc = points.reduce((sum, p) => sum + p.centre, 0)
    const sii = points.reduce((sum, p) => sum + p.index * p.index, 0)
    const sic = points.reduce((sum, p) => sum + p.index * p.centre, 0)
    const denominator = n * sii - si * si
    if (n < 2 || denominator === 0) break
    pitch = (n * sic - si * sc) / denominator
    start = (sc - pitch * si) / n
  }
  return { start, pitch }
}

/** The cells' columns fitted to the boxes read (zoneLength, cellGrid). */
function fittedColumns(lines: CharacterBox[][], glyphWidth: number, boxHeight: number): CellColumns {
  const { length, pitch: neighbourPitch } = zoneLength(lines, glyphWidth)
  return { ...cellGrid(lines, length, glyphWidth, boxHeight, neighbourPitch), length }
}

/** One line of a zone in cells: the character read in each (null: none), each cell's ink box, and which are fillers by shape. */
export interface CellLine {
  chars: Array<string | null>
  glyphs: GlyphBox[]
  fillers: boolean[]
}

/**
 * The lines of a zone image in fixed cells, from the character boxes of one OCR pass over `grey`.
 * Lines with too few characters (text near the zone) are left out. The cells stand where `known`
 * puts them (the zone was rectified from its own glyphs counted in cells: Tesseract's boxes, which
 * may lose a thin glyph at a line's end or take two blurred glyphs for one, place them no better);
 * else they are fitted to the boxes, their number the zone line length nearest to what was read.
 */
export function cellLines(boxes: CharacterBox[], grey: Grey, known: CellColumns | null = null): CellLine[] {
  const lines = linesOfBoxes(boxes).filter((line) => line.length >= MIN_LINE_BOXES)
  if (lines.length === 0) return []
  const glyphWidth = median(
    lines.flatMap((line) => line.filter((box) => box.char !== '<').map((box) => box.right - box.left)),
  )
  const boxHeight = median(lines.flat().map((box) => box.bottom - box.top))
  const { start, pitch, length } = known ?? fittedColumns(lines, glyphWidth, boxHeight)
  const threshold = otsu(grey.pixels)
  const geometry = lines.map((line) => {
    const top = median(line.map((box) => box.top))
    const bottom = median(line.map((box) => box.bottom))
    const cells: Array<CharacterBox | undefined> = new Array(length).fill(undefined)
    const offsets: number[] = new Array(length).fill(Infinity)
    for (const box of line) {
      // A box much taller than the glyphs is an artefact, unless one of its edges sits on the line's
      // (a glyph whose box took in a watermark or a guilloche above or below it).
      const onLine = Math.min(Math.abs(box.top - top), Math.abs(box.bottom - bottom)) <= boxHeight * 0.2
      if (box.bottom - box.top > boxHeight * 1.6 && !onLine) continue
      const position = ((box.left + box.right) / 2 - start) / pitch
      const index = Math.round(position)
      const offset = Math.abs(position - index)
      if (index < 0 || index >= length || offset >= offsets[index]!) continue
      cells[index] = box
      offsets[index] = offset
    }
    const windows = cells.map((_, index) => ({
      left: start + (index - 0.5) * pitch,
      right: start + (index + 0.5) * pitch,
      top: top - boxHeight * 0.15,
      bottom: bottom + boxHeight * 0.15,
    }))
    return { cells, windows, inks: windows.map((window) => cellInk(grey, threshold, window)) }
  })
  // The letters' and digits' height, from the ink: every zone has many (its dates, its check digits).
  const capHeight = quantile(
    geometry.flatMap(({ inks }) => inks.map((ink) => (ink ? ink.bottom - ink.top + 1 : 0))),
    0.9,
  )
  return geometry.map(({ cells, windows, inks }) => {
    const fillers = lineFillers(inks, capHeight)
    return {
      chars: cells.map((box, index) => cellChar(box, fillers[index]!, inks[index]!, capHeight)),
      glyphs: inks.map((ink, index) =>
        ink ? { left: ink.left, right: ink.right, top: ink.top, bottom: ink.bottom } : roundedBox(windows[index]!),
      ),
      fillers,
    }
  })
}

function roundedBox(window: { left: number; right: number; top: number; bottom: number }): GlyphBox {
  return {
    left: Math.round(window.left),
    right: Math.round(window.right) - 1,
    top: Math.round(window.top),
    bottom: Math.round(window.bottom) - 1,
  }
}

/** A line of cells as text: a cell nothing was read in is `?` (no character of a zone, so no check digit can hold by chance). */
export function cellText(line: CellLine): string {
  return line.chars.map((char) => char ?? '?').join('')
}
