import type { CompanyRow, SummaryRow } from './company-summary'
import type { RegistrySandboxCompanyTable } from './tables'

/** A jurisdiction's companies: one contiguous id range in name order. */
export interface IdRange {
  /** The jurisdiction's code. */
  code: string
  first: number
  last: number
}

/** Summary rows of a query with the number of all matches (rows are the first `limit`, in id order). */
export interface CountedRows {
  total: number
  rows: SummaryRow[]
}

export interface NameOfId {
  id: number
  name_norm: string
}

/** A new company of the generated dataset, before its id (its place in name order) is known. */
export type GeneratedCompany = Omit<CompanyRow, 'id'>

export type SandboxCompanyRow = Omit<RegistrySandboxCompanyTable, 'id'>

/**
 * What the registry reads and writes, on one engine: SQLite (FTS5 trigram and word indexes,
 * sqlite-registry-store.ts) or PostgreSQL (pg_trgm and word-array GIN indexes,
 * postgres-registry-store.ts). The search algorithm (search.ts) and the dataset generator are the
 * same on both; each method here has the same meaning on both engines.
 */
export interface RegistryStore {
  rangeOf(code: string): Promise<IdRange | undefined>
  /** Companies of `code` whose normalised registration number is `regNorm`, in id order. */
  byRegistrationNumber(regNorm: string, code: string): Promise<SummaryRow[]>
  /** Names of `code` with `lower <= name_norm < upper` (binary order). */
  nameRange(code: string, lower: string, upper: string, limit: number): Promise<CountedRows>
  /** Names of `code` holding `term` as a substring: a scan of the jurisdiction (terms under 3 characters). */
  scanSubstring(code: string, term: string, limit: number): Promise<CountedRows>
  /** Names of the range holding `term` (3 characters or more) as a substring, through the trigram index. */
  substring(term: string, range: IdRange, limit: number): Promise<CountedRows>
  /** Names of the range holding every one of `words` as a whole word (wordsOf of normalise.ts). */
  allWords(words: readonly string[], range: IdRange, limit: number): Promise<CountedRows>
  /**
   * Per gram of `grams`, in their order: ids of the range whose name holds that 3-character gram;
   * at most `cap` each (-1: no cap).
   */
  idsWithTrigrams(grams: readonly string[], range: IdRange, cap: number): Promise<number[][]>
  /** True when a name of the range holds `word` as a whole word. */
  wordExists(word: string, range: IdRange): Promise<boolean>
  namesOfIds(ids: readonly number[]): Promise<NameOfId[]>
  namesOfRange(range: IdRange): Promise<NameOfId[]>
  rowsOfIds(ids: readonly number[]): Promise<SummaryRow[]>
  sandboxRows(code: string): Promise<SummaryRow[]>

  companyByPublicId(publicId: string): Promise<CompanyRow | undefined>
  /** A sandbox company with its complete profile (JSON). */
  sandboxByPublicId(publicId: string): Promise<(SummaryRow & { profile: string }) | undefined>
  storedProfile(companyId: number): Promise<string | undefined>
  /** Stores an expanded profile; a profile already stored (by another process) is kept. */
  storeProfile(companyId: number, profile: string, expandedAt: string): Promise<void>
  insertSandbox(row: SandboxCompanyRow): Promise<void>
  jurisdictionCounts(): Promise<{ code: string; count: number }[]>

  readMeta(key: string): Promise<string | undefined>
  writeMeta(key: string, value: string): Promise<void>
  /**
   * Replaces the dataset: deletes companies, profiles and the dataset meta row, calls `produce`
   * for batches of new companies, then stores them sorted by (code, name_norm, seed_no) so ids of
   * a jurisdiction form one range in name order, and rebuilds the indexes and jurisdiction ranges.
   */
  replaceDataset(produce: (emit: (batch: GeneratedCompany[]) => Promise<void>) => Promise<void>): Promise<void>
}
