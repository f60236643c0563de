import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import type { DocumentPage } from './document-pages'
import type { PageText } from './document-text'
import type { OcrBox, OcrLine, OcrWord } from './ocr-pool'
import type { PreparedPage } from './page-image'
import { paddleImageOf, type PaddleImage } from './paddle-image'
import { paddleModels } from './paddle-models'
import { recogniseLine } from './paddle-recognition'
import { foldedName } from './certificate-engines'
import { median } from './median'
import { endsWithCountryForm } from './certificate-legal-forms'
import { cleanName, holdsMisreadCharacter, isNotAName } from './certificate-name-text'
import { addsOrDropsLetters, alignedLetters, mendedName, type AlignmentStep } from './name-alignment'

/**
 * A field's line cut from the page and read again by PaddleOCR's line recogniser (ADR 0105): once
 * a page reading has found the name on a line, only that line is read again, in each of the page's
 * preparations and at several heights of its cut (a detector's box reads in about 55 ms; a name's
 * line, 20–40 times as wide as high, in more).
 */

/**
 * The box of the words of a line of `lines` that fold (`foldedName`) to `name`, from its first
 * word's left to its last word's right, at its words' median top and bottom: a word a seal's ring
 * or a signature's swing touches is boxed with that mark's ink, and the line's cut would take in
 * the mark (`Kgosi & Nikosi Holdings` under a seal read `Kgi`). The words' boxes are their letters'
 * (Tesseract's, and PaddleOCR's as the page adapter gives them). Null when no line holds the name
 * as whole words.
 */
export function boxOfName(lines: readonly OcrLine[], name: string): OcrBox | null {
  const found = nameOnLine(lines, name)
  if (found === null) return null
  return /^\p{Ll}/u.test(name.trim()) ? widenedToItsStart(found.box, found.before.at(-1)?.bbox) : found.box
}

/** The box of the words of a line that fold to `name` (`boxOfName`), and the words before them on it. */
function nameOnLine(lines: readonly OcrLine[], name: string): { box: OcrBox; before: OcrWord[] } | null {
  const wanted = foldedName(name)
  if (wanted === '') return null
  for (const line of lines) {
    const words = line.words ?? []
    for (let start = 0; start < words.length; start += 1) {
      let folded = ''
      for (let end = start; end < words.length && folded.length < wanted.length; end += 1) {
        folded += foldedName(words[end]?.text ?? '')
        if (folded !== wanted) continue
        const boxes = words.slice(start, end + 1).map((word) => word.bbox)
        const box = {
          x0: Math.min(...boxes.map((box) => box.x0)),
          y0: median(boxes.map((box) => box.y0)),
          x1: Math.max(...boxes.map((box) => box.x1)),
          y1: median(boxes.map((box) => box.y1)),
        }
        return { box, before: words.slice(0, start) }
      }
    }
  }
  return null
}

/**
 * The box of `name` on its line reaching left to the line's start (ADR 0109): to the first word
 * after the label or the item mark before it (a word ending `:` or `)`; the line's first word where
 * none), else to the label's end, else `hiddenStart` letter heights. A seal or a signature over a name's first words leaves only
 * its end to the readings (`Cleaning LLC` of `5th Avenue Dry-Cleaning LLC`); its line read again
 * from its start may read them.
 */
export function boxFromLineStart(lines: readonly OcrLine[], name: string): OcrBox | null {
  const found = nameOnLine(lines, name)
  if (found === null) return null
  const { box, before } = found
  const start = wordsAfterLabel(before)[0]?.bbox.x0 ?? before.at(-1)?.bbox.x1
  return start === undefined ? widenedToItsStart(box, undefined) : { ...box, x0: Math.min(box.x0, start) }
}

/** The words of `before` (a line's, before a name) after the last label or item mark (a word ending `:` or `)`). */
function wordsAfterLabel(before: readonly OcrWord[]): readonly OcrWord[] {
  return before.slice(before.findLastIndex((word) => /[:)]$/u.test(word.text)) + 1)
}

/**
 * Whether a reading of a page shows words on `name`'s line between its label (or item mark, or the
 * line's start) and the name: words a mark garbled that the name finder left out (`a) Sth Avenue
 * Dry Cleaning LLC`, a signature across `5th Avenue Dry-`), or a sentence's (read again, its words
 * in lower case are no name's: `nameFromItsLineStart`).
 */
export function wordsBeforeName(texts: ReadonlyArray<PageText | undefined>, name: string): boolean {
  return texts.some((text) => {
    const found = text === undefined || text.upsideDown ? null : nameOnLine(text.lines, name)
    return found !== null && wordsAfterLabel(found.before).length > 0
  })
}

/** How far left of its first word the box of a name whose start a mark hid reaches, in letter heights. */
const hiddenStart = 2.5

/**
 * The box of a name read from inside its first word (`iendom AS` for `Eiendom AS`: a seal or a
 * stamp hid its start) reaching left to where its first word may start: `hiddenStart` letter
 * heights, but not into the word before it on its line (the label's end) where a gap of a letter
 * height or more stands between them (a piece of the hidden word itself read as a word is nearer).
 */
export function widenedToItsStart(box: OcrBox, before: OcrBox | undefined): OcrBox {
  const height = box.y1 - box.y0
  const wide = Math.max(0, box.x0 - hiddenStart * height)
  const labelEnd = before !== undefined && box.x0 - before.x1 >= height ? before.x1 : 0
  return { ...box, x0: Math.round(Math.max(wide, labelEnd)) }
}

/**
 * The cuts a line's letters' box is read in: grown to the height PaddleOCR's detector gives a line
 * (its letters and half as much again, ADR 0103), and that cut moved up and down by an eighth of the
 * letters' height
 * (a mark's ink above or below the line weighs differently in each), within the page.
 */
const cutHeights = [
  { grow: 1.5, shift: 0 },
  { grow: 1.5, shift: -0.12 },
  { grow: 1.5, shift: 0.12 },
] as const

export function cutsOf(box: OcrBox, page: { width: number; height: number }): OcrBox[] {
  const height = box.y1 - box.y0
  const middle = (box.y0 + box.y1) / 2
  return cutHeights.map(({ grow, shift }) => {
    const half = (grow * height) / 2
    const centre = middle + shift * height
    const margin = height / 2
    return {
      x0: Math.max(0, Math.round(box.x0 - margin)),
      y0: Math.max(0, Math.round(centre - half)),
      x1: Math.min(page.width, Math.round(box.x1 + margin)),
      y1: Math.min(page.height, Math.round(centre + half)),
    }
  })
}

/** Each preparation of the page (PNG, all of one size) read in each cut of `box`. */
export async function lineReadings(preparations: readonly Buffer[], box: OcrBox): Promise<LineReading[]> {
  const models = await paddleModels()
  const readings: LineReading[] = []
  for (const [preparation, image] of preparations.entries()) {
    const page: PaddleImage = await paddleImageOf(image, false)
    for (const cut of cutsOf(box, page)) {
      if (cut.x1 - cut.x0 < 4 || cut.y1 - cut.y0 < 4) continue
      readings.push({ text: (await recogniseLine(page, cut, models)).text, preparation })
    }
  }
  return readings
}

/** One reading of a line: its text and the preparation of the page it was read in. */
export interface LineReading {
  text: string
  preparation: number
}

/** A line's reading reads a name where it errs in at most one character in this many of it (folded). */
const errorsPerReading = 4

/**
 * Of two differing readings of one name (`first`, `second`: the two engines'), the one the line's
 * readings side with: nearer to them all together (folded, character edits), nearer to most
 * readings of a preparation of the page, and to most readings of no preparation the other is (a
 * preparation's cuts err alike: it is one voice). Null when they side with neither so.
 */
export function sidedWith(readings: readonly LineReading[], first: string, second: string): string | null {
  const [a, b] = [foldedName(first), foldedName(second)]
  // A reading of the line counts where it reads one of the two, with errors: a cut a mark filled
  // reads a few letters, nearer to the shorter name only for its length.
  const named = readings.filter((reading) => {
    const read = foldedName(reading.text)
    return [a, b].some((name) => damerauLevenshtein(read, name) <= name.length / errorsPerReading)
  })
  const distances = named.map((reading) => {
    const read = foldedName(reading.text)
    return { preparation: reading.preparation, a: damerauLevenshtein(read, a), b: damerauLevenshtein(read, b) }
  })
  const total = (side: 'a' | 'b') => distances.reduce((sum, distance) => sum + distance[side], 0)
  const preparations = (nearer: (distance: (typeof distances)[number]) => boolean) =>
    [...new Set(distances.map((distance) => distance.preparation))].filter((preparation) => {
      const own = distances.filter((distance) => distance.preparation === preparation)
      return 2 * own.filter(nearer).length > own.length
    }).length
  const [nearerA, nearerB] = [
    preparations((distance) => distance.a < distance.b),
    preparations((distance) => distance.b < distance.a),
  ]
  if (total('a') < total('b') && nearerA >= 1 && nearerB === 0) return first
  if (total('b') < total('a') && nearerB >= 1 && nearerA === 0) return second
  return null
}

/** A name the re-reads read themselves differs from an engine's in one letter in this many at most (folded). */
const charactersPerMend = 8

/**
 * The name the line's re-reads read alike in two preparations of the page or more (folded as
 * `foldedName` folds: each preparation is one voice, its cuts err alike), where it is none of
 * `names` (the engines' readings: choosing between them is `sidedWith`'s) and differs from the
 * nearest of them in a few letters (`charactersPerMend`) without a word or a piece of one put in or
 * left out (`addsOrDropsLetters`): that name, mended to the re-reads' letters (`mendedName`), its
 * spaces and letters beyond ASCII kept. Null otherwise.
 */
export function nameTheRereadsRead(readings: readonly LineReading[], names: readonly string[]): string | null {
  const reading = agreedReading(readings)
  if (reading === null) return null
  const folded = foldedName(reading.text)
  if (names.some((name) => foldedName(name) === folded)) return null
  const [nearest] = names
    .map((name) => ({ name, edits: damerauLevenshtein(foldedName(name), folded) }))
    .sort((a, b) => a.edits - b.edits)
  if (nearest === undefined || nearest.edits > Math.max(1, Math.floor(folded.length / charactersPerMend))) return null
  return addsOrDropsLetters(nearest.name, reading.text) ? null : mendedName(nearest.name, reading.text)
}

/** A reading of the line that two preparations or more read alike (folded), where only one is so read. */
function agreedReading(readings: readonly LineReading[]): LineReading | null {
  const byPreparation = new Map<number, Set<string>>()
  for (const reading of readings) {
    const folded = foldedName(reading.text)
    if (folded !== '')
      byPreparation.set(reading.preparation, (byPreparation.get(reading.preparation) ?? new Set()).add(folded))
  }
  const voices = new Map<string, number>()
  for (const read of byPreparation.values())
    for (const folded of read) voices.set(folded, (voices.get(folded) ?? 0) + 1)
  const agreed = [...voices].filter(([, count]) => count >= 2).map(([folded]) => folded)
  const [folded] = agreed
  if (agreed.length !== 1 || folded === undefined) return null
  return readings.find((reading) => foldedName(reading.text) === folded) ?? null
}

/**
 * Whether the re-read glued figures to the name's first letter (`B4737os5oLogistica Iberica` for a
 * register row's `B47370550 | Logística Ibérica`: the previous cell's number, its space lost): a
 * word's start a mark hid holds letters, not another field's figures.
 */
function figuresGluedBefore(text: string, rest: readonly AlignmentStep[]): boolean {
  const first = rest.find((step) => step.kind !== 'dropped')
  if (first === undefined || !('b' in first)) return false
  const before = text.slice(0, first.b)
  return /\p{N}/u.test(before.slice(before.search(/\S*$/u)))
}

/**
 * The name the re-reads of its line from the line's start (`boxFromLineStart`) read, where two
 * preparations read it alike (`agreedReading`) as words before `name` and then `name` with a few
 * letters misread at most (`charactersPerMend`, no piece of a word put in or left out after its
 * start): the words put before `name` as read, each starting with a capital or a figure (or a
 * joining sign, or a particle of three letters at most: `van der`), and the whole a name
 * (`cleanName`, not `isNotAName`) ending with the country's legal form. Null otherwise.
 */
export function nameFromItsLineStart(
  readings: readonly LineReading[],
  name: string,
  countryCode: string,
): string | null {
  const reading = agreedReading(readings)
  if (reading === null) return null
  const steps = alignedLetters(name, reading.text)
  const put = steps.findIndex((step) => step.kind !== 'added')
  const rest = steps.slice(put)
  const edits = rest.filter((step) => step.kind !== 'same').length
  if (put <= 0 || edits > Math.max(1, Math.floor(rest.length / charactersPerMend))) return null
  if (addsOrDropsLetters(name, reading.text, true)) return null
  if (figuresGluedBefore(reading.text, rest)) return null
  const whole = cleanName(mendedName(name, reading.text))
  if (whole === null || !/^[\p{Lu}\p{N}]/u.test(whole) || isNotAName(whole, countryCode)) return null
  if (!endsWithCountryForm(whole, countryCode)) return null
  const added = whole.split(' ').slice(0, whole.split(' ').length - name.trim().split(' ').length)
  return added.every((word) => /^[\p{Lu}\p{N}&+\-–]/u.test(word) || word.length <= 3) ? whole : null
}

type ImagePage = Extract<DocumentPage, { kind: 'image' }>

/** An image page with its preparations made so far and each engine's readings of it (upside-down ones left out). */
export interface PageReadings {
  page: ImagePage
  /** The darkest-ink preparation, where it was made. */
  darkest: PreparedPage | undefined
  tesseract: readonly PageText[]
  paddle: PageText | undefined
}

/** The line `box` of a page read in its cuts, in the page as prepared and in its darkest ink where that was made. */
export async function rereadsOfLine({ page, darkest }: PageReadings, box: OcrBox): Promise<LineReading[]> {
  return await lineReadings([page.image, ...(darkest ? [darkest.image] : [])], box)
}

/**
 * Each image page with its darkest-ink preparation where it was made (`darkest`, one per image page)
 * and each engine's readings of it, matched by page number (`tesseract`: each Tesseract reading's
 * pages; `paddle`: PaddleOCR's, none for a page Tesseract ran out of time on).
 */
export function pageReadingsOf(
  images: readonly ImagePage[],
  readings: {
    darkest: readonly PageReadings['darkest'][] | null
    tesseract: ReadonlyArray<readonly PageText[]>
    paddle: readonly PageText[]
  },
): PageReadings[] {
  const ofPage = (texts: readonly PageText[], pageNumber: number) =>
    texts.find((text) => text.pageNumber === pageNumber)
  return images.map((page, index) => ({
    page,
    darkest: readings.darkest?.[index],
    tesseract: readings.tesseract.map((texts) => ofPage(texts, page.pageNumber)).filter((text) => text !== undefined),
    paddle: ofPage(readings.paddle, page.pageNumber),
  }))
}

/** The box of the name's line where a reading of the page holds `name`, null where none does. */
function boxIn(texts: ReadonlyArray<PageText | undefined>, name: string): OcrBox | null {
  for (const text of texts) {
    if (text === undefined || text.upsideDown) continue
    const box = boxOfName(text.lines, name)
    if (box !== null) return box
  }
  return null
}

/** Two boxes on one line (their heights overlap by half the lower's): the box of both, else null. */
export function sameLine(a: OcrBox, b: OcrBox): OcrBox | null {
  const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)
  if (overlap < 0.5 * Math.min(a.y1 - a.y0, b.y1 - b.y0)) return null
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) }
}

/**
 * Where the engines read one line's name differently (`tesseract`, `paddle`), the one the line's
 * own re-reads side with (`sidedWith`): the line, where a Tesseract reading of a page holds its
 * name and PaddleOCR's holds its own, both on one line, cut from the page as prepared and from its
 * darkest ink where that was made, each read in its cuts (`cutsOf`). Null where no page shows both
 * on one line or the re-reads side with neither.
 */
export async function nameTheLineSidesWith(
  pages: readonly PageReadings[],
  names: { tesseract: string; paddle: string },
): Promise<string | null> {
  for (const page of pages) {
    const [fromTesseract, fromPaddle] = [boxIn(page.tesseract, names.tesseract), boxIn([page.paddle], names.paddle)]
    const box = fromTesseract && fromPaddle && sameLine(fromTesseract, fromPaddle)
    if (!box) continue
    const readings = await rereadsOfLine(page, box)
    return (
      sidedWith(readings, names.tesseract, names.paddle) ??
      nameTheRereadsRead(readings, [names.tesseract, names.paddle])
    )
  }
  return null
}

/**
 * Whether a name the engines' join gave is in doubt (ADR 0109): it starts inside a word
 * (a mark hid its start: `iendom AS`), ends with none of the country's legal forms, or holds a
 * character OCR misread (`holdsMisreadCharacter`). Only such a name's line is read again: six line
 * reads cost about half a second.
 */
export function doubtedName(name: string, countryCode: string): boolean {
  return /^\p{Ll}/u.test(name) || !endsWithCountryForm(name, countryCode) || holdsMisreadCharacter(name, countryCode)
}

/**
 * `name` (the join's, in doubt) read again on its line (ADR 0109): the line where a reading of a
 * page (Tesseract's, then PaddleOCR's) holds it, from the line's start (`boxFromLineStart`), cut
 * from the page as prepared and from its darkest ink and read in its cuts; the name with the words
 * before it the re-reads read (`nameFromItsLineStart`), else the name they mend
 * (`nameTheRereadsRead`), else null (`name` stays).
 */
export async function nameTheLineReads(
  pages: readonly PageReadings[],
  name: string,
  countryCode: string,
): Promise<string | null> {
  for (const page of pages) {
    const box = [...page.tesseract, page.paddle].reduce<OcrBox | null>(
      (found, text) => found ?? (text === undefined || text.upsideDown ? null : boxFromLineStart(text.lines, name)),
      null,
    )
    // One preparation is one voice: the re-reads give a name only where two read it.
    if (box === null || page.darkest === undefined) continue
    const readings = await rereadsOfLine(page, box)
    return nameFromItsLineStart(readings, name, countryCode) ?? nameTheRereadsRead(readings, [name])
  }
  return null
}
