import { mrzCharValue } from './check-digit'
import { fieldClasses } from './field-classes'
import type { MrzReading } from './read-mrz'
import type { ZoneMethod } from './zone-method'

/**
 * An outline or small-cell reading (fused or alone) that put, in an alphanumeric cell (number, optional data), a
 * letter no check digit tells from the filler (A, K, U: values 10, 20, 30) that no pass of Tesseract
 * read there. The outlines hold no filler, so a heavy `<` the shape test missed comes out K or A,
 * and the check digits then hold on it as on the `<` (ADR 0033): such a reading is no evidence of
 * what is printed there.
 */
export function blindFillerGuess(method: ZoneMethod, mrz: MrzReading, tesseractCells: readonly string[][]): boolean {
  if (method !== 'outline' && method !== 'shape' && method !== 'learned' && method !== 'paddle') return false
  const classes = fieldClasses(mrz.format)
  return mrz.lines.some((line, row) =>
    [...line].some(
      (char, at) =>
        classes[row]?.[at] === 'any' &&
        /[A-Z]/.test(char) &&
        mrzCharValue(char) % 10 === 0 &&
        !tesseractCells.some((lines) => lines[row]?.[at] === char),
    ),
  )
}
