import { endsWithCountryForm, endsWithLegalForm, isLegalFormOnly } from './certificate-legal-forms'
import { otherFieldLabels } from './certificate-label-patterns'
import { isMisreadLabel, misreadLabelIn, opensWithMisreadHeading, otherFieldWords } from './certificate-misread-labels'
import { columnBelow, columnStarts, type TextLine } from './text-lines'

/** The labels of a certificate's two fields in the served countries' languages, and the values after them (ADR 0009, 0045, 0048). */

/** An item mark opening a table's cell or a list's line (`a)`, `2)`, `b:`, after an entry's number `1 a)`, `2) a)`), before a value. */
export const itemMark = /^[\s|]*(?:\d{1,3}[):]?[\s|]+)*(?:\p{Ll}|\d{1,2})[):][\s|]+/u

/**
 * Whether another field's label follows a label on its line with no word of a value between them
 * (at most an item mark or a letter or two of noise: `Name of company b) Registered office …`):
 * the line is a row of headings, and the label's value stands under it. Words ending with a legal
 * form are a name however they start, unless they are, whole, another field's heading read with
 * OCR errors (`NAME OF COMPANY DATT OT INCORPORATION` on a fax: the screening tokens take
 * `Incorporation` for a legal form, and no company is named after a heading).
 */
function headingsFollow(afterLabel: string, countryCode: string): boolean {
  const words = afterLabel.replace(labelSeparator, '').replace(itemMark, '')
  if (isMisreadLabel(words, otherFieldWords, true)) return true
  if (endsWithLegalForm(afterLabel, countryCode)) return false
  const next = firstLabel(afterLabel, otherFieldLabels)
  return (next !== null && !/\p{L}{3}/u.test(afterLabel.slice(0, next.start))) || opensWithMisreadHeading(words)
}

/**
 * Whether `value` opens with another field's label (after an item mark), also one read with OCR
 * errors (ADR 0069: `by Registered oce`): a heading, not a value of its own.
 */
export function opensWithOtherLabel(value: string): boolean {
  const unmarked = value.replace(itemMark, '')
  return firstLabel(unmarked, otherFieldLabels)?.start === 0 || opensWithMisreadHeading(unmarked)
}

export const labelSeparator = /^[\s:;.,\-–—=|>)]*(?:(?:no|nr|n°|number)\b\.?\s*[:.]?\s*)?/iu

export function firstLabel(line: string, labels: readonly RegExp[]): { start: number; end: number } | null {
  let best: { start: number; end: number } | null = null
  for (const label of labels) {
    const match = label.exec(line)
    // A label running on into a word is none ("the entity named above" holds "entity name").
    if (
      match &&
      !/\p{L}/u.test(line[match.index + match[0].length] ?? '') &&
      (best === null ||
        match.index < best.start ||
        (match.index === best.start && match.index + match[0].length > best.end))
    ) {
      best = { start: match.index, end: match.index + match[0].length }
    }
  }
  return best
}

/** Where the next field's label starts on a line holding two fields ("Name: X    Number: Y"). */
function cutAtOtherLabel(value: string, labels: readonly RegExp[]): string {
  const other = firstLabel(value, labels)
  return other && other.start > 0 ? value.slice(0, other.start) : value
}

/** A value after its label: its text, the line after it, its line, where it starts there, and where its label starts. */
export interface LabelledValue {
  value: string
  next: string | undefined
  lineIndex: number
  valueStart: number
  labelStart: number
}

/**
 * Where the text after a label on its line ends: at the line's end, or (words placed, ADR 0045) at
 * a column that starts with a label (a form's row of boxes: "COMPANY NAME    COMPANY NUMBER").
 */
function restEnd(line: TextLine, from: number, labels: readonly RegExp[]): number {
  const next = columnStarts(line).find(
    (start) => start >= from && firstLabel(line.text.slice(start), labels)?.start === 0,
  )
  return next ?? line.text.length
}

/**
 * The value under a label that stands alone: with words placed, the column under the label on
 * the first row below that has one (a form's box, a table's column, ADR 0045), and the column
 * under that value for a name that wraps; else the next line.
 */
function valueBelow(
  lines: readonly TextLine[],
  index: number,
  label: { start: number; end: number },
  labels: readonly RegExp[],
): LabelledValue | null {
  const below = columnBelow(lines, index, label.start, label.end)
  if (below) {
    if (firstLabel(below.text, labels) || opensWithOtherLabel(below.text)) return null
    const after = columnBelow(lines, below.lineIndex, below.start, below.end)
    return {
      value: below.text,
      next: after && !firstLabel(after.text, labels) ? after.text : undefined,
      lineIndex: below.lineIndex,
      valueStart: below.start,
      labelStart: below.start,
    }
  }
  const following = lines[index + 1]?.text
  if (following === undefined || firstLabel(following, labels)) return null
  return {
    value: following,
    next: lines[index + 2]?.text,
    lineIndex: index + 1,
    valueStart: 0,
    labelStart: label.start,
  }
}

/**
 * Where a label's own words end (ADR 0048): labels are phrases a list cannot hold ("Firma spółki",
 * "Název subjektu", "Firma der Gesellschaft"), and names start with a capital. Words after the
 * recognised label that start in lower case and end with none of the country's legal forms are
 * the label's when a column of the line follows them (a table's or a form's cell; the next column,
 * not a legal form alone, is the value) or when they are all the line holds and all in lower case.
 */
function labelEnd(line: TextLine, label: { start: number; end: number }, countryCode: string): number {
  const cell = columnStarts(line).find((start) => start > label.end)
  const tail = line.text.slice(label.end, cell).replace(labelSeparator, '').trim()
  if (!/^\p{Ll}/u.test(tail) || endsWithCountryForm(tail, countryCode)) return label.end
  // Alone on the line, only words in lower case: a number or a capital after them is a value.
  if (cell === undefined) return /^[\p{Ll}\p{M}'’.\- ]+$/u.test(tail) ? line.text.length : label.end
  return isLegalFormOnly(line.text.slice(cell), countryCode) ? label.end : cell
}

/**
 * Where a label stands on a line: the first of `labels`; with `misread` (ADR 0069), on a line
 * holding none of `labels`, a run of words within OCR errors of one of `misread` that opens the
 * line or one of its columns (labels open a form's line or a table's cell, never a sentence's middle)
 * where no other field's label is printed whole.
 */
function labelOn(
  line: TextLine,
  labels: readonly RegExp[],
  misread: readonly string[] | undefined,
): { start: number; end: number } | null {
  if (misread === undefined) return firstLabel(line.text, labels)
  if (firstLabel(line.text, labels)) return null
  const starts = new Set([0, ...columnStarts(line)])
  // Where another field's label is printed whole, its words are that label, not a misread one
  // (`REGISTERED OFFICE ADDRESS`: its `REGISTERED` is within two edits of `Registernr`).
  return misreadLabelIn(
    line.text,
    misread,
    (offset) => starts.has(offset) && firstLabel(line.text.slice(offset), otherFieldLabels)?.start !== 0,
  )
}

/**
 * The text after a label on its line, or the value under it when the label stands alone. With
 * `misread`, the labels misread (`labelOn`), and both the text after one and the value under it:
 * a misread row of headings holds other misread headings after it, which no label tells.
 */
export function valuesAfterLabels(
  lines: readonly TextLine[],
  labels: readonly RegExp[],
  otherLabels: readonly RegExp[],
  countryCode: string,
  misread?: readonly string[],
): LabelledValue[] {
  const values: LabelledValue[] = []
  const allLabels = [...labels, ...otherLabels]
  lines.forEach((line, index) => {
    const found = labelOn(line, labels, misread)
    if (!found) return
    const label = { start: found.start, end: labelEnd(line, found, countryCode) }
    const after = line.text.slice(label.end, restEnd(line, label.end, [...allLabels, ...otherFieldLabels]))
    const separator = labelSeparator.exec(after)?.[0].length ?? 0
    const rest = cutAtOtherLabel(after.slice(separator), otherLabels).trim()
    const onLine = rest.length >= 2 && !headingsFollow(line.text.slice(found.end), countryCode)
    if (onLine)
      values.push({
        value: rest,
        next: lines[index + 1]?.text,
        lineIndex: index,
        valueStart: label.end + separator + (after.slice(separator).length - after.slice(separator).trimStart().length),
        labelStart: label.start,
      })
    if (!onLine || misread !== undefined) {
      const below = valueBelow(lines, index, label, allLabels)
      if (below) values.push(below)
    }
  })
  return values
}
