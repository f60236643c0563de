import { type Kysely, sql } from 'kysely'

/** Every delivery to POST /callbacks/upstream with its verdict (server/proxy/callbacks). */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('callback_delivery')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('verdict', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text')
    .addColumn('event', 'text')
    .addColumn('service', 'text')
    .addColumn('status', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('ids', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('body', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('callback_delivery_received').on('callback_delivery').column('received_at').execute()
  // At most one accepted delivery per event id: the dedupe rule, enforced by the database too.
  await sql`create unique index callback_delivery_accepted_event on callback_delivery (event_id) where verdict = 'accepted'`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('callback_delivery').execute()
}
