import { sql } from 'kysely'
import type { ProxyDb } from '../store/proxy-db'

/** A tamperer with write access to the database: drops the audit log's append-only triggers first. */
export async function dropAuditGuards(store: ProxyDb) {
  if (store.engine === 'postgres') {
    await sql`drop trigger audit_log_no_change on audit_log`.execute(store.db)
    return
  }
  await sql`drop trigger audit_log_no_update`.execute(store.db)
  await sql`drop trigger audit_log_no_delete`.execute(store.db)
}
