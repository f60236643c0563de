import type { Kysely } from 'kysely'

/**
 * Registry searches (v1 and v2), the registries each one waits for, and the companies that arrived
 * (frozen once the request is finalised).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('kyb_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('service_id', 'text', (c) => c.notNull())
    .addColumn('random_id', 'text', (c) => c.notNull())
    .addColumn('reference_id', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text')
    .addColumn('registration_number', 'text')
    .addColumn('search_type', 'text', (c) => c.notNull())
    .addColumn('place_code', 'text', (c) => c.notNull())
    .addColumn('services', 'text', (c) => c.notNull())
    .addColumn('ttl', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('finalised_by_ttl', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .execute()
  await db.schema
    .createTable('kyb_request_registries')
    .addColumn('request_id', 'text', (c) => c.notNull().references('kyb_requests.id'))
    .addColumn('registry_index', 'bigint', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .addColumn('result_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('kyb_request_registries_pk', ['request_id', 'registry_index'])
    .execute()
  await db.schema
    .createTable('kyb_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('kyb_requests.id'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('registry_index', 'bigint', (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('fetch_stage', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('fetch_status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('fetched_at', 'bigint')
    .execute()
  await db.schema.createIndex('kyb_results_request').on('kyb_results').columns(['request_id', 'position']).execute()
  await db.schema
    .createIndex('kyb_results_company')
    .unique()
    .on('kyb_results')
    .columns(['request_id', 'company_id'])
    .execute()
}
