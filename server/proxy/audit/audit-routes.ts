import type { FastifyInstance } from 'fastify'
import {
  type AuditPage,
  AuditPageSchema,
  AuditQuerySchema,
  type AuditVerifyResponse,
  AuditVerifyResponseSchema,
} from '@contract/bff/audit'
import { auditCsvColumns, auditCsvValues } from './audit-csv'
import { type AuditRow, verifyAuditChain } from '../audit-trail/audit-log'
import { filteredAudit, toAuditEntry } from './audit-query'
import { sendCsv } from '../http/csv-writer'
import { auditExport } from '../audit-trail/export-audit'
import { bffRoute } from '../http/bff-route'

const csvBatch = 1000

/** `/bff/audit` (page, newest first), `/bff/audit.csv` (every matching row), `/bff/audit/verify`. */
export function registerAuditRoutes(app: FastifyInstance) {
  const { db } = app.proxyDb
  const access = 'audit:read'
  const tag = 'audit'
  bffRoute(app, {
    method: 'GET',
    url: '/bff/audit',
    tag,
    summary: 'Audit trail, newest first, filtered and paginated',
    access,
    query: AuditQuerySchema,
    response: AuditPageSchema,
    handler: async ({ query: { page, page_size, ...filters } }): Promise<AuditPage> => {
      const total = await filteredAudit(db, filters)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      const rows = (await filteredAudit(db, filters)
        .selectAll()
        .orderBy('id', 'desc')
        .limit(page_size)
        .offset((page - 1) * page_size)
        .execute()) as AuditRow[]
      return { entries: rows.map(toAuditEntry), total: Number(total.n), page, page_size }
    },
  })

  bffRoute(app, {
    method: 'GET',
    url: '/bff/audit.csv',
    tag,
    summary: 'Audit trail as CSV (same filters, every matching row)',
    access,
    query: AuditQuerySchema,
    mediaType: 'text/csv',
    handler: async ({ query: { page: _page, page_size: _size, ...filters }, request, reply }) => {
      await auditExport(db, request, 'audit', filters)
      async function* rows() {
        let afterId = 0
        for (;;) {
          const batch = (await filteredAudit(db, filters)
            .selectAll()
            .where('id', '>', afterId)
            .orderBy('id')
            .limit(csvBatch)
            .execute()) as AuditRow[]
          for (const row of batch) yield auditCsvValues(toAuditEntry(row))
          if (batch.length < csvBatch) return
          afterId = batch[batch.length - 1]!.id
        }
      }
      return sendCsv(reply, `kybdesk-audit-${new Date().toISOString().slice(0, 10)}.csv`, auditCsvColumns, rows())
    },
  })

  bffRoute(app, {
    method: 'GET',
    url: '/bff/audit/verify',
    tag,
    summary: 'Verify the audit trail’s hash chain',
    access,
    response: AuditVerifyResponseSchema,
    handler: async (): Promise<AuditVerifyResponse> => {
      const result = await verifyAuditChain(db)
      return { ok: result.ok, rows: result.rows, first_bad_row: result.firstBadRow ?? null }
    },
  })
}
