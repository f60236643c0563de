import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import { printedNameLabels, printedNumberLabels, printedOtherFieldLabels } from './certificate-label-patterns'
import { phrasesOf } from './pattern-phrases'

/**
 * Labels as a certificate prints them, for recognising one OCR misread beyond its pattern (ADR
 * 0069): a fax's dropped strokes, a grey scan's faded letters, a stamp across the label
 * (`Registered oce` for "Registered office", `NAME OF COVDANY` for "Name of company"). A run of
 * words is a misread label when it is within one edit per five characters of one (at least one)
 * and, where it is looked for among other words, keeps its first letter: OCR loses and swaps
 * strokes inside words, and the words' first letters, capitals, hold.
 */

/**
 * The phrases `patterns` print (ADR 0082) of at least `letters` characters as compared, written
 * with letters, digits, spaces, apostrophes and hyphens only, their last word of three letters or
 * more. Compared, a sign is dropped, and the words left of `registration #` (`registration`) are
 * no label; a last word of one or two letters (`registration no`, `company id`) is within the
 * edits a long phrase allows, so its first word alone would be taken for the label.
 */
function comparable(patterns: readonly RegExp[], letters: number): string[] {
  return phrasesOf(patterns).filter((phrase) => {
    const compared = foldedLabel(phrase)
    return /^[\p{L}\p{N} '’-]+$/u.test(phrase) && compared.length >= letters && /(?:^| )\S{3,}$/u.test(compared)
  })
}

/**
 * The name's labels as printed, spelled out from their patterns (ADR 0082), of five letters or
 * more: a misread `name` or `firma`-length word is one edit from too many words of a name.
 */
export const nameLabelWords = comparable(printedNameLabels, 5)

/**
 * The name's labels long enough to be told misread at a line's or a column's start whatever
 * follows (ADR 0069): `firma` is one edit from `forma`, a word of other fields' labels.
 */
export const nameHeadingWords = nameLabelWords.filter((label) => foldedLabel(label).length >= 9)

/**
 * The registration number's labels as printed, of nine letters or more as compared (a misread
 * short label, `KvK`, `CVR`, `company #`, could be any word).
 */
export const numberLabelWords = comparable(printedNumberLabels, 9)

/**
 * Other fields' headings as printed (seat, address, capital, objects, dates, legal form, status,
 * officers); only those of six letters or more, where one edit in five cannot turn a word of a
 * name into one.
 */
export const otherFieldWords = comparable(printedOtherFieldLabels, 6)

/** Lower case, accents and punctuation gone, one space between words: labels (and a sentence's clause words) are compared so. */
export function foldedLabel(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // `d' immatriculation`, as a pattern spells it, is `d'immatriculation` printed.
      .replace(/['’]\s+/gu, "'")
      .replace(/[^\p{L}\p{N} ]+/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

const foldedLabels = new Map<readonly string[], string[]>()

function foldedOf(labels: readonly string[]): string[] {
  let folds = foldedLabels.get(labels)
  if (folds === undefined) {
    folds = labels.map(foldedLabel)
    foldedLabels.set(labels, folds)
  }
  return folds
}

/**
 * Whether `read` (folded) is `label` read in pieces (ADR 0094): two words or more, each a piece of
 * the label of two letters or more, in the label's order, the first at its start, together three
 * in five of its letters (`re ered offi` for "registered office": a fold's crease or a fax's
 * dropped strokes take letters out of a word and split it): six edits, where three are allowed.
 */
function isLabelInPieces(read: string, label: string): boolean {
  const pieces = read.split(' ')
  if (pieces.length < 2 || !label.startsWith(pieces[0] ?? '')) return false
  let from = 0
  for (const piece of pieces) {
    const at = label.indexOf(piece, from)
    if (piece.length < 2 || at < 0) return false
    from = at + piece.length
  }
  return pieces.join('').length * 5 >= label.replaceAll(' ', '').length * 3
}

/**
 * Whether `text` is one of `labels` read with at most one OCR error per five characters. Where
 * words are looked for as a label among others (`firstLetterKept`), its first letter must be kept
 * too; a value already taken for a name is told a label whatever letter it misread
 * (`RAME OF COMPANY`, ADR 0064). `errorsInFive` allows more errors where words are only kept
 * from a name if they are surely no label (ADR 0111).
 */
export function isMisreadLabel(
  text: string,
  labels: readonly string[] = nameLabelWords,
  firstLetterKept = false,
  errorsInFive = 1,
): boolean {
  const read = foldedLabel(text)
  return (
    read !== '' &&
    foldedOf(labels).some(
      (label) =>
        (!firstLetterKept || read[0] === label[0]) &&
        damerauLevenshtein(read, label) <= Math.max(1, Math.floor((errorsInFive * label.length) / 5)),
    )
  )
}

/**
 * Where a misread label of `labels` stands in `text`: the first run of up to four words (the
 * longest at that word) that is one, starting at an offset `startsAt` allows.
 */
export function misreadLabelIn(
  text: string,
  labels: readonly string[],
  startsAt: (offset: number) => boolean = () => true,
): { start: number; end: number } | null {
  const words = [...text.matchAll(/\S+/g)].map((match) => ({ start: match.index, end: match.index + match[0].length }))
  for (const [index, word] of words.entries()) {
    if (!startsAt(word.start)) continue
    for (let count = Math.min(4, words.length - index); count >= 1; count--) {
      const last = words[index + count - 1]
      if (last !== undefined && isMisreadLabel(text.slice(word.start, last.end), labels, true))
        return { start: word.start, end: last.end }
    }
  }
  return null
}

/**
 * Whether `value` opens with another field's heading read with OCR errors (`by Registered oce`),
 * after an item mark or a word of one or two letters (a misread `b)`), or is one read in pieces
 * (`Re ered offi`, ADR 0094; the whole value, so a name opening with pieces of one, `Regis Office
 * Supplies`, stays a name): a table's heading, not a value.
 */
export function opensWithMisreadHeading(value: string): boolean {
  const words = value.trim().split(/\s+/)
  // A first word of one or two letters is a mark, or the heading's first piece (`Re ered offi`).
  const starts = /^[\p{L}\p{N}]{1,2}[).:]?$/u.test(words[0] ?? '') && words.length > 1 ? [0, 1] : [0]
  return starts.some((from) => {
    const rest = words.slice(from).join(' ')
    if (foldedOf(otherFieldWords).some((label) => isLabelInPieces(foldedLabel(rest), label))) return true
    for (let count = Math.min(4, words.length - from); count >= 1; count--) {
      if (isMisreadLabel(words.slice(from, from + count).join(' '), otherFieldWords, true)) return true
    }
    return false
  })
}
