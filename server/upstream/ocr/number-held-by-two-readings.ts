import { numbersMatch } from './certificate-comparison'
import { numberOnLine } from './certificate-engines'
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

/** One reading of the page: its text, and the numbers its field finder took from it. */
export interface NumberReading {
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

/**
 * Whether `number` is confirmed: its format's check digits hold (a misread digit fails them), or at
 * least two of `readings` (Tesseract's page readings, PaddleOCR's) hold it.
 */
export function numberHeldByTwoReadings(
  number: string,
  countryCode: string,
  readings: readonly NumberReading[],
): boolean {
  if (checkDigitsConfirm(number, numberPatternsOf(countryCode))) return true
  return readings.filter((reading) => readingHolds(reading, number, countryCode)).length >= 2
}
