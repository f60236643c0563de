import sharp from 'sharp'
import { recognisePageNative } from '../ocr/native-page'
import { DARK_PRINT_ONLY, pageSegmentation } from '../ocr/ocr-pool'
import { DIGIT_FOR_LETTER } from './mrz/field-classes'
import { otsu } from './mrz/morphology'

/**
 * The visual zone's document number read again, enlarged (ADR 0040). When a zone's number has round
 * twins that all make its check digits hold (`ZE000509`, `ZEOO05O9`: the weights of O/0 slips cancel
 * in the weighted sums) and nothing read settles which is printed, the number printed in the visual
 * zone, in its own typeface, is the independent reading that can; a small page's visual zone is read
 * little by the page's OCR at its size. So the part of the page above the zone's band is read again,
 * enlarged to two widths, by native Tesseract in sparse-text mode restricted to capitals and digits.
 * The zone's own lines are left out (they are the same glyphs read again), and a number is returned
 * only when exactly one of the doubted numbers stands there as a word and no word reads it with its
 * O and 0 otherwise (the reading wavers on the very characters in doubt).
 */

/** A page of the document and where its zone's band begins, as a share of its height (1: not known). */
export interface PageAboveZone {
  image: Buffer
  zoneTop: number
}

/** Widths the part above the zone is enlarged to (a small page's printed number then stands 20–30 px high). */
const REREAD_WIDTHS = [1200, 1500] as const
/** Largest enlargement (a tiny page blurred further gives nothing). */
const MAX_SCALE = 4
/** A zone whose band begins higher than this share of the page leaves no visual zone above it to read. */
const MIN_ZONE_TOP = 0.3
/** Share of the page's height left out above the band found: a tilted zone's high end stands above the band's mean top. */
const BAND_MARGIN = 0.03
/** A word this long (letters and digits) is no visual zone's value: a zone line read with its fillers lost. */
const ZONE_LIKE_WORD = 12
const CAPITALS_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/**
 * The words of the lines of `text`, letters and digits only, leaving out every line that looks like a
 * zone line (a filler, or a word of ZONE_LIKE_WORD characters): a zone line caught in the part read,
 * split at its fillers, would give the zone's own number as a word.
 */
export function printedWords(text: string): Set<string> {
  const words = new Set<string>()
  for (const line of text.split('\n')) {
    const lineWords = line
      .split(/\s+/)
      .map((word) => word.replace(/[^A-Z0-9<]/g, ''))
      .filter(Boolean)
    if (lineWords.some((word) => word.includes('<') || word.length >= ZONE_LIKE_WORD)) continue
    for (const word of lineWords) words.add(word)
  }
  return words
}

/** A word with each letter that looks like a digit made that digit (O, Q, D and 0 alike; Z and 2, S and 5…). */
const lookAlikeFolded = (word: string) => [...word].map((char) => DIGIT_FOR_LETTER[char] ?? char).join('')

/** Round characters: the look-alikes whose slips cancel in the check digits and leave a number in doubt. */
const ROUND = /[0OQD]/

/**
 * Whether `word` is `number` as printed (ADR 0058): the same character at each position where the
 * doubted numbers differ, and the same or its look-alike where they all agree, unless that character
 * is round. Those positions the zone settles (every reading of it agrees and its check digits hold);
 * the visual zone's OCR mixes a letter and its digit there as anywhere (a Canadian `ZE000509` read
 * `2E000509`), and is asked only about the characters in doubt. A round character read otherwise is
 * the very slip in doubt: such a reading says nothing about the others.
 */
function printsNumber(word: string, number: string, doubted: readonly string[]): boolean {
  if (word.length !== number.length) return false
  return [...number].every(
    (char, at) =>
      word[at] === char ||
      (!ROUND.test(char) &&
        doubted.every((other) => other[at] === char) &&
        lookAlikeFolded(word[at]!) === lookAlikeFolded(char)),
  )
}

/** The doubted numbers `words` print (printsNumber), and whether a word reads one of them with its look-alikes otherwise. */
function printedAmong(
  words: ReadonlySet<string>,
  doubted: readonly string[],
): { printed: string[]; wavering: boolean } {
  const printed = doubted.filter((number) => [...words].some((word) => printsNumber(word, number, doubted)))
  const wavering = printed.some((number) =>
    [...words].some(
      (word) => !printsNumber(word, number, doubted) && lookAlikeFolded(word) === lookAlikeFolded(number),
    ),
  )
  return { printed, wavering }
}

/**
 * The one doubted number among `words`, when exactly one of them stands there (printsNumber) and no
 * other word is the same number with its round characters, or any look-alikes, read otherwise; else
 * undefined.
 */
export function onlyPrinted(words: ReadonlySet<string>, doubted: readonly string[]): string | undefined {
  const { printed, wavering } = printedAmong(words, doubted)
  return printed.length === 1 && !wavering ? printed[0] : undefined
}

/**
 * Whether `words` already make onlyPrinted give nothing however many words are read besides: two
 * doubted numbers printed, or one printed and read otherwise too. More words only add printed numbers
 * and wavering readings, so no further reading can make one number stand alone.
 */
function noneWhateverFollows(words: ReadonlySet<string>, doubted: readonly string[]): boolean {
  const { printed, wavering } = printedAmong(words, doubted)
  return printed.length >= 2 || wavering
}

/**
 * How the part above the zone is prepared: `grey` as it is; `ink` cut at the level of the printed
 * ink (inkLevel), which leaves a security pattern printed under the values (hatching, guilloches,
 * lighter than the values' ink) out of the reading.
 */
export type AbovePreparation = 'grey' | 'ink'

/**
 * The level between the page's darkest ink and the rest: Otsu's level among the pixels darker than
 * Otsu's level of the whole part. The first split puts the paper on one side and the values, the
 * pattern and the portrait on the other; the values are the darkest ink printed over a pattern, so
 * the second split keeps them and drops the pattern's fine lines (a Croatian passport's hatching
 * hides its number's zeros from the reading otherwise).
 */
export function inkLevel(pixels: Uint8Array): number {
  const first = otsu(pixels)
  return otsu(pixels.filter((value) => value <= first))
}

/** The texts of the part of `page` above its zone, enlarged to each REREAD_WIDTHS width (one reading per scale), one by one. */
async function* textsAboveZone(
  { image, zoneTop }: PageAboveZone,
  preparation: AbovePreparation,
): AsyncGenerator<string> {
  const { width = 0, height = 0 } = await sharp(image).metadata()
  const top = Math.round(height * (zoneTop - BAND_MARGIN))
  if (width === 0 || top < 8) return
  const scales = [...new Set(REREAD_WIDTHS.map((target) => Math.min(MAX_SCALE, Math.max(1, target / width))))]
  for (const scale of scales) {
    const enlarged = sharp(image)
      .removeAlpha()
      .extract({ left: 0, top: 0, width, height: top })
      .greyscale()
      .resize(Math.round(width * scale), Math.round(top * scale), { kernel: 'lanczos3' })
    let part: Buffer
    if (preparation === 'grey') part = await enlarged.png({ compressionLevel: 1 }).toBuffer()
    else {
      const { data, info } = await enlarged.raw().toBuffer({ resolveWithObject: true })
      part = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
        .threshold(inkLevel(new Uint8Array(data.buffer, data.byteOffset, data.length)))
        .png({ compressionLevel: 1 })
        .toBuffer()
    }
    yield (
      await recognisePageNative(part, Number(pageSegmentation.sparseText), CAPITALS_AND_DIGITS, 'eng', DARK_PRINT_ONLY)
    ).text
  }
}

/** The texts above the zones of every page with a zone band known, in one preparation, one by one. */
async function* textsAboveZones(
  pages: readonly PageAboveZone[],
  preparation: AbovePreparation,
): AsyncGenerator<string> {
  for (const page of pages) {
    if (page.zoneTop < MIN_ZONE_TOP || page.zoneTop >= 1) continue
    yield* textsAboveZone(page, preparation)
  }
}

/**
 * The visual zones above the zones of a document's pages, read again enlarged, each reading made at
 * most once however many questions are asked of it (the number in doubt, the states): the texts of
 * every page with a zone band known, per preparation. A question whose answer the texts read so far
 * already decide (`decided`) stops the reading there; a later question takes it up where it stopped.
 */
export type AboveZoneReader = (
  preparation: AbovePreparation,
  decided?: (texts: readonly string[]) => boolean,
) => Promise<string[]>

export function aboveZoneReader(pages: readonly PageAboveZone[]): AboveZoneReader {
  const readings = new Map<AbovePreparation, { texts: string[]; rest: AsyncGenerator<string>; done: boolean }>()
  // One question at a time: each takes the readings up where the last one left them.
  let last: Promise<unknown> = Promise.resolve()
  return (preparation, decided = () => false) => {
    const texts = last.then(async () => {
      const reading = readings.get(preparation) ?? { texts: [], rest: textsAboveZones(pages, preparation), done: false }
      readings.set(preparation, reading)
      while (!reading.done && !decided(reading.texts)) {
        const next = await reading.rest.next()
        if (next.done) reading.done = true
        else reading.texts.push(next.value)
      }
      return [...reading.texts]
    })
    last = texts.catch(() => undefined)
    return texts
  }
}

const wordsOf = (texts: readonly string[]) => new Set(texts.flatMap((text) => [...printedWords(text)]))

/**
 * The doubted number (at least two, ADR 0040) that the pages' visual zones print, read again enlarged
 * above each zone: returned only when exactly one of them stands there as a word (onlyPrinted). The
 * part is read as it is first; where that settles nothing, cut at the ink's level too (ADR 0072), and
 * the words of both readings are asked together, so that a reading wavering between them settles nothing.
 */
export async function numberPrintedAboveZone(
  above: AboveZoneReader,
  doubted: readonly string[],
): Promise<string | undefined> {
  if (doubted.length < 2) return undefined
  // The readings stop once what they show leaves no number standing alone (noneWhateverFollows).
  const none = (texts: readonly string[]) => noneWhateverFollows(wordsOf(texts), doubted)
  const grey = await above('grey', none)
  if (none(grey)) return undefined
  const asItIs = onlyPrinted(wordsOf(grey), doubted)
  if (asItIs) return asItIs
  const ink = await above('ink', (texts) => none([...grey, ...texts]))
  return onlyPrinted(wordsOf([...grey, ...ink]), doubted)
}
