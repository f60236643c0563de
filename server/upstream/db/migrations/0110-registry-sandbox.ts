import type { Kysely } from 'kysely'
import { autoIdConstraint, autoIdType } from '../../../shared/sql-engine'

/**
 * Companies created through `POST /sandbox/companies`: kept apart from the generated dataset (whose
 * ids form one range per jurisdiction in name order) and searched beside it. Each row holds its
 * complete version 1 profile.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('registry_sandbox_company')
    .addColumn('id', autoIdType(db), autoIdConstraint(db))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_norm', 'text', (c) => c.notNull())
    .addColumn('registration_number', 'text', (c) => c.notNull())
    .addColumn('reg_norm', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('registration_date', 'text', (c) => c.notNull())
    .addColumn('dissolution_date', 'text')
    .addColumn('inactive_date', 'text')
    .addColumn('risk_level', 'text', (c) => c.notNull())
    .addColumn('verification_status', 'text', (c) => c.notNull())
    .addColumn('registry_index', 'bigint', (c) => c.notNull())
    .addColumn('sections', 'bigint', (c) => c.notNull())
    .addColumn('profile', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('registry_sandbox_company_code')
    .on('registry_sandbox_company')
    .columns(['code'])
    .execute()
}
