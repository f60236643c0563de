import { numbersMatch } from './certificate-comparison'
import { inCountryFormat, numberOnLine } from './certificate-engines'
import { numbersNotDates } from './certificate-number'
import { checkDigitsConfirm } from './number-reread'
import { numberPatternsOf } from './registration-number-patterns'

/**
 * A number taken from an image page stands only where a second reading confirms it (ADR 0115).
 * A number under a stamp, a seal or a signature that one reading alone gave is as likely a misread
 * as the number (`5006 15450` for `0006454520`, `146000` for `004713`): compared with the registry
 * it reads as a mismatch, which tells the user the certificate is not the company's. Unread, the
 * reviewer sees that nothing was read. The confirmation comes from the readings, never from the
 * registry's number, so a number one digit off or two digits swapped is still declined.
 */

/** One reading of the page: its engine, its text, and the numbers its field finder took from it. */
export interface NumberReading {
  engine: 'tesseract' | 'paddle'
  text: string
  found: ReadonlyArray<string | null>
}

/** Whether `reading` holds `number`: its finder took it, or a line holds it whole or as one of the country's formats. */
function readingHolds(reading: NumberReading, number: string, countryCode: string): boolean {
  if (reading.found.some((found) => found !== null && numbersMatch(found, number))) return true
  if (numberOnLine(number, [reading.text])) return true
  return numbersNotDates(reading.text, numberPatternsOf(countryCode)).some((match) =>
    numbersMatch(match.number, number),
  )
}

/** Whether at least two of `readings` (Tesseract's page readings, PaddleOCR's) hold `number`. */
export function numberHeldByTwoReadings(
  number: string,
  countryCode: string,
  readings: readonly NumberReading[],
): boolean {
  return readings.filter((reading) => readingHolds(reading, number, countryCode)).length >= 2
}

/**
 * Whether `number`, held by one reading, stands on its own shape: its format's check digits hold (a
 * misread digit fails them), or it is one of the country's formats whole (a misread under a mark
 * seldom keeps the format: ADR 0115's revision). Only where a reading of Tesseract's holds it
 * (ADR 0126): PaddleOCR's recogniser reads a stamp's or a signature's strokes across figures as other
 * figures of the same count, so a number it alone gave keeps the format and, one time in ten, the
 * check digits of a misread of two figures.
 */
export function numberStandsOnItsShape(
  number: string,
  countryCode: string,
  readings: readonly NumberReading[],
): boolean {
  if (!readings.some((reading) => reading.engine === 'tesseract' && readingHolds(reading, number, countryCode)))
    return false
  return checkDigitsConfirm(number, numberPatternsOf(countryCode)) || inCountryFormat(number, countryCode)
}
