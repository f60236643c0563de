import { fieldLabels } from './certificate-label-patterns'
import { firstLabel } from './certificate-labels'
import {
  endedAtLegalForm,
  endsWithCountryForm,
  endsWithFormWord,
  withWrappedLegalForm,
} from './certificate-legal-forms'
import { cleanName, isNotAName, nameEnd, notAName } from './certificate-name-text'
import { continuesUnder, type TextLine } from './text-lines'

/**
 * The words opening `next` that complete `value` as a name ending with one of the country's legal
 * forms, when `value` ends with none (ADR 0045): a long name wrapped in the sentence or block it
 * stands in ("Streich Investments Price &" / "Frami-Koss Pte. Ltd."; "… la sociedad Crescent Uribe
 * Anguiano" / "Inversiones Cazares Ceja S.L. figura inscrita …"). What follows them on `next`, if
 * anything, runs on in lower case: the sentence goes on, the name has ended.
 */
function wrappedNameEnd(value: string, next: string, countryCode: string): string | null {
  if (endsWithFormWord(value, countryCode) || notAName.test(next)) return null
  const words = next.split(' ')
  for (let count = 1; count <= words.length; count++) {
    const rest = words.slice(count).join(' ')
    const head = words.slice(0, count).join(' ')
    if ((rest === '' || /^\p{Ll}/u.test(rest)) && endsWithCountryForm(`${value} ${head}`, countryCode)) return head
  }
  return null
}

/**
 * The name in a certifying sentence, starting on `lines[lineIndex]` at `offset` (the clause's end):
 * the line's rest, and with `wraps` the next line as the sentence goes on.
 */
export function nameAt(
  lines: readonly TextLine[],
  { lineIndex, offset }: { lineIndex: number; offset: number },
  countryCode: string,
  wraps = true,
): string | null {
  const [line, below] = [lines[lineIndex], lines[lineIndex + 1]]
  if (line === undefined) return null
  const first = line.text.slice(offset)
  const second = wraps ? below?.text : undefined
  // A line opening with a field's label is that field, not the name (ADR 0048).
  if (first.trim() === '' || firstLabel(first, fieldLabels)?.start === 0) return null
  // A name running on to the next line is joined when the sentence goes on after it there, and
  // the line held no whole name: one ending with the country's legal form has ended (ADR 0048).
  const runsOn =
    second !== undefined &&
    !nameEnd.test(first) &&
    !endsWithFormWord(first, countryCode) &&
    firstLabel(second, fieldLabels)?.start !== 0 &&
    nameEnd.test(`${first} ${second}`)
  // A long name wraps within its block: the next line starts under it or its line, or is centred with it.
  const wrapped =
    second !== undefined && below !== undefined && (line.words === undefined || continuesUnder(line, offset, below))
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
  // No name on the clause's line, only a mark's noise (`certifies that : ; E a`, ADR 0064): the
  // name on the next line, whole with its legal form.
  const next = second === undefined || firstLabel(second, fieldLabels)?.start === 0 ? null : second
  const nextName =
    next &&
    cleanName(endedAtLegalForm(withWrappedLegalForm(next, lines[lineIndex + 2]?.text, countryCode), countryCode))
  if (nextName && !isNotAName(nextName, countryCode) && endsWithCountryForm(nextName, countryCode)) return nextName
  return null
}

/** "… certifies that" / "X" / "is this day incorporated": the name in the certificate's sentence. */
export function nameInPhrasing(lines: readonly TextLine[], countryCode: string): string | null {
  const text = lines.map((line) => line.text).join('\n')
  // Each captures the rest of the line and the next one (a name may wrap).
  const phrasings = [
    /certif(?:y|ies|ied)\s+that\s*:?\s*\n?([^\n]+(?:\n[^\n]+)?)/diu,
    // "die Gesellschaft" also as OCR misreads it (`de Geselschaf`, ADR 0098): the sentence's words, not the name's.
    /(?:bescheinigt|best[äa]tigt),?\s+dass(?:\s+d\p{Ll}{0,2}\s+(?:ges\p{L}{2,4}sch\p{L}{0,3}|firma))?\s*:?\s*\n?([^\n]+(?:\n[^\n]+)?)/diu,
    /certifie\s+que(?:\s+la\s+soci[ée]t[ée])?\s*:?\s*\n?([^\n]+(?:\n[^\n]+)?)/diu,
    // "verklaart dat", and the passive "(wordt) verklaard dat".
    /verklaar[dt]\s+dat(?:\s+de\s+(?:rechtspersoon|vennootschap))?\s*:?\s*\n?([^\n]+(?:\n[^\n]+)?)/diu,
    // Italian registers write "l'impresa" (the enterprise) as often as "la società".
    /certifica\s+(?:que|che)(?:\s+(?:(?:la|[aà])\s+(?:sociedade|sociedad|societ[àa])|l['’]\s?impresa))?\s*:?\s*\n?([^\n]+(?:\n[^\n]+)?)/diu,
    // The certifying verbs of the other served languages (ADR 0064): Italian, French, Swedish,
    // Danish, Norwegian, Finnish, Polish, Czech (Portuguese `a sociedade` above); the comma OCR may
    // read as a full stop. The word for "the company" before the name is the sentence's (ADR 0069).
    // English alone reads the Czech ě as é (`osvédcuje`, ADR 0098).
    /(?:attesta\s+che|atteste\s+que|intygar[,.]?\s+att|(?:bekr[æa]fter|bekrefter|attesterer)(?:\s+hermed)?[,.]?\s+at|todistaa[,.]?\s+ett[äa]|za[śs]wiadcza[,.]?\s+[żz]e|potvrzuje[,.]?\s+[žz]e|osv[ěeé]d[čc]uje[,.]?\s+[žz]e)(?:\s+(?:la\s+societ[àa]|l['’]\s?impresa|la\s+soci[ée]t[ée]|spole[čc]nost|sp[óo][łl]ka|bolaget|selskabet|selskapet|yhti[öo]|firma)(?=\s))?\s*:?\s*\n?([^\n]+(?:\n[^\n]+)?)/diu,
    /certificate\s+of\s+incorporation\s+of\s+(?!(?:a|an|the)\s)([^\n]+)/diu,
    /(?:the\s+)?name\s+of\s+the\s+company\s+is\s+([^\n]+)/diu,
  ]
  for (const phrasing of phrasings) {
    const match = phrasing.exec(text)
    const start = match?.indices?.[1]?.[0]
    if (!match?.[1] || start === undefined) continue
    // Where the name starts: its line, and its offset there.
    const lineIndex = text.slice(0, start).split('\n').length - 1
    const offset = start - (text.lastIndexOf('\n', start - 1) + 1)
    const name = nameAt(lines, { lineIndex, offset }, countryCode, match[1].includes('\n'))
    if (name !== null) return name
  }
  return null
}
