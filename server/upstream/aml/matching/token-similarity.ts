import doubleMetaphone from 'talisman/phonetics/double-metaphone.js'
import type { TokenRule } from '../../text/name-tokens'
import { nicknamesAgree } from './nicknames'
import { romanisationKey, romanisedAlike } from './romanisation-key'
import { jaroWinkler, oneEditApart } from '../../text/word-metrics'

/**
 * How two tokens were found alike: the UI highlights them and the hit's features count them.
 * Besides the comparisons below, `joined` (words written together or apart), `initials` (JP = Jean
 * Pierre) and the rewriting rules of the name's words (`leetspeak`, `number`, `legal_form`) name why
 * two tokens became equal.
 */
export type TokenMatchKind =
  | 'exact'
  | 'phonetic'
  | 'typo'
  | 'short_typo'
  | 'nickname'
  | 'initial'
  | 'initials'
  | 'reversed'
  | 'transliteration'
  | 'romanisation'
  | 'joined'
  | TokenRule

export interface TokenKeys {
  text: string
  skeleton: string
  metaphone: string
  /** The consonants alone (vowels, W and Y dropped, doubles single): what a script without vowels writes (MHMD). */
  consonants: string
  /** From a script whose Latin vowels are guesses (Arabic MHMD, Khmer HON): only its consonants count. */
  vowelsUnsure: boolean
  hasDigit: boolean
  /** The gender a Slavic surname's ending gives, if any. */
  gender: 'f' | 'm' | null
  /** A Slavic patronymic (IVANOVICH, PETROVNA). */
  patronymic: boolean
  /** One spelling for Chinese and Korean romanisations (ZEDONG = TSETUNG), when the word is made of their syllables. */
  romanised: string | null
}

/**
 * A spelling-insensitive key of a word, for transliteration variants: common digraphs folded
 * (kh→h, dh→d, ph→f…), an initial X read SH (Xi = Shi), an initial C, G or Q read K (QADHAFI =
 * GADDAFI, GIM = KIM), y→i, doubled letters collapsed, then the consonant skeleton kept after the
 * first letter. MUHAMMAD / MOHAMMED / MOKHAMMED → `mhmd`.
 */
export function skeletonKey(word: string): string {
  if (/\d/.test(word)) return word
  const folded = word
    .replace(/^x/, 'sh')
    .replace(/^[cgq]/, 'k')
    .replace(/kh/g, 'h')
    .replace(/dh/g, 'd')
    .replace(/th/g, 't')
    .replace(/gh/g, 'g')
    .replace(/ph/g, 'f')
    .replace(/(dzh|dj|zh)/g, 'j')
    .replace(/(sch|sh|ch)/g, 'sh')
    .replace(/ck/g, 'k')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1')
  const initial = folded[0] ?? ''
  const first = 'aeiou'.includes(initial) ? 'a' : initial
  return (
    first +
    folded
      .slice(1)
      .replace(/[aeiou]/g, '')
      .replace(/(.)\1+/g, '$1')
  )
}

function consonantsOf(word: string): string {
  return word.replace(/[aeiouwy]/g, '').replace(/(.)\1+/g, '$1')
}

/** Keys of a token; `vowelsUnsure` when its word comes from a script whose Latin vowels are guesses. */
export function keysOf(text: string, vowelsUnsure = false): TokenKeys {
  const hasDigit = /\d/.test(text)
  return {
    text,
    skeleton: skeletonKey(text),
    metaphone: hasDigit ? text : doubleMetaphone(text)[0],
    consonants: hasDigit ? text : consonantsOf(text),
    vowelsUnsure: vowelsUnsure && !hasDigit,
    hasDigit,
    gender: surnameGender(text),
    patronymic: patronymic.test(text),
    romanised: hasDigit ? null : romanisationKey(text),
  }
}

/** First letters that transliterations swap: any vowel (USAMA / OSAMA), C / G / K / Q. */
function initialOf(text: string): string {
  const first = text[0] ?? ''
  if ('aeiouy'.includes(first)) return 'a'
  return 'cgq'.includes(first) ? 'k' : first
}

const patronymic = /(?:ovich|evich|ovych|evych|ovna|evna|ichna)$/

/** Slavic surnames are written for a woman or a man: BARINOVA is not BARANOV, PUTINA not PUTIN. */
function surnameGender(text: string): 'f' | 'm' | null {
  if (/(?:ova|eva|yova|ina|yna|skaya|tskaya)$/.test(text)) return 'f'
  if (/(?:ov|ev|in|yn|skiy|skii|sky|ski)$/.test(text)) return 'm'
  return null
}

const vowelsOf = (w: string) => w.replace(/y/g, 'i').replace(/[^aeiou]/g, '')

/** The vowels of `short` appear in `long` in their order. */
function within(short: string, long: string): boolean {
  let at = 0
  for (const v of long) if (v === short[at]) at++
  return at === short.length
}

/** The vowels of one word are those of the other with some left out, or differ only in an opening vowel (OMAR / UMAR). */
function vowelsAlike(a: string, b: string): boolean {
  const [va, vb] = [vowelsOf(a), vowelsOf(b)]
  if (within(va, vb) || within(vb, va)) return true
  return 'aeiou'.includes(a[0] ?? '') && 'aeiou'.includes(b[0] ?? '') && va.slice(1) === vb.slice(1)
}

export interface TokenSimilarity {
  score: number
  kind: TokenMatchKind
  /** A typo found by Jaro-Winkler alone, not one edit: PEREIRA / PERIA. */
  loose?: true
}

/**
 * Similarity of two name tokens, or null when they are different words. Numbers match only
 * exactly. Persons: an initial agrees with a name it begins (0.85), a nickname with its name (0.9).
 * Tokens of three letters or fewer match only exactly or by the same consonant skeleton (ABU /
 * ABOU); longer ones also by Double Metaphone, one Damerau-Levenshtein edit (a typo or a swap), a
 * high Jaro-Winkler score (transliteration variants) or written backwards; a short word with another
 * vowel is another word (DENG / DONG). A word from a script whose Latin vowels are guesses agrees with
 * one of the same consonants (MHMD = MUHAMMAD, HON = HUN). Slavic surnames of the other gender
 * never agree.
 */
export function tokenSimilarity(a: TokenKeys, b: TokenKeys, person: boolean): TokenSimilarity | null {
  if (a.text === b.text) return { score: 1, kind: 'exact' }
  if (a.hasDigit || b.hasDigit) return null
  const shorter = Math.min(a.text.length, b.text.length)
  if (person && shorter === 1) return a.text[0] === b.text[0] ? { score: 0.85, kind: 'initial' } : null
  if (person && nicknamesAgree(a.text, b.text)) return { score: 0.9, kind: 'nickname' }
  if (a.vowelsUnsure || b.vowelsUnsure)
    return a.consonants === b.consonants && a.consonants.length >= 2 ? { score: 0.85, kind: 'transliteration' } : null
  if (a.gender && b.gender && a.gender !== b.gender) return null
  // A patronymic is not the surname it comes from: IVANOVICH is not IVANOV.
  if ((a.patronymic && b.gender === 'm') || (b.patronymic && a.gender === 'm')) return null
  if (shorter >= 5 && oneEditApart(a.text, b.text)) return { score: 0.9, kind: 'typo' }
  // Pinyin's initial X is SH in other systems (XI = SHI).
  const x = a.text[0] === 'x' ? `sh${a.text.slice(1)}` : a.text
  const y = b.text[0] === 'x' ? `sh${b.text.slice(1)}` : b.text
  // Sound-alike rules need words of comparable length: an acronym (RNT) is not RUNTE.
  const sameStart = initialOf(x) === initialOf(y) && Math.min(x.length, y.length) / Math.max(x.length, y.length) >= 0.75
  const jw =
    shorter >= 5 || (sameStart && (a.skeleton === b.skeleton || a.metaphone === b.metaphone)) ? jaroWinkler(x, y) : 0
  // Same sounds written differently; the Jaro-Winkler floor keeps PUTIN apart from POTANIN (both PTN).
  // A short word with another vowel is another syllable (DENG / DONG, GUO / GAO); one with a vowel more is not (JONG / JEONG).
  const soundAlike = sameStart && jw >= 0.75 && (shorter > 4 || vowelsAlike(x, y))
  if (soundAlike && Math.min(x.length, y.length) >= 3 && a.skeleton === b.skeleton)
    return { score: 0.92, kind: 'phonetic' }
  // Pinyin and Wade-Giles, RR and McCune-Reischauer (ZEDONG / TSETUNG, EUN / UN).
  if (romanisedAlike(a.text, a.romanised, b.text, b.romanised)) return { score: 0.88, kind: 'romanisation' }
  if (shorter > 3 && soundAlike && a.metaphone === b.metaphone && a.metaphone.length >= 2)
    return { score: 0.9, kind: 'phonetic' }
  // A slip in a short word (IVAN / IAN, SARI / SATI) is also how other names differ (MARK / MARY):
  // it scores lower, and the matcher takes it only beside words that agree by their letters. Another
  // vowel is another syllable still (DENG / DONG).
  if (
    shorter >= 3 &&
    shorter < 5 &&
    Math.max(a.text.length, b.text.length) >= 4 &&
    oneEditApart(a.text, b.text) &&
    vowelsAlike(a.text, b.text)
  )
    return { score: 0.8, kind: 'short_typo' }
  if (shorter <= 3) return null
  if (shorter >= 5 && jw >= 0.9) return { score: jw * 0.95, kind: 'typo', loose: true }
  if (a.text.length === b.text.length && a.text[0] === b.text.at(-1) && [...a.text].reverse().join('') === b.text)
    return { score: 0.9, kind: 'reversed' }
  return null
}
