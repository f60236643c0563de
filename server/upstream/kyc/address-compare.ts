import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import { countries } from '@contract/countries'
import { asciiWords } from '../aml/matching/normalise'
import { findDates } from './written-dates'

/**
 * Address comparison (ADR 0011): both sides transliterated, lower case, without punctuation, street
 * words abbreviated one way (Street = St., Straße = Str.), compared as words in any order and over
 * any line breaks. OCR slips of one letter in longer words are forgiven; numbers must be exact.
 */
const ABBREVIATIONS: Record<string, string> = {
  street: 'st', str: 'st', strasse: 'st', strase: 'st', straat: 'st', stra: 'st',
  avenue: 'ave', av: 'ave', avda: 'ave', avenida: 'ave',
  road: 'rd', drive: 'dr', lane: 'ln', place: 'pl', platz: 'pl', plaza: 'pl', square: 'sq', court: 'ct', crescent: 'cres',
  boulevard: 'blvd', bd: 'blvd', bvd: 'blvd', terrace: 'ter', highway: 'hwy', parkway: 'pkwy', close: 'cl', gardens: 'gdns',
  apartment: 'apt', appartement: 'apt', flat: 'apt', suite: 'ste', floor: 'fl', building: 'bldg', number: 'no', nr: 'no',
  north: 'n', south: 's', east: 'e', west: 'w', saint: 'st', mount: 'mt', weg: 'wg', gasse: 'g', allee: 'al', rue: 'r',
  united: 'united', kingdom: 'kingdom',
}

/** Words of an address, normalised; `Heidestraße 17` → `heide st 17` (a trailing straße/strasse is split off). */
export function addressWords(text: string): string[] {
  const words = asciiWords(text.replace(/(stra(?:ss|ß)e|str\.)(?=\s|,|\d|$)/gi, ' $1'))
  return words.map((word) => ABBREVIATIONS[word] ?? word)
}

function sameWord(a: string, b: string): boolean {
  if (a === b) return true
  if (/\d/.test(a) || /\d/.test(b) || Math.min(a.length, b.length) < 5) return false
  return damerauLevenshtein(a, b) <= 1
}

/** Share of `wanted`'s words (as a multiset) found among `found`'s. */
export function wordCoverage(wanted: readonly string[], found: readonly string[]): number {
  if (wanted.length === 0) return 0
  const pool = [...found]
  let hits = 0
  for (const word of wanted) {
    const at = pool.findIndex((candidate) => sameWord(word, candidate))
    if (at >= 0) {
      hits += 1
      pool.splice(at, 1)
    }
  }
  return hits / wanted.length
}

/** Words that show a line is an address: street words, or the label. */
const ADDRESS_MARKERS = new Set(['st', 'ave', 'rd', 'dr', 'ln', 'pl', 'sq', 'ct', 'blvd', 'wg', 'r', 'address', 'adresse', 'anschrift', 'direccion', 'indirizzo'])

export function looksLikeAddress(line: string): boolean {
  // A line with a date is a bill's date line, not an address line.
  if (findDates(line).length > 0) return false
  const words = addressWords(line)
  return words.some((w) => ADDRESS_MARKERS.has(w)) || (words.some((w) => /\d/.test(w)) && words.some((w) => /^[a-z]{3,}$/.test(w)) && /\b\d{4,5}\b|\b[A-Z]{1,2}\d/.test(line))
}

/** Best coverage of the provided address by up to `span` consecutive lines of the document. */
export function bestAddressCoverage(fullAddress: string, documentLines: readonly string[], span = 5): number {
  const wanted = addressWords(fullAddress)
  const lineWords = documentLines.map(addressWords)
  let best = 0
  for (let start = 0; start < lineWords.length; start += 1) {
    const window: string[] = []
    for (let end = start; end < Math.min(lineWords.length, start + span); end += 1) {
      window.push(...(lineWords[end] ?? []))
      best = Math.max(best, wordCoverage(wanted, window))
    }
  }
  return best
}

const COUNTRY_ALIASES: Record<string, string[]> = {
  GB: ['uk', 'great britain', 'england', 'scotland', 'wales', 'northern ireland'],
  US: ['usa', 'united states of america', 'u s a'],
  DE: ['deutschland'],
  FR: ['republique francaise'],
  ES: ['espana'],
  IT: ['italia'],
  NL: ['nederland', 'the netherlands'],
  CH: ['schweiz', 'suisse', 'svizzera'],
  AT: ['osterreich', 'oesterreich'],
  AE: ['uae'],
}

/** Alpha-2 codes of every country named in `text` (display names and common local names). */
export function countriesNamed(text: string): string[] {
  const haystack = ` ${asciiWords(text).join(' ')} `
  const found: string[] = []
  for (const country of countries) {
    const names = [asciiWords(country.displayName).join(' '), ...(COUNTRY_ALIASES[country.alpha2] ?? [])]
    if (names.some((name) => haystack.includes(` ${name} `))) found.push(country.alpha2)
  }
  return found
}
