/**
 * The labelled name pairs of the screening bench (see bench/README.md): the hand-written pairs of
 * `data/screening-pairs.csv`, and pairs drawn from a list — variants of a listed name as they arrive
 * (same party) and look-alike names of other listed parties (not the same party).
 */
import { readFileSync } from 'node:fs'
import { asciiWords } from '../server/upstream/text/ascii-words'
import type { Rng } from '../server/upstream/registry/random'
import type { WatchlistEntry } from '../server/upstream/watchlist/watchlist-entry'

export interface NamePair {
  kind: string
  type: 'person' | 'company'
  listed: string
  screened: string
  same: boolean
}

export function handWrittenPairs(): NamePair[] {
  const lines = readFileSync(new URL('./data/screening-pairs.csv', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
  return lines.map((line, at) => {
    const [kind, type, listed, screened, same] = line.split(',')
    if (!kind || (type !== 'person' && type !== 'company') || !listed || !screened || (same !== '0' && same !== '1'))
      throw new Error(`screening-pairs.csv line ${at + 2}: expected kind,type,listed,screened,same`)
    return { kind, type, listed, screened, same: same === '1' }
  })
}

/** "SURNAME, Given Names" → "Given Names Surname", as registers and forms write names. */
export function naturalOrder(name: string): string {
  const [surname, given] = name.split(/,\s*/, 2)
  return given ? `${given} ${surname}` : name
}

const spellings: Array<[RegExp, string]> = [
  [/ou/i, 'u'],
  [/kh/i, 'h'],
  [/y/i, 'i'],
  [/ee/i, 'i'],
  [/ph/i, 'f'],
  [/w/i, 'v'],
  [/dj/i, 'j'],
  [/q/i, 'k'],
  [/ov\b/i, 'off'],
  [/iy\b/i, 'y'],
  [/mohammed/i, 'Muhammad'],
  [/muhammad/i, 'Mohamed'],
  [/ahmad/i, 'Ahmed'],
  [/hussein/i, 'Husayn'],
  [/abdul /i, 'Abd al-'],
  [/c/i, 'k'],
  [/sch/i, 'sh'],
  [/ei/i, 'ey'],
  [/(.)\1/i, '$1'],
]

/** `replacement` in the case of the text it replaces (names arrive in capitals or in mixed case). */
function inCase(found: string, replacement: string): string {
  return found === found.toUpperCase()
    ? replacement.toUpperCase()
    : found === found.toLowerCase()
      ? replacement.toLowerCase()
      : replacement
}
const titles = ['Dr.', 'General', 'Mr', 'Sheikh', 'President', 'Colonel', 'Haji']
const leet: Record<string, string> = { o: '0', i: '1', e: '3', a: '4', s: '5', g: '9', t: '7' }
const givenNames = [
  'Ahmed',
  'Olga',
  'Sergei',
  'Maria',
  'Ali',
  'Juan',
  'Elena',
  'Hassan',
  'Igor',
  'Fatima',
  'Jose',
  'Omar',
  'Natalia',
  'Yusuf',
  'Anna',
  'Dmitri',
]
const legalForms: Array<[RegExp, string]> = [
  [/\bLIMITED\b/i, 'Ltd'],
  [/\bLTD\.?/i, 'Limited'],
  [/\bCOMPANY\b/i, 'Co.'],
  [/\bCO\.?(?=\s|$)/i, 'Company'],
  [/\bS\.A\.?/i, 'Sociedad Anonima'],
  [/\bCORPORATION\b/i, 'Corp'],
  [/\bLLC\b/i, 'Limited Liability Company'],
  [/\bJSC\b/i, 'Joint Stock Company'],
  [/\bGMBH\b/i, 'Gesellschaft mit beschränkter Haftung'],
  [/\bOOO\b/i, 'Obshchestvo s Ogranichennoy Otvetstvennostyu'],
  [/\bINC\.?/i, 'Incorporated'],
  [/\bAG\b/i, 'Aktiengesellschaft'],
]

function words(name: string): string[] {
  return name.split(/\s+/).filter((w) => w.length > 0)
}

function pick<T>(rng: Rng, items: readonly T[]): T | undefined {
  return items[rng.int(0, items.length - 1)]
}

/** One typing slip in one word of five letters or more: a letter left out, doubled, swapped or replaced. */
function typo(rng: Rng, name: string): string | null {
  const ws = words(name)
  const long = ws.filter((w) => w.length >= 5)
  const word = pick(rng, long)
  if (!word) return null
  const at = rng.int(1, word.length - 2)
  const letter = inCase(word, 'aeiourstnlm'[rng.int(0, 10)] ?? 'e')
  const slips = [
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at) + (word[at] ?? '') + word.slice(at),
    word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2),
    word.slice(0, at) + letter + word.slice(at + 1),
  ]
  const slipped = pick(rng, slips) ?? word
  return ws.map((w) => (w === word ? slipped : w)).join(' ')
}

function respell(rng: Rng, name: string): string | null {
  const fitting = spellings.filter(([pattern]) => pattern.test(name))
  const chosen = pick(rng, fitting)
  return chosen
    ? name.replace(chosen[0], (found, ...groups) => inCase(found, chosen[1].replace('$1', String(groups[0] ?? ''))))
    : null
}

function joined(rng: Rng, name: string): string | null {
  const ws = words(name)
  if (ws.length < 2) return null
  const at = rng.int(0, ws.length - 2)
  return [...ws.slice(0, at), `${ws[at]}${ws[at + 1]}`, ...ws.slice(at + 2)].join(' ')
}

function split(rng: Rng, name: string): string | null {
  const ws = words(name)
  const word = pick(
    rng,
    ws.filter((w) => w.length >= 7),
  )
  if (!word) return null
  const at = rng.int(2, word.length - 3)
  return ws.map((w) => (w === word ? `${w.slice(0, at)} ${w.slice(at)}` : w)).join(' ')
}

function initial(name: string): string | null {
  const ws = words(name)
  const first = ws[0]
  return ws.length >= 2 && first && first.length > 2 ? [`${first[0]}.`, ...ws.slice(1)].join(' ') : null
}

function leetspeak(rng: Rng, name: string): string | null {
  const letters = [...name].map((c, at) => [c.toLowerCase(), at] as const).filter(([c]) => leet[c] !== undefined)
  if (letters.length === 0) return null
  const chosen = new Set(Array.from({ length: rng.int(1, 2) }, () => pick(rng, letters)?.[1]))
  return [...name].map((c, at) => (chosen.has(at) ? (leet[c.toLowerCase()] ?? c) : c)).join('')
}

function dropMiddle(name: string): string | null {
  const ws = words(name)
  return ws.length >= 3 ? [ws[0], ...ws.slice(2)].join(' ') : null
}

function legalForm(name: string): string | null {
  const fitting = legalForms.find(([pattern]) => pattern.test(name))
  return fitting ? name.replace(fitting[0], fitting[1]) : null
}

const key = (name: string) => asciiWords(name).sort().join(' ')

/**
 * Pairs drawn from `entries`: about 55 % variants of one listed name (same party), the rest
 * look-alikes (another listed party sharing a word of the name, or the name with another given
 * name and a surname one letter apart).
 */
export function listPairs(rng: Rng, entries: readonly WatchlistEntry[], count: number): NamePair[] {
  const parties = entries.filter((e) => (e.type === 'person' || e.type === 'entity') && asciiWords(e.name).length >= 2)
  const byWord = new Map<string, WatchlistEntry[]>()
  for (const entry of parties) {
    for (const word of new Set(asciiWords(entry.name).filter((w) => w.length >= 4)))
      byWord.set(word, [...(byWord.get(word) ?? []), entry])
  }
  const pairs: NamePair[] = []
  while (pairs.length < count) {
    const entry = pick(rng, parties)
    if (!entry) break
    const person = entry.type === 'person'
    const type = person ? 'person' : 'company'
    const listed = entry.name
    const natural = person ? naturalOrder(listed) : listed
    const add = (kind: string, screened: string | null | undefined, same: boolean) => {
      if (screened && key(screened) !== '' && (!same || screened !== listed))
        pairs.push({ kind, type, listed, screened, same })
    }
    if (rng.chance(0.55)) {
      const variants: Array<[string, () => string | null | undefined]> = [
        ['order', () => (person ? natural : null)],
        ['typo', () => typo(rng, natural)],
        ['transliteration', () => respell(rng, natural)],
        ['dropped middle name', () => (person ? dropMiddle(natural) : null)],
        ['joined or split', () => (rng.chance(0.5) ? joined(rng, natural) : split(rng, natural))],
        ['initials', () => (person ? initial(natural) : null)],
        ['legal form', () => (person ? null : legalForm(listed))],
        ['leetspeak', () => leetspeak(rng, natural)],
        ['titles', () => (person ? `${pick(rng, titles)} ${natural}` : null)],
      ]
      const [kind, make] = pick(rng, variants) ?? ['order', () => null]
      add(kind, make(), true)
    } else {
      const sharing = asciiWords(listed)
        .filter((w) => w.length >= 4)
        .flatMap((w) => byWord.get(w) ?? [])
        .filter(
          (other) => other.entry_id !== entry.entry_id && other.type === entry.type && key(other.name) !== key(listed),
        )
      const other = pick(rng, sharing)
      if (other && rng.chance(0.7))
        add('look-alike: shares a word', person ? naturalOrder(other.name) : other.name, false)
      else if (person) {
        const ws = words(natural)
        const given = pick(
          rng,
          givenNames.filter((g) => g.toLowerCase() !== ws[0]?.toLowerCase()),
        )
        const surname = typo(rng, ws.at(-1) ?? '')
        if (given && surname && ws.length >= 2)
          add('look-alike: other given name, close surname', `${given} ${surname}`, false)
      }
    }
  }
  return pairs
}
