import type { Kysely } from 'kysely'
import { bytesType } from '../../../shared/sql-engine'

/**
 * Questionnaires (server/upstream/questionnaires): links handed to end users, submissions (one
 * service each, with the ids of the checks they started), the files uploaded with them, and the
 * OCR requests that read company certificates. The questionnaires themselves are seeded in code.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('questionnaire_links')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('questionnaire_id', 'text', (c) => c.notNull())
    .addColumn('country_name', 'text')
    .addColumn('ttl_minutes', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('questionnaire_request_id', 'text')
    .execute()
  await db.schema
    .createTable('questionnaire_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_id', 'text', (c) => c.notNull().unique())
    .addColumn('service_random_id', 'text', (c) => c.notNull())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('link_token', 'text', (c) => c.notNull())
    .addColumn('questionnaire_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('country_name', 'text')
    .addColumn('place_code', 'text')
    .addColumn('pages', 'text', (c) => c.notNull())
    .addColumn('services', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('kyb_request_id', 'text')
    .addColumn('aml_request_id', 'text')
    .addColumn('ocr_request_id', 'text')
    .addColumn('kyc_request_id', 'text')
    .addColumn('ubo_aml_request_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('ubo_kyc_request_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('questionnaire_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('questionnaire_request_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('mimetype', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('content', bytesType(db), (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('questionnaire_files_request')
    .on('questionnaire_files')
    .column('questionnaire_request_id')
    .execute()
  await db.schema
    .createTable('ocr_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('questionnaire_request_id', 'text', (c) => c.notNull())
    .addColumn('flow', 'text', (c) => c.notNull())
    .addColumn('country_names', 'text', (c) => c.notNull())
    .addColumn('place_code', 'text')
    .addColumn('user_verification_data', 'text', (c) => c.notNull())
    .addColumn('file_ids', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('ocr_response', 'text')
    .addColumn('decline_reason', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
}
