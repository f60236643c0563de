import type { FastifyInstance } from 'fastify'
import { SearchExportQuerySchema, searchExportColumns } from '@contract/bff/exports'
import { v1ReadKybResponseRoute, v2ListKybRoute } from '@contract/routes/routes-registry'
import { HttpError } from '../../shared/envelope'
import type { UpstreamClient } from '../upstream-client/upstream-client'
import { upstreamPageSize } from '../exports/all-pages'
import { registerTableExport } from '../exports/table-export-route'

interface ExportPage {
  items: unknown[][]
  pages: number
}

async function readPage(
  client: UpstreamClient,
  version: 'v1' | 'v2',
  requestId: string,
  page: number,
): Promise<ExportPage> {
  const v1 = version === 'v1'
  const route = v1 ? v1ReadKybResponseRoute : v2ListKybRoute
  const search = new URLSearchParams({
    [v1 ? 'request_id' : 'kyb_request_id']: requestId,
    page: String(page),
    limit: String(upstreamPageSize),
  }).toString()
  const result = await client.call({ route, search })
  if (result.status >= 300) {
    const message = (result.body as { message?: unknown } | null)?.message
    throw new HttpError(
      result.status,
      `The upstream refused page ${page} of search ${requestId}: ${typeof message === 'string' ? message : `HTTP ${result.status}`}`,
    )
  }
  if (v1) {
    const data = v1ReadKybResponseRoute.response.parse(result.body).data
    return {
      pages: data.pagination.last_page,
      items: data.kyb_request_data.map((c) => [
        c.name,
        c.registration_number,
        c.country_name,
        c.type,
        c.status,
        c.risk_level,
        c.verification_status,
        c.company_fetched_data_status,
        c.id,
      ]),
    }
  }
  const data = v2ListKybRoute.response.parse(result.body).data
  return {
    pages: data.pagination.last_page,
    items: data.kyb_responses.map((c) => [
      c.name,
      c.registration_number,
      c.country_code,
      c.type,
      c.status,
      c.risk_level,
      c.verification_status,
      c.fetch_status,
      c.kyb_response_id,
    ]),
  }
}

/**
 * `GET /bff/exports/search.csv?version=v2&request=…`: every company of a search across all its
 * pages, read page by page from the upstream while the CSV streams. An unknown search answers with
 * the upstream's error.
 */
export function registerSearchExportRoute(app: FastifyInstance, options: { client: UpstreamClient }) {
  registerTableExport(app, {
    name: 'search',
    auditTable: 'search',
    permission: 'search:run',
    query: SearchExportQuerySchema,
    columns: searchExportColumns,
    summary: 'Every company a registry search found, all pages, as CSV',
    readPage: ({ version, request }, page) => readPage(options.client, version, request, page),
    fileName: ({ version, request }) => `kybdesk-search-${version}-${request}.csv`,
  })
}
