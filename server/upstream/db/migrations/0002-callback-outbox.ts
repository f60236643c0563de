import type { Kysely } from 'kysely'

/** Durable outbox of callback events (server/upstream/callbacks): delivered at least once. */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('callback_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_status', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('give_up_at', 'bigint', (c) => c.notNull())
    .addColumn('delivered_at', 'bigint')
    .execute()
}
