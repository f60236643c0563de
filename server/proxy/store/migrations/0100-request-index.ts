import { type Kysely, sql } from 'kysely'
import { autoIncrementKey } from '../sql-engine'

/** The proxy's index of its own upstream requests (server/proxy/request-index). */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('request_index')
    .addColumn('seq', ...autoIncrementKey(db))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('upstream_id', 'text', (c) => c.notNull())
    .addColumn('service_id', 'text')
    .addColumn('route_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('user_email', 'text')
    .addColumn('search_text', 'text')
    .addColumn('country', 'text')
    .addColumn('search_type', 'text')
    .addColumn('status', 'text')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('request_index_kind_upstream')
    .on('request_index')
    .columns(['kind', 'upstream_id'])
    .unique()
    .execute()
  await db.schema.createIndex('request_index_service').on('request_index').column('service_id').execute()
  await db.schema
    .createIndex('request_index_user_created')
    .on('request_index')
    .columns(['user_id', 'created_at'])
    .execute()
  await sql`create index request_index_updated on request_index (updated_at desc)`.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('request_index').execute()
}
