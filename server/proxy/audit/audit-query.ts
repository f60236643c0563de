import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely'
import type { AuditEntry, AuditQuery } from '@contract/bff/audit'
import type { ProxyDatabase } from '../store/schema'
import { jsonArrayHas } from '../store/sql-engine'
import type { AuditRow } from '../audit-trail/audit-log'

type AuditSelect = SelectQueryBuilder<ProxyDatabase, 'audit_log', object>

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The audit rows matching the filters (actor, action or action prefix, outcome, target, time range). */
export function filteredAudit(db: Kysely<ProxyDatabase>, filters: Omit<AuditQuery, 'page' | 'page_size'>): AuditSelect {
  let query: AuditSelect = db.selectFrom('audit_log')
  if (filters.actor) {
    const actor = filters.actor
    query = query.where((eb) =>
      eb.or([
        eb('actor_id', '=', actor),
        sql<SqlBool>`lower(actor_email) like ${`%${escapeLike(actor.toLowerCase())}%`} escape '\\'`,
      ]),
    )
  }
  if (filters.action) {
    const action = filters.action
    query = query.where((eb) =>
      eb.or([eb('action', '=', action), sql<SqlBool>`action like ${`${escapeLike(action)}.%`} escape '\\'`]),
    )
  }
  if (filters.outcome) query = query.where('outcome', '=', filters.outcome)
  if (filters.target) {
    const target = filters.target
    query = query.where((eb) =>
      eb.or([eb('target_type', '=', target), jsonArrayHas(db, 'audit_log.target_ids', target)]),
    )
  }
  if (filters.from) query = query.where('at', '>=', filters.from)
  if (filters.to) query = query.where('at', '<=', filters.to)
  return query
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor_id: row.actor_id,
    actor_email: row.actor_email,
    role: row.role,
    action: row.action,
    target_type: row.target_type,
    target_ids: row.target_ids ? (JSON.parse(row.target_ids) as string[]) : [],
    outcome: row.outcome,
    ip: row.ip,
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
    hash: row.hash,
  }
}
