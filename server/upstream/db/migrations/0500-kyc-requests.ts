import type { Kysely } from 'kysely'
import { bytesType } from '../../../shared/sql-engine'

/** KYC requests and their uploaded proofs (server/upstream/kyc). */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('kyc_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('request_types', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('language_code', 'text')
    .addColumn('language_name', 'text')
    .addColumn('country_name', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('document_input', 'text')
    .addColumn('address_input', 'text')
    .addColumn('result', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('kyc_requests_service').on('kyc_requests').columns(['service_id']).execute()
  await db.schema
    .createTable('kyc_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kyc_request_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('bytes', bytesType(db), (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('kyc_files_request').on('kyc_files').columns(['kyc_request_id', 'role']).execute()
}
