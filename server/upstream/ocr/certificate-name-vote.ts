import damerauLevenshtein from 'talisman/metrics/damerau-levenshtein.js'
import { foldedName } from './certificate-engines'
import { withoutStrokeMarks } from './certificate-fields'
import { endsWithCountryForm } from './certificate-legal-forms'
import { addsOrDropsLetters, alignedLetters } from './name-alignment'

/**
 * A name voted letter by letter across a page's readings of it (ADR 0114, ROVER-style): where each
 * reading holds part of the name right (`Groß-Gerauer Bruckenbau` in the certificate's sentence,
 * `Grof-Gerauer Brückenbau` under its label, `GroB-Gerauer Brickenbau` by PaddleOCR), each letter is
 * taken where independent voices agree on it. Never chosen by what the caller expects: the vote
 * sees only the page's readings.
 */

/**
 * One reading of the name and its voice: readings of one voice err alike and count once (ADR
 * 0108). A voice is one engine reading one preparation of the page at one copy of the name on it
 * (its field, or the certificate's sentence): the same pixels read again by the same engine (a
 * line's re-read in the page a reading was made of, another cut of it) are the same voice.
 */
export interface NameReading {
  name: string
  voice: string
  /** Tesseract reads letters beyond ASCII with the country's model; PaddleOCR's alphabet lacks most (ADR 0103). */
  engine: 'tesseract' | 'paddle'
}

/** Readings further from the name than one folded letter in this many are of other words (or garbled) and do not vote. */
const lettersPerDifference = 5

/** What a voice reads at one place: the folded letter (or `''`, none) and the characters as read. */
interface Option {
  folded: string
  read: string
  engine: NameReading['engine']
}

/**
 * What `reading` reads at each place of `base`: for each character of `base` (a letter's folded
 * form, `''` where it reads none), and before each character and after the last, the letters it
 * puts in there.
 */
function optionsAlong(base: string, reading: NameReading): { at: Map<number, Option>; before: Map<number, Option> } {
  const read = [...reading.name]
  const at = new Map<number, Option>()
  const before = new Map<number, Option>()
  const steps = alignedLetters(base, reading.name)
  let pending = ''
  for (const step of steps) {
    if (step.kind === 'added') {
      pending += read[step.b] ?? ''
      continue
    }
    if (pending !== '') before.set(step.a, { folded: foldedName(pending), read: pending, engine: reading.engine })
    pending = ''
    const letter = step.kind === 'dropped' ? '' : (read[step.b] ?? '')
    at.set(step.a, { folded: foldedName(letter), read: letter, engine: reading.engine })
  }
  if (pending !== '')
    before.set([...base].length, { folded: foldedName(pending), read: pending, engine: reading.engine })
  return { at, before }
}

/**
 * The option most voices read at one place, where two voices at least read it and more voices
 * read it than any other (`undefined` where none is decided). A voice whose readings read the
 * place differently (two preparations of one copy by one engine) says nothing there: it may not
 * side with each.
 */
function decided(byVoice: ReadonlyMap<string, readonly Option[]>): Option[] | undefined {
  const voices = new Map<string, { count: number; options: Option[] }>()
  for (const options of byVoice.values()) {
    const [folded, ...others] = new Set(options.map((option) => option.folded))
    if (folded === undefined || others.length > 0) continue
    const entry = voices.get(folded) ?? { count: 0, options: [] }
    entry.count += 1
    entry.options.push(...options)
    voices.set(folded, entry)
  }
  const ranked = [...voices.values()].sort((a, b) => b.count - a.count)
  const [first, second] = ranked
  if (first === undefined || first.count < 2 || (second !== undefined && second.count >= first.count)) return undefined
  return first.options
}

/**
 * How a decided letter is written: a letter beyond ASCII Tesseract read (`ß`, `ü`, `ø`) over the
 * ASCII look-alikes that fold alike (PaddleOCR's `B`, `u`, `o`; ADR 0109's `withLettersOf`), else
 * `base`'s own where it folds alike, else a Tesseract reading's, else PaddleOCR's; in `base`'s case.
 */
function written(options: readonly Option[], own: string): string {
  const marked = options.find((option) => option.engine === 'tesseract' && /[^\p{ASCII}]/u.test(option.read))
  const chosen =
    marked?.read ??
    (foldedName(own) === options[0]?.folded
      ? own
      : (options.find((option) => option.engine === 'tesseract') ?? options[0])?.read)
  if (chosen === undefined || own === '' || [...chosen].length !== 1) return chosen ?? ''
  // In `base`'s case where the letter has one (`ß` has no capital of one letter: it stays `ß`).
  const cased = own === own.toUpperCase() ? chosen.toUpperCase() : chosen.toLowerCase()
  return [...cased].length === 1 ? cased : chosen
}

/** Whether `reading` reads `base`'s words: within a folded letter in five, no letters put in or left out two in a row. */
function readsTheWords(base: string, reading: NameReading, countryCode: string): boolean {
  const [a, b] = [foldedName(base), foldedName(reading.name)]
  if (a === '' || b === '') return false
  if (damerauLevenshtein(a, b) > Math.max(1, Math.floor(a.length / lettersPerDifference))) return false
  if (addsOrDropsLetters(base, reading.name, false) || addsOrDropsLetters(reading.name, base, false)) return false
  // PaddleOCR drops spaces between close words (ADR 0103): only Tesseract's readings are held to
  // the name's word count and legal form as written.
  if (reading.engine === 'paddle') return true
  return wordCount(reading.name) === wordCount(base) && endsWithCountryForm(reading.name, countryCode)
}

/** The words of a name holding a letter or a figure. */
function wordCount(name: string): number {
  return name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/**
 * `base` (the name taken, a reading of the page ending with the country's legal form) voted letter
 * by letter across `readings`: each place (each letter of `base`, and the gaps between them) takes
 * the letter two independent voices at least read and more voices read than any other; `base`'s
 * spaces and punctuation stay. Only readings of `base`'s words vote (`readsTheWords`). Null where a
 * place is not decided (no guess), where the voted name puts in or leaves out two letters in a row
 * or a word, or where it is `base` itself.
 */
export function votedName(base: string, readings: readonly NameReading[], countryCode: string): string | null {
  if (!endsWithCountryForm(base, countryCode)) return null
  const voting = readings.filter((reading) => readsTheWords(base, reading, countryCode))
  if (new Set(voting.map((reading) => reading.voice)).size < 2) return null
  const along = voting.map((reading) => ({ voice: reading.voice, ...optionsAlong(base, reading) }))
  const at = (place: number, side: 'at' | 'before') => {
    const byVoice = new Map<string, Option[]>()
    for (const reading of along) {
      const option =
        reading[side].get(place) ?? (side === 'before' ? { folded: '', read: '', engine: 'tesseract' } : undefined)
      if (option !== undefined) byVoice.set(reading.voice, [...(byVoice.get(reading.voice) ?? []), option])
    }
    return decided(byVoice)
  }
  const characters = [...base]
  let voted = ''
  for (let place = 0; place <= characters.length; place += 1) {
    const gap = at(place, 'before')
    if (gap === undefined) return null
    voted += written(gap, '')
    const own = characters[place]
    if (own === undefined) break
    // Spaces and punctuation stay; so does a letter beyond ASCII, which only Tesseract's country
    // model reads: PaddleOCR and the darkest ink's English reading read its look-alikes alike
    // (`ł` read `t` by both, ADR 0079, 0103, 0108).
    if (foldedName(own) === '' || /[^\p{ASCII}]/u.test(own)) {
      voted += own
      continue
    }
    const letter = at(place, 'at')
    if (letter === undefined) return null
    voted += written(letter, own)
  }
  voted = voted.replace(/\s+/g, ' ').trim()
  // A word of one letter voted away is a word left out.
  if (voted === base || addsOrDropsLetters(base, voted, false) || wordCount(voted) !== wordCount(base)) return null
  return voted
}

/**
 * The copies of `name` on a reading's lines (`text`), in the page's order: each run of a line's
 * words that reads `name`'s words (`readsTheWords`), the nearest first where runs overlap; a line
 * may hold two (a bilingual page's two columns read as one row).
 */
function copiesOn(text: string, name: string, engine: NameReading['engine'], countryCode: string): string[] {
  const wanted = foldedName(name)
  const allowed = Math.max(1, Math.floor(wanted.length / lettersPerDifference))
  const copies: string[] = []
  for (const line of text.split('\n')) {
    const words = line.split(/\s+/).filter((word) => word !== '')
    const folded = words.map((word) => foldedName(word))
    const runs: Array<{ start: number; end: number; run: string; edits: number }> = []
    for (let start = 0; start < words.length; start += 1) {
      let letters = ''
      for (let end = start + 1; end <= words.length; end += 1) {
        letters += folded[end - 1] ?? ''
        // Too few letters yet, or too many already: no run from here reads the name.
        if (letters.length < wanted.length - allowed) continue
        if (letters.length > wanted.length + allowed) break
        const run = words.slice(start, end).join(' ')
        if (readsTheWords(name, { name: run, engine, voice: '' }, countryCode))
          runs.push({ start, end, run, edits: damerauLevenshtein(letters, wanted) })
      }
    }
    const taken: typeof runs = []
    for (const run of runs.sort((a, b) => a.edits - b.edits || b.end - b.start - (a.end - a.start)))
      if (taken.every((other) => run.end <= other.start || run.start >= other.end)) taken.push(run)
    copies.push(...taken.sort((a, b) => a.start - b.start).map((run) => run.run))
  }
  return copies
}

/**
 * The page's readings of `name` as voices: each copy of it (its field, the certificate's sentence,
 * a letter's address, a bilingual page's second column) in each engine's readings, found as
 * `copiesOn` finds them, the n-th copy of each reading of one engine one voice (its preparations
 * read the same pixels). `readings` are each engine's page readings, joined text.
 */
export function nameReadingsOf(
  readings: ReadonlyArray<{ engine: NameReading['engine']; text: string }>,
  name: string,
  countryCode: string,
): NameReading[] {
  return readings.flatMap(({ engine, text }) =>
    copiesOn(withoutStrokeMarks(text), name, engine, countryCode).map((copy, index) => ({
      name: copy,
      engine,
      voice: `${engine} copy ${index}`,
    })),
  )
}
