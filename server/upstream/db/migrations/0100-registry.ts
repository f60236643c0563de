import { type Kysely, sql } from 'kysely'
import { COMPANY_INDEXES, FTS_TABLES } from '../../registry/schema-sql'
import { engineOf } from '../../../shared/sql-engine'

/** Registry dataset: companies (summary rows), jurisdiction ranges, lazily expanded profiles, meta. */
export async function up(db: Kysely<unknown>) {
  const postgres = engineOf(db) === 'postgres'
  // PostgreSQL compares names byte by byte ("C") as SQLite does, for start_with's name ranges.
  const nameType = postgres ? sql`text collate "C"` : sql`text`
  if (postgres) await sql`create extension if not exists pg_trgm`.execute(db)
  const companies = db.schema
    .createTable('registry_company')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seed_no', 'integer', (c) => c.notNull())
    .addColumn('public_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('serial', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_norm', nameType, (c) => c.notNull())
    .addColumn('registration_number', 'text', (c) => c.notNull())
    .addColumn('reg_norm', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('registration_date', 'text', (c) => c.notNull())
    .addColumn('dissolution_date', 'text')
    .addColumn('inactive_date', 'text')
    .addColumn('risk_level', 'text', (c) => c.notNull())
    .addColumn('verification_status', 'text', (c) => c.notNull())
    .addColumn('registry_index', 'integer', (c) => c.notNull())
    .addColumn('sections', 'integer', (c) => c.notNull())
  // PostgreSQL's whole-word index needs the words of each name (wordsOf), written with the row.
  await (postgres ? companies.addColumn('name_words', 'text', (c) => c.notNull()) : companies).execute()
  await db.schema
    .createTable('registry_jurisdiction')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('first_id', 'integer', (c) => c.notNull())
    .addColumn('last_id', 'integer', (c) => c.notNull())
    .addColumn('company_count', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('registry_profile')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('registry_company.id').onDelete('cascade'))
    .addColumn('profile', 'text', (c) => c.notNull())
    .addColumn('expanded_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('registry_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()
  // PostgreSQL's search indexes: 0120-registry-search-by-jurisdiction.
  for (const statement of [...COMPANY_INDEXES, ...(postgres ? [] : FTS_TABLES)]) await sql.raw(statement).execute(db)
}

export async function down(db: Kysely<unknown>) {
  if (engineOf(db) === 'sqlite')
    for (const table of ['registry_company_trigram', 'registry_company_words'])
      await sql.raw(`drop table if exists ${table}`).execute(db)
  for (const table of ['registry_profile', 'registry_meta', 'registry_jurisdiction', 'registry_company'])
    await db.schema.dropTable(table).ifExists().execute()
}
