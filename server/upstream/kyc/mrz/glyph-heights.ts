import { fieldClasses, repairedChar } from './field-classes'
import { formatsOfLines, GENERAL_FORMAT_BY_LENGTH, MRZ_SHAPES, type MrzFormat } from './mrz-format'
import type { GlyphBox } from './zone-fillers'

/**
 * OCR-B sets its digits taller than its capitals (in the shipped face 0 is 78 units high, O 73, flat
 * capitals 70), and real zones keep that: on every specimen measured the zone's digits stood 2–4 px
 * above its letters at a 32 px line height. So the height of a glyph tells a digit from its
 * look-alike letter (0/O, 1/I, 8/B, 5/S…) where the check digits cannot (ADR 0028): in the
 * alphanumeric number, where either may be printed and several look-alike slips can cancel out.
 *
 * The heights are judged against the zone's own glyphs, never against fixed figures: the digits of
 * its dates and check digits (positions that can only hold a digit) and the letters of its names and
 * state codes (only letters). A zone whose face does not set digits clearly above letters (DejaVu,
 * whose digits are cap height) gives no verdict at all, and a glyph is judged only when it stands
 * beyond every glyph of the other kind: a digit taller than every letter of the zone and at least
 * as tall as its median digit, a letter shorter than every digit and below the midpoint of the two.
 */

/** A verdict per cell: `d` of a digit's height, `l` of a letter's, `.` neither clearly. */
export type HeightVerdicts = string[]

/** Fewest reference glyphs of each kind a zone must show for its heights to judge anything. */
const MIN_DIGITS = 8
const MIN_LETTERS = 4
/** Least difference (px) between the median digit and the median letter for the face to count as separating them. */
const MIN_GAP = 2
/** Letters whose tail may reach below the line (their ink is taller than the letter). */
const DESCENDERS = new Set(['J', 'Q'])

/**
 * The format whose shape (lines × characters) and document code the lines have; ICAO's general format
 * of the shape when the code names none (a zone read with its code garbled).
 */
const formatOfShape = (texts: readonly string[]): MrzFormat | undefined => {
  const general = GENERAL_FORMAT_BY_LENGTH[texts[0]?.length ?? 0]
  const byShape =
    general && MRZ_SHAPES[general].lines === texts.length && texts.every((text) => text.length === texts[0]!.length)
  return formatsOfLines(texts)[0] ?? (byShape ? general : undefined)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * The height verdict of every cell of a zone read as `texts` (one string per line, one character per
 * cell, `<` and `?` allowed) whose cells' ink boxes are `glyphs` (same shape) and fillers `fillers`;
 * undefined when the lines are no zone or the zone's glyphs do not separate digits from letters.
 */
export function heightVerdicts(
  texts: readonly string[],
  glyphs: ReadonlyArray<readonly GlyphBox[]>,
  fillers: ReadonlyArray<readonly boolean[]>,
): HeightVerdicts | undefined {
  const format = formatOfShape(texts)
  if (!format) return undefined
  const classes = fieldClasses(format)
  const height = (row: number, at: number) => {
    const box = glyphs[row]?.[at]
    return box ? box.bottom - box.top + 1 : 0
  }
  const digits: number[] = []
  const letters: number[] = []
  texts.forEach((text, row) =>
    [...text].forEach((char, at) => {
      if (fillers[row]?.[at]) return
      const kind = classes[row]?.[at]
      if (kind === 'digit' && /[0-9]/.test(char)) digits.push(height(row, at))
      if (kind === 'letter' && /[A-Z]/.test(char) && !DESCENDERS.has(char)) letters.push(height(row, at))
    }),
  )
  if (digits.length < MIN_DIGITS || letters.length < MIN_LETTERS) return undefined
  const digitMedian = median(digits)
  const letterMedian = median(letters)
  if (digitMedian - letterMedian < MIN_GAP) return undefined
  const tallestLetter = Math.max(...letters)
  const shortestDigit = Math.min(...digits)
  const midpoint = (digitMedian + letterMedian) / 2
  return texts.map((text, row) =>
    [...text]
      .map((_, at) => {
        if (fillers[row]?.[at] || !glyphs[row]?.[at]) return '.'
        const h = height(row, at)
        if (h >= digitMedian && h > tallestLetter) return 'd'
        if (h < midpoint && h < shortestDigit) return 'l'
        return '.'
      })
      .join(''),
  )
}

/**
 * What the heights of several readings of one zone say about each cell: a verdict where at least one
 * reading gave it and none gave the other; `.` elsewhere. Readings of another shape are left out.
 */
export function agreedVerdicts(
  readings: ReadonlyArray<HeightVerdicts | undefined>,
  shape: readonly string[],
): HeightVerdicts {
  const same = readings.filter(
    (verdicts): verdicts is HeightVerdicts =>
      verdicts !== undefined &&
      verdicts.length === shape.length &&
      verdicts.every((line, row) => line.length === shape[row]!.length),
  )
  return shape.map((line, row) =>
    [...line]
      .map((_, at) => {
        const seen = new Set(same.map((verdicts) => verdicts[row]![at]!).filter((verdict) => verdict !== '.'))
        return seen.size === 1 ? [...seen][0]! : '.'
      })
      .join(''),
  )
}

/**
 * Whether a character agrees with a cell's height verdict: no letter at digit height, no 0 at letter
 * height. The letter verdict judges the round 0 only: its ink is bulky and spans the whole glyph,
 * while a thin digit (a 1) loses its flag or foot to a faded stroke and was measured at letter
 * height on real zones. A lost stroke only ever makes a glyph shorter, so the digit verdict (taller
 * than every letter of the zone) judges every character.
 */
export function fitsHeight(char: string, verdict: string | undefined): boolean {
  if (verdict === 'd') return !/[A-Z]/.test(char)
  if (verdict === 'l') return char !== '0'
  return true
}

/** A letter read in a cell of digit height is the digit its outline resembles (field-classes.ts), if any; else as read. */
export function repairedByHeight(char: string, verdict: string | undefined): string {
  return verdict === 'd' ? repairedChar('digit', char) : char
}

/**
 * The lines with each letter read in an alphanumeric cell (number, optional data) of digit height put
 * as its digit (repairedByHeight); lines of no zone's shape, or verdicts of another shape, as they are.
 */
export function repairedByHeights(lines: readonly string[], verdicts: HeightVerdicts): string[] {
  const format = formatOfShape(lines)
  if (!format || verdicts.length !== lines.length) return [...lines]
  const classes = fieldClasses(format)
  return lines.map((line, row) =>
    [...line]
      .map((char, at) => (classes[row]?.[at] === 'any' ? repairedByHeight(char, verdicts[row]?.[at]) : char))
      .join(''),
  )
}
