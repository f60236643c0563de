import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { AmlQueueItem } from '@contract/bff/aml-review'
import type { KycCase } from '@contract/bff/kyc-cases'
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
import { currentUser } from '../auth/guards'
import { listKycCases } from '../kyc/kyc-case-store'
import { listRequests } from '../request-index/request-index-store'
import { visibleKinds } from '../request-index/request-visibility'
import type { ProxyDatabase } from '../store/schema'
import { indexPageSize } from './all-pages'
import { registerTableExport } from './table-export-route'

type Db = Kysely<ProxyDatabase>

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

/** Each submission with the related ids of its service row (readServiceDetail) in the index. */
async function submissionRows(db: Db, submissions: IndexedRequest[]) {
  const serviceIds = submissions.flatMap((item) => (item.service_id ? [item.service_id] : []))
  const services =
    serviceIds.length === 0 ? [] : await db.selectFrom('request_index').select(['upstream_id', 'detail']).where('kind', '=', 'service').where('upstream_id', 'in', serviceIds).execute()
  const idsOf = new Map(services.map((row) => [row.upstream_id, JSON.parse(row.detail) as Record<string, unknown>]))
  return submissions.map((s) => {
    const ids = (s.service_id ? idsOf.get(s.service_id) : undefined) ?? {}
    return [s.upstream_id, s.service_id, text(s.detail.company_id), s.status, text(ids.kyb_request_id), text(ids.aml_request_id), text(ids.kyc_request_id), text(ids.oc_request_id), s.created_at, s.updated_at]
  })
}

function kycRow(c: KycCase) {
  return [
    c.kyc_request_id, c.subject, c.country, c.status, c.kyc_request_type.join('; '), c.document_types.join('; '), c.declined_codes.join('; '),
    c.declined_codes.map((code) => `${code}: ${spdrMeaning.get(code) ?? 'unknown code'}`).join('; '), c.review_state, c.needs_review, c.override_proposed_by,
    c.last_decision?.action, c.last_decision?.actor_email, c.last_decision?.at, c.last_decision?.note, c.submitted_by, c.created_at, c.updated_at,
  ]
}

function linkRow(link: IndexedRequest) {
  const d = link.detail
  return [link.upstream_id, text(d.questionnaire_id), link.country, link.status, text(d.ttl_minutes), text(d.expires_at), text(d.questionnaire_request_id), link.user_email ?? text(d.created_by), link.created_at, link.updated_at]
}

const pageQuery = (page: number) => ({ page: String(page), limit: String(indexPageSize) })

/**
 * CSV exports of the proxy's own queues, read through the functions their pages list with (same
 * filters, same order): `GET /bff/exports/aml-queue.csv` (aml:run), `kyc-queue.csv` (kyc:review),
 * `questionnaire-links.csv` and `questionnaire-submissions.csv` (questionnaire:manage).
 */
export function registerQueueExportRoutes(app: FastifyInstance) {
  const { db } = app.proxyDb

  registerTableExport(app, {
    name: 'aml-queue',
    auditTable: 'aml_queue',
    permission: 'aml:run',
    query: AmlQueueExportQuerySchema,
    columns: amlQueueExportColumns,
    summary: 'The AML queue as CSV: the queue’s filters, every matching request with its disposition, hit counts by decision and reviewers',
    readPage: async (filters, page) => {
      const { items, pagination } = await listAmlQueue(db, { ...filters, ...pageQuery(page) })
      return { items: await amlRows(db, items), pages: pagination.pages }
    },
  })

  registerTableExport(app, {
    name: 'kyc-queue',
    auditTable: 'kyc_queue',
    permission: 'kyc:review',
    query: KycQueueExportQuerySchema,
    columns: kycQueueExportColumns,
    summary: 'The KYC queue as CSV: the queue’s filters, every matching case with its decline codes (explained), review state and last decision',
    readPage: async (filters, page) => {
      const { items, pagination } = await listKycCases(db, { ...filters, ...pageQuery(page) })
      return { items: items.map(kycRow), pages: pagination.pages }
    },
  })

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
        const indexFilters = { kinds: visibleKinds(user.role), kind, status: filters.status, q: filters.q, userId: filters.mine === 'true' ? user.id : undefined } as const
        const { items, pagination } = await listRequests(db, indexFilters, page, indexPageSize)
        return { items: table === 'links' ? items.map(linkRow) : await submissionRows(db, items), pages: pagination.pages }
      },
    })
  }
}
