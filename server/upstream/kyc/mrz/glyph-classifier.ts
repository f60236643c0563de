import { gridDistance, shiftedGridDistance, type GlyphGrid } from './glyph-grid'
import { TEMPLATE_FACES, ZONE_DIGITS, ZONE_LETTERS, glyphTemplates } from './glyph-templates'

/**
 * Nearest-template classification of one zone cell (ADR 0019, "Zone cells classified by their
 * outline"): the cell's grid against every template, keeping per face and character the nearest
 * of the template's sizes and stroke widths, then its distance allowed a shift of one grid cell. Deterministic, no learning: the same
 * pixels always give the same answer.
 */

export const TEMPLATE_CHARACTERS = ZONE_LETTERS + ZONE_DIGITS

/** Characters whose plain distance is within this factor of a face's nearest are compared again with shifts. */
const CONTENDER_FACTOR = 1.6

/** A cell's grid, and per face and character (`[face * 36 + character index]`) its least distance and nearest template. */
export interface CellDistances {
  grid: GlyphGrid
  distances: Float32Array
  nearest: GlyphGrid[]
}

export function cellDistances(grid: GlyphGrid): CellDistances {
  const distances = new Float32Array(TEMPLATE_FACES.length * TEMPLATE_CHARACTERS.length).fill(Infinity)
  const nearest: GlyphGrid[] = []
  for (const template of glyphTemplates()) {
    const slot = template.face * TEMPLATE_CHARACTERS.length + TEMPLATE_CHARACTERS.indexOf(template.char)
    // A template no nearer than the character's nearest so far is not summed to its end.
    const distance = gridDistance(grid, template.grid, distances[slot])
    if (distance < distances[slot]!) {
      distances[slot] = distance
      nearest[slot] = template.grid
    }
  }
  // The nearest template of each character again, allowed to shift by a cell: only the contenders
  // of each face (a shift lowers a distance by far less than the gap to the others).
  const perFace = TEMPLATE_CHARACTERS.length
  for (let face = 0; face < TEMPLATE_FACES.length; face += 1) {
    const slots = distances.subarray(face * perFace, (face + 1) * perFace)
    const contender = Math.min(...slots) * CONTENDER_FACTOR
    slots.forEach((distance, index) => {
      const slot = face * perFace + index
      if (distance <= contender && nearest[slot]) distances[slot] = shiftedGridDistance(grid, nearest[slot])
    })
  }
  return { grid, distances, nearest }
}

const slotOf = (face: number, char: string) => face * TEMPLATE_CHARACTERS.length + TEMPLATE_CHARACTERS.indexOf(char)

export function distanceTo(cell: CellDistances, face: number, char: string): number {
  return cell.distances[slotOf(face, char)]!
}

/** Characters a cell may be, each in the face it is compared in. */
export type Candidates = ReadonlyArray<{ face: number; chars: string }>

/** A candidate character in its face and the cell's distance to it. */
interface Ranked {
  face: number
  char: string
  distance: number
}

export interface CellGuess {
  char: string
  distance: number
  /** The nearest other character. */
  runnerUp: string
  /** marginOver(runnerUp): how clearly the best one beats its nearest rival. */
  margin: number
  /** Distance between the plain templates of the best and the runner-up character. */
  apart: number
  /** Every candidate, nearest first. */
  ranked: readonly Ranked[]
  cell: CellDistances
}

const pairDistances = new Map<string, number>()

/** Distance between the plain templates (largest size, plain stroke) of two characters in their faces. */
export function templateDistance(a: { face: number; char: string }, b: { face: number; char: string }): number {
  const key = `${a.face}${a.char}${b.face}${b.char}`
  let distance = pairDistances.get(key)
  if (distance === undefined) {
    const plain = (face: number, char: string) =>
      glyphTemplates().filter((template) => template.face === face && template.char === char && template.plain)[0]!.grid
    distance = gridDistance(plain(a.face, a.char), plain(b.face, b.char))
    pairDistances.set(key, distance)
  }
  return distance
}

/**
 * How clearly the best character beats `char`: where the cell lies on the line between the two
 * characters' nearest templates, measured only where those templates differ (a projection onto
 * their difference): 1 at or beyond the best one's outline, 0 midway, negative nearer `char`. Ink
 * where both outlines agree, and noise there, does not count, so a pair that differs in little
 * (OCR-B's O and 0 in width, DejaVu Sans Mono's dotted 0) is judged by that little. 1 for a
 * character that is no candidate, 0 for the best one itself.
 */
export function marginOver(guess: CellGuess, char: string): number {
  const best = guess.ranked[0]!
  const other = guess.ranked.find((candidate) => candidate.char === char)
  if (!other) return 1
  if (other.char === best.char) return 0
  const a = guess.cell.nearest[slotOf(best.face, best.char)]!
  const b = guess.cell.nearest[slotOf(other.face, other.char)]!
  const sample = guess.cell.grid
  let along = 0
  let length = 0
  for (let index = 0; index < sample.length; index += 1) {
    const difference = a[index]! - b[index]!
    along += (sample[index]! - b[index]!) * difference
    length += difference * difference
  }
  return length > 0 ? Math.max(-1, Math.min(1, (2 * along) / length - 1)) : 0
}

/** The candidates ranked by their distance to the cell: the best, the runner-up and the margin between them. */
export function nearestCharacters(cell: CellDistances, candidates: Candidates): CellGuess {
  const ranked = candidates
    .flatMap(({ face, chars }) => [...chars].map((char) => ({ face, char, distance: distanceTo(cell, face, char) })))
    .sort((a, b) => a.distance - b.distance)
  const best = ranked[0]!
  const second = ranked.find((other) => other.char !== best.char)
  const guess: CellGuess = {
    char: best.char,
    distance: best.distance,
    runnerUp: second?.char ?? '',
    margin: 1,
    apart: Infinity,
    ranked,
    cell,
  }
  if (!second) return guess
  return { ...guess, margin: marginOver(guess, second.char), apart: templateDistance(best, second) }
}
