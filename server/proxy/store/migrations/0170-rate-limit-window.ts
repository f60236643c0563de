import type { Kysely } from 'kysely'

/** Rate-limit windows shared by every instance on one database (server/proxy/security/database-rate-limit-store.ts). */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('rate_limit_window')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start_ms', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rate_limit_window_start').on('rate_limit_window').column('window_start_ms').execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('rate_limit_window').execute()
}
