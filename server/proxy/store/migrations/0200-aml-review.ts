import { type Kysely, sql } from 'kysely'

/** Reviewer decisions on AML hits, remembered false positives and each request's disposition (server/proxy/aml, ADR 0013). */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('aml_decision')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('aml_request_id', 'text', (c) => c.notNull())
    .addColumn('hit_key', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .execute()
  await sql`create unique index aml_decision_order on aml_decision (aml_request_id, seq)`.execute(db)
  await db.schema
    .createTable('aml_suppression')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject_key', 'text', (c) => c.notNull())
    .addColumn('subject_name', 'text', (c) => c.notNull())
    .addColumn('hit_key', 'text', (c) => c.notNull())
    .addColumn('listed_name', 'text', (c) => c.notNull())
    .addColumn('entry_fingerprint', 'text', (c) => c.notNull())
    .addColumn('aml_request_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('lifted_by', 'text')
    .addColumn('lifted_at', 'text')
    .execute()
  await db.schema
    .createIndex('aml_suppression_pair')
    .on('aml_suppression')
    .columns(['subject_key', 'hit_key'])
    .execute()
  await db.schema
    .createTable('aml_review_summary')
    .addColumn('aml_request_id', 'text', (c) => c.primaryKey())
    .addColumn('disposition', 'text', (c) => c.notNull())
    .addColumn('reviewers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('last_decided_at', 'text')
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('aml_review_summary').execute()
  await db.schema.dropTable('aml_suppression').execute()
  await db.schema.dropTable('aml_decision').execute()
}
