import type { FastifyInstance } from 'fastify'
import { MonitoringExportQuerySchema, monitoringExportColumns } from '@contract/bff/exports'
import { ongoingReadRoute } from '@contract/routes/routes-services'
import { HttpError } from '../../shared/envelope'
import { requirePermission } from '../auth/guards'
import { bffRouteSchema } from '../openapi/bff-route-schema'
import type { UpstreamClient } from '../upstream-client/upstream-client'
import { allPages, exportPageSize } from './all-pages'
import { sendCsv } from './csv-writer'
import { auditExport } from './export-audit'

/**
 * `GET /bff/exports/monitoring.csv?<the ongoing read's filters>`: every monitored AML request that
 * matches, read page by page from the upstream while the CSV streams.
 */
export function registerMonitoringExportRoute(app: FastifyInstance, options: { client: UpstreamClient }) {
  const { db } = app.proxyDb
  const schema = bffRouteSchema({
    tag: 'exports', access: 'monitoring:read', query: MonitoringExportQuerySchema, mediaType: 'text/csv',
    summary: 'Monitored AML requests as CSV: the monitoring page’s filters, every page (streamed; formula-safe cells)',
  })
  app.get('/bff/exports/monitoring.csv', { preHandler: requirePermission('monitoring:read'), schema }, async (request, reply) => {
    const { page: _page, limit: _limit, country_names, ...rest } = MonitoringExportQuerySchema.parse(request.query)
    // Countries go upstream as `country_names[]`, the spec's form.
    const filters = { ...rest, ...(country_names?.length ? { 'country_names[]': country_names } : {}) }
    const pages = await allPages(async (page) => {
      const search = new URLSearchParams()
      for (const [key, value] of Object.entries({ ...filters, page, limit: exportPageSize })) {
        for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) search.append(key, String(item))
      }
      const result = await options.client.call({ route: ongoingReadRoute, search: search.toString() })
      if (result.status >= 300) {
        const message = (result.body as { message?: unknown } | null)?.message
        throw new HttpError(result.status, `The upstream refused page ${page} of the monitored requests: ${typeof message === 'string' ? message : `HTTP ${result.status}`}`)
      }
      const data = ongoingReadRoute.response.parse(result.body).data
      const rows = data.ongoing_requests.map((r) => monitoringExportColumns.map((column) => (Array.isArray(r[column]) ? r[column].join('; ') : r[column])))
      const lastPage = data.pagination?.last_page ?? (data.ongoing_requests.length < exportPageSize ? page : page + 1)
      return { items: data.ongoing_requests.length === 0 ? [] : rows, pages: data.ongoing_requests.length === 0 ? page : lastPage }
    })
    await auditExport(db, request, 'monitoring', filters)
    return sendCsv(reply, `kybdesk-monitoring-${new Date().toISOString().slice(0, 10)}.csv`, monitoringExportColumns, pages)
  })
}
