import type { FastifyInstance } from 'fastify'
import { type AuditPage, AuditPageSchema, AuditQuerySchema, type AuditVerifyResponse, AuditVerifyResponseSchema } from '@contract/bff/audit'
import { requirePermission } from '../auth/guards'
import { auditCsvColumns, auditCsvValues } from './audit-csv'
import { type AuditRow, verifyAuditChain } from '../audit-trail/audit-log'
import { filteredAudit, toAuditEntry } from './audit-query'
import { sendCsv } from '../http/csv-writer'
import { auditExport } from '../audit-trail/export-audit'
import { bffRouteSchema } from '../openapi/bff-route-schema'

const csvBatch = 1000

/** `/bff/audit` (page, newest first), `/bff/audit.csv` (every matching row), `/bff/audit/verify`. */
export function registerAuditRoutes(app: FastifyInstance) {
  const { db } = app.proxyDb
  const preHandler = requirePermission('audit:read')

  const access = 'audit:read'
  const pageSchema = bffRouteSchema({ tag: 'audit', summary: 'Audit trail, newest first, filtered and paginated', access, query: AuditQuerySchema, response: AuditPageSchema })
  app.get('/bff/audit', { preHandler, schema: pageSchema }, async (request): Promise<AuditPage> => {
    const { page, page_size, ...filters } = AuditQuerySchema.parse(request.query)
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
  })

  const csvSchema = bffRouteSchema({ tag: 'audit', summary: 'Audit trail as CSV (same filters, every matching row)', access, query: AuditQuerySchema, mediaType: 'text/csv' })
  app.get('/bff/audit.csv', { preHandler, schema: csvSchema }, async (request, reply) => {
    const { page: _page, page_size: _size, ...filters } = AuditQuerySchema.parse(request.query)
    await auditExport(db, request, 'audit', filters)
    async function* rows() {
      let afterId = 0
      for (;;) {
        const batch = (await filteredAudit(db, filters).selectAll().where('id', '>', afterId).orderBy('id').limit(csvBatch).execute()) as AuditRow[]
        for (const row of batch) yield auditCsvValues(toAuditEntry(row))
        if (batch.length < csvBatch) return
        afterId = batch[batch.length - 1]!.id
      }
    }
    return sendCsv(reply, `kybdesk-audit-${new Date().toISOString().slice(0, 10)}.csv`, auditCsvColumns, rows())
  })

  const verifySchema = bffRouteSchema({ tag: 'audit', summary: 'Verify the audit trail’s hash chain', access, response: AuditVerifyResponseSchema })
  app.get('/bff/audit/verify', { preHandler, schema: verifySchema }, async (): Promise<AuditVerifyResponse> => {
    const result = await verifyAuditChain(db)
    return { ok: result.ok, rows: result.rows, first_bad_row: result.firstBadRow ?? null }
  })
}
