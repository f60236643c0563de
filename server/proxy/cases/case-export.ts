import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { type Case, caseExportColumns, CaseListQuerySchema } from '@contract/bff/cases'
import { indexPageSize } from '../exports/all-pages'
import { registerTableExport } from '../exports/table-export-route'
import type { ProxyDatabase } from '../store/schema'
import { listCases } from './case-store'
import { syncCasesSerially } from './case-sync'

const caseRow = (c: Case) => [
  c.id,
  c.type,
  c.subject_id,
  c.title,
  c.state,
  c.assignee_email,
  c.opened_at,
  c.due_at,
  c.overdue,
  c.closed_at,
  c.resolution,
  c.comments,
]

/** `GET /bff/exports/cases.csv` (cases:read): the inbox with its filters, through the function the page lists with. */
export function registerCaseExport(app: FastifyInstance, db: Kysely<ProxyDatabase>) {
  registerTableExport(app, {
    name: 'cases',
    auditTable: 'cases',
    permission: 'cases:read',
    query: CaseListQuerySchema.omit({ page: true, limit: true }),
    columns: caseExportColumns,
    summary: 'The inbox as CSV: the view’s filters, every matching case with its assignee, due date and resolution',
    readPage: async (filters, page, request) => {
      const user = request.user
      if (!user) return { items: [], pages: 1 }
      if (page === 1) await syncCasesSerially(db)
      const { items, pagination } = await listCases(db, user, {
        ...filters,
        page: String(page),
        limit: String(indexPageSize),
      })
      return { items: items.map(caseRow), pages: pagination.pages }
    },
  })
}
