import { gridDistance, type GlyphGrid } from './glyph-grid'
import { TEMPLATE_FACES, ZONE_DIGITS, ZONE_LETTERS, glyphTemplates } from './glyph-templates'

/**
 * Nearest-template classification of one zone cell (ADR 0019, "Zone cells classified by their
 * outline"): the cell's grid against every template, keeping per face and character the least
 * distance over the template's sizes and stroke widths. Deterministic, no learning: the same
 * pixels always give the same answer.
 */

export const TEMPLATE_CHARACTERS = ZONE_LETTERS + ZONE_DIGITS

/** Least distance of a cell to each face's each character: `[face * 36 + character index]`. */
export type CellDistances = Float32Array

export function cellDistances(grid: GlyphGrid): CellDistances {
  const distances = new Float32Array(TEMPLATE_FACES.length * TEMPLATE_CHARACTERS.length).fill(Infinity)
  for (const template of glyphTemplates()) {
    const slot = template.face * TEMPLATE_CHARACTERS.length + TEMPLATE_CHARACTERS.indexOf(template.char)
    const distance = gridDistance(grid, template.grid)
    if (distance < distances[slot]!) distances[slot] = distance
  }
  return distances
}

export function distanceTo(distances: CellDistances, face: number, char: string): number {
  return distances[face * TEMPLATE_CHARACTERS.length + TEMPLATE_CHARACTERS.indexOf(char)]!
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
}

const pairDistances = new Map<string, number>()

/** Distance between the plain templates (largest size, plain stroke) of two characters in their faces. */
export function templateDistance(a: { face: number; char: string }, b: { face: number; char: string }): number {
  const key = `${a.face}${a.char}${b.face}${b.char}`
  let distance = pairDistances.get(key)
  if (distance === undefined) {
    const plain = (face: number, char: string) => glyphTemplates().filter((template) => template.face === face && template.char === char && template.plain)[0]!.grid
    distance = gridDistance(plain(a.face, a.char), plain(b.face, b.char))
    pairDistances.set(key, distance)
  }
  return distance
}

/**
 * How clearly the best character beats `char`: where the cell lies between the two characters'
 * outlines, the distance to `char` less the distance to the best one, as a share of the distance
 * between the two characters' plain templates (0 a tie, 1 exactly the best one's outline). It is
 * scale-free: a pair whose outlines differ little (OCR-B's O and 0) is judged by how much of that
 * little difference the cell shows, not by the noise around it. 1 for a character that is no
 * candidate, 0 for the best one itself.
 */
export function marginOver(guess: CellGuess, char: string): number {
  const best = guess.ranked[0]!
  const other = guess.ranked.find((candidate) => candidate.char === char)
  if (!other) return 1
  if (other.char === best.char) return 0
  const apart = templateDistance(best, other)
  return apart > 0 ? Math.min(1, (other.distance - best.distance) / apart) : 0
}

/** The candidates ranked by their distance to the cell: the best, the runner-up and the margin between them. */
export function nearestCharacters(distances: CellDistances, candidates: Candidates): CellGuess {
  const ranked = candidates
    .flatMap(({ face, chars }) => [...chars].map((char) => ({ face, char, distance: distanceTo(distances, face, char) })))
    .sort((a, b) => a.distance - b.distance)
  const best = ranked[0]!
  const second = ranked.find((other) => other.char !== best.char)
  const guess: CellGuess = { char: best.char, distance: best.distance, runnerUp: second?.char ?? '', margin: 1, apart: Infinity, ranked }
  if (!second) return guess
  return { ...guess, margin: marginOver(guess, second.char), apart: templateDistance(best, second) }
}
