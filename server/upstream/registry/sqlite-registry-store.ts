import type Database from 'better-sqlite3'
import { type CompanyRow, rowFromValues, type SummaryRow, summarySelect } from './company-summary'
import { ftsPhrase } from './normalise'
import type { GeneratedCompany, IdRange, NameOfId, RegistryStore } from './registry-store'
import { COMPANY_INDEXES, DROP_COMPANY_INDEXES, TRIGRAM_FTS, WORDS_FTS } from './schema-sql'

/** Columns of a generated company, in insert order. */
export const generatedColumns = [
  'seed_no',
  'public_id',
  'code',
  'serial',
  'name',
  'name_norm',
  'registration_number',
  'reg_norm',
  'type',
  'status',
  'registration_date',
  'dissolution_date',
  'inactive_date',
  'risk_level',
  'verification_status',
  'registry_index',
  'sections',
] as const satisfies readonly (keyof GeneratedCompany)[]

/**
 * The registry on the upstream's SQLite file: prepared statements over the (code, name_norm) index
 * and the FTS5 trigram and unicode61 word indexes (schema-sql.ts). Every id query carries
 * `rowid between first and last`, so it returns rows already in name order.
 */
export function createSqliteRegistryStore(sqlite: Database.Database): RegistryStore {
  const rangeOf = sqlite.prepare(
    'select code, first_id as first, last_id as last from registry_jurisdiction where code = ?',
  )
  const rowsQuery = (sql: string) => sqlite.prepare(sql).raw()
  const byRegNumber = rowsQuery(
    `select ${summarySelect()} from registry_company where reg_norm = ? and code = ? order by id`,
  )
  const startRows = rowsQuery(
    `select ${summarySelect()} from registry_company where code = ? and name_norm >= ? and name_norm < ? order by name_norm, id limit ?`,
  )
  const startCount = sqlite.prepare(
    'select count(*) as n from registry_company where code = ? and name_norm >= ? and name_norm < ?',
  )
  // Short terms: scan the jurisdiction's part of the (code, name_norm) index, which holds the names.
  const scanRows = rowsQuery(
    `select ${summarySelect()} from registry_company where code = ? and instr(name_norm, ?) > 0 order by name_norm, id limit ?`,
  )
  const scanCount = sqlite.prepare(
    'select count(*) as n from registry_company where code = ? and instr(name_norm, ?) > 0',
  )
  const ftsRows = (table: string) =>
    rowsQuery(
      `select ${summarySelect('c')} from ${table} f join registry_company c on c.id = f.rowid where ${table} match ? and f.rowid between ? and ? order by f.rowid limit ?`,
    )
  const ftsCount = (table: string) =>
    sqlite.prepare(`select count(*) as n from ${table} where ${table} match ? and rowid between ? and ?`)
  const trigramRows = ftsRows(TRIGRAM_FTS)
  const trigramCount = ftsCount(TRIGRAM_FTS)
  const wordRows = ftsRows(WORDS_FTS)
  const wordCount = ftsCount(WORDS_FTS)
  const trigramIds = sqlite
    .prepare(`select rowid from ${TRIGRAM_FTS} where ${TRIGRAM_FTS} match ? and rowid between ? and ? limit ?`)
    .pluck()
  const namesByIds = sqlite.prepare(
    'select id, name_norm from registry_company where id in (select value from json_each(?))',
  )
  const wordExists = sqlite
    .prepare(`select 1 from ${WORDS_FTS} where ${WORDS_FTS} match ? and rowid between ? and ? limit 1`)
    .pluck()
  const rangeNames = sqlite.prepare('select id, name_norm from registry_company where id between ? and ?')
  const rowsByIds = rowsQuery(
    `select ${summarySelect()} from registry_company where id in (select value from json_each(?))`,
  )
  const sandboxRows = rowsQuery(
    `select ${summarySelect()} from registry_sandbox_company where code = ? order by name_norm, id`,
  )
  const byPublicId = sqlite.prepare('select * from registry_company where public_id = ?')
  const storedProfile = sqlite.prepare('select profile from registry_profile where company_id = ?').pluck()
  const storeProfile = sqlite.prepare(
    'insert or ignore into registry_profile (company_id, profile, expanded_at) values (?, ?, ?)',
  )
  const sandboxById = sqlite.prepare('select * from registry_sandbox_company where public_id = ?')
  const insertSandbox = sqlite.prepare(
    `insert into registry_sandbox_company (public_id, code, name, name_norm, registration_number, reg_norm, type, status, registration_date, dissolution_date, inactive_date, risk_level, verification_status, registry_index, sections, profile, created_at)
     values (@public_id, @code, @name, @name_norm, @registration_number, @reg_norm, @type, @status, @registration_date, @dissolution_date, @inactive_date, @risk_level, @verification_status, @registry_index, @sections, @profile, @created_at)`,
  )
  const stats = sqlite.prepare('select code, company_count as count from registry_jurisdiction order by code')
  const readMeta = sqlite.prepare('select value from registry_meta where key = ?').pluck()
  const writeMeta = sqlite.prepare('insert or replace into registry_meta (key, value) values (?, ?)')

  const count = (statement: Database.Statement, ...params: unknown[]) => (statement.get(...params) as { n: number }).n
  const all = (statement: Database.Statement, ...params: unknown[]) =>
    (statement.all(...params) as unknown[][]).map(rowFromValues)
  const counted = (total: number, rows: SummaryRow[]) => Promise.resolve({ total, rows })

  return {
    rangeOf: async (code) => rangeOf.get(code) as IdRange | undefined,
    byRegistrationNumber: async (regNorm, code) => all(byRegNumber, regNorm, code),
    nameRange: (code, lower, upper, limit) =>
      counted(count(startCount, code, lower, upper), all(startRows, code, lower, upper, limit)),
    scanSubstring: (code, term, limit) => counted(count(scanCount, code, term), all(scanRows, code, term, limit)),
    substring: (term, range, limit) => {
      const phrase = ftsPhrase(term)
      return counted(
        count(trigramCount, phrase, range.first, range.last),
        all(trigramRows, phrase, range.first, range.last, limit),
      )
    },
    allWords: (words, range, limit) => {
      const query = words.map(ftsPhrase).join(' AND ')
      return counted(
        count(wordCount, query, range.first, range.last),
        all(wordRows, query, range.first, range.last, limit),
      )
    },
    idsWithTrigrams: async (grams, range, cap) =>
      grams.map((gram) => trigramIds.all(ftsPhrase(gram), range.first, range.last, cap) as number[]),
    wordExists: async (word, range) => wordExists.get(ftsPhrase(word), range.first, range.last) !== undefined,
    namesOfIds: async (ids) => namesByIds.all(JSON.stringify(ids)) as NameOfId[],
    namesOfRange: async (range) => rangeNames.all(range.first, range.last) as NameOfId[],
    rowsOfIds: async (ids) => all(rowsByIds, JSON.stringify(ids)),
    sandboxRows: async (code) => all(sandboxRows, code),
    companyByPublicId: async (publicId) => byPublicId.get(publicId) as CompanyRow | undefined,
    sandboxByPublicId: async (publicId) => sandboxById.get(publicId) as (SummaryRow & { profile: string }) | undefined,
    storedProfile: async (companyId) => storedProfile.get(companyId) as string | undefined,
    storeProfile: async (companyId, profile, expandedAt) => {
      storeProfile.run(companyId, profile, expandedAt)
    },
    insertSandbox: async (row) => {
      insertSandbox.run(row)
    },
    jurisdictionCounts: async () => stats.all() as { code: string; count: number }[],
    readMeta: async (key) => readMeta.get(key) as string | undefined,
    writeMeta: async (key, value) => {
      writeMeta.run(key, value)
    },
    replaceDataset: (produce) => replaceSqliteDataset(sqlite, produce),
  }
}

async function replaceSqliteDataset(
  sqlite: Database.Database,
  produce: (emit: (batch: GeneratedCompany[]) => Promise<void>) => Promise<void>,
) {
  const columnList = generatedColumns.join(', ')
  sqlite.exec("delete from registry_meta where key = 'dataset'")
  sqlite.exec('delete from registry_profile; delete from registry_jurisdiction; delete from registry_company')
  sqlite.exec(
    `drop table if exists temp.registry_company_staging; create temp table registry_company_staging as select ${columnList} from registry_company where 0`,
  )
  const insert = sqlite.prepare(
    `insert into temp.registry_company_staging (${columnList}) values (${generatedColumns.map(() => '?').join(', ')})`,
  )
  const insertBatch = sqlite.transaction((batch: GeneratedCompany[]) => {
    for (const company of batch) insert.run(...generatedColumns.map((column) => company[column]))
  })
  await produce(async (batch) => {
    insertBatch(batch)
  })
  sqlite.transaction(() => {
    for (const statement of DROP_COMPANY_INDEXES) sqlite.exec(statement)
    // Sorted insert: ids of a jurisdiction become one contiguous range in name order.
    sqlite.exec(
      `insert into registry_company (${columnList}) select ${columnList} from temp.registry_company_staging order by code, name_norm, seed_no`,
    )
    for (const statement of COMPANY_INDEXES) sqlite.exec(statement)
    sqlite.exec(
      'insert into registry_jurisdiction (code, first_id, last_id, company_count) select code, min(id), max(id), count(*) from registry_company group by code',
    )
    sqlite.exec(`insert into ${TRIGRAM_FTS}(${TRIGRAM_FTS}) values ('rebuild')`)
    sqlite.exec(`insert into ${WORDS_FTS}(${WORDS_FTS}) values ('rebuild')`)
  })()
  sqlite.exec('drop table temp.registry_company_staging')
}
