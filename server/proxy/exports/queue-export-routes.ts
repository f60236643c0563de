import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { AmlQueueItem } from '@contract/bff/aml-review'
import {
  AmlQueueExportQuerySchema,
  amlQueueExportColumns,
  IndexExportQuerySchema,
  KycQueueExportQuerySchema,
  kycQueueExportColumns,
  linkExportColumns,
  submissionExportColumns,
} from '@contract/bff/exports'
import type { IndexedRequest } from '@contract/bff/requests'
import { SPDR_ROWS } from '@contract/services/spdr-catalogue'
import { listAmlQueue } from '../aml/aml-queue'
import { currentUser, requirePermission } from '../auth/guards'
import { listKycCases } from '../kyc/kyc-case-store'
import { bffRouteSchema } from '../openapi/bff-route-schema'
import { listRequests } from '../request-index/request-index-store'
import { visibleKinds } from '../request-index/request-visibility'
import type { ProxyDatabase } from '../store/schema'
import { allPages, exportPageSize } from './all-pages'
import { sendCsv } from './csv-writer'
import { auditExport } from './export-audit'

type Db = Kysely<ProxyDatabase>

const today = () => new Date().toISOString().slice(0, 10)
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : null)
const spdrMeaning = new Map(SPDR_ROWS.map(([code, , meaning]) => [code, meaning]))

/** Per AML request: its hits by their latest decision, and the highest score of a decided hit. */
async function hitCounts(db: Db, ids: string[]) {
  const counts = new Map<string, { decided: number; confirmed: number; cleared: number; escalated: number; highest: number | null }>()
  if (ids.length === 0) return counts
  const rows = await db.selectFrom('aml_decision').select(['aml_request_id', 'hit_key', 'decision', 'score']).where('aml_request_id', 'in', ids).orderBy('seq').execute()
  const latest = new Map(rows.map((row) => [`${row.aml_request_id}\u0000${row.hit_key}`, row]))
  for (const row of latest.values()) {
    const count = counts.get(row.aml_request_id) ?? { decided: 0, confirmed: 0, cleared: 0, escalated: 0, highest: null }
    count.decided += 1
    if (row.decision === 'confirmed_match') count.confirmed += 1
    if (row.decision === 'false_positive') count.cleared += 1
    if (row.decision === 'escalate') count.escalated += 1
    count.highest = Math.max(count.highest ?? row.score, row.score)
    counts.set(row.aml_request_id, count)
  }
  return counts
}

async function amlRows(db: Db, items: AmlQueueItem[]) {
  const counts = await hitCounts(db, items.map((item) => item.aml_request_id))
  return items.map((item) => {
    const count = counts.get(item.aml_request_id)
    return [
      item.aml_request_id, item.subject_name, item.status, item.match_status, item.disposition, count?.decided ?? 0, count?.confirmed ?? 0, count?.cleared ?? 0,
      count?.escalated ?? 0, count?.highest ?? null, item.reviewers.join('; '), item.last_decided_at, item.requested_by, item.created_at,
    ]
  })
}

/** The related ids of each submission, from the service rows of the index (readServiceDetail). */
async function serviceIds(db: Db, serviceIdsOfPage: string[]) {
  if (serviceIdsOfPage.length === 0) return new Map<string, Record<string, unknown>>()
  const rows = await db.selectFrom('request_index').select(['upstream_id', 'detail']).where('kind', '=', 'service').where('upstream_id', 'in', serviceIdsOfPage).execute()
  return new Map(rows.map((row) => [row.upstream_id, JSON.parse(row.detail) as Record<string, unknown>]))
}

function linkRow(link: IndexedRequest) {
  const d = link.detail
  return [link.upstream_id, text(d.questionnaire_id), link.country, link.status, text(d.ttl_minutes), text(d.expires_at), text(d.questionnaire_request_id), link.user_email ?? text(d.created_by), link.created_at, link.updated_at]
}

/**
 * CSV exports of the proxy's own queues, each with its page's filters and permission, every
 * matching row across all pages, audited: `GET /bff/exports/aml-queue.csv` (aml:run),
 * `kyc-queue.csv` (kyc:review), `questionnaire-links.csv` and `questionnaire-submissions.csv`
 * (questionnaire:manage).
 */
export function registerQueueExportRoutes(app: FastifyInstance) {
  const { db } = app.proxyDb

  const amlSchema = bffRouteSchema({
    tag: 'exports', access: 'aml:run', query: AmlQueueExportQuerySchema, mediaType: 'text/csv',
    summary: 'The AML queue as CSV: the queue’s filters, every matching request with its disposition, hit counts by decision and reviewers (streamed; formula-safe cells)',
  })
  app.get('/bff/exports/aml-queue.csv', { preHandler: requirePermission('aml:run'), schema: amlSchema }, async (request, reply) => {
    const filters = AmlQueueExportQuerySchema.parse(request.query)
    const pages = await allPages(async (page) => {
      const { items, pagination } = await listAmlQueue(db, { ...filters, page: String(page), limit: String(exportPageSize) })
      return { items: await amlRows(db, items), pages: pagination.pages }
    })
    await auditExport(db, request, 'aml_queue', filters)
    return sendCsv(reply, `kybdesk-aml-queue-${today()}.csv`, amlQueueExportColumns, pages)
  })

  const kycSchema = bffRouteSchema({
    tag: 'exports', access: 'kyc:review', query: KycQueueExportQuerySchema, mediaType: 'text/csv',
    summary: 'The KYC queue as CSV: the queue’s filters, every matching case with its decline codes (explained), review state and last decision (streamed; formula-safe cells)',
  })
  app.get('/bff/exports/kyc-queue.csv', { preHandler: requirePermission('kyc:review'), schema: kycSchema }, async (request, reply) => {
    const filters = KycQueueExportQuerySchema.parse(request.query)
    const pages = await allPages(async (page) => {
      const { items, pagination } = await listKycCases(db, { ...filters, page: String(page), limit: String(exportPageSize) })
      const rows = items.map((c) => [
        c.kyc_request_id, c.subject, c.country, c.status, c.kyc_request_type.join('; '), c.document_types.join('; '), c.declined_codes.join('; '),
        c.declined_codes.map((code) => `${code}: ${spdrMeaning.get(code) ?? 'unknown code'}`).join('; '), c.review_state, c.needs_review, c.override_proposed_by,
        c.last_decision?.action, c.last_decision?.actor_email, c.last_decision?.at, c.last_decision?.note, c.submitted_by, c.created_at, c.updated_at,
      ])
      return { items: rows, pages: pagination.pages }
    })
    await auditExport(db, request, 'kyc_queue', filters)
    return sendCsv(reply, `kybdesk-kyc-queue-${today()}.csv`, kycQueueExportColumns, pages)
  })

  for (const table of ['links', 'submissions'] as const) {
    const kind = table === 'links' ? 'questionnaire_link' : 'questionnaire_submission'
    const schema = bffRouteSchema({
      tag: 'exports', access: 'questionnaire:manage', query: IndexExportQuerySchema, mediaType: 'text/csv',
      summary: `Questionnaire ${table} as CSV: the tab’s filters (state, mine, text), every matching row (streamed; formula-safe cells)`,
    })
    app.get(`/bff/exports/questionnaire-${table}.csv`, { preHandler: requirePermission('questionnaire:manage'), schema }, async (request, reply) => {
      const user = currentUser(request)
      const filters = IndexExportQuerySchema.parse(request.query)
      const indexFilters = { kinds: visibleKinds(user.role), kind, status: filters.status, q: filters.q, userId: filters.mine === 'true' ? user.id : undefined } as const
      const pages = await allPages(async (page) => {
        const { items, pagination } = await listRequests(db, indexFilters, page, exportPageSize)
        if (table === 'links') return { items: items.map(linkRow), pages: pagination.pages }
        const services = await serviceIds(db, items.flatMap((item) => (item.service_id ? [item.service_id] : [])))
        const rows = items.map((s) => {
          const ids = (s.service_id ? services.get(s.service_id) : undefined) ?? {}
          return [s.upstream_id, s.service_id, text(s.detail.company_id), s.status, text(ids.kyb_request_id), text(ids.aml_request_id), text(ids.kyc_request_id), text(ids.oc_request_id), s.created_at, s.updated_at]
        })
        return { items: rows, pages: pagination.pages }
      })
      await auditExport(db, request, `questionnaire_${table}`, filters)
      return sendCsv(reply, `kybdesk-questionnaire-${table}-${today()}.csv`, table === 'links' ? linkExportColumns : submissionExportColumns, pages)
    })
  }
}
