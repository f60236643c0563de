import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { IndexExportQuerySchema, linkExportColumns, submissionExportColumns } from '@contract/bff/exports'
import type { IndexedRequest } from '@contract/bff/requests'
import { currentUser } from '../auth/guards'
import { indexPageSize } from '../exports/all-pages'
import { registerTableExport } from '../exports/table-export-route'
import { listRequests } from '../request-index/request-index-store'
import { visibleKinds } from '../request-index/request-visibility'
import type { ProxyDatabase } from '../store/schema'

type Db = Kysely<ProxyDatabase>

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : null)

/** Each submission with the related ids of its service row (readServiceDetail) in the index. */
async function submissionRows(db: Db, submissions: IndexedRequest[]) {
  const serviceIds = submissions.flatMap((item) => (item.service_id ? [item.service_id] : []))
  const services =
    serviceIds.length === 0
      ? []
      : await db
          .selectFrom('request_index')
          .select(['upstream_id', 'detail'])
          .where('kind', '=', 'service')
          .where('upstream_id', 'in', serviceIds)
          .execute()
  const idsOf = new Map(services.map((row) => [row.upstream_id, JSON.parse(row.detail) as Record<string, unknown>]))
  return submissions.map((s) => {
    const ids = (s.service_id ? idsOf.get(s.service_id) : undefined) ?? {}
    return [
      s.upstream_id,
      s.service_id,
      text(s.detail.company_id),
      s.status,
      text(ids.kyb_request_id),
      text(ids.aml_request_id),
      text(ids.kyc_request_id),
      text(ids.oc_request_id),
      s.created_at,
      s.updated_at,
    ]
  })
}

function linkRow(link: IndexedRequest) {
  const d = link.detail
  return [
    link.upstream_id,
    text(d.questionnaire_id),
    link.country,
    link.status,
    text(d.ttl_minutes),
    text(d.expires_at),
    text(d.questionnaire_request_id),
    link.user_email ?? text(d.created_by),
    link.created_at,
    link.updated_at,
  ]
}

/**
 * `GET /bff/exports/questionnaire-links.csv` and `questionnaire-submissions.csv` (questionnaire:manage):
 * the tabs' rows as CSV, read through the request index with the tabs' filters.
 */
export function registerQuestionnaireExports(app: FastifyInstance, db: Db) {
  for (const table of ['links', 'submissions'] as const) {
    registerTableExport(app, {
      name: `questionnaire-${table}`,
      auditTable: `questionnaire_${table}`,
      permission: 'questionnaire:manage',
      query: IndexExportQuerySchema,
      columns: table === 'links' ? linkExportColumns : submissionExportColumns,
      summary: `Questionnaire ${table} as CSV: the tab’s filters (state, mine, text), every matching row`,
      readPage: async (filters, page, request) => {
        const user = currentUser(request)
        const kind = table === 'links' ? 'questionnaire_link' : 'questionnaire_submission'
        const indexFilters = {
          kinds: visibleKinds(user.role),
          kind,
          status: filters.status,
          q: filters.q,
          userId: filters.mine === 'true' ? user.id : undefined,
        } as const
        const { items, pagination } = await listRequests(db, indexFilters, page, indexPageSize)
        return {
          items: table === 'links' ? items.map(linkRow) : await submissionRows(db, items),
          pages: pagination.pages,
        }
      },
    })
  }
}
