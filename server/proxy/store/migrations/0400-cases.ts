import type { Kysely } from 'kysely'
import { autoIncrementKey } from '../sql-engine'

/**
 * The inbox of cases (server/proxy/cases, ADR 0026): one case per subject and type, its timeline
 * (append-only), each queue's SLA and round-robin members, and the users' notifications.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('case_record')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('resolution', 'text')
    .addColumn('due_at', 'text')
    .addColumn('assignee_id', 'text')
    .addColumn('assignee_email', 'text')
    .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('case_record_subject', ['type', 'subject_id'])
    .execute()
  await db.schema.createIndex('case_record_open').on('case_record').columns(['state', 'type', 'due_at']).execute()
  await db.schema.createIndex('case_record_subject_id').on('case_record').column('subject_id').execute()
  await db.schema.createIndex('case_record_assignee').on('case_record').columns(['assignee_id', 'state']).execute()
  await db.schema
    .createTable('case_event')
    .addColumn('seq', ...autoIncrementKey(db))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('case_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('assignee_email', 'text')
    .execute()
  await db.schema.createIndex('case_event_case').on('case_event').columns(['case_id', 'seq']).execute()
  await db.schema
    .createTable('case_queue')
    .addColumn('type', 'text', (c) => c.primaryKey())
    .addColumn('sla_minutes', 'integer')
    .addColumn('auto_assign', 'integer', (c) => c.notNull().defaultTo(0))
    /** JSON array of user ids, in turn order. */
    .addColumn('members', 'text', (c) => c.notNull())
    .addColumn('last_assigned_id', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('case_notification')
    .addColumn('seq', ...autoIncrementKey(db))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('case_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute()
  await db.schema
    .createIndex('case_notification_user')
    .on('case_notification')
    .columns(['user_id', 'read_at', 'seq'])
    .execute()
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('case_notification').execute()
  await db.schema.dropTable('case_queue').execute()
  await db.schema.dropTable('case_event').execute()
  await db.schema.dropTable('case_record').execute()
}
