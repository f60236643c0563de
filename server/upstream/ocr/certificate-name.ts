import { nameLabels, numberLabels } from './certificate-label-patterns'
import { firstLabel, opensWithOtherLabel, valuesAfterLabels, type LabelledValue } from './certificate-labels'
import { endsWithCountryForm, isLegalFormOnly, withWrappedLegalForm } from './certificate-legal-forms'
import { formWrappedInCell, nameByLegalForm } from './certificate-name-by-form'
import { nameHeadingWords } from './certificate-misread-labels'
import { clauseEnds } from './certificate-name-clause'
import { nameAt, nameInPhrasing } from './certificate-name-phrasing'
import { cleanName, holdsMisreadCharacter, isNotAName } from './certificate-name-text'
import { numberShapesIn, startsWithDate } from './certificate-number'
import { numberPatternsOf } from './registration-number-patterns'
import { paddleFolded } from './paddle-lookalikes'
import { columnStarts, startsUnder, type TextLine } from './text-lines'

/** How the name was found (see `FoundFields` in certificate-fields.ts). */
export type NameFoundBy =
  | 'label'
  | 'phrasing'
  | 'phrasing_over_label'
  | 'near_label'
  | 'misread_label'
  | 'legal_form'
  | 'label_without_form'
  | null

/**
 * A labelled name that does not end with one of the country's legal forms, as its companies' names
 * do, told by the layout of the page (words placed, ADR 0045): when the line under the label starts
 * under the label itself and ends with such a form, the value was printed under its label and the
 * words beside the label are a stamp's or a signature's; when it starts under the value's first
 * word and ends the value with such a form, the name wrapped in its column.
 */
function laidOutName(lines: readonly TextLine[], found: LabelledValue, countryCode: string): LabelledValue {
  const line = lines[found.lineIndex]
  const below = lines[found.lineIndex + 1]
  if (
    line === undefined ||
    below === undefined ||
    endsWithCountryForm(found.value, countryCode) ||
    firstLabel(below.text, [...nameLabels, ...numberLabels])
  )
    return found
  const after = { next: lines[found.lineIndex + 2]?.text, lineIndex: found.lineIndex + 1, labelStart: 0 }
  if (
    found.valueStart > 0 &&
    startsUnder(line, found.labelStart, below) &&
    !startsUnder(line, found.valueStart, below) &&
    endsWithCountryForm(below.text, countryCode)
  )
    return { ...after, value: below.text, valueStart: 0 }
  return wrappedInColumn(lines, found, countryCode) ?? found
}

/**
 * A long name's lines under its first, in its column (ADR 0045, 0082): a narrow column, a table's
 * cell or a form's box wraps a long name over two lines or more. Each line under the value starts
 * under its first word and holds no field's label; the last closes the name with one of the
 * country's legal forms, which no line of another field ends with, and the lines before it do not.
 * A third line or more also follows the line above within a line's height and a half (one block,
 * not the next field's after a gap), opens with no other field's heading, and may be the legal
 * form alone (`Comercializadora de Productos` / `Agroindustriales del Bajío` / `S.A. de C.V.`; one under
 * the first line is `withWrappedLegalForm`'s). Without a closing form the value is left as read:
 * the lines under it may be the next field's.
 */
function wrappedInColumn(lines: readonly TextLine[], found: LabelledValue, countryCode: string): LabelledValue | null {
  const line = lines[found.lineIndex]
  if (line === undefined) return null
  let value = found.value
  for (let index = found.lineIndex + 1; index <= found.lineIndex + wrappedLinesAtMost; index++) {
    const [above, below] = [lines[index - 1], lines[index]]
    const further = index > found.lineIndex + 1
    if (
      above === undefined ||
      below === undefined ||
      firstLabel(below.text, [...nameLabels, ...numberLabels]) ||
      !startsUnder(line, found.valueStart, below) ||
      (further
        ? !followsClosely(above, below) || opensWithOtherLabel(below.text)
        : isLegalFormOnly(below.text, countryCode))
    )
      return null
    value = `${value} ${below.text}`
    if (endsWithCountryForm(value, countryCode))
      return { value, next: lines[index + 1]?.text, lineIndex: index, valueStart: found.valueStart, labelStart: 0 }
  }
  return null
}

/** A name wraps over this many lines under its first at most: a column narrow enough to wrap it more holds no name. */
const wrappedLinesAtMost = 3

/** Whether `below` starts within a line's height and a half under `above`: lines of one block. */
function followsClosely(above: TextLine, below: TextLine): boolean {
  const [upper, lower] = [above.words ?? [], below.words ?? []]
  if (upper.length === 0 || lower.length === 0) return false
  const bottom = Math.max(...upper.map((word) => word.bbox.y1))
  const top = Math.min(...lower.map((word) => word.bbox.y0))
  const height = Math.max(...upper.map((word) => word.bbox.y1 - word.bbox.y0))
  return top - bottom <= 1.5 * height
}

/**
 * A labelled name's value ends at a column of its line holding a number of the country's formats
 * or starting with a date (ADR 0048): a form's row puts the next field there, and its label may be
 * lost under a mark or not known (`HRUBES A KALOUSK OVA NORTHSTAR ( 71209916`); a name holds
 * neither. A value ending with none of the country's legal forms also ends at the first column
 * before which it does (ADR 0064): a table's row under a row of headings (`1 a) Harrow & Finch
 * Engineering Ltd | General trading and services | 211.000,00 EUR`) holds the name's cell, then
 * the next fields' cells.
 */
function beforeFieldColumn(lines: readonly TextLine[], found: LabelledValue, countryCode: string): LabelledValue {
  const line = lines[found.lineIndex]
  if (line === undefined || !line.text.slice(found.valueStart).startsWith(found.value)) return found
  const patterns = numberPatternsOf(countryCode)
  const endsWithForm = endsWithCountryForm(found.value, countryCode)
  const starts = columnStarts(line)
  const below = lines[found.lineIndex + 1]
  const field = starts.find((start, index) => {
    const column = line.text.slice(start, starts[index + 1])
    return (
      start > found.valueStart &&
      start < found.valueStart + found.value.length &&
      (numberShapesIn(column, patterns).length > 0 ||
        startsWithDate(column.replace(/^[^\p{L}\p{N}]+/u, '')) ||
        (!endsWithForm &&
          (endsWithCountryForm(line.text.slice(found.valueStart, start), countryCode) ||
            formWrappedInCell(line, found.valueStart, start, below, countryCode))))
    )
  })
  return field === undefined ? found : { ...found, value: line.text.slice(found.valueStart, field).trim() }
}

/**
 * The first labelled value that is a name: after or under a name's label; with `misread` (ADR
 * 0069), after or under a name's label read with OCR errors, ending with the country's legal form.
 */
function labelledName(lines: readonly TextLine[], countryCode: string, misread?: readonly string[]): string | null {
  return labelledNames(lines, countryCode, misread).next().value ?? null
}

/**
 * Every labelled value that is a name, in the page's order, as `labelledName` takes the first: a
 * bilingual page labels its name in each language (`Denominación social` and `Name of company`).
 */
export function* labelledNames(
  lines: readonly TextLine[],
  countryCode: string,
  misread?: readonly string[],
): Generator<string, undefined> {
  for (const labelled of valuesAfterLabels(lines, nameLabels, numberLabels, countryCode, misread)) {
    const found = beforeFieldColumn(lines, labelled, countryCode)
    const { value, next } = laidOutName(lines, found, countryCode)
    const name = cleanName(withWrappedLegalForm(value, next, countryCode))
    if (name && !isNotAName(name, countryCode) && (misread === undefined || endsWithCountryForm(name, countryCode)))
      yield name
  }
  return undefined
}

/**
 * The name by its label, else the certificate's sentence, else its legal form (ADR 0021, 0029).
 * Where the country's companies' names end with a legal form, a labelled or phrased value ending
 * with none is marked so (ADR 0048): it may be a label's tail, a field's line where a mark hid the
 * name (`HR-Nummer A Tag der ersten Eintragung` after `bestätigt, dass`) or a misread legal form;
 * the certificate is read again, and another reading's labelled or phrased name ending with one
 * is surer. The same page's sentence naming the company with a legal form is surer too (ADR
 * 0054): a certificate that prints the name twice, in its field and in its sentence, where a
 * signature or a stamp crosses the field, still shows it whole in the sentence.
 */
export function nameOf(
  lines: readonly TextLine[],
  countryCode: string,
): { company_name: string | null; nameFoundBy: NameFoundBy } {
  const found = nameFoundIn(lines, countryCode)
  // A name holding a character OCR misread (ADR 0075) is no surer than a value ending with no
  // legal form: the page is read further, and another reading's name read clean is surer.
  if (
    found.company_name !== null &&
    (found.nameFoundBy === 'label' ||
      found.nameFoundBy === 'phrasing' ||
      found.nameFoundBy === 'phrasing_over_label') &&
    holdsMisreadCharacter(found.company_name, countryCode)
  )
    return { ...found, nameFoundBy: 'label_without_form' }
  return found
}

/** A name's letters and figures, folded as PaddleOCR's look-alikes fold (case, marks, spaces and punctuation aside). */
function lettersOf(name: string): string {
  return paddleFolded(name)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}

/** The name after the first certifying or confirming clause told within OCR errors (ADR 0111), whatever ends it. */
function clauseName(lines: readonly TextLine[], countryCode: string): string | null {
  for (const end of clauseEnds(lines)) {
    const name = nameAt(lines, end, countryCode)
    if (name !== null) return name
  }
  return null
}

/** Words the sentence's name may go on with after a label's value cut short (`Holdin` of `Holdings (Pty) Ltd`). */
const wordsCutOff = 3

/**
 * Whether a label's value ending with no legal form is the start of the sentence's name cut short
 * (ADR 0125): a stamp over the value's end (`Harrow & Finch Engin`) where the certificate's
 * sentence prints the name whole (`certifies that Harrow & Finch Engineering Lid is`). The
 * value holds two words and eight letters at least, and the sentence's name goes on after its
 * letters by a few words at most.
 */
function cutShortOf(value: string, sentenceName: string): boolean {
  const [start, whole] = [lettersOf(value), lettersOf(sentenceName)]
  const [valueWords, sentenceWords] = [value, sentenceName].map((name) => name.trim().split(/\s+/).length)
  return (
    (valueWords ?? 0) >= 2 &&
    start.length >= 8 &&
    whole.length > start.length &&
    whole.startsWith(start) &&
    (sentenceWords ?? 0) - (valueWords ?? 0) <= wordsCutOff
  )
}

/** The name by its label, else the sentence, else its legal form, as `nameOf` tells (before ADR 0075's mark). */
function nameFoundIn(
  lines: readonly TextLine[],
  countryCode: string,
): { company_name: string | null; nameFoundBy: NameFoundBy } {
  const label = labelledName(lines, countryCode)
  const phrased = label === null || !endsWithCountryForm(label, countryCode) ? nameInPhrasing(lines, countryCode) : null
  const sentenceWithForm = phrased !== null && endsWithCountryForm(phrased, countryCode)
  // The sentence's name, its clause told within OCR errors (ADR 0111), where the label's value is
  // its start cut short (ADR 0125).
  const whole =
    label === null || sentenceWithForm
      ? null
      : ([phrased, clauseName(lines, countryCode)].find((name) => name !== null && cutShortOf(label, name)) ?? null)
  const labelled = sentenceWithForm || whole !== null ? null : label
  const worded = labelled ?? whole ?? phrased
  // A name's label read with OCR errors (a fax's, a grey scan's: `NAME OF COVDANY`) over a value
  // ending with the country's legal form is surer than a label's or the sentence's value ending
  // with none (ADR 0069): the heading says what the value is, the legal form that it is a name.
  // Where no label or sentence gave a value, the name is found by its legal form as before.
  const nearLabel =
    worded !== null && !endsWithCountryForm(worded, countryCode)
      ? labelledName(lines, countryCode, nameHeadingWords)
      : null
  if (nearLabel !== null) return { company_name: nearLabel, nameFoundBy: 'near_label' }
  if (worded !== null)
    return {
      company_name: worded,
      nameFoundBy: !endsWithCountryForm(worded, countryCode)
        ? 'label_without_form'
        : labelled !== null
          ? 'label'
          : label !== null
            ? 'phrasing_over_label'
            : 'phrasing',
    }
  const byForm = nameByLegalForm(lines, countryCode)
  if (byForm === null) return { company_name: null, nameFoundBy: null }
  return { company_name: byForm.name, nameFoundBy: byForm.afterLabel ? 'misread_label' : 'legal_form' }
}
