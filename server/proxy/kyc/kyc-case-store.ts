import { type Kysely, type Selectable, sql } from 'kysely'
import type { KycCase, KycCaseListQuery, KycDecision, KycReviewAction, KycReviewState } from '@contract/bff/kyc-cases'
import { KycReviewStateSchema } from '@contract/bff/kyc-cases'
import { KycStatusSchema } from '@contract/services/kyc'
import type { ProxyDatabase } from '../store/schema'
import { jsonArrayHas } from '../store/sql-engine'
import type { KycDecisionTable } from './tables'

/**
 * The KYC queue over the request index (rows of kind `kyc`) joined with the review state the proxy
 * keeps beside it (ADR 0015).
 */
type Db = Kysely<ProxyDatabase>

const declined = 'verification.declined'

function caseRows(db: Db) {
  return db
    .selectFrom('request_index as ri')
    .leftJoin('kyc_review as kr', 'kr.kyc_request_id', 'ri.upstream_id')
    .where('ri.kind', '=', 'kyc')
}

/**
 * A declined case that is undecided or waits for a second reviewer: the one rule of the queue and the
 * overview's attention list, over the `request_index` row named `row`.
 */
export const kycNeedsReview = (row: string) =>
  sql<boolean>`(${sql.ref(`${row}.status`)} = ${declined} and coalesce((select state from kyc_review where kyc_review.kyc_request_id = ${sql.ref(`${row}.upstream_id`)}), 'undecided') in ('undecided', 'override_pending'))`
const needsReviewSql = kycNeedsReview('ri')

function filtered(db: Db, filters: Omit<KycCaseListQuery, 'page' | 'limit'>) {
  let query = caseRows(db)
  if (filters.status) query = query.where('ri.status', '=', filters.status)
  if (filters.country) query = query.where('ri.country', '=', filters.country)
  if (filters.code) query = query.where(jsonArrayHas(db, 'ri.detail', filters.code, 'declined_codes'))
  if (filters.from) query = query.where('ri.created_at', '>=', `${filters.from}T00:00:00.000Z`)
  if (filters.to) query = query.where('ri.created_at', '<=', `${filters.to}T23:59:59.999Z`)
  if (filters.needs_review === 'true') query = query.where(needsReviewSql)
  if (filters.needs_review === 'false') query = query.where(sql<boolean>`not ${needsReviewSql}`)
  return query
}

const selection = [
  'ri.upstream_id',
  'ri.service_id',
  'ri.status',
  'ri.country',
  'ri.search_text',
  'ri.user_email',
  'ri.detail',
  'ri.created_at',
  'ri.updated_at',
  'kr.state',
  'kr.override_proposed_by',
  needsReviewSql.as('needs_review'),
] as const

interface CaseRow {
  upstream_id: string
  service_id: string | null
  status: string | null
  country: string | null
  search_text: string | null
  user_email: string | null
  detail: string
  created_at: string
  updated_at: string
  state: string | null
  override_proposed_by: string | null
  needs_review: unknown
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

function toDecision(row: Selectable<KycDecisionTable>): KycDecision {
  return {
    id: row.id,
    kyc_request_id: row.kyc_request_id,
    action: row.action as KycReviewAction,
    note: row.note,
    actor_id: row.actor_id,
    actor_email: row.actor_email,
    state_after: row.state_after as KycReviewState,
    at: row.at,
  }
}

function toCase(row: CaseRow, lastDecision: KycDecision | null): KycCase {
  const detail = JSON.parse(row.detail) as Record<string, unknown>
  const status = KycStatusSchema.safeParse(row.status)
  const reviewState = KycReviewStateSchema.catch('undecided').parse(row.state ?? 'undecided')
  return {
    kyc_request_id: row.upstream_id,
    service_id: row.service_id,
    status: status.success ? status.data : null,
    country: row.country,
    kyc_request_type: strings(detail.kyc_request_type),
    document_types: strings(detail.document_types),
    declined_codes: strings(detail.declined_codes),
    subject: row.search_text,
    submitted_by: row.user_email,
    review_state: reviewState,
    needs_review: Boolean(row.needs_review),
    override_proposed_by: reviewState === 'override_pending' ? row.override_proposed_by : null,
    last_decision: lastDecision,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

async function lastDecisions(db: Db, ids: string[]): Promise<Map<string, KycDecision>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('kyc_decision')
    .selectAll()
    .where('kyc_request_id', 'in', ids)
    .orderBy('seq', 'asc')
    .execute()
  return new Map(rows.map((row) => [row.kyc_request_id, toDecision(row)]))
}

/** One page of the queue: declined cases awaiting a decision first, then pending ones, then the rest. */
export async function listKycCases(db: Db, query: KycCaseListQuery) {
  const page = Number(query.page ?? 1)
  const limit = Number(query.limit ?? 25)
  const total = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const rows = await filtered(db, query)
    .select(selection)
    .orderBy(sql`case when ${needsReviewSql} then 0 when ri.status is null or ri.status = 'pending' then 1 else 2 end`)
    .orderBy('ri.created_at', 'desc')
    .orderBy('ri.seq', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()
  const last = await lastDecisions(
    db,
    rows.map((row) => row.upstream_id),
  )
  const count = Number(total.n)
  return {
    items: rows.map((row) => toCase(row, last.get(row.upstream_id) ?? null)),
    pagination: { total: count, page, limit, pages: Math.max(1, Math.ceil(count / limit)) },
  }
}

export async function findKycCase(db: Db, kycRequestId: string): Promise<KycCase | undefined> {
  const row = await caseRows(db).select(selection).where('ri.upstream_id', '=', kycRequestId).executeTakeFirst()
  if (!row) return undefined
  const last = await lastDecisions(db, [kycRequestId])
  return toCase(row, last.get(kycRequestId) ?? null)
}

/** Every decision on a case, oldest first. */
export async function listDecisions(db: Db, kycRequestId: string): Promise<KycDecision[]> {
  const rows = await db
    .selectFrom('kyc_decision')
    .selectAll()
    .where('kyc_request_id', '=', kycRequestId)
    .orderBy('seq', 'asc')
    .execute()
  return rows.map(toDecision)
}

/** Appends a decision and moves the case's review state (call inside the transaction that checked the rules). */
export async function storeDecision(db: Db, decision: KycDecision, overrideProposedBy: string | null) {
  await db.insertInto('kyc_decision').values(decision).execute()
  await db
    .insertInto('kyc_review')
    .values({
      kyc_request_id: decision.kyc_request_id,
      state: decision.state_after,
      override_proposed_by: overrideProposedBy,
      updated_at: decision.at,
    })
    .onConflict((oc) =>
      oc.column('kyc_request_id').doUpdateSet({
        state: decision.state_after,
        override_proposed_by: overrideProposedBy,
        updated_at: decision.at,
      }),
    )
    .execute()
}
