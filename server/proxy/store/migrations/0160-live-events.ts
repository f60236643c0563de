import type { Kysely } from 'kysely'

/** Live events published through PostgreSQL's LISTEN/NOTIFY, read back by id (server/proxy/events/postgres-event-bus.ts). */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('live_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('origin_session_id', 'text')
    .addColumn('published_at_ms', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('live_event_published').on('live_event').column('published_at_ms').execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('live_event').execute()
}
