import { numbersMatch } from './certificate-comparison'
import { numbersNotDates, numberShapesIn } from './certificate-number'
import { inCountryFormat } from './certificate-engines'
import { rereadsOfLine, sameLine, type LineReading, type PageReadings } from './certificate-line-rereads'
import type { PageText } from './document-text'
import { boxOfCharacters } from './number-reread'
import type { OcrBox } from './ocr-pool'
import { numberPatternsOf } from './registration-number-patterns'

/**
 * A registration number's line read again by PaddleOCR's line recogniser where the two engines read
 * the number differently, or where no number was taken (ADR 0110), as ADR 0105 reads the name's line
 * again: the line's cuts (`cutsOf`) in each preparation of the page made so far (`lineReadings`),
 * each cut's reading a number only where it reads one of the country's formats whole, its check
 * digits holding where the format has them. The re-reads only choose between the engines' two
 * numbers, or confirm one a reading of the page found; they never make one.
 */

/**
 * The box of `number` (of the country's formats, whatever its check digits) on a line of `text`'s,
 * the words that hold its characters; null where no line holds it.
 */
export function boxOfNumber(text: PageText | undefined, number: string, countryCode: string): OcrBox | null {
  if (text === undefined || text.upsideDown) return null
  const patterns = numberPatternsOf(countryCode)
  for (const line of text.lines)
    for (const match of numberShapesIn(unglued(line.text), patterns)) {
      if (!numbersMatch(match.number, number)) continue
      const box = boxOfCharacters(line, match.index, match.index + match.length)
      if (box !== null && box.x1 > box.x0 && box.y1 > box.y0) return box
    }
  return null
}

/** The number a line's reading reads: the first of the country's formats in it that is no date, its check digits holding. */
export function numberInReading(text: string, countryCode: string): string | null {
  return numbersNotDates(unglued(text), numberPatternsOf(countryCode))[0]?.number ?? null
}

/**
 * `text` with a number PaddleOCR read glued to the word before it set apart (`numerem0004307088`
 * for `numerem 0004307088`: the engine drops spaces between close words, ADR 0103): the word's last
 * letter becomes a space, so places in the text stay. Only after three small letters: a number's
 * own letters (`HRB`, `SC`) and a tax number's country (`NOR35845700`) are capitals.
 */
export function unglued(text: string): string {
  return text.replace(/(?<=\p{Ll}{2})\p{Ll}(?=\d)/gu, ' ')
}

/** The numbers of the country's formats PaddleOCR read glued to a word (`unglued`), in its reading of a page. */
export function gluedNumbersIn(text: PageText | undefined, countryCode: string): string[] {
  if (text === undefined || unglued(text.text) === text.text) return []
  const patterns = numberPatternsOf(countryCode)
  const found = new Set(numbersNotDates(text.text, patterns).map((match) => match.number))
  return numbersNotDates(unglued(text.text), patterns)
    .map((match) => match.number)
    .filter((number) => !found.has(number))
}

/**
 * Of the engines' two numbers (`first`, `second`), the one the line's re-reads read: more of them
 * read it than the other, it is read by most cuts of a preparation of the page at least, and the
 * other by most cuts of none (a preparation's cuts err alike: it is one voice). A re-read reads a
 * number only where it reads it whole, of the country's formats (`numberInReading`): a digit is
 * never mended. Null when the re-reads choose neither so.
 */
export function numberSidedWith(
  readings: readonly LineReading[],
  numbers: { first: string; second: string },
  countryCode: string,
): string | null {
  const read = readings.map((reading) => ({
    preparation: reading.preparation,
    number: numberInReading(reading.text, countryCode),
  }))
  const reads = (number: string) => (reading: (typeof read)[number]) =>
    reading.number !== null && numbersMatch(reading.number, number)
  const preparationsReading = (number: string) =>
    [...new Set(read.map((reading) => reading.preparation))].filter((preparation) => {
      const own = read.filter((reading) => reading.preparation === preparation)
      return 2 * own.filter(reads(number)).length > own.length
    }).length
  const [firstCount, secondCount] = [
    read.filter(reads(numbers.first)).length,
    read.filter(reads(numbers.second)).length,
  ]
  const [firstVoices, secondVoices] = [preparationsReading(numbers.first), preparationsReading(numbers.second)]
  if (firstCount > secondCount && firstVoices >= 1 && secondVoices === 0) return numbers.first
  if (secondCount > firstCount && secondVoices >= 1 && firstVoices === 0) return numbers.second
  return null
}

/**
 * Of `candidates` (numbers some reading of the page found for the field), the one the line's
 * re-reads agree on where no reading was taken: most cuts of every preparation read it whole, of the
 * country's formats, two thirds of all cuts at least, and no cut reads another of the candidates. A
 * number found by one reading and read so by another engine's cuts; null otherwise.
 */
export function numberTheRereadsAgreeOn(
  readings: readonly LineReading[],
  candidates: readonly string[],
  countryCode: string,
): string | null {
  const read = readings.map((reading) => ({
    preparation: reading.preparation,
    number: numberInReading(reading.text, countryCode),
  }))
  const preparations = [...new Set(read.map((reading) => reading.preparation))]
  for (const candidate of candidates) {
    const reads = (reading: (typeof read)[number]) => reading.number !== null && numbersMatch(reading.number, candidate)
    const others = read.some(
      (reading) =>
        !reads(reading) && candidates.some((other) => reading.number !== null && numbersMatch(reading.number, other)),
    )
    const everyVoice = preparations.every((preparation) => {
      const own = read.filter((reading) => reading.preparation === preparation)
      return 2 * own.filter(reads).length > own.length
    })
    if (!others && everyVoice && 3 * read.filter(reads).length >= 2 * read.length && read.length > 0) return candidate
  }
  return null
}

/**
 * The box of the number's line on `page`: where a Tesseract reading holds one of `candidates`, that
 * box, grown to PaddleOCR's box of one where that stands on the same line; else PaddleOCR's box of
 * one. Null where no reading holds any.
 */
function boxOnPage(
  { tesseract, paddle }: PageReadings,
  candidates: readonly string[],
  countryCode: string,
): OcrBox | null {
  const first = (texts: ReadonlyArray<PageText | undefined>) =>
    candidates
      .flatMap((number) => texts.map((text) => boxOfNumber(text, number, countryCode)))
      .find((box) => box !== null) ?? null
  const [fromTesseract, fromPaddle] = [first(tesseract), first([paddle])]
  if (fromTesseract === null) return fromPaddle
  return (fromPaddle && sameLine(fromTesseract, fromPaddle)) || fromTesseract
}

/**
 * Where no number was taken, the one of `candidates` (the numbers the page's readings found for the
 * field) the number's line's re-reads agree on (`numberTheRereadsAgreeOn`), on the first image page
 * a reading holds one of them, cut from the page as prepared and from its darkest ink where that was
 * made. Null where no reading holds one or the re-reads do not agree.
 */
export async function numberTheLineConfirms(
  pages: readonly PageReadings[],
  candidates: readonly string[],
  countryCode: string,
): Promise<string | null> {
  for (const readings of pages) {
    // A number only PaddleOCR's page reading holds (glued) needs the darkest ink's re-reads too.
    const glued = readings.darkest === undefined ? [] : gluedNumbersIn(readings.paddle, countryCode)
    const numbers = [...candidates, ...glued]
    if (numbers.length === 0) continue
    const box = boxOnPage(readings, numbers, countryCode)
    if (box === null) continue
    const rereads = await rereadsOfLine(readings, box)
    return numberTheRereadsAgreeOn(rereads, numbers, countryCode)
  }
  return null
}

/**
 * Where the engines read the number differently (`tesseract`, the number Tesseract's readings chose;
 * `paddle`, PaddleOCR's, both of the country's formats), the one the line's re-reads read
 * (`numberSidedWith`): on the first image page where a Tesseract reading holds Tesseract's number
 * and PaddleOCR's reading holds its own on one line, cut from the page as prepared and from its
 * darkest ink where that was made. Null where no page shows both on one line or the re-reads read
 * neither.
 */
export async function numberTheLineReads(
  pages: readonly PageReadings[],
  numbers: { tesseract: string; paddle: string },
  countryCode: string,
): Promise<string | null> {
  for (const page of pages) {
    const fromTesseract = page.tesseract
      .map((text) => boxOfNumber(text, numbers.tesseract, countryCode))
      .find((box) => box !== null)
    const fromPaddle = boxOfNumber(page.paddle, numbers.paddle, countryCode)
    // Tesseract's value of no format (its label's, cut short: `2293563` for `C2293563`) has no box of
    // a number: PaddleOCR's box alone is read, and Tesseract's value can only lose.
    const cutShort = !inCountryFormat(numbers.tesseract, countryCode)
    const box = cutShort ? fromPaddle : fromTesseract && fromPaddle && sameLine(fromTesseract, fromPaddle)
    if (!box) continue
    const readings = await rereadsOfLine(page, box)
    return numberSidedWith(readings, { first: numbers.tesseract, second: numbers.paddle }, countryCode)
  }
  return null
}
