import type { Kysely } from 'kysely'
import { autoIdConstraint, autoIdType } from '../../../shared/sql-engine'

/** Durable background jobs (server/upstream/jobs): claimed atomically, re-run after a crash. */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('jobs')
    .addColumn('seq', autoIdType(db), autoIdConstraint(db))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'bigint', (c) => c.notNull().defaultTo(5))
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute()
}
