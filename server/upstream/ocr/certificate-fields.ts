import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import { tokenise } from '../text/name-tokens'
import { legalFormWordsOf } from '../registry/legal-form-words'
import { normaliseName, wordsOf } from '../registry/normalise'
import { jurisdictionByCode } from '../registry/served-countries'
import type { PageText } from './document-text'
import {
  findNumbers,
  looseNumberIn,
  numberPatternsOf,
  type NumberMatch,
  type NumberPattern,
} from './registration-number-patterns'
import {
  columnBelow,
  columnStarts,
  continuesUnder,
  pageLines,
  plainLines,
  startsUnder,
  type TextLine,
} from './text-lines'

/**
 * The company name and registration number in the text of a certificate of incorporation
 * (ADR 0009). Labelled fields come first ("Company name: …", "Registration No. …" in the served
 * countries' languages, the value on the label's line or the next one); then the phrasing of
 * certificates ("… hereby certifies that X is this day incorporated", "Certificate of
 * Incorporation of X"); then, for the number, any number of the country's formats.
 */

export interface CertificateFields {
  company_name: string | null
  registration_number: string | null
}

/** How each field was found: by its label, by the certificate's phrasing, by shape (a legal form, a number format), or not at all. */
export interface FoundFields extends CertificateFields {
  /**
   * `misread_label`: by its legal form, after words within OCR errors of a name label;
   * `label_without_form`: by its label or the sentence, but ending with none of the country's legal
   * forms, which its companies' names end with (ADR 0048): another reading's labelled name that
   * ends with one is surer; `phrasing_over_label`: by the sentence, with a legal form, where the
   * label's value ends with none (ADR 0054): surer than such a value, less sure than a label's
   * value ending with one (the sentence may be crossed too).
   */
  nameFoundBy:
    'label' | 'phrasing' | 'phrasing_over_label' | 'misread_label' | 'legal_form' | 'label_without_form' | null
  numberFoundBy: 'label' | 'format' | null
}

/**
 * OCR reads accented letters of labels as other letters (Denominacién for Denominación): in a
 * label, any letter stands where the label has a choice of accented letters.
 */
function ocrTolerant(labels: readonly RegExp[]): RegExp[] {
  return labels.map(
    (label) => new RegExp(label.source.replace(/\[[^\]]*[^\p{ASCII}][^\]]*\]/gu, '\\p{L}'), label.flags),
  )
}

/** Labels of the company's name, longest first where one contains another. */
const nameLabels: readonly RegExp[] = ocrTolerant([
  /name\s+of\s+(?:the\s+)?(?:company|corporation|entity|business|undertaking)/iu,
  /(?:registered|legal|corporate|company|companys|company's|entity|business|full)\s+name/iu,
  /name\s+of\s+(?:the\s+)?(?:registered\s+)?(?:company|firm)/iu,
  /firmenname|firmenwortlaut|name\s+der\s+gesellschaft|name\s+der\s+firma|(?<!der\s)firma(?=\s*[:.])/iu,
  // A one-word label opening a line of a register extract, after its entry number ("2. Firma Nordwind GmbH").
  /^[^\p{L}]*(?:firma|nazwa|n[áa]zev|denominazione|d[ée]nomination)(?=\s)/iu,
  /d[ée]nomination(?:\s+sociale)?|raison\s+sociale/iu,
  /denominaci[óo]n(?:\s+social)?|raz[óo]n\s+social|denomina[çc][ãa]o(?:\s+social)?|nome\s+empresarial/iu,
  /denominazione(?:\s+sociale)?|ragione\s+sociale/iu,
  /statutaire\s+naam|handelsnaam|naam\s+(?:van\s+de\s+)?(?:rechtspersoon|vennootschap|onderneming)/iu,
  /f[öo]retagsnamn|foretaksnavn|virksomhedsnavn|toiminimi|nazwa\s+firmy|nazwa(?=\s*[:.])|obchodn[íi]\s+firma|n[áa]zev(?=\s*[:.])/iu,
  /^(?:company|name)(?=\s*:)/iu,
])

/** Labels of the registration number. */
const numberLabels: readonly RegExp[] = ocrTolerant([
  /(?:company|companies|registration|registered|reg\.?|incorporation|corporate|corporation|business|entity|file|charter|licen[cs]e|certificate)\s*(?:number|numbers|no\b\.?|nr\b\.?|n°|n[o0]\.|#|num\b\.?|code|id)/iu,
  /registration\s+code|company\s+registration|\b(?:crn|uen|acn|cin|nzbn|cnpj)\b/iu,
  /nummer\s+der\s+firma/iu,
  /handelsregister(?:[nm]u[nm]{1,2}er|\s*(?:nr\.?|[nm]u[nm]{1,2}er|eintrag))?|regist\p{L}{0,2}[nm]u[nm]{1,2}er|register-?nr\.?|firmenbuchnummer|firmenbuch(?:\s*nr\.?)?|fn(?=\s*[:.])|uid(?=\s*[:.])/iu,
  /num[ée]ro\s+(?:d['’]\s*)?(?:immatriculation|entreprise|rcs|siren|d['’]identification)|n°\s*(?:rcs|siren|d['’]immatriculation)|siren(?=\s*[:.])|rcs(?=\s*[:.])/iu,
  /n[úu]mero\s+de\s+(?:registro|inscripci[óo]n|matr[íi]cula|identifica[çc][ãa]o)|nipc|nif(?=\s*[:.])/iu,
  /numero\s+(?:di\s+)?(?:iscrizione|rea|registro)|n\.\s*rea|codice\s+fiscale/iu,
  /kvk[- ]?nummer|kvk(?=\s*[:.])|inschrijvingsnummer|ondernemingsnummer|registratienummer/iu,
  /organisationsnummer|organisasjonsnummer|org\.?\s*nr\.?|cvr[- ]?(?:nummer|nr\.?)|cvr(?=\s*[:.])|y-tunnus|yritystunnus/iu,
  /numer\s+krs|krs(?=\s*[:.])|i[čc]o(?=\s*[:.])|identifika[čc]n[íi]\s+[čc][íi]slo/iu,
])

const labelSeparator = /^[\s:;.,\-–—=|>)]*(?:(?:no|nr|n°|number)\b\.?\s*[:.]?\s*)?/iu

/** Words that end a name written in running text ("X is this day incorporated"; "is" also as OCR reads it: "1s", "ls"). */
const nameEnd =
  /(?:\s+(?:[i1l|]s|was|has\s+been|having|which|whose|with|ist|im\s+handelsregister|wurde|est|a\s+[ée]t[ée]|è|es|ha\s+sido|registered\s+under|incorporated)\b|\s*\(the\s+company\)|\s*\(hereinafter|,\s+(?:a|an)\s).*$/iu

/**
 * A phrase that refers to a company instead of naming it: an article followed by a lower-case word
 * ("Die vorstehende Gesellschaft", "the above company", "la société"); names capitalise their words.
 */
function isDescriptiveReference(name: string): boolean {
  const firstWordLowered = name.replace(/^\p{L}+/u, (word) => word.toLowerCase())
  return /^(?:the|this|that|die|der|das|diese|la|le|les|cette|el|esta|il|questa|de|het|deze)\s+\p{Ll}/u.test(
    firstWordLowered,
  )
}

/** Phrases whose line is not a company's name although it may contain legal-form words. */
const notAName =
  /\b(?:above|below|aforementioned|ci-dessus|vorstehende|obige|hierboven)\b|certificat|certify|certifies|registrar|companies\s+act|companies\s+house|\bregist(?:er|ry)\b|incorporat|hereby|pursuant|\bact\s+\d{4}|page\s+\d|signature|seal|date|issued|authori[sz]ed|limited\s+by\s+shares|liability\s+of\s+the\s+members/iu

type Line = TextLine

/**
 * Whether `name` names one of the country's registries ("Texas Secretary of State"): a certificate
 * prints its issuer's name, often where a value stands in a form, and no company bears it (ADR 0045).
 */
function namesRegistry(name: string, countryCode: string): boolean {
  const normalised = ` ${normaliseName(name)} `
  return (jurisdictionByCode(countryCode)?.spec.registries ?? []).some((registry) =>
    normalised.includes(` ${normaliseName(registry)} `),
  )
}

/**
 * Words that open a certificate's clause ("hereby certifies that X", "Hierbij wordt verklaard dat
 * X", "bescheinigt, dass X"): a line holding one is a sentence, not a name (ADR 0045).
 */
const clauseWord = /(?:^|\s)(?:that|dass|dat|que|che|att|że|hereby|hiermit|hierbij|wordt|wird)(?=\s)/iu

/** Whether a value read for the name is none: boilerplate, a reference to the company, or the registry's name. */
function isNotAName(name: string, countryCode: string): boolean {
  return notAName.test(name) || isDescriptiveReference(name) || namesRegistry(name, countryCode)
}

function firstLabel(line: string, labels: readonly RegExp[]): { start: number; end: number } | null {
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
interface LabelledValue {
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
function restEnd(line: Line, from: number, labels: readonly RegExp[]): number {
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
  lines: readonly Line[],
  index: number,
  label: { start: number; end: number },
  labels: readonly RegExp[],
): LabelledValue | null {
  const below = columnBelow(lines, index, label.start, label.end)
  if (below) {
    if (firstLabel(below.text, labels)) return null
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
function labelEnd(line: Line, label: { start: number; end: number }, countryCode: string): number {
  const cell = columnStarts(line).find((start) => start > label.end)
  const tail = line.text.slice(label.end, cell).replace(labelSeparator, '').trim()
  if (!/^\p{Ll}/u.test(tail) || endsWithCountryForm(tail, countryCode)) return label.end
  // Alone on the line, only words in lower case: a number or a capital after them is a value.
  if (cell === undefined) return /^[\p{Ll}\p{M}'’.\- ]+$/u.test(tail) ? line.text.length : label.end
  return isLegalFormOnly(line.text.slice(cell), countryCode) ? label.end : cell
}

/** The text after a label on its line, or the value under it when the label stands alone. */
function valuesAfterLabels(
  lines: readonly Line[],
  labels: readonly RegExp[],
  otherLabels: readonly RegExp[],
  countryCode: string,
): LabelledValue[] {
  const values: LabelledValue[] = []
  const allLabels = [...labels, ...otherLabels]
  lines.forEach((line, index) => {
    const found = firstLabel(line.text, labels)
    if (!found) return
    const label = { start: found.start, end: labelEnd(line, found, countryCode) }
    const after = line.text.slice(label.end, restEnd(line, label.end, allLabels))
    const separator = labelSeparator.exec(after)?.[0].length ?? 0
    const rest = cutAtOtherLabel(after.slice(separator), otherLabels).trim()
    if (rest.length >= 2)
      values.push({
        value: rest,
        next: lines[index + 1]?.text,
        lineIndex: index,
        valueStart: label.end + separator + (after.slice(separator).length - after.slice(separator).trimStart().length),
        labelStart: label.start,
      })
    else {
      const below = valueBelow(lines, index, label, allLabels)
      if (below) values.push(below)
    }
  })
  return values
}

function isLegalFormOnly(text: string, countryCode: string): boolean {
  const tokens = tokenise(text, 'company')
  const countryForms = legalFormWordsOf(countryCode).words
  return (
    tokens.length > 0 &&
    tokens.length <= 4 &&
    tokens.every((token) => token.role === 'legal_form' || countryForms.has(token.text))
  )
}

function endsWithLegalForm(text: string, countryCode: string): boolean {
  const tokens = tokenise(text, 'company')
  const last = tokens.at(-1)
  const normalisedWords = wordsOf(normaliseName(text))
  const countryForms = legalFormWordsOf(countryCode)
  return (
    tokens.length >= 2 &&
    ((last !== undefined && last.role === 'legal_form') ||
      countryForms.words.has(normalisedWords.at(-1) ?? '') ||
      countryForms.affixes.some(
        (affix) => normaliseName(text).startsWith(affix) || normaliseName(text).endsWith(affix),
      ))
  )
}

/** Trims quotes, trailing punctuation and running text from a name that was read. */
export function cleanName(value: string): string | null {
  const cleaned = value
    .replace(nameEnd, '')
    .replace(/^[\s"'“”‘’«»„:;,.\-–—|*~_]+/u, '')
    .replace(/[\s"'“”‘’«»„:;,\-–—|]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim()
  const letters = (cleaned.match(/\p{L}/gu) ?? []).length
  const digits = (cleaned.match(/\p{N}/gu) ?? []).length
  // A number standing where a name was expected is not a name.
  return letters >= 2 && digits < letters && cleaned.length <= 160 ? cleaned : null
}

/**
 * Whether `value` stops inside one of the country's legal forms of several words and `next` ends
 * it ("Ávalos Transportes S.A. de" / "C.V.").
 */
function legalFormCutShort(value: string, next: string, countryCode: string): boolean {
  const valueWords = wordsOf(normaliseName(value))
  const joinedWords = wordsOf(normaliseName(`${value} ${next}`))
  return (jurisdictionByCode(countryCode)?.spec.legalForms ?? []).some(({ abbr }) => {
    const form = wordsOf(normaliseName(abbr))
    const endsWith = (words: readonly string[], end: readonly string[]) =>
      end.length > 0 &&
      words.length > end.length &&
      end.every((word, i) => words[words.length - end.length + i] === word)
    return (
      endsWith(joinedWords, form) && form.slice(0, -1).some((_, cut) => endsWith(valueWords, form.slice(0, cut + 1)))
    )
  })
}

/**
 * A name whose legal form wrapped onto the next line gets it back: the whole form ("NORTHWIND
 * TRADING" / "LIMITED") or its end ("Ávalos Transportes S.A. de" / "C.V.").
 */
function withWrappedLegalForm(value: string, next: string | undefined, countryCode: string): string {
  if (
    next !== undefined &&
    isLegalFormOnly(next, countryCode) &&
    (!endsWithLegalForm(value, countryCode) || legalFormCutShort(value, next, countryCode))
  )
    return `${value} ${next}`
  return value
}

/** Whether `text` ends with one of the country's own legal forms (not a form of any country: "ED CO"). */
function endsWithCountryForm(text: string, countryCode: string): boolean {
  const forms = legalFormWordsOf(countryCode)
  const normalised = normaliseName(text)
  const words = wordsOf(normalised)
  return (
    words.length >= 2 &&
    (forms.words.has(words.at(-1) ?? '') || forms.affixes.some((affix) => normalised.endsWith(affix)))
  )
}

/**
 * A labelled name that does not end with one of the country's legal forms, as its companies' names
 * do, told by the layout of the page (words placed, ADR 0045): when the line under the label starts
 * under the label itself and ends with such a form, the value was printed under its label and the
 * words beside the label are a stamp's or a signature's; when it starts under the value's first
 * word and ends the value with such a form, the name wrapped in its column.
 */
function laidOutName(lines: readonly Line[], found: LabelledValue, countryCode: string): LabelledValue {
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
  const joined = `${found.value} ${below.text}`
  if (
    startsUnder(line, found.valueStart, below) &&
    !isLegalFormOnly(below.text, countryCode) &&
    endsWithCountryForm(joined, countryCode)
  )
    return { ...after, value: joined, valueStart: found.valueStart }
  return found
}

/**
 * A labelled name's value ends at a column of its line holding a number of the country's formats
 * or starting with a date (ADR 0048): a form's row puts the next field there, and its label may be
 * lost under a mark or not known (`HRUBES A KALOUSK OVA NORTHSTAR ( 71209916`); a name holds
 * neither.
 */
function beforeFieldColumn(lines: readonly Line[], found: LabelledValue, countryCode: string): LabelledValue {
  const line = lines[found.lineIndex]
  if (line === undefined || !line.text.slice(found.valueStart).startsWith(found.value)) return found
  const patterns = numberPatternsOf(countryCode)
  const starts = columnStarts(line)
  const field = starts.find((start, index) => {
    const column = line.text.slice(start, starts[index + 1])
    return (
      start > found.valueStart &&
      start < found.valueStart + found.value.length &&
      (numbersNotDates(column, patterns).length > 0 || startsWithDate(column.replace(/^[^\p{L}\p{N}]+/u, '')))
    )
  })
  return field === undefined ? found : { ...found, value: line.text.slice(found.valueStart, field).trim() }
}

function labelledName(lines: readonly Line[], countryCode: string): string | null {
  for (const labelled of valuesAfterLabels(lines, nameLabels, numberLabels, countryCode)) {
    const found = beforeFieldColumn(lines, labelled, countryCode)
    const { value, next } = laidOutName(lines, found, countryCode)
    const name = cleanName(withWrappedLegalForm(value, next, countryCode))
    if (name && !isNotAName(name, countryCode)) return name
  }
  return null
}

/**
 * The words opening `next` that complete `value` as a name ending with one of the country's legal
 * forms, when `value` ends with none (ADR 0045): a long name wrapped in the sentence or block it
 * stands in ("Streich Investments Price &" / "Frami-Koss Pte. Ltd."; "… la sociedad Crescent Uribe
 * Anguiano" / "Inversiones Cazares Ceja S.L. figura inscrita …"). What follows them on `next`, if
 * anything, runs on in lower case: the sentence goes on, the name has ended.
 */
function wrappedNameEnd(value: string, next: string, countryCode: string): string | null {
  if (endsWithCountryForm(value, countryCode) || notAName.test(next)) return null
  const words = next.split(' ')
  for (let count = 1; count <= words.length; count++) {
    const rest = words.slice(count).join(' ')
    const head = words.slice(0, count).join(' ')
    if ((rest === '' || /^\p{Ll}/u.test(rest)) && endsWithCountryForm(`${value} ${head}`, countryCode)) return head
  }
  return null
}

/** Both fields' labels. */
const fieldLabels = [...nameLabels, ...numberLabels]

/**
 * A name in a sentence ends with its legal form where the sentence goes on after it in lower case
 * ("… Services Limited and that the company is limited", ADR 0048): the shortest start of `text`
 * ending with one of the country's legal forms, followed by a word in lower case that no legal
 * form of the next three words completes ("S.A. de C.V.", "sp. z o.o." stay whole).
 */
function endedAtLegalForm(text: string, countryCode: string): string {
  const words = text.split(' ')
  const endsAt = (count: number) => endsWithCountryForm(words.slice(0, count).join(' '), countryCode)
  for (let count = 2; count < words.length; count++) {
    if (!endsAt(count) || !/^\p{Ll}/u.test(words[count] ?? '')) continue
    if ([1, 2, 3].some((more) => count + more <= words.length && endsAt(count + more))) continue
    return words.slice(0, count).join(' ')
  }
  return text
}

/** "… certifies that" / "X" / "is this day incorporated": the name in the certificate's sentence. */
function nameInPhrasing(lines: readonly Line[], countryCode: string): string | null {
  const text = lines.map((line) => line.text).join('\n')
  // Each captures the rest of the line and the next one (a name may wrap).
  const phrasings = [
    /certif(?:y|ies|ied)\s+that\s*:?\s*\n?([^\n]+(?:\n[^\n]+)?)/diu,
    /(?:bescheinigt|best[äa]tigt),?\s+dass(?:\s+die\s+(?:gesellschaft|firma))?\s*:?\s*\n?([^\n]+(?:\n[^\n]+)?)/diu,
    /certifie\s+que(?:\s+la\s+soci[ée]t[ée])?\s*:?\s*\n?([^\n]+(?:\n[^\n]+)?)/diu,
    // "verklaart dat", and the passive "(wordt) verklaard dat".
    /verklaar[dt]\s+dat(?:\s+de\s+(?:rechtspersoon|vennootschap))?\s*:?\s*\n?([^\n]+(?:\n[^\n]+)?)/diu,
    /certifica\s+(?:que|che)(?:\s+la\s+(?:sociedad|societ[àa]))?\s*:?\s*\n?([^\n]+(?:\n[^\n]+)?)/diu,
    /certificate\s+of\s+incorporation\s+of\s+(?!(?:a|an|the)\s)([^\n]+)/diu,
    /(?:the\s+)?name\s+of\s+the\s+company\s+is\s+([^\n]+)/diu,
  ]
  for (const phrasing of phrasings) {
    const match = phrasing.exec(text)
    const start = match?.indices?.[1]?.[0]
    if (!match?.[1] || start === undefined) continue
    const [first = '', second] = match[1].split('\n')
    // Where the name starts: its line, and its offset there.
    const lineIndex = text.slice(0, start).split('\n').length - 1
    const offset = start - (text.lastIndexOf('\n', start - 1) + 1)
    const [line, below] = [lines[lineIndex], lines[lineIndex + 1]]
    // A line opening with a field's label is that field, not the name (ADR 0048).
    if (firstLabel(first, fieldLabels)?.start === 0) continue
    // A name running on to the next line is joined when the sentence goes on after it there, and
    // the line held no whole name: one ending with the country's legal form has ended (ADR 0048).
    const runsOn =
      second !== undefined &&
      !nameEnd.test(first) &&
      !endsWithCountryForm(first, countryCode) &&
      firstLabel(second, fieldLabels)?.start !== 0 &&
      nameEnd.test(`${first} ${second}`)
    // A long name wraps within its block: the next line starts under it or its line, or is centred with it.
    const wrapped =
      second !== undefined &&
      line !== undefined &&
      below !== undefined &&
      (line.words === undefined || continuesUnder(line, offset, below))
        ? wrappedNameEnd(first, second, countryCode)
        : null
    const candidate = runsOn
      ? `${first} ${second}`
      : second === undefined
        ? first
        : wrapped !== null
          ? `${first} ${wrapped}`
          : withWrappedLegalForm(first, second, countryCode)
    const name = cleanName(endedAtLegalForm(candidate, countryCode))
    if (name && !isNotAName(name, countryCode)) return name
  }
  return null
}

/** A line that looks like a company's name: ends with a legal form, is not boilerplate. */
/** Name labels as printed, for recognising one OCR misread beyond its pattern (a stamp across it). */
const nameLabelWords = [
  'name of company',
  'name of the company',
  'company name',
  'corporate name',
  'entity name',
  'registered name',
  'legal name',
  'firma',
  'firmenname',
  'name der gesellschaft',
  'dénomination',
  'dénomination sociale',
  'raison sociale',
  'denominación',
  'denominación social',
  'razón social',
  'denominação social',
  'nome empresarial',
  'denominazione',
  'denominazione sociale',
  'ragione sociale',
  'statutaire naam',
  'handelsnaam',
  'naam rechtspersoon',
  'företagsnamn',
  'foretaksnavn',
  'virksomhedsnavn',
  'toiminimi',
  'nazwa firmy',
  'obchodní firma',
]

/**
 * The name without a misread label before it ("Corporate naine Choy Limited", "Namg of Cornpany
 * Bergstrom Limited"): the longest run of leading words (up to four) within one edit per five
 * characters of a name label, as long as a name ending in a legal form remains ("Compass Lane
 * Trading Ltd" keeps its first words: three edits from "company name").
 */
function withoutMisreadLabel(name: string, countryCode: string): string {
  const words = name.split(' ')
  for (let count = Math.min(4, words.length - 2); count >= 1; count--) {
    const prefix = words.slice(0, count).join(' ').toLowerCase()
    const rest = words.slice(count).join(' ')
    const close = nameLabelWords.some(
      (label) => damerauLevenshtein(prefix, label) <= Math.max(1, Math.floor(label.length / 5)),
    )
    if (close && endsWithLegalForm(rest, countryCode)) return rest
  }
  return name
}

/**
 * A name ending with a legal form in `value`, and whether words taken for a label stood before it.
 * A misread label before it ("Name af Compa Turnerley Retail Ltd") or a bare label word ("Firma
 * Nordwind Handel GmbH" of a table's row) is not the name.
 */
function nameWithLegalForm(value: string, countryCode: string): { name: string; afterLabel: boolean } | null {
  const withoutLabel = withoutMisreadLabel(value.trim(), countryCode)
  const name = cleanName(
    withoutLabel !== value.trim()
      ? withoutLabel
      : value.replace(
          /^[^\p{L}]*(?:firma|name|nazwa|n[áa]zev|denominaci[óo]n|d[ée]nomination|denominazione)\s+(?=[^\p{L}]*\p{Lu})/iu,
          '',
        ),
  )
  if (
    name &&
    name.length <= 90 &&
    !isNotAName(name, countryCode) &&
    !clauseWord.test(name) &&
    !isLegalFormOnly(name, countryCode) &&
    endsWithLegalForm(name, countryCode)
  ) {
    const found = withoutMisreadLabel(name, countryCode)
    return { name: found, afterLabel: withoutLabel !== value.trim() || found !== name }
  }
  return null
}

/**
 * The name under a misread label whose line's own value ends with none of the country's legal
 * forms ("Entity. ame ED CO" over "Weber Trading PLC", words placed): as under a recognised label
 * (laidOutName), the words beside the label are a stamp's.
 */
function nameUnderMisreadLabel(
  lines: readonly Line[],
  index: number,
  name: string,
  countryCode: string,
): { name: string; afterLabel: boolean } | null {
  const [line, below] = [lines[index], lines[index + 1]]
  const at = line?.text.lastIndexOf(name) ?? -1
  if (line === undefined || below === undefined || at <= 0 || endsWithCountryForm(name, countryCode)) return null
  if (!startsUnder(line, 0, below) || startsUnder(line, at, below)) return null
  const found = nameWithLegalForm(below.text, countryCode)
  return found && endsWithCountryForm(found.name, countryCode) ? { name: found.name, afterLabel: true } : null
}

function nameByLegalForm(lines: readonly Line[], countryCode: string): { name: string; afterLabel: boolean } | null {
  for (const [lineIndex, line] of lines.entries()) {
    // In a column of its own (words placed, ADR 0045), or after a colon: the value of a label that was
    // not recognised (misread, or crossed by a stamp). A value in a column after words on its line
    // is one after a misread label.
    const columns = columnStarts(line)
    // A legal form of several words wrapped onto the next line ends the name there (ADR 0048).
    const whole = (value: string) => withWrappedLegalForm(value, lines[lineIndex + 1]?.text, countryCode)
    for (const [index, start] of [...columns.entries()].reverse()) {
      const found = nameWithLegalForm(line.text.slice(start, columns[index + 1]), countryCode)
      if (found) return { name: whole(found.name), afterLabel: true }
    }
    const inLine = nameWithLegalForm(line.text.slice(line.text.lastIndexOf(':') + 1), countryCode)
    const found = inLine && { ...inLine, name: whole(inLine.name) }
    if (found?.afterLabel) return nameUnderMisreadLabel(lines, lineIndex, found.name, countryCode) ?? found
    if (found) return found
  }
  return null
}

/** A date at the start of `text`: 2020-08-24, 24.08.2020, 24/08/2020. */
function startsWithDate(text: string): boolean {
  return /^(?:\d{4}[-./ ]\d{1,2}[-./ ]\d{1,2}|\d{1,2}[-./ ]\d{1,2}[-./ ]\d{4})(?!\d)/.test(text)
}

/** The numbers of the country's formats in `text` that are no date fitting a format (2020-08-24 for ####-####). */
export function numbersNotDates(text: string, patterns: readonly NumberPattern[]): NumberMatch[] {
  return findNumbers(text, patterns).filter((match) => !startsWithDate(text.slice(match.index)))
}

function numberInLabelledValues(
  lines: readonly Line[],
  patterns: readonly NumberPattern[],
  countryCode: string,
): string | null {
  const values = valuesAfterLabels(lines, numberLabels, nameLabels, countryCode)
  for (const { value, next } of values) {
    const text = `${value}\n${next ?? ''}`
    // The number on the label's own line, or alone on the next line; never a date that fits its format.
    const [found] = numbersNotDates(text, patterns)
    if (found && found.index <= value.length) return found.number
  }
  for (const { value } of values) {
    const loose = looseNumberIn(value)
    if (loose && !startsWithDate(loose)) return loose
  }
  return null
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
function nameOf(lines: readonly Line[], countryCode: string): Pick<FoundFields, 'company_name' | 'nameFoundBy'> {
  const label = labelledName(lines, countryCode)
  const phrased = label === null || !endsWithCountryForm(label, countryCode) ? nameInPhrasing(lines, countryCode) : null
  const labelled = phrased !== null && endsWithCountryForm(phrased, countryCode) ? null : label
  const worded = labelled ?? phrased
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

/** Marks a signature or a stamp's frame leave in OCR text (backslashes, stray symbols), as spaces. */
const strokeMarks = /[\\™®©¢§¥]/g

/**
 * The fields in `ocrText`; with `pages` (the readings `ocrText` joins), lines carry their words'
 * places on OCR pages and text layers, and a name is also told by the page's layout.
 */
export function findCertificateFields(ocrText: string, countryCode: string, pages?: readonly PageText[]): FoundFields {
  const text = ocrText.replace(strokeMarks, ' ')
  const lines = pages ? pageLines(pages, (word) => word.replace(strokeMarks, ' ')) : plainLines(text)
  const patterns = numberPatternsOf(countryCode)
  const labelledNumber = numberInLabelledValues(lines, patterns, countryCode)
  const formatNumber = labelledNumber === null ? (numbersNotDates(text, patterns)[0]?.number ?? null) : null
  return {
    ...nameOf(lines, countryCode),
    registration_number: labelledNumber ?? formatNumber,
    numberFoundBy: labelledNumber !== null ? 'label' : formatNumber !== null ? 'format' : null,
  }
}

export function extractCertificateFields(text: string, countryCode: string): CertificateFields {
  const { company_name, registration_number } = findCertificateFields(text, countryCode)
  return { company_name, registration_number }
}
