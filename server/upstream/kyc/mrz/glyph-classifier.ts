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

export interface CellGuess {
  char: string
  distance: number
  /** The nearest other character and its distance. */
  runnerUp: string
  runnerUpDistance: number
  /** 1 − distance / runner-up distance: 0 a tie, near 1 unmistakable. */
  margin: number
}

/** The nearest and second-nearest characters among `candidates`. */
export function nearestCharacters(distances: CellDistances, candidates: Candidates): CellGuess {
  let best = { char: '', distance: Infinity }
  let second = { char: '', distance: Infinity }
  for (const { face, chars } of candidates) {
    for (const char of chars) {
      const distance = distanceTo(distances, face, char)
      if (char === best.char) best.distance = Math.min(best.distance, distance)
      else if (distance < best.distance) {
        if (best.char !== char) second = best
        best = { char, distance }
      } else if (char !== best.char && distance < second.distance) second = { char, distance }
    }
  }
  const margin = second.distance > 0 && Number.isFinite(second.distance) ? 1 - best.distance / second.distance : 0
  return { char: best.char, distance: best.distance, runnerUp: second.char, runnerUpDistance: second.distance, margin }
}
