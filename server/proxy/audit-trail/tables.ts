import type { Generated } from 'kysely'

/**
 * The audit trail: append-only (triggers refuse UPDATE and DELETE) and hash-chained, each row's
 * `hash` = sha256(prev_hash + canonical JSON of the row), see audit/audit-log.ts.
 */
export interface AuditLogTable {
  id: Generated<number>
  at: string
  actor_id: string | null
  actor_email: string | null
  role: string | null
  action: string
  target_type: string | null
  /** JSON array of strings, or null. */
  target_ids: string | null
  outcome: 'success' | 'failure' | 'denied'
  ip: string | null
  /** JSON object, or null. */
  detail: string | null
  prev_hash: string
  hash: string
}

export interface AuditTables {
  audit_log: AuditLogTable
}
