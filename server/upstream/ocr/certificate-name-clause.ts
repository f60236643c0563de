import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import { foldedLabel } from './certificate-misread-labels'
import type { TextLine } from './text-lines'

/**
 * The clause that names a company in a certificate's or a registry letter's sentence ("… hereby
 * certifies that X", "We are pleased to confirm that X", "wir bestätigen Ihnen hiermit, dass die
 * Gesellschaft X"), told word by word within OCR errors (ADR 0111): a certifying or confirming verb
 * of a served language, a few words, and the conjunction its language writes after it, then the
 * word for "the company" if printed. A fax's or a fold's misread words (`pleased 12 confirm thai`)
 * still show where the name starts; the verbs and conjunctions, not one wording, make the clause.
 */

/** Each served language's certifying and confirming verbs (their stems, as compared) and the conjunction after them. */
const clauses: ReadonlyArray<{ verbs: readonly string[]; conjunction: string }> = [
  { verbs: ['certif', 'confirm'], conjunction: 'that' },
  { verbs: ['bestatig', 'bescheinig'], conjunction: 'dass' },
  // French, Spanish and Portuguese (`certifie`, `certifica`, `confirmer`, `confirmamos`, `confirmar`, `atteste`).
  { verbs: ['certif', 'confirm', 'attest'], conjunction: 'que' },
  { verbs: ['certific', 'conferm', 'attest'], conjunction: 'che' },
  { verbs: ['verklaar', 'bevestig'], conjunction: 'dat' },
  { verbs: ['intyg', 'bekraft'], conjunction: 'att' },
  // Danish and Norwegian.
  { verbs: ['bekræft', 'bekreft', 'attester'], conjunction: 'at' },
  { verbs: ['todista', 'vahvista'], conjunction: 'etta' },
  // Polish and Czech (`że`, `že` folded alike).
  { verbs: ['zaswiadcz', 'potwierdz', 'potvrz', 'osvedc'], conjunction: 'ze' },
]

/** The words for "the company" a sentence prints before the name (the sentence's, not the name's). */
const companyWords = [
  'die gesellschaft',
  'die firma',
  'la societe',
  'la sociedad',
  'la societa',
  'a sociedade',
  "l'impresa",
  'de vennootschap',
  'de rechtspersoon',
  'spolka',
  'spolecnost',
  'bolaget',
  'selskabet',
  'selskapet',
  'yhtio',
].map(foldedLabel)

/** Words the verb and the conjunction may have between them (`bekrefter med dette at`, `bestätigen Ihnen hiermit, dass`). */
const wordsBetweenAtMost = 3

/** Whether a word read is within one OCR error per five letters of `printed` (folded alike), its first letter kept. */
function nearly(read: string, printed: string): boolean {
  return read[0] === printed[0] && damerauLevenshtein(read, printed) <= Math.floor(printed.length / 5)
}

/** Whether `word` (folded) opens with `stem`, within one OCR error per five letters, its first letter kept. */
function opensWithStem(word: string, stem: string): boolean {
  return [0, 1, -1].some((more) => word.length >= stem.length + more && nearly(word.slice(0, stem.length + more), stem))
}

/**
 * A conjunction of four letters or more read with one letter misread or two swapped (`thai`,
 * `etta`); a shorter one only as printed: one error in `at`, `dat` or `que` makes another word, and
 * so does a letter lost or added (`das` for `dass`).
 */
function isConjunction(word: string, conjunction: string): boolean {
  return conjunction.length >= 4 && word.length === conjunction.length
    ? word[0] === conjunction[0] && damerauLevenshtein(word, conjunction) <= 1
    : word === conjunction
}

interface PlacedWord {
  lineIndex: number
  /** Where the word starts on its line. */
  start: number
  folded: string
}

/**
 * Where a name follows a certifying or confirming clause told within OCR errors: the line and the
 * offset on it where the words after the clause (and after the word for "the company") start; a
 * clause ending its line gives the next line's start. Clauses may run over a line's end.
 */
export function clauseEnds(lines: readonly TextLine[]): Array<{ lineIndex: number; offset: number }> {
  const words: PlacedWord[] = lines.flatMap((line, lineIndex) =>
    [...line.text.matchAll(/\S+/g)].map((match) => ({
      lineIndex,
      start: match.index,
      folded: foldedLabel(match[0]),
    })),
  )
  const ends: Array<{ lineIndex: number; offset: number }> = []
  for (const [index, word] of words.entries()) {
    // The conjunction of a language whose verb the word is (`confirm…` is English, French and Spanish).
    const conjunctionAt = clauses
      .filter((clause) => clause.verbs.some((stem) => opensWithStem(word.folded, stem)))
      .map(({ conjunction }) => {
        // The conjunction as printed first, where the window holds it: a misread one is a guess.
        const window = words.slice(index + 1, index + 2 + wordsBetweenAtMost)
        const printed = window.findIndex((next) => next.folded === conjunction)
        return printed >= 0 ? printed : window.findIndex((next) => isConjunction(next.folded, conjunction))
      })
      .filter((at) => at >= 0)
    if (conjunctionAt.length === 0) continue
    let last = index + 1 + Math.min(...conjunctionAt)
    // The word for "the company", of one word or two, where a word of the name follows it.
    for (const count of [2, 1]) {
      const phrase = words.slice(last + 1, last + 1 + count)
      const read = phrase.map((next) => next.folded).join(' ')
      if (
        phrase.length === count &&
        words[last + 1 + count] !== undefined &&
        companyWords.some((printed) => nearly(read, printed))
      ) {
        last += count
        break
      }
    }
    const end = words[last]
    const next = words[last + 1]
    if (end === undefined || next === undefined) continue
    ends.push({ lineIndex: next.lineIndex, offset: next.lineIndex === end.lineIndex ? next.start : 0 })
  }
  return ends
}
