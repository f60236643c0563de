/**
 * SQL of the registry's secondary indexes and full-text indexes. The migration creates them; the
 * dataset generator drops the B-tree indexes before its bulk insert and builds them again after.
 */
export const COMPANY_INDEXES = [
  'create unique index if not exists registry_company_public_id on registry_company (public_id)',
  'create index if not exists registry_company_code_name on registry_company (code, name_norm)',
  'create index if not exists registry_company_reg_norm on registry_company (reg_norm, code)',
] as const

export const DROP_COMPANY_INDEXES = [
  'drop index if exists registry_company_public_id',
  'drop index if exists registry_company_code_name',
  'drop index if exists registry_company_reg_norm',
] as const

/** Substring search: trigram index over the normalised name (external content). */
export const TRIGRAM_FTS = 'registry_company_trigram'
/** Whole-word search: unicode61 word index over the normalised name (external content). */
export const WORDS_FTS = 'registry_company_words'

export const FTS_TABLES = [
  `create virtual table if not exists ${TRIGRAM_FTS} using fts5(name_norm, content='registry_company', content_rowid='id', tokenize='trigram')`,
  `create virtual table if not exists ${WORDS_FTS} using fts5(name_norm, content='registry_company', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
] as const

/**
 * PostgreSQL's search indexes: substrings through a trigram GIN index on the normalised name
 * (pg_trgm), whole words through a GIN index on the array of its words (`name_words`: wordsOf of
 * normalise.ts joined by spaces, written with the row). Both lead with the jurisdiction's code
 * (btree_gin), so a search reads only the postings of its jurisdiction: a trigram common in other
 * countries costs nothing. Dropped before a bulk insert like the others.
 */
export const POSTGRES_SEARCH_INDEXES = [
  'create index if not exists registry_company_code_trigram on registry_company using gin (code, name_norm gin_trgm_ops)',
  "create index if not exists registry_company_code_words on registry_company using gin (code, string_to_array(name_words, ' '))",
] as const

export const DROP_POSTGRES_SEARCH_INDEXES = [
  'drop index if exists registry_company_code_trigram',
  'drop index if exists registry_company_code_words',
] as const
