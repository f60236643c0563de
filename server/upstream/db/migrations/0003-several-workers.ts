import { type Kysely, sql } from 'kysely'
import { engineOf } from '../../../shared/sql-engine'

/**
 * Several worker processes on one database (ADR 0031): each claim of a job writes its own
 * `locked_by` token (process and claim), so only the holder of the current lease renews or
 * finishes it. Callback events of one request (`stream`) are numbered (`position`) and delivered
 * in that order by whichever worker takes them. On PostgreSQL, `instr(text, part)` as SQLite's
 * (the position of `part`, 0 when absent), which the upstream's substring filters use.
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
  if (engineOf(db) === 'postgres')
    await sql`create or replace function instr(text, text) returns integer
      language sql immutable strict parallel safe as 'select strpos($1, $2)'`.execute(db)
}
