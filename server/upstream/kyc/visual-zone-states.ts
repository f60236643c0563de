import anyAscii from 'any-ascii'
import countries from 'world-countries'
import { alpha3OfMrzCode } from './merge-readings'
import type { AboveZoneReader } from './visual-number-reread'

/**
 * The states a document's visual zone prints (ADR 0072). A zone's issuing state and nationality are
 * covered by no check digit; where two passes of Tesseract do not read a code ICAO knows alike, the
 * visual zone, read again enlarged above the zone, is the second, independent reading: it prints the
 * issuing state and the nationality as the code itself (`JPN`) or as the state's name, in its own
 * languages or in English, French or Spanish, the languages ICAO 9303 asks a visual zone to use beside
 * the state's own (`JAPAN`, `ROMÂNIA`, `REPUBLIKA HRVATSKA`, `SCHWEIZ`), or as the nationality's
 * English or French word (`JAPANESE`, `CANADIENNE`).
 */

/** Upper-case words of `text`, letters and digits only, diacritics spelled in plain letters (Â → A, Ø → O). */
const wordsOf = (text: string) =>
  anyAscii(text)
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)

/** A single-word name shorter than this is no evidence (a name's particle, a label's abbreviation). */
const SHORTEST_NAME = 4

/** The ways a visual zone writes the state of `alpha3`: each as its words. */
function namesOf(alpha3: string): string[][] {
  const country = countries.find((entry) => entry.cca3 === alpha3)
  if (!country) return []
  const names = [
    country.name.common,
    country.name.official,
    ...Object.values(country.name.native ?? {}).flatMap((native) => [native.common, native.official]),
    ...['fra', 'spa'].flatMap((language) => {
      const translation = country.translations[language]
      return translation ? [translation.common, translation.official] : []
    }),
    ...Object.values(country.demonyms ?? {}).flatMap((demonym) => [demonym.m, demonym.f]),
  ]
  return [...new Set(names.map((name) => wordsOf(name).join(' ')))]
    .map((name) => name.split(' '))
    .filter((words) => words.length > 1 || (words[0] ?? '').length >= SHORTEST_NAME)
}

/** Whether `words` (one line's) hold `name`'s words in a row, or all of them written together as one word. */
function holdsName(words: readonly string[], name: readonly string[]): boolean {
  const joined = name.join('')
  return words.some((_, start) => words[start] === joined || name.every((word, k) => words[start + k] === word))
}

/** Whether a line reads like a zone line (a filler, or a word of 12 characters with a digit): its words are the zone's own. */
const zoneLike = (line: string) =>
  line.includes('<') || wordsOf(line).some((word) => word.length >= 12 && /\d/.test(word))

/**
 * The codes among `codes` (as the zone writes them, fillers left out: `JPN`, `D`) that `texts` print:
 * the code itself as a word (three letters: a one-letter code is no evidence), or one of its names
 * (namesOf) that is none of the `holder`'s name words (a holder named GEORGIA or JORDAN prints no
 * state). Lines shaped like a zone line are left out.
 */
export function statesPrinted(
  texts: readonly string[],
  codes: readonly string[],
  holder: readonly string[] = [],
): string[] {
  const holderWords = new Set(holder.flatMap(wordsOf))
  const lines = texts
    .flatMap((text) => text.split('\n'))
    .filter((line) => !zoneLike(line))
    .map(wordsOf)
  return codes.filter((code) => {
    const names = namesOf(alpha3OfMrzCode(code)).filter((name) => !name.every((word) => holderWords.has(word)))
    return lines.some(
      (words) => (code.length === 3 && words.includes(code)) || names.some((name) => holdsName(words, name)),
    )
  })
}

/**
 * The states among `codes` that the visual zones above the document's zones print, read again
 * enlarged (visual-number-reread.ts): as they are, then, for the codes not found, cut at the ink's
 * level. Each preparation's reading stops once it has found every code asked of it.
 */
export async function statesPrintedAboveZone(
  above: AboveZoneReader,
  codes: readonly string[],
  holder: readonly string[],
): Promise<string[]> {
  if (codes.length === 0) return []
  const allOf = (asked: readonly string[]) => (texts: readonly string[]) =>
    statesPrinted(texts, asked, holder).length === asked.length
  const found = statesPrinted(await above('grey', allOf(codes)), codes, holder)
  const rest = codes.filter((code) => !found.includes(code))
  return rest.length === 0 ? found : [...found, ...statesPrinted(await above('ink', allOf(rest)), rest, holder)]
}
