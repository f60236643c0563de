import type { FastifyInstance } from 'fastify'
import { SearchExportQuerySchema, searchExportColumns } from '@contract/bff/exports'
import { v1ReadKybResponseRoute, v2ListKybRoute } from '@contract/routes/routes-registry'
import { HttpError } from '../../shared/envelope'
import { requirePermission } from '../auth/guards'
import { bffRouteSchema } from '../openapi/bff-route-schema'
import type { UpstreamClient } from '../upstream-client/upstream-client'
import { allPages, exportPageSize } from './all-pages'
import { sendCsv } from './csv-writer'
import { auditExport } from './export-audit'

interface ExportPage {
  items: unknown[][]
  pages: number
}

async function readPage(client: UpstreamClient, version: 'v1' | 'v2', requestId: string, page: number): Promise<ExportPage> {
  const v1 = version === 'v1'
  const route = v1 ? v1ReadKybResponseRoute : v2ListKybRoute
  const search = new URLSearchParams({ [v1 ? 'request_id' : 'kyb_request_id']: requestId, page: String(page), limit: String(exportPageSize) }).toString()
  const result = await client.call({ route, search })
  if (result.status >= 300) {
    const message = (result.body as { message?: unknown } | null)?.message
    throw new HttpError(result.status, `The upstream refused page ${page} of search ${requestId}: ${typeof message === 'string' ? message : `HTTP ${result.status}`}`)
  }
  if (v1) {
    const data = v1ReadKybResponseRoute.response.parse(result.body).data
    return {
      pages: data.pagination.last_page,
      items: data.kyb_request_data.map((c) => [c.name, c.registration_number, c.country_name, c.type, c.status, c.risk_level, c.verification_status, c.company_fetched_data_status, c.id]),
    }
  }
  const data = v2ListKybRoute.response.parse(result.body).data
  return {
    pages: data.pagination.last_page,
    items: data.kyb_responses.map((c) => [c.name, c.registration_number, c.country_code, c.type, c.status, c.risk_level, c.verification_status, c.fetch_status, c.kyb_response_id]),
  }
}

/**
 * `GET /bff/exports/search.csv?version=v2&request=…`: every company of a search across all its
 * pages, read page by page from the upstream while the CSV streams (formula-safe cells; audited).
 * The first page is read before anything is sent, so an unknown search answers with a proper error.
 */
export function registerSearchExportRoute(app: FastifyInstance, options: { client: UpstreamClient }) {
  const schema = bffRouteSchema({
    tag: 'exports', access: 'search:run', query: SearchExportQuerySchema, mediaType: 'text/csv',
    summary: 'Every company a registry search found, all pages, as CSV (streamed; formula-safe cells)',
  })
  app.get('/bff/exports/search.csv', { preHandler: requirePermission('search:run'), schema }, async (request, reply) => {
    const { version, request: requestId } = SearchExportQuerySchema.parse(request.query)
    const pages = await allPages((page) => readPage(options.client, version, requestId, page))
    await auditExport(app.proxyDb.db, request, 'search', { version, request: requestId })
    return sendCsv(reply, `kybdesk-search-${version}-${requestId}.csv`, searchExportColumns, pages)
  })
}
