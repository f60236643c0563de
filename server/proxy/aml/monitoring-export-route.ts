import type { FastifyInstance } from 'fastify'
import { MonitoringExportQuerySchema, monitoringExportColumns } from '@contract/bff/exports'
import { ongoingReadRoute } from '@contract/routes/routes-services'
import { HttpError } from '../../shared/envelope'
import type { UpstreamClient } from '../upstream-client/upstream-client'
import { upstreamPageSize } from '../exports/all-pages'
import { registerTableExport } from '../exports/table-export-route'

/**
 * `GET /bff/exports/monitoring.csv?<the ongoing read's filters>`: every monitored AML request that
 * matches, read page by page from the upstream while the CSV streams.
 */
export function registerMonitoringExportRoute(app: FastifyInstance, options: { client: UpstreamClient }) {
  registerTableExport(app, {
    name: 'monitoring',
    auditTable: 'monitoring',
    permission: 'monitoring:read',
    query: MonitoringExportQuerySchema,
    columns: monitoringExportColumns,
    summary: 'Monitored AML requests as CSV: the monitoring page’s filters, every page',
    readPage: async (filters, page) => {
      const search = new URLSearchParams()
      for (const [key, value] of Object.entries({ ...filters, page: String(page), limit: String(upstreamPageSize) })) {
        for (const item of Array.isArray(value) ? value : [value])
          if (item !== undefined) search.append(key, String(item))
      }
      const result = await options.client.call({ route: ongoingReadRoute, search: search.toString() })
      if (result.status >= 300) {
        const message = (result.body as { message?: unknown } | null)?.message
        throw new HttpError(
          result.status,
          `The upstream refused page ${page} of the monitored requests: ${typeof message === 'string' ? message : `HTTP ${result.status}`}`,
        )
      }
      const data = ongoingReadRoute.response.parse(result.body).data
      const items = data.ongoing_requests.map((r) =>
        monitoringExportColumns.map((column) => (Array.isArray(r[column]) ? r[column].join('; ') : r[column])),
      )
      // Without a pagination object, a full page means there may be another.
      const pages = data.pagination?.last_page ?? (items.length < upstreamPageSize ? page : page + 1)
      return { items, pages }
    },
  })
}
