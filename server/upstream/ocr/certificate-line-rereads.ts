import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import type { DocumentPage } from './document-pages'
import type { PageText } from './document-text'
import type { OcrBox, OcrLine } from './ocr-pool'
import type { PreparedPage } from './page-image'
import { paddleImageOf, type PaddleImage } from './paddle-image'
import { paddleModels } from './paddle-models'
import { recogniseLine } from './paddle-recognition'
import { foldedName } from './certificate-engines'
import { median } from './median'

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
        return {
          x0: Math.min(...boxes.map((box) => box.x0)),
          y0: median(boxes.map((box) => box.y0)),
          x1: Math.max(...boxes.map((box) => box.x1)),
          y1: median(boxes.map((box) => box.y1)),
        }
      }
    }
  }
  return null
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

type ImagePage = Extract<DocumentPage, { kind: 'image' }>

/** An image page with its preparations made so far and each engine's readings of it (upside-down ones left out). */
export interface PageReadings {
  page: ImagePage
  /** The darkest-ink preparation, where it was made. */
  darkest: PreparedPage | undefined
  tesseract: readonly PageText[]
  paddle: PageText | undefined
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
  for (const { page, darkest, tesseract, paddle } of pages) {
    const [fromTesseract, fromPaddle] = [boxIn(tesseract, names.tesseract), boxIn([paddle], names.paddle)]
    const box = fromTesseract && fromPaddle && sameLine(fromTesseract, fromPaddle)
    if (!box) continue
    const preparations = [page.image, ...(darkest ? [darkest.image] : [])]
    return sidedWith(await lineReadings(preparations, box), names.tesseract, names.paddle)
  }
  return null
}
