import type { Kysely } from 'kysely'

/**
 * AML requests (server/upstream/aml): the subject screened, where it came from (a company of a
 * registry search, one of its officers or owners, a questionnaire UBO), its current hits and its
 * ongoing monitoring.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('aml_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_random_id', 'text', (c) => c.notNull())
    .addColumn('subject_name', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('other_names', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('country_code', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('nationality', 'text')
    .addColumn('origin_kind', 'text', (c) => c.notNull())
    .addColumn('kyb_result_id', 'text')
    .addColumn('kyb_request_id', 'text')
    .addColumn('questionnaire_request_id', 'text')
    .addColumn('role', 'text')
    .addColumn('person_key', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('match_status', 'text')
    .addColumn('hits', 'text', (c) => c.notNull())
    .addColumn('lists_screened', 'text', (c) => c.notNull())
    .addColumn('ongoing_monitoring', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('duration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('monitor_until', 'bigint')
    .addColumn('monitor_generation', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_ongoing_request', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_updated_at', 'bigint', (c) => c.notNull())
    .addColumn('screened_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('aml_requests_result')
    .on('aml_requests')
    .columns(['kyb_result_id', 'origin_kind', 'created_at'])
    .execute()
  await db.schema.createIndex('aml_requests_monitoring').on('aml_requests').columns(['ongoing_monitoring']).execute()
  await db.schema.createIndex('aml_requests_created').on('aml_requests').columns(['created_at']).execute()
}
