import { type Kysely, sql } from 'kysely'
import type { UpstreamDatabase } from '../db/schema'
import { type CompanyRow, type SummaryRow, summarySelect } from './company-summary'
import { wordsOf } from './normalise'
import type { CountedRows, GeneratedCompany, IdRange, NameOfId, RegistryStore } from './registry-store'
import {
  COMPANY_INDEXES,
  DROP_COMPANY_INDEXES,
  DROP_POSTGRES_SEARCH_INDEXES,
  POSTGRES_SEARCH_INDEXES,
} from './schema-sql'
import { generatedColumns } from './sqlite-registry-store'

/** PostgreSQL type of each generated column, for the `unnest` of a batch insert. */
const generatedTypes: Record<(typeof generatedColumns)[number], string> = {
  seed_no: 'int',
  public_id: 'text',
  code: 'text',
  serial: 'int',
  name: 'text',
  name_norm: 'text',
  registration_number: 'text',
  reg_norm: 'text',
  type: 'text',
  status: 'text',
  registration_date: 'text',
  dissolution_date: 'text',
  inactive_date: 'text',
  risk_level: 'text',
  verification_status: 'text',
  registry_index: 'int',
  sections: 'int',
}

/** `%term%` for LIKE, with the pattern characters of the term escaped (backslash is LIKE's escape). */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * The registry on PostgreSQL: the (code, name_norm) B-tree in binary order ("C" collation, as
 * SQLite), pg_trgm's trigram GIN index for substrings and a GIN index on the words of each name
 * for whole words, both led by the jurisdiction's code (schema-sql.ts). The search algorithm is
 * search.ts's, as on SQLite.
 */
export function createPostgresRegistryStore(db: Kysely<UpstreamDatabase>): RegistryStore {
  const summary = sql.raw(summarySelect())
  const rows = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows as SummaryRow[]
  const total = async (query: ReturnType<typeof sql>) => ((await query.execute(db)).rows[0] as { n: number }).n
  const counted = async (count: Promise<number>, found: Promise<SummaryRow[]>): Promise<CountedRows> => {
    const [n, list] = await Promise.all([count, found])
    return { total: n, rows: list }
  }
  /**
   * Matches through a GIN index, whose every candidate is rechecked on its row: one pass counts
   * them all and keeps the first `limit` ids (id order = name order within a jurisdiction), then
   * only those rows are read: no match is rechecked twice, no whole row is sorted.
   */
  const page = async (where: ReturnType<typeof sql>, limit: number): Promise<CountedRows> => {
    const { rows: found } = await sql<{ n: number; ids: number[] | null }>`
      select count(*) as n, (array_agg(id order by id))[1:${limit}] as ids
      from registry_company where ${where}`.execute(db)
    const ids = found[0]?.ids ?? []
    if (ids.length === 0) return { total: 0, rows: [] }
    return {
      total: found[0]!.n,
      rows: await rows(sql`select ${summary} from registry_company where id = any(${ids}::int[]) order by id`),
    }
  }
  const words = sql`string_to_array(name_words, ' ')`
  const ranges = new Map<string, IdRange>()

  return {
    async rangeOf(code) {
      // Ranges change only when the dataset is generated again: one read per jurisdiction and process.
      const known = ranges.get(code)
      if (known) return known
      const { rows: found } =
        await sql<IdRange>`select code, first_id as first, last_id as last from registry_jurisdiction where code = ${code}`.execute(
          db,
        )
      if (found[0]) ranges.set(code, found[0])
      return found[0]
    },
    byRegistrationNumber: (regNorm, code) =>
      rows(sql`select ${summary} from registry_company where reg_norm = ${regNorm} and code = ${code} order by id`),
    nameRange: (code, lower, upper, limit) => {
      const where = sql`code = ${code} and name_norm >= ${lower} and name_norm < ${upper}`
      return counted(
        total(sql`select count(*) as n from registry_company where ${where}`),
        rows(sql`select ${summary} from registry_company where ${where} order by name_norm, id limit ${limit}`),
      )
    },
    scanSubstring: (code, term, limit) => {
      const where = sql`code = ${code} and strpos(name_norm, ${term}) > 0`
      return counted(
        total(sql`select count(*) as n from registry_company where ${where}`),
        rows(sql`select ${summary} from registry_company where ${where} order by name_norm, id limit ${limit}`),
      )
    },
    substring: (term, range, limit) => page(sql`code = ${range.code} and name_norm like ${containing(term)}`, limit),
    allWords: (list, range, limit) => page(sql`code = ${range.code} and ${words} @> ${[...list]}::text[]`, limit),
    // One statement for all grams (a tolerant search asks for dozens): one index scan each.
    idsWithTrigrams: async (grams, range, cap) => {
      const { rows: found } = await sql<{ ids: number[] | null }>`
        select (select array_agg(id) from (select id from registry_company
          where code = ${range.code} and name_norm like g.pattern limit ${cap < 0 ? null : cap}) s) as ids
        from unnest(${grams.map(containing)}::text[]) with ordinality as g(pattern, n) order by g.n`.execute(db)
      return found.map((row) => row.ids ?? [])
    },
    wordExists: async (word, range) =>
      (
        await sql`select 1 from registry_company where code = ${range.code}
          and ${words} @> ${[word]}::text[] limit 1`.execute(db)
      ).rows.length > 0,
    namesOfIds: async (ids) =>
      (await sql<NameOfId>`select id, name_norm from registry_company where id = any(${[...ids]}::int[])`.execute(db))
        .rows,
    namesOfRange: async (range) =>
      (
        await sql<NameOfId>`select id, name_norm from registry_company where id between ${range.first} and ${range.last}`.execute(
          db,
        )
      ).rows,
    rowsOfIds: (ids) => rows(sql`select ${summary} from registry_company where id = any(${[...ids]}::int[])`),
    sandboxRows: (code) =>
      rows(sql`select ${summary} from registry_sandbox_company where code = ${code} order by name_norm, id`),
    companyByPublicId: async (publicId) =>
      (await db.selectFrom('registry_company').selectAll().where('public_id', '=', publicId).executeTakeFirst()) as
        CompanyRow | undefined,
    sandboxByPublicId: (publicId) =>
      db.selectFrom('registry_sandbox_company').selectAll().where('public_id', '=', publicId).executeTakeFirst(),
    storedProfile: async (companyId) =>
      (await db.selectFrom('registry_profile').select('profile').where('company_id', '=', companyId).executeTakeFirst())
        ?.profile,
    storeProfile: async (companyId, profile, expandedAt) => {
      await db
        .insertInto('registry_profile')
        .values({ company_id: companyId, profile, expanded_at: expandedAt })
        .onConflict((oc) => oc.column('company_id').doNothing())
        .execute()
    },
    insertSandbox: async (row) => {
      await db.insertInto('registry_sandbox_company').values(row).execute()
    },
    jurisdictionCounts: () =>
      db.selectFrom('registry_jurisdiction').select(['code', 'company_count as count']).orderBy('code').execute(),
    readMeta: async (key) =>
      (await db.selectFrom('registry_meta').select('value').where('key', '=', key).executeTakeFirst())?.value,
    writeMeta: async (key, value) => {
      await db
        .insertInto('registry_meta')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute()
    },
    async replaceDataset(produce) {
      ranges.clear()
      await replacePostgresDataset(db, produce)
      ranges.clear()
    },
  }
}

/**
 * Generates into an unindexed staging table (batches as arrays through `unnest`), then inserts in
 * (code, name_norm, seed_no) order with ids numbered from 1 as SQLite's rowids are, and builds the
 * indexes once. One pinned connection: the staging table is temporary.
 */
async function replacePostgresDataset(
  db: Kysely<UpstreamDatabase>,
  produce: (emit: (batch: GeneratedCompany[]) => Promise<void>) => Promise<void>,
) {
  const columns = [...generatedColumns, 'name_words'] as const
  const columnList = sql.raw(columns.join(', '))
  await db.connection().execute(async (conn) => {
    await sql`set maintenance_work_mem = '256MB'`.execute(conn)
    await sql`delete from registry_meta where key = 'dataset'`.execute(conn)
    for (const table of ['registry_profile', 'registry_jurisdiction', 'registry_company'])
      await sql`delete from ${sql.table(table)}`.execute(conn)
    await sql`drop table if exists registry_company_staging`.execute(conn)
    await sql
      .raw(
        `create temp table registry_company_staging (${generatedColumns.map((c) => `${c} ${generatedTypes[c]}`).join(', ')}, name_words text)`,
      )
      .execute(conn)
    const typeOf = (column: (typeof columns)[number]) => (column === 'name_words' ? 'text' : generatedTypes[column])
    await produce(async (batch) => {
      const arrays = columns.map((column) => {
        const values =
          column === 'name_words'
            ? batch.map((company) => wordsOf(company.name_norm).join(' '))
            : batch.map((company) => company[column])
        return sql`${values}::${sql.raw(typeOf(column))}[]`
      })
      await sql`insert into registry_company_staging (${columnList}) select * from unnest(${sql.join(arrays)})`.execute(
        conn,
      )
    })
    for (const statement of [...DROP_COMPANY_INDEXES, ...DROP_POSTGRES_SEARCH_INDEXES])
      await sql.raw(statement).execute(conn)
    await sql`insert into registry_company (id, ${columnList})
      select row_number() over (order by code, name_norm collate "C", seed_no), ${columnList} from registry_company_staging`.execute(
      conn,
    )
    await sql`drop table registry_company_staging`.execute(conn)
    for (const statement of [...COMPANY_INDEXES, ...POSTGRES_SEARCH_INDEXES]) await sql.raw(statement).execute(conn)
    await sql`insert into registry_jurisdiction (code, first_id, last_id, company_count)
      select code, min(id), max(id), count(*) from registry_company group by code`.execute(conn)
    await sql`analyze registry_company`.execute(conn)
  })
}
