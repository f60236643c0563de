import type { SearchType } from '@contract/common'
import { type CompanySummary, type SummaryRow, toSummary } from './company-summary'
import { type LegalFormWords, legalFormWordsOf } from './legal-form-words'
import { closeness, queryWordsOf, TOLERANT_THRESHOLD, trigramsOf, typoVariants } from './name-similarity'
import { normaliseName, normaliseRegistrationNumber, prefixUpperBound, wordsOf } from './normalise'
import type { CountedRows, IdRange, RegistryStore } from './registry-store'
import { registrationNumberForms } from './registration-number-forms'
import { jurisdictionByCode } from './served-countries'

export interface SearchInput {
  /** Version 2 code of the country or state (`GB`, `US_CA`); convert v1 names with jurisdictionByV1Name. */
  code: string
  name?: string
  registrationNumber?: string
  /** Default contains. */
  mode?: SearchType
  /** Version 2 fuzzy: tolerate misspellings and rank by closeness. Ignored for other modes. */
  tolerant?: boolean
  /** At most this many rows (default and maximum 1000). */
  limit?: number
}

export interface SearchResult {
  /** Number of matching companies in the jurisdiction. */
  total: number
  /** The first `limit` matches: by closeness (tolerant fuzzy), then name, then id. */
  rows: CompanySummary[]
  /** True when a tolerant fuzzy search stopped at its candidate cap (total may be an undercount). */
  capped: boolean
}

export const MAX_SEARCH_LIMIT = 1000
/** Tolerant fuzzy scores at most this many index candidates (those sharing the most trigrams with the query). */
export const TOLERANT_CANDIDATES = 1500
/** Words up to this length get one-typo neighbours when a tolerant search finds no exact match. */
const SHORT_WORD = 7

/**
 * Registry search over one jurisdiction, on either engine (registry-store.ts). Ids of a
 * jurisdiction form one contiguous range in name order (see tables.ts), so every index query
 * keeps to the jurisdiction (SQLite: `id between first and last`; PostgreSQL: `code =`, the first
 * column of its search indexes) and returns rows in name order when it orders them by id.
 *
 * - contains: a substring of the normalised name through the trigram index (SQLite FTS5 trigram,
 *   PostgreSQL pg_trgm); under 3 characters, a scan of the jurisdiction's names.
 * - start_with: range on the (code, name_norm) index (binary order on both engines).
 * - fuzzy (v1): every query word present as a whole word, any order (SQLite FTS5 unicode61,
 *   PostgreSQL a GIN index over the name's words).
 * - fuzzy tolerant (v2): candidates are the names sharing the most trigrams with the query words
 *   (then with their one-typo neighbours when none is close; a scan of the jurisdiction when every
 *   word is under 3 characters), scored by name-similarity.ts, kept above TOLERANT_THRESHOLD.
 * - registration number: equality on the normalised number (no whitespace, upper case). When a
 *   name is given too, the name must also match under the chosen mode.
 */
export function createRegistrySearch(store: RegistryStore) {
  type Range = IdRange

  /** The sandbox companies of the place that match, by the same rules as the dataset's. */
  async function sandboxMatches(input: SearchInput): Promise<SummaryRow[]> {
    const rows = await store.sandboxRows(input.code)
    if (rows.length === 0) return []
    const mode = input.mode ?? 'contains'
    const tolerant = mode === 'fuzzy' && input.tolerant === true
    const name = input.name === undefined ? '' : normaliseName(input.name)
    const forms = legalFormWordsOf(input.code)
    if (input.registrationNumber !== undefined && input.registrationNumber.trim() !== '') {
      const numbers = registrationNumberForms(input.code, input.registrationNumber)
      return rows.filter(
        (row) =>
          numbers.includes(normaliseRegistrationNumber(row.registration_number)) &&
          (name === '' || nameMatches(row.name_norm, name, mode, tolerant, forms)),
      )
    }
    return name === '' ? [] : rows.filter((row) => nameMatches(row.name_norm, name, mode, tolerant, forms))
  }

  /** The dataset's matches, with the sandbox companies of the place first. */
  async function search(input: SearchInput): Promise<SearchResult> {
    const found = await searchDataset(input)
    const extra = await sandboxMatches(input)
    if (extra.length === 0) return found
    const limit = Math.max(1, Math.min(MAX_SEARCH_LIMIT, input.limit ?? MAX_SEARCH_LIMIT))
    return {
      total: found.total + extra.length,
      rows: [...extra.map(toSummary), ...found.rows].slice(0, limit),
      capped: found.capped,
    }
  }

  async function searchDataset(input: SearchInput): Promise<SearchResult> {
    const jurisdiction = jurisdictionByCode(input.code)
    if (!jurisdiction) throw new RangeError(`registry: unknown country or state code ${input.code}`)
    const limit = Math.max(1, Math.min(MAX_SEARCH_LIMIT, input.limit ?? MAX_SEARCH_LIMIT))
    const range = await store.rangeOf(jurisdiction.code)
    const empty: SearchResult = { total: 0, rows: [], capped: false }
    if (!range) return empty
    const mode = input.mode ?? 'contains'
    const tolerant = mode === 'fuzzy' && input.tolerant === true
    const name = input.name === undefined ? '' : normaliseName(input.name)

    if (input.registrationNumber !== undefined && input.registrationNumber.trim() !== '') {
      const forms = registrationNumberForms(jurisdiction.code, input.registrationNumber)
      let rows = (await Promise.all(forms.map((number) => store.byRegistrationNumber(number, jurisdiction.code))))
        .flat()
        .sort((a, b) => a.id - b.id)
      if (name !== '')
        rows = rows.filter((row) =>
          nameMatches(row.name_norm, name, mode, tolerant, legalFormWordsOf(jurisdiction.code)),
        )
      return { total: rows.length, rows: rows.slice(0, limit).map(toSummary), capped: false }
    }
    if (name === '') return empty

    if (tolerant) return tolerantSearch(name, range, limit, legalFormWordsOf(jurisdiction.code))
    if (mode === 'start_with') {
      return summaries(await store.nameRange(jurisdiction.code, name, prefixUpperBound(name), limit))
    }
    if (mode === 'fuzzy') {
      const words = wordsOf(name)
      if (words.length === 0) return empty
      return summaries(await store.allWords(words, range, limit))
    }
    if ([...name].length < 3) {
      return summaries(await store.scanSubstring(jurisdiction.code, name, limit))
    }
    return summaries(await store.substring(name, range, limit))
  }

  function summaries(found: CountedRows): SearchResult {
    return { total: found.total, rows: found.rows.map(toSummary), capped: false }
  }

  async function tolerantSearch(
    name: string,
    range: Range,
    limit: number,
    forms: LegalFormWords,
  ): Promise<SearchResult> {
    const words = queryWordsOf(name, forms)
    const grams = trigramsOf(words)
    if (grams.length === 0) return ranked(await scoreAll(words, name, range, forms), limit)
    const hits = new TrigramHits(range)
    await hits.add(grams)
    let found = await scoreCandidates(words, name, hits, forms)
    if (!found.scored.some((s) => s.wordScore === 1)) {
      // No exact match: a typo may have left the intended name without a trigram in common with
      // the query (always so for short words: "logoen" vs "loogen"). Add the trigrams of the
      // one-typo neighbours of the words no name of the jurisdiction holds as such: every such word
      // when nothing was close, else the short ones.
      const unknown: string[] = []
      for (const word of words) if (!(await store.wordExists(word, range))) unknown.push(word)
      const variants = typoVariants(unknown, found.scored.length === 0 ? Number.POSITIVE_INFINITY : SHORT_WORD)
      if ((await hits.add(trigramsOf(variants), true)) > 0) found = await scoreCandidates(words, name, hits, forms)
    }
    return ranked(found, limit)
  }

  /** The first `limit` scored companies as summaries: closest first, then name order (= id order). */
  async function ranked(found: Scored, limit: number): Promise<SearchResult> {
    const { scored, capped } = found
    // Closest first, then name order (= id order within a jurisdiction).
    scored.sort((a, b) => b.score - a.score || a.id - b.id)
    const top = scored.slice(0, limit)
    const rowsById = new Map((await store.rowsOfIds(top.map((s) => s.id))).map((row) => [row.id, row]))
    const rows = top
      .map((s) => rowsById.get(s.id))
      .filter((row): row is SummaryRow => row !== undefined)
      .map(toSummary)
    return { total: scored.length, rows, capped }
  }

  type Scored = { scored: { id: number; score: number; wordScore: number }[]; capped: boolean }

  /** Per company of a jurisdiction, how many of the trigrams added so far its name holds. */
  class TrigramHits {
    /** Hit count per id - range.first (a typed array: far cheaper than a Map for big doclists). */
    readonly counts: Uint8Array
    /** Companies with at least one hit. */
    matched = 0
    private readonly seen = new Set<string>()
    constructor(private readonly range: Range) {
      this.counts = new Uint8Array(range.last - range.first + 1)
    }

    /**
     * Counts the trigrams not counted yet; returns how many were new. With `skipCommon`, a trigram
     * held by more than a fifth of the jurisdiction is dropped unread (it tells no name apart).
     */
    async add(grams: readonly string[], skipCommon = false): Promise<number> {
      let added = 0
      const { counts, range } = this
      const cap = skipCommon ? Math.max(2000, Math.floor(counts.length / 5)) : -1
      const fresh = [...new Set(grams)].filter((gram) => !this.seen.has(gram))
      for (const gram of fresh) this.seen.add(gram)
      for (const ids of fresh.length > 0 ? await store.idsWithTrigrams(fresh, range, cap) : []) {
        if (cap > 0 && ids.length >= cap) continue
        added++
        for (const id of ids) {
          const at = id - range.first
          if (counts[at] === 0) this.matched++
          if ((counts[at] as number) < 255) counts[at] = (counts[at] as number) + 1
        }
      }
      return added
    }

    /** The `count` ids with the most hits (ties: lowest id first). */
    best(count: number): number[] {
      const { counts, range } = this
      const histogram = new Uint32Array(256)
      for (const n of counts) histogram[n] = (histogram[n] as number) + 1
      // Lowest hit count still (partly) taken.
      let threshold = 255
      let above = 0
      while (threshold > 1 && above + (histogram[threshold] as number) < count)
        above += histogram[threshold--] as number
      let tiesLeft = count - above
      const chosen: number[] = []
      for (let at = 0; at < counts.length; at++) {
        const n = counts[at] as number
        if (n > threshold || (n === threshold && n > 0 && tiesLeft-- > 0)) chosen.push(range.first + at)
      }
      return chosen
    }
  }

  /** Scores the TOLERANT_CANDIDATES names that hold the most of the counted trigrams. */
  async function scoreCandidates(
    words: readonly string[],
    query: string,
    hits: TrigramHits,
    forms: LegalFormWords,
  ): Promise<Scored> {
    const candidates = await store.namesOfIds(hits.best(TOLERANT_CANDIDATES))
    return { scored: scoreNames(words, candidates, forms, query), capped: hits.matched > TOLERANT_CANDIDATES }
  }

  /** Words under 3 characters have no trigram: score every name of the jurisdiction. */
  async function scoreAll(
    words: readonly string[],
    query: string,
    range: Range,
    forms: LegalFormWords,
  ): Promise<Scored> {
    return { scored: scoreNames(words, await store.namesOfRange(range), forms, query), capped: false }
  }

  return { search }
}

function scoreNames(
  words: readonly string[],
  candidates: { id: number; name_norm: string }[],
  forms: LegalFormWords,
  query: string,
) {
  const queryForms = legalFormsIn(query, forms)
  const scored: { id: number; score: number; wordScore: number }[] = []
  for (const candidate of candidates) {
    const { wordScore, score } = closeness(words, candidate.name_norm, forms)
    if (wordScore >= TOLERANT_THRESHOLD)
      scored.push({
        id: candidate.id,
        score: score + legalFormBonus(candidate.name_norm, query, queryForms, forms),
        wordScore,
      })
  }
  return scored
}

function legalFormsIn(nameNorm: string, forms: LegalFormWords): string[] {
  return wordsOf(nameNorm).filter((word) => forms.words.has(word))
}

/**
 * Closeness ignores legal forms, so "Leclercq SA", "Leclercq SARL" and "Leclercq SAS" tie for the
 * query "leclercq sas": the exact name comes first, then names with exactly the query's legal form.
 */
function legalFormBonus(nameNorm: string, query: string, queryForms: readonly string[], forms: LegalFormWords): number {
  if (nameNorm === query) return 1
  if (queryForms.length === 0) return 0
  const nameForms = legalFormsIn(nameNorm, forms)
  return nameForms.length === queryForms.length && nameForms.every((word) => queryForms.includes(word)) ? 0.01 : 0
}

/** The name predicate of each mode, for filtering registration-number matches. */
function nameMatches(
  nameNorm: string,
  query: string,
  mode: SearchType,
  tolerant: boolean,
  forms: LegalFormWords,
): boolean {
  if (mode === 'start_with') return nameNorm.startsWith(query)
  if (mode === 'contains') return nameNorm.includes(query)
  if (tolerant) return closeness(queryWordsOf(query, forms), nameNorm, forms).wordScore >= TOLERANT_THRESHOLD
  const words = wordsOf(query)
  const nameWords = new Set(wordsOf(nameNorm))
  return words.every((word) => nameWords.has(word))
}
