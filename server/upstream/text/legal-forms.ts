import { readFileSync } from 'node:fs'
import { asciiWords } from './ascii-words'

/**
 * Legal forms of companies from the table in `data/legal-forms.tsv` (taken from OpenSanctions'
 * rigour `org_types`, see data/README.md), read once at start: every way a form is written, as
 * words, leads to its compare name (AKTIENGESELLSCHAFT = AG, SP. Z O.O. = SPZOO) and generic type
 * (AG and PJSC are both joint-stock companies; AG and GmbH are not the same form).
 */

export interface LegalForm {
  /** The form's compare name, lower-case ASCII: `ag`, `gmbh`, `spzoo`. */
  form: string
  /** Its generic type: `jsc`, `llc`, `lp`… */
  generic: string
}

/** Common English words of company names that the table leaves out, kept as legal forms (ADR 0006). */
const englishForms: Array<[string, string, string]> = [
  ['company', 'co', 'llc'],
  ['co', 'co', 'llc'],
  ['corporation', 'corp', 'llc'],
  ['corp', 'corp', 'llc'],
  ['establishment', 'est', 'sp'],
  ['est', 'est', 'sp'],
  ['cia', 'co', 'llc'],
  ['compania', 'co', 'llc'],
  ['societe', 'co', 'llc'],
  ['sociedad', 'co', 'llc'],
  ['ooo', 'ooo', 'llc'],
  ['oao', 'oao', 'jsc'],
  ['pao', 'pao', 'jsc'],
  ['zao', 'zao', 'jsc'],
  ['ao', 'ao', 'jsc'],
  ['tbk', 'tbk', 'jsc'],
  ['kk', 'kk', 'jsc'],
  ['sal', 'sal', 'jsc'],
  ['pvt', 'pvt', 'llc'],
  ['pte', 'pte', 'llc'],
  ['pty', 'pty', 'llc'],
  ['sdn', 'sdn', 'llc'],
  ['lda', 'lda', 'llc'],
]

/** Word sequences of at most this many words are looked up as one form. */
const longestForm = 10

function loadForms(): Map<string, LegalForm> {
  const text = readFileSync(new URL('./data/legal-forms.tsv', import.meta.url), 'utf8')
  const byWords = new Map<string, LegalForm>()
  const add = (words: string[], form: LegalForm) => {
    if (words.length === 0 || words.length > longestForm) return
    const key = words.join(' ')
    if (!byWords.has(key)) byWords.set(key, form)
    // Written without spaces (SPZOO, SADECV) it is the same form.
    if (words.length > 1 && !byWords.has(words.join(''))) byWords.set(words.join(''), form)
  }
  for (const [lineNo, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue
    const [name, generic, aliases] = line.split('\t')
    if (!name || !generic || aliases === undefined)
      throw new Error(`legal-forms.tsv line ${lineNo + 1}: expected form, generic type and aliases`)
    const form = { form: asciiWords(name).join(''), generic: generic.toLowerCase() }
    add(asciiWords(name), form)
    for (const alias of aliases.split('|')) add(asciiWords(alias), form)
  }
  for (const [word, form, generic] of englishForms) if (!byWords.has(word)) byWords.set(word, { form, generic })
  // Every form also as written with the short forms of its words: LTD LIABILITY CO = LIMITED LIABILITY COMPANY.
  for (const [key, form] of [...byWords]) {
    const short = shortened(byWords, key.split(' '))
    if (!byWords.has(short)) byWords.set(short, form)
  }
  return byWords
}

/** Words that are a legal form alone written as that form's name (LIMITED → LTD, COMPANY → CO). */
function shortened(byWords: ReadonlyMap<string, LegalForm>, words: readonly string[]): string {
  return words.length > 1 ? words.map((w) => byWords.get(w)?.form ?? w).join(' ') : words.join(' ')
}

const forms = loadForms()
/** The first words of the forms (written out and shortened), and how many words the longest form starting with each has. */
const starts = new Map<string, number>()
const spellingsOf = new Map<string, string[]>()
for (const [key, form] of forms)
  if (!key.includes(' ')) spellingsOf.set(form.form, [...(spellingsOf.get(form.form) ?? []), key])
for (const key of forms.keys()) {
  const words = key.split(' ')
  const first = words[0] ?? ''
  for (const spelling of [first, ...(spellingsOf.get(first) ?? [])])
    starts.set(spelling, Math.max(starts.get(spelling) ?? 0, words.length))
}

/** How many words the longest legal form starting with `word` has (0: none starts with it). */
export function longestFormFrom(word: string): number {
  return starts.get(word) ?? 0
}

/** The legal form written by these words, if they are one. */
export function legalFormOf(words: readonly string[]): LegalForm | undefined {
  return forms.get(words.join(' ')) ?? (words.length > 1 ? forms.get(shortened(forms, words)) : undefined)
}
