import sharp from 'sharp'
import { numberReadIn } from './certificate-comparison'
import { numbersNotDates } from './certificate-number'
import { recognisePageNative } from './native-page'
import { orNothingOnTimeout, pageSegmentation, type OcrBox, type OcrLine } from './ocr-pool'
import { checkDigitsConfirmAlone, checkDigitsHold } from '../registry/registration-number-checksums'
import { canonicalNumber, numberPatternsOf, type NumberPattern } from './registration-number-patterns'

/**
 * The registration number read again on its own (ADR 0038): the words a page reading took for a
 * number of the country's formats, cut at their own text height (a signature's swings above and
 * below the line stay out) from each of several preparations of the page, and read as one line,
 * as they are and enlarged twice. A number is returned only when every reading read the same one.
 */

/** The box of the words of `line` that hold the characters `start` to `end` of its text (words joined by single spaces). */
export function boxOfCharacters(line: OcrLine, start: number, end: number): OcrBox | null {
  let offset = 0
  let box: OcrBox | null = null
  for (const word of line.words ?? []) {
    const wordEnd = offset + word.text.length
    if (offset < end && wordEnd > start) {
      box = box
        ? {
            x0: Math.min(box.x0, word.bbox.x0),
            y0: Math.min(box.y0, word.bbox.y0),
            x1: Math.max(box.x1, word.bbox.x1),
            y1: Math.max(box.y1, word.bbox.y1),
          }
        : word.bbox
    }
    offset = wordEnd + 1
  }
  return box
}

/**
 * The way a page reading's text runs: across the page, or down or up it. Tesseract reads lines
 * that run down or up a page (a page the preparation turned a quarter when it stood upright, its
 * measure misled by a rule down its middle, ADR 0081) and gives their boxes on the page as it is:
 * tall and narrow.
 */
export type TextRun = 'across' | 'down' | 'up'

/** A box at least this many times taller than wide holds text that runs down or up the page. */
const tallBox = 1.5

/**
 * Which way the text of `lines` runs where it runs down or up the page: the way most of its lines
 * of several words read their words (from the top down, or from the bottom up). An upright page
 * the preparation turned a quarter reads down it, so down when no line shows.
 */
export function verticalRunOf(lines: readonly OcrLine[]): 'down' | 'up' {
  let down = 0
  let up = 0
  for (const line of lines) {
    const words = line.words ?? []
    const first = words[0]?.bbox
    const last = words[words.length - 1]?.bbox
    if (words.length < 2 || first === undefined || last === undefined) continue
    if (last.y0 > first.y1) down++
    else if (last.y1 < first.y0) up++
  }
  return up > down ? 'up' : 'down'
}

/** The way the text in `box` runs: down or up the page (`vertical`) when the box is tall and narrow. */
function runOf(box: OcrBox, vertical: 'down' | 'up'): TextRun {
  return box.y1 - box.y0 > tallBox * (box.x1 - box.x0) ? vertical : 'across'
}

/**
 * The image's part in `box` with half the text's height of margin all round, as PNG, turned so that
 * text running `run` runs across, enlarged `scale` times.
 */
async function cut(
  image: Buffer,
  box: OcrBox,
  size: { width: number; height: number },
  scale: number,
  run: TextRun = 'across',
) {
  // The text's height is the box's width where the text runs down or up the page.
  const margin = Math.ceil((run === 'across' ? box.y1 - box.y0 : box.x1 - box.x0) / 2)
  const left = Math.max(0, box.x0 - margin)
  const top = Math.max(0, box.y0 - margin)
  const width = Math.min(size.width, box.x1 + margin) - left
  const height = Math.min(size.height, box.y1 + margin) - top
  const part = sharp(image).extract({ left, top, width, height })
  // Text running down the page reads across once turned a quarter anticlockwise, running up once turned clockwise.
  const turned =
    run === 'across'
      ? part
      : sharp(
          await part
            .rotate(run === 'down' ? 270 : 90)
            .png()
            .toBuffer(),
        )
  const [across, tall] = run === 'across' ? [width, height] : [height, width]
  return (scale === 1 ? turned : turned.resize(across * scale, tall * scale, { kernel: 'lanczos3' })).png().toBuffer()
}

/** Enlargements each number is read at; every reading must give the same number. */
const rereadScales = [1, 2] as const

/** A prepared page image. */
export interface PageImage {
  image: Buffer
  width: number
  height: number
}

/**
 * The text read in the cut of `box` from `page` enlarged `scale` times, as one line, with the
 * models `languages` (English unless given: a certificate's name is read again with the country's
 * model too, ADR 0075). A tall, narrow box holds text running down the page (`vertical` unless
 * given: the way the page reading's text runs, `verticalRunOf`): its cut is turned to run across.
 */
export async function textInCut(
  page: PageImage,
  box: OcrBox,
  scale: number,
  languages = 'eng',
  vertical: 'down' | 'up' = 'down',
): Promise<string> {
  const cutImage = await cut(page.image, box, page, scale, runOf(box, vertical))
  const reading = await orNothingOnTimeout(
    recognisePageNative(cutImage, Number(pageSegmentation.singleLine), '', languages),
    null,
  )
  return reading?.text ?? ''
}

/** The number read in the cut of `box` from `page` at every scale, when every scale read the same one. */
async function numberInCut(
  page: PageImage,
  box: OcrBox,
  patterns: ReturnType<typeof numberPatternsOf>,
  vertical: 'down' | 'up',
) {
  const readings = await Promise.all(
    rereadScales.map(
      async (scale) => numbersNotDates(await textInCut(page, box, scale, 'eng', vertical), patterns)[0]?.number ?? null,
    ),
  )
  const [first] = readings
  return first != null && readings.every((number) => number === first) ? first : null
}

/**
 * Whether `number` is of a format of `patterns` whose check digits confirm a reading alone (they catch
 * every single wrong digit), and they hold.
 */
export function checkDigitsConfirm(number: string, patterns: readonly NumberPattern[]): boolean {
  return patterns.some(
    (pattern) =>
      pattern.check !== undefined &&
      checkDigitsConfirmAlone(pattern.check) &&
      canonicalNumber(number, pattern.format) === number &&
      checkDigitsHold(number, pattern.check),
  )
}

/**
 * Whether reading the number a label gave again alone confirms it (ADR 0043): its cut where
 * `lines` (a page reading of `page`) read it, read as it is and, when that reads otherwise,
 * enlarged twice; confirmed when either reading holds its characters in a row (a glyph of the
 * label or a frame within the cut's margin may be read with it). Null when `lines` do not hold the
 * number (nothing to cut). A number whose check digits hold (ADR 0065) is confirmed without reading.
 */
export async function numberConfirmed(
  lines: readonly OcrLine[],
  countryCode: string,
  page: PageImage,
  number: string,
): Promise<boolean | null> {
  const patterns = numberPatternsOf(countryCode)
  // Check digits that hold confirm a number (ADR 0065): they catch any one digit misread.
  if (checkDigitsConfirm(number, patterns)) return true
  const box = lines
    .flatMap((line) =>
      numbersNotDates(line.text, patterns)
        .filter((match) => match.number === number)
        .map((match) => boxOfCharacters(line, match.index, match.index + match.length)),
    )
    .find((found): found is OcrBox => found !== null && found.x1 > found.x0 && found.y1 > found.y0)
  if (box === undefined) return null
  const vertical = verticalRunOf(lines)
  for (const scale of rereadScales)
    if (numberReadIn(await textInCut(page, box, scale, 'eng', vertical), number)) return true
  return false
}

/**
 * Re-reads each number that `lines` (a page reading of a preparation of the page, same size) found
 * by the country's formats, in reading order, in `page` and then in the preparation `confirming`
 * gives (made only when needed), at every scale; the first number all of these readings read the
 * same, or null. A number `page` reads as `found` (the number already found) is returned without
 * confirming: it changes nothing. Lines without word boxes are skipped.
 */
export async function rereadNumber(
  lines: readonly OcrLine[],
  countryCode: string,
  pages: { page: PageImage; confirming: () => Promise<PageImage>; found: string | null },
): Promise<string | null> {
  const patterns = numberPatternsOf(countryCode)
  let confirming: PageImage | null = null
  const vertical = verticalRunOf(lines)
  for (const line of lines) {
    for (const match of numbersNotDates(line.text, patterns)) {
      const box = boxOfCharacters(line, match.index, match.index + match.length)
      if (box === null || box.x1 <= box.x0 || box.y1 <= box.y0) continue
      const number = await numberInCut(pages.page, box, patterns, vertical)
      if (number === null) continue
      if (number === pages.found) return number
      confirming ??= await pages.confirming()
      if ((await numberInCut(confirming, box, patterns, vertical)) === number) return number
    }
  }
  return null
}

/** At most this many characters apart, two numbers of one length are readings of the same printed number. */
const sameNumberWithin = 2

function sameNumber(one: string, other: string): boolean {
  if (one.length !== other.length) return false
  let differences = 0
  for (let i = 0; i < one.length; i++) if (one[i] !== other[i]) differences++
  return differences <= sameNumberWithin
}

/**
 * The number the page's readings agree on (ADR 0043): `readings` are the numbers each reading found
 * by its format (null: none), `chosen` the one taken. The readings of the same printed number are
 * those of its length within one or two characters of it (a digit a signature crosses read one way
 * or another; another number of the page is no reading of it). The value more than half of them
 * read is the number; when none has that many, the readings disagree and the number is null.
 */
export function numberReadingsAgreeOn(chosen: string, readings: readonly (string | null)[]): string | null {
  const same = readings.filter((reading): reading is string => reading !== null && sameNumber(reading, chosen))
  if (same.length === 0) return chosen
  const counts = new Map<string, number>()
  for (const reading of same) counts.set(reading, (counts.get(reading) ?? 0) + 1)
  const [top, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [chosen, 0]
  return count * 2 > same.length ? top : null
}
