import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import jaroWinkler from 'talisman/metrics/jaro-winkler.js'
import doubleMetaphone from 'talisman/phonetics/double-metaphone.js'
import { skeletonKey } from './normalise'

/** How two tokens were found alike: the UI highlights them and the hit's features count them. */
export type TokenMatchKind = 'exact' | 'phonetic' | 'typo'

export interface TokenKeys {
  text: string
  skeleton: string
  metaphone: string
  hasDigit: boolean
}

export function keysOf(text: string): TokenKeys {
  const hasDigit = /\d/.test(text)
  return { text, skeleton: skeletonKey(text), metaphone: hasDigit ? text : doubleMetaphone(text)[0], hasDigit }
}

/** First letters that transliterations swap: any vowel (USAMA / OSAMA), C / K / Q. */
function initialOf(text: string): string {
  const first = text[0] ?? ''
  if ('aeiouy'.includes(first)) return 'a'
  return first === 'c' || first === 'q' ? 'k' : first
}

export interface TokenSimilarity {
  score: number
  kind: TokenMatchKind
}

/**
 * Similarity of two name tokens, or null when they are different words. Numbers match only
 * exactly; tokens of three letters or fewer only exactly or by the same consonant skeleton (ABU /
 * ABOU); longer ones also by Double Metaphone, one Damerau-Levenshtein edit (a typo or a swap) or a
 * high Jaro-Winkler score (transliteration variants).
 */
export function tokenSimilarity(a: TokenKeys, b: TokenKeys): TokenSimilarity | null {
  if (a.text === b.text) return { score: 1, kind: 'exact' }
  if (a.hasDigit || b.hasDigit) return null
  const shorter = Math.min(a.text.length, b.text.length)
  if (shorter >= 5 && damerauLevenshtein(a.text, b.text) === 1) return { score: 0.9, kind: 'typo' }
  const jw = jaroWinkler(a.text, b.text)
  // Sound-alike rules need words of comparable length: an acronym (RNT) is not RUNTE.
  const sameStart = initialOf(a.text) === initialOf(b.text) && shorter / Math.max(a.text.length, b.text.length) >= 0.75
  // Same sounds written differently; the Jaro-Winkler floor keeps PUTIN apart from POTANIN (both PTN).
  if (shorter >= 3 && sameStart && a.skeleton === b.skeleton && jw >= 0.75) return { score: 0.92, kind: 'phonetic' }
  if (shorter <= 3) return null
  if (sameStart && a.metaphone === b.metaphone && a.metaphone.length >= 2 && jw >= 0.75) return { score: 0.9, kind: 'phonetic' }
  if (shorter >= 5 && jw >= 0.9) return { score: jw * 0.95, kind: 'typo' }
  return null
}
