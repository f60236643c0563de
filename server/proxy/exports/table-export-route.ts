import type { Permission } from '@contract/bff/permissions'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { bffRoute } from '../http/bff-route'
import { allPages } from './all-pages'
import { sendCsv } from '../http/csv-writer'
import { auditExport } from '../audit-trail/export-audit'

export interface TableExport<Q extends z.ZodType> {
  /** The table's name in the URL (`/bff/exports/<name>.csv`) and in the file name. */
  name: string
  /** The audit action is `<auditTable>.export`. */
  auditTable: string
  permission: Permission
  /** The page's list filters; what is audited with the export. */
  query: Q
  columns: readonly string[]
  summary: string
  /** One page of CSV rows for the filters, and how many pages there are as that page knows it. */
  readPage: (
    filters: z.output<Q>,
    page: number,
    request: FastifyRequest,
  ) => Promise<{ items: unknown[][]; pages: number }>
  /** The download's file name; `kybdesk-<name>-<today>.csv` by default. */
  fileName?: (filters: z.output<Q>) => string
}

/**
 * `GET /bff/exports/<name>.csv`: the one shape of a table export (ADR 0018). Session and the page's
 * permission, the page's filters validated, every page read while the CSV streams (the first before
 * anything is sent), the export audited, formula-safe cells.
 */
export function registerTableExport<Q extends z.ZodType>(app: FastifyInstance, table: TableExport<Q>) {
  const { db } = app.proxyDb
  bffRoute(app, {
    method: 'GET',
    url: `/bff/exports/${table.name}.csv`,
    tag: 'exports',
    access: table.permission,
    query: table.query,
    mediaType: 'text/csv',
    summary: `${table.summary} (streamed; formula-safe cells; audited)`,
    handler: async ({ query, request, reply }) => {
      // The route's query schema is table.query: its output type (a generic the helper's type cannot narrow).
      const filters = query as z.output<Q>
      const pages = await allPages((page) => table.readPage(filters, page, request))
      await auditExport(db, request, table.auditTable, filters as Record<string, unknown>)
      const fileName = table.fileName?.(filters) ?? `kybdesk-${table.name}-${new Date().toISOString().slice(0, 10)}.csv`
      return sendCsv(reply, fileName, table.columns, pages)
    },
  })
}
