import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ProxyDatabase } from '../store/schema'
import { serialiseOn } from '../store/sql-engine'
import { canonicalJson } from './canonical-json'
import type { AuditLogTable } from './tables'

export type AuditOutcome = 'success' | 'failure' | 'denied'

export interface AuditEntry {
  actor_id: string | null
  actor_email: string | null
  role: string | null
  /** Dotted verb, e.g. `auth.login`, `users.update`, `kyc.review`. */
  action: string
  target_type?: string | null
  target_ids?: string[]
  outcome: AuditOutcome
  ip: string | null
  detail?: Record<string, unknown> | null
}

export type AuditRow = Omit<AuditLogTable, 'id'> & { id: number }

export const genesisHash = '0'.repeat(64)

/** The fields a row's hash covers: everything but `hash` itself. */
function hashRow(row: Omit<AuditRow, 'hash'>): string {
  const { prev_hash, ...fields } = row
  return createHash('sha256').update(prev_hash).update(canonicalJson(fields)).digest('hex')
}

/**
 * Appends one row to the audit trail, chained to the last one. Runs in a transaction (the caller's
 * when given one) that first takes the chain's lock (`serialiseOn`: an advisory lock on PostgreSQL,
 * held until the transaction ends, so appends from every instance queue one behind the other; SQLite
 * runs one transaction at a time), and `prev_hash` is unique in the table: the chain cannot fork.
 * In a caller's transaction, take the lock last (after the caller's own locks), as here.
 */
export async function appendAudit(db: Kysely<ProxyDatabase>, entry: AuditEntry): Promise<AuditRow> {
  if (db.isTransaction) return appendOn(db, entry)
  return db.transaction().execute((trx) => appendOn(trx, entry))
}

async function appendOn(trx: Kysely<ProxyDatabase>, entry: AuditEntry): Promise<AuditRow> {
  await serialiseOn(trx, 'audit_log')
  const last = await trx
    .selectFrom('audit_log')
    .select(['id', 'hash'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  const fields: Omit<AuditRow, 'hash'> = {
    id: (last?.id ?? 0) + 1,
    at: new Date().toISOString(),
    actor_id: entry.actor_id,
    actor_email: entry.actor_email,
    role: entry.role,
    action: entry.action,
    target_type: entry.target_type ?? null,
    target_ids: entry.target_ids && entry.target_ids.length > 0 ? JSON.stringify(entry.target_ids) : null,
    outcome: entry.outcome,
    ip: entry.ip,
    detail: entry.detail ? canonicalJson(entry.detail) : null,
    prev_hash: last?.hash ?? genesisHash,
  }
  const row: AuditRow = { ...fields, hash: hashRow(fields) }
  await trx.insertInto('audit_log').values(row).execute()
  return row
}

export interface AuditChainResult {
  ok: boolean
  /** Rows checked. */
  rows: number
  /** Id of the first row whose hash or link is wrong (a row before it was deleted, or it was edited). */
  firstBadRow?: number
}

/**
 * Recomputes the chain from the first row: detects an edited row (its hash no longer matches), a
 * deleted or inserted row (the next row's `prev_hash` or the id sequence no longer matches).
 */
export async function verifyAuditChain(db: Kysely<ProxyDatabase>, batchSize = 1000): Promise<AuditChainResult> {
  let prevHash = genesisHash
  let expectedId = 1
  let rows = 0
  for (;;) {
    const batch = (await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>=', expectedId)
      .orderBy('id')
      .limit(batchSize)
      .execute()) as AuditRow[]
    for (const row of batch) {
      const { hash, ...fields } = row
      if (row.id !== expectedId || row.prev_hash !== prevHash || hashRow(fields) !== hash) {
        return { ok: false, rows, firstBadRow: row.id }
      }
      rows += 1
      expectedId += 1
      prevHash = hash
    }
    if (batch.length < batchSize) return { ok: true, rows }
  }
}
