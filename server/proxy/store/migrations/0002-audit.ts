import { type Kysely, sql } from 'kysely'
import { engineOf } from '../../../shared/sql-engine'

// The hash-chained audit trail (audit/tables.ts). `prev_hash` is unique so the chain cannot fork,
// and triggers make the table append-only for anything going through the database.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('role', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_ids', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('success', 'failure', 'denied')`))
    .addColumn('ip', 'text')
    .addColumn('detail', 'text')
    .addColumn('prev_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .execute()
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute()
  await db.schema.createIndex('audit_log_actor').on('audit_log').column('actor_email').execute()
  await db.schema.createIndex('audit_log_action').on('audit_log').column('action').execute()

  if (engineOf(db) === 'postgres') {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db)
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db)
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db)
    return
  }
  await sql`create trigger audit_log_no_update before update on audit_log
    begin select raise(abort, 'audit_log is append-only'); end`.execute(db)
  await sql`create trigger audit_log_no_delete before delete on audit_log
    begin select raise(abort, 'audit_log is append-only'); end`.execute(db)
}
