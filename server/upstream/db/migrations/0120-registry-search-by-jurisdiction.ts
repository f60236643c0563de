import { type Kysely, sql } from 'kysely'
import { POSTGRES_SEARCH_INDEXES } from '../../registry/schema-sql'
import { engineOf } from '../../../shared/sql-engine'

/**
 * PostgreSQL: the registry's trigram and word indexes lead with the jurisdiction's code (btree_gin),
 * so a search reads the postings of its jurisdiction only. SQLite: nothing changes.
 */
export async function up(db: Kysely<unknown>) {
  if (engineOf(db) !== 'postgres') return
  await sql`create extension if not exists btree_gin`.execute(db)
  await sql`drop index if exists registry_company_trigram`.execute(db)
  await sql`drop index if exists registry_company_words`.execute(db)
  for (const statement of POSTGRES_SEARCH_INDEXES) await sql.raw(statement).execute(db)
}
