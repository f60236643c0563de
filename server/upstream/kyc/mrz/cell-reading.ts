import { checkBlind } from './check-digit'
import {
  cellDistances,
  marginOver,
  nearestCharacters,
  templateDistance,
  type Candidates,
  type CellDistances,
  type CellGuess,
} from './glyph-classifier'
import { glyphGrid, inkBox } from './glyph-grid'
import { DESCENT, TEMPLATE_FACES, ZONE_DIGITS, ZONE_LETTERS } from './glyph-templates'
import { fieldClasses, repairedChar, type FieldClass } from './field-classes'
import { GENERAL_FORMAT_BY_LENGTH, MRZ_SHAPES, type MrzFormat } from './mrz-format'
import type { GlyphBox, ZoneRow } from './zone-fillers'
import { median } from '../../ocr/median'

/**
 * The zone read cell by cell from the glyphs' outlines and fused with Tesseract's characters (ADR
 * 0019, "Zone cells classified by their outline"). The band is already cut into exactly one glyph
 * per character with its fillers known (zone-fillers.ts), so this reading has the zone's length by
 * construction: no character is dropped or inserted.
 *
 * - The face is the one whose templates fit best: the letters' face over the cells that can only
 *   hold letters (names, states), the digits' face over those that can only hold digits (dates,
 *   check digits); an alphanumeric cell is compared with both.
 * - Where Tesseract and the outline agree, or the outline is unsure, Tesseract's character stays;
 *   so does a filler Tesseract read (the outlines have no template for `<`, so they cannot overrule it).
 *   The outline wins a disagreement only when it beats Tesseract's character by a clear margin
 *   (marginOver: where the cell lies between the two outlines), and by a decisive one where no check digit could notice a mistake: names, states and the sex, and the
 *   pairs whose values differ by a multiple of 10 (6/G, 8/S, 1/L, 0/U…), which move no weighted
 *   sum; and by a larger one still between the near twins of a face (O and 0), whose outlines
 *   differ hardly more than one character's own.
 * - A zone whose outlines agree too seldom with Tesseract where the field class leaves no doubt
 *   (another typeface than the templates) gives no reading: the caller keeps Tesseract's alone.
 */

/** Margin over Tesseract's character with which the outline overrules it where a check digit would notice. */
export const CLEAR_MARGIN = 0.3
/** Margin needed where no check digit would notice a wrong character. */
export const DECISIVE_MARGIN = 0.6
/** Margin needed between near twins (NEAR_TWINS), where a little noise in the little that differs moves the margin far. */
export const TWIN_MARGIN = 0.75
/**
 * Two characters whose plain templates are closer than this are near twins in that face (OCR-B's
 * and DejaVu's O and 0, DejaVu Sans Mono's I and 1): one character's own templates (sizes, stroke
 * widths) differ by about as much, so the outline needs TWIN_MARGIN there.
 */
export const NEAR_TWINS = 0.08
/** Share of unambiguous cells on which the outline must agree with Tesseract for the zone to be read by outline. */
export const MIN_AGREEMENT = 0.8
/** Fewest unambiguous cells compared before the agreement counts. */
const MIN_COMPARED = 8

/** Positions no check digit covers: names, states, the document code and the sex. */
const UNCHECKED: readonly FieldClass[] = ['letter', 'sex']

/** The character of a cell from its outline and Tesseract's reading of it (null: no aligned reading). */
export function fusedCharacter(kind: FieldClass, guess: CellGuess, tesseract: string | null): string {
  if (tesseract === null) return guess.char
  // The outlines hold no filler: they cannot judge a `<` Tesseract read where the shape test saw none.
  if (tesseract === '<') return tesseract
  const read = repairedChar(kind, tesseract)
  if (read === guess.char) return read
  // What tells Q from O is its tail, which the cells' outlines keep only down to DESCENT under the
  // line (glyph-templates.ts) and blur thins further; Tesseract saw the glyph whole.
  if (read === 'Q') return tesseract
  const rival = guess.ranked.find((candidate) => candidate.char === read)
  const twins = rival !== undefined && templateDistance(guess.ranked[0]!, rival) < NEAR_TWINS
  const needed = twins
    ? TWIN_MARGIN
    : UNCHECKED.includes(kind) || checkBlind(read, guess.char)
      ? DECISIVE_MARGIN
      : CLEAR_MARGIN
  return marginOver(guess, read) >= needed ? guess.char : tesseract
}

interface Cell {
  kind: FieldClass
  distances: CellDistances | null
}

/** The face (index) whose `chars` fit the cells of class `kind` best. */
function bestFace(cells: readonly Cell[], kind: FieldClass, chars: string): number {
  const fit = TEMPLATE_FACES.map((_, face) =>
    cells
      .filter((cell) => cell.kind === kind && cell.distances)
      .reduce((sum, cell) => sum + nearestCharacters(cell.distances!, [{ face, chars }]).distance, 0),
  )
  return fit.indexOf(Math.min(...fit))
}

/**
 * Each cell's class and outline guess (null for a filler), in the format `named` (the one Tesseract's
 * reading of the cells names by its document code: a visa, the French card), else the general
 * format of the zone's glyph count (TD1, TD2, TD3).
 */
export interface OutlineGuesses {
  format: MrzFormat
  kinds: FieldClass[][]
  guesses: Array<Array<CellGuess | null>>
}

/**
 * The row's glyphs cut DESCENT of their height under the row's baseline (the median bottom of its
 * glyphs), as the templates are (glyph-templates.ts): a descender counts as deep as the templates'.
 */
function cutAtDescent(pixels: Uint8Array, width: number, row: ZoneRow): GlyphBox[] {
  const glyphs = row.glyphs.filter((_, at) => !row.fillers[at])
  const floor = Math.round(
    median(glyphs.map((glyph) => glyph.bottom)) + DESCENT * median(glyphs.map((glyph) => glyph.bottom - glyph.top + 1)),
  )
  return row.glyphs.map((glyph) =>
    glyph.bottom > floor && floor >= glyph.top ? inkBox(pixels, width, { ...glyph, bottom: floor }) : glyph,
  )
}

/** The outline guess of every cell of the zone's rows; undefined when the rows are no zone. */
export function outlineGuesses(
  pixels: Uint8Array,
  width: number,
  rows: readonly ZoneRow[],
  named?: MrzFormat,
): OutlineGuesses | undefined {
  const format = named ?? GENERAL_FORMAT_BY_LENGTH[rows[0]?.glyphs.length ?? 0]
  if (
    !format ||
    rows.length !== MRZ_SHAPES[format].lines ||
    rows.some((row) => row.glyphs.length !== MRZ_SHAPES[format].length)
  )
    return undefined
  const kinds = fieldClasses(format)
  const cells: Cell[][] = rows.map((row, line) =>
    cutAtDescent(pixels, width, row).map((glyph, at) => ({
      kind: kinds[line]![at]!,
      distances: row.fillers[at] ? null : cellDistances(glyphGrid(pixels, width, glyph)),
    })),
  )
  const all = cells.flat()
  const letterFace = bestFace(all, 'letter', ZONE_LETTERS)
  const digitFace = bestFace(all, 'digit', ZONE_DIGITS)
  const candidates: Record<FieldClass, Candidates> = {
    letter: [{ face: letterFace, chars: ZONE_LETTERS }],
    digit: [{ face: digitFace, chars: ZONE_DIGITS }],
    sex: [{ face: letterFace, chars: 'MF' }],
    any: [
      { face: letterFace, chars: ZONE_LETTERS },
      { face: digitFace, chars: ZONE_DIGITS },
    ],
  }
  return {
    format,
    kinds,
    guesses: cells.map((line) =>
      line.map((cell) => (cell.distances ? nearestCharacters(cell.distances, candidates[cell.kind]) : null)),
    ),
  }
}

/**
 * The zone's lines read by outline and fused with Tesseract's `cellReadings` (per line, per glyph:
 * its character, `<` for a filler, null where no reading is aligned with the glyph). Undefined when
 * the outlines agree too seldom with Tesseract where the field class leaves no doubt.
 */
export function fusedLines(
  outline: OutlineGuesses,
  cellReadings: ReadonlyArray<ReadonlyArray<string | null>>,
): string[] | undefined {
  const { kinds, guesses } = outline
  let compared = 0
  let agreed = 0
  guesses.forEach((line, index) =>
    line.forEach((guess, at) => {
      const read = cellReadings[index]?.[at]
      const kind = kinds[index]![at]!
      if (!guess || !read || read === '<' || (kind !== 'letter' && kind !== 'digit')) return
      compared += 1
      if (repairedChar(kind, read) === guess.char) agreed += 1
    }),
  )
  if (compared < MIN_COMPARED || agreed < compared * MIN_AGREEMENT) return undefined
  return guesses.map((line, index) =>
    line
      .map((guess, at) => (guess ? fusedCharacter(kinds[index]![at]!, guess, cellReadings[index]?.[at] ?? null) : '<'))
      .join(''),
  )
}
