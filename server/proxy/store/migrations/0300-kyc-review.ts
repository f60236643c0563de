import type { Kysely } from 'kysely'
import { autoIncrementKey } from '../sql-engine'

/**
 * KYC review (server/proxy/kyc): the review state of each KYC request and the history of every
 * reviewer decision (append-only).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('kyc_review')
    .addColumn('kyc_request_id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('override_proposed_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('kyc_decision')
    .addColumn('seq', ...autoIncrementKey(db))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('kyc_request_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('state_after', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('kyc_decision_request').on('kyc_decision').columns(['kyc_request_id', 'seq']).execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('kyc_decision').execute()
  await db.schema.dropTable('kyc_review').execute()
}
