import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import jaroWinkler from 'talisman/metrics/jaro-winkler.js'
import { type LegalFormWords, stripLegalAffixes } from './legal-form-words'
import { wordsOf } from './normalise'

/**
 * Closeness of a company name to a (possibly misspelt) query, used by version 2 fuzzy search.
 * Each query word is paired with its most similar word of the name (Jaro-Winkler, or
 * 1 - Damerau-Levenshtein/length when that is kinder to a transposition); the mean of those is the
 * word score. Legal-form words (GmbH, Ltd…) count on neither side. Name words the query does not
 * mention cost a little, so "Schmidt Bau GmbH" ranks above "Schmidt Bau Logistik GmbH" for
 * "schmidt bau".
 */
export const TOLERANT_THRESHOLD = 0.84

export function wordSimilarity(queryWord: string, nameWord: string): number {
  if (queryWord === nameWord) return 1
  if (queryWord.length < 3) return nameWord.startsWith(queryWord) ? 0.9 : 0
  const jw = jaroWinkler(queryWord, nameWord)
  const longest = Math.max(queryWord.length, nameWord.length)
  const edit = 1 - damerauLevenshtein(queryWord, nameWord) / longest
  return Math.max(jw, edit)
}

export interface Closeness {
  /** Mean best similarity of the query words, in [0, 1]. */
  wordScore: number
  /** wordScore minus the small cost of unmentioned name words: the ranking key. */
  score: number
}

export function closeness(queryWords: readonly string[], normalisedName: string, forms: LegalFormWords): Closeness {
  const stripped = stripLegalAffixes(normalisedName, forms)
  const nameWords = wordsOf(stripped)
  // A query that misspells a glued-on legal form (株式社会…) still compares with the full name.
  if (stripped !== normalisedName) nameWords.push(...wordsOf(normalisedName))
  if (queryWords.length === 0 || nameWords.length === 0) return { wordScore: 0, score: 0 }
  const nameBest = new Array<number>(nameWords.length).fill(0)
  let sum = 0
  for (const queryWord of queryWords) {
    let best = 0
    nameWords.forEach((nameWord, i) => {
      const similarity = wordSimilarity(queryWord, nameWord)
      if (similarity > best) best = similarity
      if (similarity > (nameBest[i] ?? 0)) nameBest[i] = similarity
    })
    sum += best
  }
  const wordScore = sum / queryWords.length
  // Significant name words (of the stripped name) that no query word comes close to.
  let unmentioned = 0
  wordsOf(stripped).forEach((word, i) => {
    if (!forms.words.has(word) && (nameBest[i] ?? 0) < TOLERANT_THRESHOLD) unmentioned++
  })
  return { wordScore, score: wordScore - Math.min(0.15, unmentioned * 0.03) }
}

/** The words of a query that tolerant search compares: legal forms left out unless nothing else is left. */
export function queryWordsOf(normalisedQuery: string, forms: LegalFormWords): string[] {
  const words = wordsOf(stripLegalAffixes(normalisedQuery, forms))
  const significant = words.filter((w) => !forms.words.has(w))
  return significant.length > 0 ? significant : words
}

/**
 * The words plus their one-typo neighbours (adjacent letters swapped, one letter dropped), whose
 * trigrams find "pagac" from "paagc" when the two share no trigram.
 */
export function typoVariants(words: readonly string[], maxLength = Number.POSITIVE_INFINITY): string[] {
  const variants = new Set(words)
  for (const word of words) {
    const chars = [...word]
    if (chars.length < 4 || chars.length > maxLength) continue
    for (let i = 0; i + 1 < chars.length; i++) {
      const swapped = [...chars]
      ;[swapped[i], swapped[i + 1]] = [chars[i + 1] as string, chars[i] as string]
      variants.add(swapped.join(''))
    }
    for (let i = 0; i < chars.length; i++) variants.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''))
  }
  return [...variants]
}

/** Distinct trigrams of the words (of 3 or more characters) of a normalised query. */
export function trigramsOf(words: readonly string[]): string[] {
  const grams = new Set<string>()
  for (const word of words) {
    const chars = [...word]
    for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''))
  }
  return [...grams]
}
