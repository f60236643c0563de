import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import { asciiWords } from './ascii-words'

/**
 * Words of personal names as documents and people write them (ADR 0011): every script
 * transliterated, lower case, apostrophes joined (O'Neill = ONEILL), hyphens and fillers split
 * (Marie-Claire = MARIE<CLAIRE), and the spellings ICAO 9303 allows for one letter made one
 * (Ä = AE = A, Ö = Ø = OE = O, Ü = UE = U, Å = AA = A, Æ = AE, ß = SS = S), so Müller, MUELLER and
 * MULLER are one name; Cyrillic as ICAO writes it (Й = I, Я = IA).
 */
export function nameWords(name: string): string[] {
  return asciiWords(icaoCyrillic(name).replace(/</g, ' ')).map((word) =>
    word
      .replace(/ae|oe|ue|aa/g, (pair) => pair.charAt(0))
      .replace(/ss/g, 's')
      // Latin spellings of one Cyrillic or Greek sound: Dmitriy = Dmitrii = DMITRII, Yuliya = IULIIA.
      .replace(/(?:iy|yi|ii|ij)$/, 'i')
      .replace(/y(?=[aeiou])/g, 'i'),
  )
}

/** Cyrillic letters ICAO 9303 writes otherwise than a general transliteration (Й = I, Ю = IU, Я = IA, Ъ = IE). */
const ICAO_CYRILLIC: Record<string, string> = {
  й: 'i',
  ю: 'iu',
  я: 'ia',
  ъ: 'ie',
  ь: '',
  ё: 'e',
  є: 'ie',
  ї: 'i',
  і: 'i',
  ы: 'y',
}

function icaoCyrillic(name: string): string {
  return name.replace(/[йюяъьёєїіыЙЮЯЪЬЁЄЇІЫ]/g, (char) => {
    const latin = ICAO_CYRILLIC[char.toLowerCase()] ?? char
    return char === char.toLowerCase() ? latin : latin.toUpperCase()
  })
}

/** What OCR can make of a letter or digit: each class holds the characters it confuses. */
const SHAPE_CLASSES = ['o0qd', 'i1lj', 'b8', 's5', 'z2', 'g6', 'uv', 'ef', 'mn', 'c(']
const SHAPE: ReadonlyMap<string, string> = new Map(
  SHAPE_CLASSES.flatMap((members) => [...members].map((char) => [char, members.charAt(0)] as [string, string])),
)

/** A word as OCR sees its outline: look-alikes made one, rn = m, vv = w, doubled letters single. */
export function lookAlikeShape(word: string): string {
  const classes = [...word.toLowerCase()].map((char) => SHAPE.get(char) ?? char).join('')
  // n and m are one class, so "rn" read as "m" is "rm" = "m"; w is two v's.
  return classes
    .replace(/rm/g, 'm')
    .replace(/w/g, 'uu')
    .replace(/(.)\1+/g, '$1')
}

/**
 * Whether `read` can be an OCR reading of `word`: equal, or of the same outline and at most
 * `maxSlips` characters apart (Damerau–Levenshtein).
 */
export function readsAs(word: string, read: string, maxSlips: number): boolean {
  if (word === read) return true
  return maxSlips > 0 && lookAlikeShape(word) === lookAlikeShape(read) && damerauLevenshtein(word, read) <= maxSlips
}

export interface NameParts {
  givenNames: string | null | undefined
  surname: string | null | undefined
}

interface WordMatch {
  /** Words of each side that found no partner, in their order. */
  leftOver: [string[], string[]]
  /** Which of the right side's words were matched. */
  matchedRight: boolean[]
}

/** Pairs words of two names, each word once; `same` says when two words are one. */
export function pairWords(
  left: readonly string[],
  right: readonly string[],
  same: (a: string, b: string) => boolean,
): WordMatch {
  const matchedRight = right.map(() => false)
  const leftOver: string[] = []
  for (const word of left) {
    const at = right.findIndex((candidate, index) => !matchedRight[index] && same(word, candidate))
    if (at >= 0) matchedRight[at] = true
    else leftOver.push(word)
  }
  return { leftOver: [leftOver, right.filter((_, index) => !matchedRight[index])], matchedRight }
}

/** Words left over on both sides that are one name written together or apart ("De la Cruz" = "DELACRUZ"). */
export function joinedAlike(left: readonly string[], right: readonly string[]): boolean {
  return left.length > 0 && right.length > 0 && left.join('') === right.join('')
}
