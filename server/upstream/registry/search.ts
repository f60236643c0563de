import type Database from 'better-sqlite3'
import { type CompanySummary, rowFromValues, type SummaryRow, summarySelect, toSummary } from './company-summary'
import { type LegalFormWords, legalFormWordsOf } from './legal-form-words'
import { closeness, queryWordsOf, TOLERANT_THRESHOLD, trigramsOf, typoVariants } from './name-similarity'
import { ftsPhrase, normaliseName, normaliseRegistrationNumber, prefixUpperBound, wordsOf } from './normalise'
import { TRIGRAM_FTS, WORDS_FTS } from './schema-sql'
import { jurisdictionByCode } from './served-countries'

export type SearchMode = 'contains' | 'start_with' | 'fuzzy'

export interface SearchInput {
  /** Version 2 code of the country or state (`GB`, `US_CA`); convert v1 names with jurisdictionByV1Name. */
  code: string
  name?: string
  registrationNumber?: string
  /** Default contains. */
  mode?: SearchMode
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

/**
 * Registry search over one jurisdiction. Ids of a jurisdiction form one contiguous range in name
 * order (see tables.ts), so every index query carries `rowid between first and last` and returns
 * rows already in name order.
 *
 * - contains: FTS5 trigram phrase query on the normalised name; under 3 characters, a scan of the
 *   jurisdiction's range with instr().
 * - start_with: range on the (code, name_norm) index.
 * - fuzzy (v1): every query word present as a whole word, any order (FTS5 unicode61 AND query).
 * - fuzzy tolerant (v2): candidates are the names sharing the most trigrams with the query words
 *   (then with their one-typo neighbours when none is close; a scan of the jurisdiction when every
 *   word is under 3 characters), scored by name-similarity.ts, kept above TOLERANT_THRESHOLD.
 * - registration number: equality on the normalised number (no whitespace, upper case). When a
 *   name is given too, the name must also match under the chosen mode.
 */
export function createRegistrySearch(sqlite: Database.Database) {
  const rangeOf = sqlite.prepare('select first_id as first, last_id as last from registry_jurisdiction where code = ?')
  const rowsQuery = (sql: string) => sqlite.prepare(sql).raw()
  const byRegNumber = rowsQuery(`select ${summarySelect()} from registry_company where reg_norm = ? and code = ? order by id`)
  const startRows = rowsQuery(`select ${summarySelect()} from registry_company where code = ? and name_norm >= ? and name_norm < ? order by name_norm, id limit ?`)
  const startCount = sqlite.prepare('select count(*) as n from registry_company where code = ? and name_norm >= ? and name_norm < ?')
  // Short terms: scan the jurisdiction's part of the (code, name_norm) index, which holds the names.
  const scanRows = rowsQuery(`select ${summarySelect()} from registry_company where code = ? and instr(name_norm, ?) > 0 order by name_norm, id limit ?`)
  const scanCount = sqlite.prepare('select count(*) as n from registry_company where code = ? and instr(name_norm, ?) > 0')
  const ftsRows = (table: string) =>
    rowsQuery(`select ${summarySelect('c')} from ${table} f join registry_company c on c.id = f.rowid where ${table} match ? and f.rowid between ? and ? order by f.rowid limit ?`)
  const ftsCount = (table: string) => sqlite.prepare(`select count(*) as n from ${table} where ${table} match ? and rowid between ? and ?`)
  const trigramRows = ftsRows(TRIGRAM_FTS)
  const trigramCount = ftsCount(TRIGRAM_FTS)
  const wordRows = ftsRows(WORDS_FTS)
  const wordCount = ftsCount(WORDS_FTS)
  const trigramIds = sqlite.prepare(`select rowid from ${TRIGRAM_FTS} where ${TRIGRAM_FTS} match ? and rowid between ? and ?`).pluck()
  const namesByIds = sqlite.prepare('select id, name_norm from registry_company where id in (select value from json_each(?))')
  const rangeNames = sqlite.prepare('select id, name_norm from registry_company where id between ? and ?')
  const rowsByIds = rowsQuery(`select ${summarySelect()} from registry_company where id in (select value from json_each(?))`)

  type Range = { first: number; last: number }
  const count = (statement: Database.Statement, ...params: unknown[]) => (statement.get(...params) as { n: number }).n
  const all = (statement: Database.Statement, ...params: unknown[]) => (statement.all(...params) as unknown[][]).map(rowFromValues)

  function search(input: SearchInput): SearchResult {
    const jurisdiction = jurisdictionByCode(input.code)
    if (!jurisdiction) throw new RangeError(`registry: unknown country or state code ${input.code}`)
    const limit = Math.max(1, Math.min(MAX_SEARCH_LIMIT, input.limit ?? MAX_SEARCH_LIMIT))
    const range = rangeOf.get(jurisdiction.code) as Range | undefined
    const empty: SearchResult = { total: 0, rows: [], capped: false }
    if (!range) return empty
    const mode = input.mode ?? 'contains'
    const tolerant = mode === 'fuzzy' && input.tolerant === true
    const name = input.name === undefined ? '' : normaliseName(input.name)

    if (input.registrationNumber !== undefined && input.registrationNumber.trim() !== '') {
      let rows = all(byRegNumber, normaliseRegistrationNumber(input.registrationNumber), jurisdiction.code)
      if (name !== '') rows = rows.filter((row) => nameMatches(row.name_norm, name, mode, tolerant, legalFormWordsOf(jurisdiction.code)))
      return { total: rows.length, rows: rows.slice(0, limit).map(toSummary), capped: false }
    }
    if (name === '') return empty

    if (tolerant) return tolerantSearch(name, range, limit, legalFormWordsOf(jurisdiction.code))
    if (mode === 'start_with') {
      const upper = prefixUpperBound(name)
      return { total: count(startCount, jurisdiction.code, name, upper), rows: all(startRows, jurisdiction.code, name, upper, limit).map(toSummary), capped: false }
    }
    if (mode === 'fuzzy') {
      const words = wordsOf(name)
      if (words.length === 0) return empty
      const query = words.map(ftsPhrase).join(' AND ')
      return { total: count(wordCount, query, range.first, range.last), rows: all(wordRows, query, range.first, range.last, limit).map(toSummary), capped: false }
    }
    if ([...name].length < 3) {
      return { total: count(scanCount, jurisdiction.code, name), rows: all(scanRows, jurisdiction.code, name, limit).map(toSummary), capped: false }
    }
    const phrase = ftsPhrase(name)
    return { total: count(trigramCount, phrase, range.first, range.last), rows: all(trigramRows, phrase, range.first, range.last, limit).map(toSummary), capped: false }
  }

  function tolerantSearch(name: string, range: Range, limit: number, forms: LegalFormWords): SearchResult {
    const words = queryWordsOf(name, forms)
    const grams = trigramsOf(words)
    let found = grams.length === 0 ? scoreAll(words, range, forms) : scoreCandidates(words, grams, range, forms)
    // No close name shares a trigram with the query: try the trigrams of its one-typo neighbours.
    if (found.scored.length === 0 && grams.length > 0) found = scoreCandidates(words, trigramsOf(typoVariants(words)), range, forms)
    const { scored, capped } = found
    // Closest first, then name order (= id order within a jurisdiction).
    scored.sort((a, b) => b.score - a.score || a.id - b.id)
    const top = scored.slice(0, limit)
    const rowsById = new Map(all(rowsByIds, JSON.stringify(top.map((s) => s.id))).map((row) => [row.id, row]))
    const rows = top.map((s) => rowsById.get(s.id)).filter((row): row is SummaryRow => row !== undefined).map(toSummary)
    return { total: scored.length, rows, capped }
  }

  type Scored = { scored: { id: number; score: number }[]; capped: boolean }

  /** Scores the TOLERANT_CANDIDATES names that hold the most of `grams`. */
  function scoreCandidates(words: readonly string[], grams: readonly string[], range: Range, forms: LegalFormWords): Scored {
    const hits = new Map<number, number>()
    for (const gram of grams) {
      for (const id of trigramIds.all(ftsPhrase(gram), range.first, range.last) as number[]) hits.set(id, (hits.get(id) ?? 0) + 1)
    }
    const best = mostHits(hits, TOLERANT_CANDIDATES)
    const candidates = namesByIds.all(JSON.stringify(best)) as { id: number; name_norm: string }[]
    return { scored: scoreNames(words, candidates, forms), capped: hits.size > TOLERANT_CANDIDATES }
  }

  /** Words under 3 characters have no trigram: score every name of the jurisdiction. */
  function scoreAll(words: readonly string[], range: Range, forms: LegalFormWords): Scored {
    return { scored: scoreNames(words, rangeNames.all(range.first, range.last) as { id: number; name_norm: string }[], forms), capped: false }
  }

  return { search }
}

/** The `count` ids with the most hits (ties: lowest id first), by bucketing on the hit count. */
function mostHits(hits: Map<number, number>, count: number): number[] {
  const buckets: number[][] = []
  for (const [id, n] of hits) (buckets[n] ??= []).push(id)
  const chosen: number[] = []
  for (let n = buckets.length - 1; n > 0 && chosen.length < count; n--) {
    const bucket = buckets[n]
    if (!bucket) continue
    const ids = Int32Array.from(bucket).sort()
    for (let i = 0; i < ids.length && chosen.length < count; i++) chosen.push(ids[i] as number)
  }
  return chosen
}

function scoreNames(words: readonly string[], candidates: { id: number; name_norm: string }[], forms: LegalFormWords) {
  const scored: { id: number; score: number }[] = []
  for (const candidate of candidates) {
    const { wordScore, score } = closeness(words, candidate.name_norm, forms)
    if (wordScore >= TOLERANT_THRESHOLD) scored.push({ id: candidate.id, score })
  }
  return scored
}

/** The name predicate of each mode, for filtering registration-number matches. */
function nameMatches(nameNorm: string, query: string, mode: SearchMode, tolerant: boolean, forms: LegalFormWords): boolean {
  if (mode === 'start_with') return nameNorm.startsWith(query)
  if (mode === 'contains') return nameNorm.includes(query)
  if (tolerant) return closeness(queryWordsOf(query, forms), nameNorm, forms).wordScore >= TOLERANT_THRESHOLD
  const words = wordsOf(query)
  const nameWords = new Set(wordsOf(nameNorm))
  return words.every((word) => nameWords.has(word))
}
