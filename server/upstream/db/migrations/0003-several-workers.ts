import type { Kysely } from 'kysely'

/**
 * Several worker processes on one database (ADR 0031): each claim of a job writes its own
 * `locked_by` token (process and claim), so only the holder of the current lease renews or
 * finishes it. Callback events of one request (`stream`) are numbered (`position`) and delivered
 * in that order by whichever worker takes them.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('jobs').addColumn('locked_by', 'text').execute()
  await db.schema.alterTable('callback_outbox').addColumn('stream', 'text').execute()
  await db.schema.alterTable('callback_outbox').addColumn('position', 'bigint').execute()
  await db.schema
    .createIndex('callback_outbox_stream')
    .unique()
    .on('callback_outbox')
    .columns(['stream', 'position'])
    .execute()
}
