import { numbersNotDates } from './certificate-number'
import { boxOfCharacters, textInCut, verticalRunOf, type PageImage } from './number-reread'
import type { PageText } from './document-text'
import type { OcrBox, OcrLine } from './ocr-pool'
import { numberPatternsOf } from './registration-number-patterns'

/**
 * A number's line read again with the country's model (ADR 0089). A page's further readings are
 * made in English alone (ADR 0079); where the darkest-ink page's English reading does not read the
 * number the first reading (made with the country's model and English) found by its format, the
 * readings disagree and the number was lost, although the darkest-ink page read with the country's
 * model had read it alike (ADR 0043's agreement). The number's words are cut where the first reading
 * read them, from the darkest-ink page, and read as one line with the first reading's models: what
 * that page's two-model reading gave for the number, at the cost of one single-line reading.
 */

/** The box of the first of `lines`' numbers of the country's formats that reads `number`. */
function boxOfNumber(lines: readonly OcrLine[], countryCode: string, number: string): OcrBox | null {
  const patterns = numberPatternsOf(countryCode)
  for (const line of lines)
    for (const match of numbersNotDates(line.text, patterns)) {
      if (match.number !== number) continue
      const box = boxOfCharacters(line, match.index, match.index + match.length)
      if (box !== null && box.x1 > box.x0 && box.y1 > box.y0) return box
    }
  return null
}

/**
 * The number of the country's formats read in `page` (a preparation of the page `lines` were read
 * from, the same size) where `lines` read `number`, as one line with the models `languages`
 * (`spa+eng`); null when `lines` do not hold `number` or the line reads no number.
 */
async function numberInCut(
  lines: readonly OcrLine[],
  page: PageImage,
  options: { countryCode: string; languages: string },
  number: string,
): Promise<string | null> {
  const box = boxOfNumber(lines, options.countryCode, number)
  if (box === null) return null
  const text = await textInCut(page, box, 1, options.languages, verticalRunOf(lines))
  return numbersNotDates(text, numberPatternsOf(options.countryCode))[0]?.number ?? null
}

/**
 * The number the first of `readings` (a darkest-ink page and the first reading of its page) that
 * holds `number` reads on its line with the country's model (`numberInCut`), or null. Lines of a
 * page read upside down are of the turned page: nothing is cut from them.
 */
export async function numberInCountryModel(
  readings: ReadonlyArray<{ page: PageImage; text: PageText | undefined }>,
  options: { countryCode: string; languages: string },
  number: string,
): Promise<string | null> {
  for (const { page, text } of readings) {
    if (text === undefined || text.upsideDown) continue
    const read = await numberInCut(text.lines, page, options, number)
    if (read !== null) return read
  }
  return null
}
