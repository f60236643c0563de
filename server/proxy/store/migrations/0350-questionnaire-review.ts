import type { Kysely } from 'kysely'

/** Questionnaire review (server/proxy/questionnaires): the current decision on each submission (ADR 0026). */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('questionnaire_review')
    .addColumn('questionnaire_request_id', 'text', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('questionnaire_review').execute()
}
