import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { auditActor } from './audit-actor'
import { appendAudit } from './audit-log'
import type { ProxyDatabase } from '../store/schema'

/**
 * An export of compliance data is an auditable event: one row `<table>.export` with who asked and
 * the filters (written before the first byte is sent, like the audit trail's own export).
 */
export async function auditExport(
  db: Kysely<ProxyDatabase>,
  request: FastifyRequest,
  table: string,
  filters: Record<string, unknown>,
) {
  await appendAudit(db, {
    ...auditActor(request),
    action: `${table}.export`,
    target_type: table,
    outcome: 'success',
    detail: { filters },
  })
}
