import type { FieldClass } from './field-classes'
import { ZONE_DIGITS, ZONE_LETTERS } from './glyph-templates'
import type { Grey } from './morphology'
import { smallCellGuess } from './small-cell-classifier'
import { cellFeatures, lineSpan } from './small-cell-features'
import type { GlyphBox } from './zone-fillers'

/**
 * The zone read cell by cell by the small-cell classifier (ADR 0057), in the cells Tesseract's
 * boxes fixed (zone-cells.ts), the fillers found by shape kept. Each cell is given the likeliest
 * character its field's class allows, the filler among them where a filler may stand. Only a
 * candidate: the check digits choose among readings (zone-choice.ts), and a value no check digit
 * covers is never confirmed by it.
 */

/** Characters a cell of each field class may hold (a check digit of empty optional data is a filler). */
const ALLOWED: Record<FieldClass, string> = {
  letter: `${ZONE_LETTERS}<`,
  digit: `${ZONE_DIGITS}<`,
  sex: 'MF<',
  any: `${ZONE_LETTERS}${ZONE_DIGITS}<`,
}

/** One line of the zone in cells: each cell's ink box and which are fillers by shape. */
export interface ShapedLine {
  glyphs: readonly GlyphBox[]
  fillers: readonly boolean[]
}

/** The zone's lines as the small-cell classifier reads `grey`'s cells of `lines` (their classes `kinds`). */
export function smallCellLines(grey: Grey, lines: readonly ShapedLine[], kinds: readonly FieldClass[][]): string[] {
  return lines.map((line, row) => {
    const span = lineSpan(line.glyphs, line.fillers)
    return line.glyphs
      .map((glyph, at) =>
        line.fillers[at] ? '<' : smallCellGuess(cellFeatures(grey, glyph, span), ALLOWED[kinds[row]![at]!]).char,
      )
      .join('')
  })
}
