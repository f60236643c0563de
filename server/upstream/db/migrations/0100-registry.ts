import { type Kysely, sql } from 'kysely'
import { COMPANY_INDEXES, FTS_TABLES } from '../../registry/schema-sql'

/** Registry dataset: companies (summary rows), jurisdiction ranges, lazily expanded profiles, meta. */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('registry_company')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seed_no', 'integer', (c) => c.notNull())
    .addColumn('public_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('serial', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_norm', 'text', (c) => c.notNull())
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
    .execute()
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
  for (const statement of [...COMPANY_INDEXES, ...FTS_TABLES]) await sql.raw(statement).execute(db)
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['registry_company_trigram', 'registry_company_words'])
    await sql.raw(`drop table if exists ${table}`).execute(db)
  for (const table of ['registry_profile', 'registry_meta', 'registry_jurisdiction', 'registry_company'])
    await db.schema.dropTable(table).ifExists().execute()
}
