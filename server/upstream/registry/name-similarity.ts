import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import jaroWinkler from 'talisman/metrics/jaro-winkler.js'
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

export function closeness(allQueryWords: readonly string[], normalisedName: string, ignoredWords: ReadonlySet<string>): Closeness {
  const queryWords = significantWords(allQueryWords, ignoredWords)
  const all = wordsOf(normalisedName)
  const significant = all.filter((w) => !ignoredWords.has(w))
  const nameWords = significant.length > 0 ? significant : all
  if (queryWords.length === 0 || nameWords.length === 0) return { wordScore: 0, score: 0 }
  let sum = 0
  for (const queryWord of queryWords) {
    let best = 0
    for (const nameWord of nameWords) {
      const similarity = wordSimilarity(queryWord, nameWord)
      if (similarity > best) best = similarity
      if (best === 1) break
    }
    sum += best
  }
  const wordScore = sum / queryWords.length
  const unmentioned = Math.max(0, nameWords.length - queryWords.length)
  return { wordScore, score: wordScore - Math.min(0.15, unmentioned * 0.03) }
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

/** The words that are not legal-form words, or all of them when nothing else is left. */
export function significantWords(words: readonly string[], ignoredWords: ReadonlySet<string>): readonly string[] {
  const significant = words.filter((w) => !ignoredWords.has(w))
  return significant.length > 0 ? significant : words
}
