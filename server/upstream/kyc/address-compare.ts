import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import { countries } from '@contract/countries'
import { asciiWords } from '../text/ascii-words'
import { readsAs } from '../text/document-names'
import { findDates } from './written-dates'

/**
 * Address comparison (ADR 0011): both sides transliterated, lower case, without punctuation, street
 * words abbreviated one way (Street = St., Straße = Str. = Strasse, Avenue = Ave = Av., Boulevard =
 * Bd = Blvd, Road = Rd…, in the served languages), postcodes written one way (SW1A 1AA = SW1A1AA,
 * 1012 AB = 1012AB, 00-950 = 00950, a ZIP+4 = its ZIP), compared as words in any order and over any
 * line breaks. Unit words (Apt, Flat, No., #) and the country (compared by the country check) are
 * not required. OCR slips of one letter in longer words are forgiven; numbers must be exact after
 * look-alikes are folded (l7 = 17).
 */
const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  str: 'st',
  strasse: 'st',
  strase: 'st',
  straat: 'st',
  stra: 'st',
  strada: 'st',
  calle: 'st',
  c: 'st',
  carrer: 'st',
  rua: 'st',
  via: 'st',
  ulica: 'st',
  ul: 'st',
  utca: 'st',
  gatan: 'st',
  gata: 'st',
  gade: 'st',
  ulitsa: 'st',
  avenue: 'ave',
  av: 'ave',
  avda: 'ave',
  avenida: 'ave',
  aleja: 'ave',
  al: 'ave',
  allee: 'ave',
  viale: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  laan: 'ln',
  place: 'pl',
  platz: 'pl',
  plaza: 'pl',
  piazza: 'pl',
  pza: 'pl',
  plac: 'pl',
  praca: 'pl',
  square: 'sq',
  court: 'ct',
  crescent: 'cres',
  boulevard: 'blvd',
  bd: 'blvd',
  bvd: 'blvd',
  blv: 'blvd',
  bld: 'blvd',
  terrace: 'ter',
  highway: 'hwy',
  parkway: 'pkwy',
  close: 'cl',
  gardens: 'gdns',
  mews: 'mews',
  apartment: 'apt',
  appartement: 'apt',
  flat: 'apt',
  unit: 'apt',
  suite: 'ste',
  floor: 'fl',
  etage: 'fl',
  piso: 'fl',
  building: 'bldg',
  number: 'no',
  nr: 'no',
  numero: 'no',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  saint: 'st',
  sankt: 'st',
  mount: 'mt',
  weg: 'wg',
  gasse: 'g',
  rue: 'r',
  chemin: 'ch',
  route: 'rte',
}

/** Words that name a unit or a number's kind: written on one side, often left out on the other. */
const UNIT_WORDS = new Set(['apt', 'ste', 'fl', 'bldg', 'no'])

/** Postcodes written one way before the words are split (on both sides alike). */
function postcodesJoined(text: string): string {
  return text
    .replace(/\b([A-Z]{1,2}\d[A-Z\d]?)\s+(\d[A-Z]{2})\b/gi, '$1$2') // UK: SW1A 1AA
    .replace(/\b([A-Z]\d[A-Z])\s+(\d[A-Z]\d)\b/gi, '$1$2') // Canada: K1A 0B1
    .replace(/\b(\d{4})\s+([A-Z]{2})\b/g, '$1$2') // Netherlands: 1012 AB
    .replace(/\b(\d{5})-\d{4}\b/g, '$1') // ZIP+4
    .replace(/\b(\d{2,4})-(\d{3})\b/g, '$1$2') // Poland 00-950, Portugal 1000-001
}

/** Digits OCR reads as letters inside a word that is mostly digits ("l7" = 17, "1O" = 10). */
function digitsFolded(word: string): string {
  const digits = word.replace(/\D/g, '').length
  return digits > 0 && digits * 2 >= word.length ? word.replace(/[ol]/g, (c) => (c === 'o' ? '0' : '1')) : word
}

/** Words of an address, normalised; `Heidestraße 17` → `heide st 17` (a trailing straße/strasse/straat is split off). */
export function addressWords(text: string): string[] {
  const words = asciiWords(postcodesJoined(text).replace(/(stra(?:ss|ß)e|straat|str\.)(?=\s|,|\d|$)/gi, ' $1'))
  // Umlauts as two letters or one (Grünstr. = Gruenstr.), as in names.
  return words.map(
    (word) =>
      ABBREVIATIONS[word] ??
      digitsFolded(word)
        .replace(/ae|oe|ue/g, (pair) => pair.charAt(0))
        .replace(/ss/g, 's'),
  )
}

function sameWord(a: string, b: string): boolean {
  if (a === b) return true
  if (/\d/.test(a) || /\d/.test(b) || Math.min(a.length, b.length) < 4) return false
  // A look-alike (Koln read as Koin) in a word of 4+ letters, any one slip in a word of 5+.
  return readsAs(a, b, 1) || (Math.min(a.length, b.length) >= 5 && damerauLevenshtein(a, b) <= 1)
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
const ADDRESS_MARKERS = new Set([
  'st',
  'ave',
  'rd',
  'dr',
  'ln',
  'pl',
  'sq',
  'ct',
  'blvd',
  'wg',
  'r',
  'address',
  'adresse',
  'anschrift',
  'direccion',
  'indirizzo',
])

export function looksLikeAddress(line: string): boolean {
  // A line with a date is a bill's date line, not an address line.
  if (findDates(line).length > 0) return false
  const words = addressWords(line)
  return (
    words.some((w) => ADDRESS_MARKERS.has(w)) ||
    (words.some((w) => /\d/.test(w)) &&
      words.some((w) => /^[a-z]{3,}$/.test(w)) &&
      /\b\d{4,5}\b|\b[A-Z]{1,2}\d/.test(line))
  )
}

/**
 * The provided address's words a document must show: without unit words, and without the country
 * (the country check compares it, in whatever language the document names it).
 */
function requiredWords(fullAddress: string): string[] {
  let text = fullAddress
  for (const alpha2 of countriesNamed(fullAddress)) {
    const country = countries.find((c) => c.alpha2 === alpha2)
    for (const name of [country?.displayName ?? '', ...(COUNTRY_ALIASES[alpha2] ?? [])].filter(Boolean))
      text = text.replace(new RegExp(`(^|[\\s,])${name.replace(/\s+/g, '\\s+')}(?=$|[\\s,.])`, 'gi'), '$1')
  }
  return addressWords(text).filter((word) => !UNIT_WORDS.has(word))
}

/** Best coverage of the provided address by up to `span` consecutive lines of the document. */
export function bestAddressCoverage(fullAddress: string, documentLines: readonly string[], span = 5): number {
  const wanted = requiredWords(fullAddress)
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
