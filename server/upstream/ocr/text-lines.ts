import type { PageText } from './document-text'
import type { OcrBox } from './ocr-pool'

/**
 * Lines of a document's text with, where OCR or a PDF's text layer gave them, where each word
 * stands on the page (ADR 0044, ADR 0045): the layout a field's value is told apart by when its
 * words alone do not tell.
 */

export interface PlacedWord {
  /** Offset of the word in its line's text. */
  start: number
  bbox: OcrBox
}

export interface TextLine {
  /** The line's text, spaces collapsed. */
  text: string
  /** Its words' boxes in reading order (OCR pages and PDF text layers; none for plain text). */
  words?: readonly PlacedWord[]
}

const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The lines of a plain text, without words' places. */
export function plainLines(text: string): TextLine[] {
  return text
    .split(/\r?\n/)
    .map((line) => ({ text: collapsed(line) }))
    .filter((line) => line.text !== '')
}

/**
 * The lines of pages as read with their words' boxes (OCR's, or a PDF text layer's), each word's
 * text made by `clean` (e.g. stroke marks to spaces).
 */
export function pageLines(pages: readonly PageText[], clean: (text: string) => string = (text) => text): TextLine[] {
  return pages.flatMap((page) => {
    if (page.lines.length === 0) return plainLines(clean(page.text))
    return page.lines.flatMap((line): TextLine[] => {
      const words: PlacedWord[] = []
      let text = ''
      for (const word of line.words ?? [{ text: line.text, bbox: line.bbox }]) {
        const wordText = collapsed(clean(word.text))
        if (wordText === '') continue
        if (text !== '') text += ' '
        words.push({ start: text.length, bbox: word.bbox })
        text += wordText
      }
      return text === '' ? [] : [{ text, words }]
    })
  })
}

/** The median height of a line's words, pixels (its letters' height with ascenders and descenders). */
function lineHeight(words: readonly PlacedWord[]): number {
  const heights = words.map((word) => word.bbox.y1 - word.bbox.y0).sort((a, b) => a - b)
  return heights[Math.floor(heights.length / 2)] ?? 0
}

/**
 * A gap between two words wider than this many of the line's heights parts two columns of a
 * table or a form (a label and its value): a space between words of one text is a third to
 * two-thirds of a letter's height, even in a monospaced face.
 */
const columnGapHeights = 1.2

/**
 * A column's gap is also this many times the line's narrowest gap between words, where the line
 * has two gaps or more and its words are words: in a monospaced face or in capitals a word space
 * is wide against the letters' height (box edges sit inside the wide cells), and a gap no wider
 * than the line's other spaces parts no columns. A PDF's text layer gives runs of words holding
 * their spaces (a table's cells, `554584−1230` | `Nordström−Lindé Konsult AB` | `05.07.2026`),
 * whose boxes are as high as the type: the gaps between runs are no word spaces, and every one of
 * them may part columns.
 */
const columnGapSpaces = 1.6

/** Offsets in the line's text where a word starts a column: after a gap wider than a word space. */
export function columnStarts(line: TextLine): number[] {
  const words = line.words ?? []
  const height = lineHeight(words)
  const gaps = words.slice(1).map((word, index) => word.bbox.x0 - (words[index]?.bbox.x1 ?? word.bbox.x0))
  const runs = words.some((word, index) =>
    line.text
      .slice(word.start, words[index + 1]?.start)
      .trim()
      .includes(' '),
  )
  const space = gaps.length >= 2 && !runs ? Math.max(0, Math.min(...gaps)) : 0
  return words
    .filter((_, index) => {
      const gap = gaps[index - 1]
      return gap !== undefined && gap > columnGapHeights * height && gap > columnGapSpaces * space
    })
    .map((word) => word.start)
}

/** Where the word at `offset` of the line's text starts on the page, with the line's height; null without boxes. */
export function placeAt(line: TextLine, offset: number): { x: number; height: number } | null {
  const words = line.words ?? []
  const word = words.findLast((placed) => placed.start <= offset) ?? words[0]
  return word === undefined ? null : { x: word.bbox.x0, height: lineHeight(words) }
}

/**
 * Whether `next` starts under the word at `offset` of `line` (within a letter's height): a value
 * going on there, or a value printed under its label.
 */
export function startsUnder(line: TextLine, offset: number, next: TextLine): boolean {
  const above = placeAt(line, offset)
  const below = placeAt(next, 0)
  return above !== null && below !== null && Math.abs(above.x - below.x) <= Math.max(above.height, below.height)
}

/** A stretch of a line's text, [start, end) offsets: a column, or the words of a field. */
export interface LineSpan {
  lineIndex: number
  start: number
  end: number
  text: string
}

/** The columns of a line: its text cut where columnStarts says. */
export function columnsOf(line: TextLine, lineIndex: number): LineSpan[] {
  const cuts = [0, ...columnStarts(line), line.text.length]
  return cuts.slice(0, -1).map((start, index) => {
    const end = cuts[index + 1] ?? line.text.length
    return { lineIndex, start, end, text: line.text.slice(start, end).trim() }
  })
}

/** Where the words of [start, end) of the line stand: their box, or null without boxes. */
function boxOf(line: TextLine, start: number, end: number): OcrBox | null {
  const words = (line.words ?? []).filter(
    (word, index, all) => word.start < end && (all[index + 1]?.start ?? Infinity) > start,
  )
  if (words.length === 0) return null
  return {
    x0: Math.min(...words.map((word) => word.bbox.x0)),
    y0: Math.min(...words.map((word) => word.bbox.y0)),
    x1: Math.max(...words.map((word) => word.bbox.x1)),
    y1: Math.max(...words.map((word) => word.bbox.y1)),
  }
}

/** Lines looked at under a label for its value: a form's box or a table's cell is on the next row or two. */
const linesLookedBelow = 4
/** A value stands at most this many line heights under the bottom of its label. */
const valueDropHeights = 2

const overlaps = (a: OcrBox, b: OcrBox) => Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0)

/**
 * The columns of a following line that stand under [start, end) of `lines[index]`, on the first
 * line below that has one, within a few lines' height: the value of a label in a form's box or a
 * table's column, whatever else the rows hold (ADR 0045). It runs from the first column whose
 * span overlaps the label's across the page up to a column under another column of the label's
 * line (the next box's value), so a gap a signature leaves in a name does not cut it. Null
 * without boxes or when nothing stands under it.
 */
export function columnBelow(lines: readonly TextLine[], index: number, start: number, end: number): LineSpan | null {
  const line = lines[index]
  const above = line && boxOf(line, start, end)
  if (!line || !above) return null
  const besides = columnsOf(line, index)
    .filter((column) => column.end <= start || column.start >= end)
    .flatMap((column) => boxOf(line, column.start, column.end) ?? [])
  for (let below = index + 1; below <= index + linesLookedBelow; below++) {
    const next = lines[below]
    const box = next && boxOf(next, 0, next.text.length)
    if (!next || !box) return null
    const height = Math.max(lineHeight(line.words ?? []), lineHeight(next.words ?? []))
    if (box.y0 <= above.y0) continue
    if (box.y0 - above.y1 > valueDropHeights * height) return null
    const placed = columnsOf(next, below).map((span) => ({ span, box: boxOf(next, span.start, span.end) }))
    const first = placed.findIndex((column) => column.box !== null && overlaps(column.box, above))
    if (first < 0) continue
    let last = first
    while (placed[last + 1]?.box && !besides.some((other) => overlaps(other, placed[last + 1]?.box ?? other))) last++
    const [from, to] = [placed[first]?.span.start ?? 0, placed[last]?.span.end ?? next.text.length]
    return { lineIndex: below, start: from, end: to, text: next.text.slice(from, to).trim() }
  }
  return null
}

/**
 * Whether `next` goes on with the text from `offset` of `line` in one block: it starts under that
 * text or under the line's start (a paragraph's margin), or is centred with it (a centred page),
 * within a letter's height.
 */
export function continuesUnder(line: TextLine, offset: number, next: TextLine): boolean {
  const [text, below] = [boxOf(line, offset, line.text.length), boxOf(next, 0, next.text.length)]
  if (text === null || below === null) return false
  const height = Math.max(lineHeight(line.words ?? []), lineHeight(next.words ?? []))
  const centred = Math.abs((text.x0 + text.x1) / 2 - (below.x0 + below.x1) / 2) <= height
  return centred || startsUnder(line, offset, next) || startsUnder(line, 0, next)
}
