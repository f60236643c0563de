import type { PageText } from './document-text'
import type { OcrBox } from './ocr-pool'

/**
 * Lines of a document's text with, where OCR gave them, where each word stands on the page
 * (ADR 0044): the layout a field's value is told apart by when its words alone do not tell.
 */

export interface PlacedWord {
  /** Offset of the word in its line's text. */
  start: number
  bbox: OcrBox
}

export interface TextLine {
  /** The line's text, spaces collapsed. */
  text: string
  /** Its words' boxes in reading order (OCR pages; none for a text layer). */
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
 * The lines of pages as read: an OCR page's lines with their words' boxes (each word's text made
 * by `clean`, e.g. stroke marks to spaces), a text layer's lines without.
 */
export function pageLines(pages: readonly PageText[], clean: (text: string) => string = (text) => text): TextLine[] {
  return pages.flatMap((page) => {
    if (page.source === 'text_layer' || page.lines.length === 0) return plainLines(clean(page.text))
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

/** Offsets in the line's text where a word starts a column: after a gap wider than a word space. */
export function columnStarts(line: TextLine): number[] {
  const words = line.words ?? []
  const height = lineHeight(words)
  return words
    .filter((word, index) => {
      const before = words[index - 1]
      return before !== undefined && word.bbox.x0 - before.bbox.x1 > columnGapHeights * height
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
