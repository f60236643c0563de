import { type Kysely, type RawBuilder, sql } from 'kysely'
import {
  type AttentionItem,
  daysBetween,
  type OverviewQuery,
  type OverviewResponse,
  periodBounds,
} from '@contract/bff/overview'
import { can, type Role } from '@contract/bff/permissions'
import type { RequestKind } from '@contract/bff/requests'
import { describeSpdr } from '@contract/services/spdr-codes'
import type { ProxyDatabase } from '../store/schema'
import { engineOf, jsonText } from '../store/sql-engine'
import { visibleKinds } from '../request-index/request-visibility'
import { amlDispositionOf } from '../aml/aml-queue'
import { kycNeedsReview } from '../kyc/kyc-case-store'

type Db = Kysely<ProxyDatabase>

const searchKinds: RequestKind[] = ['kyb_search_v1', 'kyb_search_v2']
const amlKinds: RequestKind[] = ['company_aml', 'officers_aml']
const attentionLimit = 10

/** First and last day of the period (UTC, both included). */
interface Period {
  from: string
  to: string
}

/** `column` (an ISO timestamp) falls on a day of the period. */
const within = (column: string, period: Period) =>
  sql`${sql.ref(column)} >= ${`${period.from}T00:00:00.000Z`} and ${sql.ref(column)} <= ${`${period.to}T23:59:59.999Z`}`

async function countsBy(db: Db, kinds: RequestKind[], expression: RawBuilder<unknown>, period: Period) {
  if (kinds.length === 0) return []
  const rows = await sql<{ label: string | null; count: number }>`
    select ${expression} as label, count(*) as count from request_index
    where kind in (${sql.join(kinds)}) and ${within('created_at', period)} group by label order by count desc, label`.execute(
    db,
  )
  return rows.rows
    .filter((row) => row.label !== null && row.label !== '')
    .map((row) => ({ label: String(row.label), count: Number(row.count) }))
}

async function activity(db: Db, kinds: RequestKind[], period: Period, days: string[]) {
  const rows =
    kinds.length === 0
      ? []
      : (
          await sql<{ day: string; kind: string; count: number }>`
    select substr(created_at, 1, 10) as day, kind, count(*) as count from request_index
    where kind in (${sql.join(kinds)}) and ${within('created_at', period)} group by day, kind`.execute(db)
        ).rows
  return days.map((day) => {
    const of = (group: RequestKind[]) =>
      rows
        .filter((row) => row.day === day && group.includes(row.kind as RequestKind))
        .reduce((sum, row) => sum + Number(row.count), 0)
    return { day, searches: of(searchKinds), aml_checks: of(amlKinds), kyc_checks: of(['kyc']) }
  })
}

/** The text elements of each KYC request's `declined_codes` array (anything else is left out), as `codes.value`. */
const declinedCodeElements = (db: Db) =>
  engineOf(db) === 'postgres'
    ? sql`jsonb_array_elements_text(case when jsonb_typeof(request_index.detail::jsonb -> 'declined_codes') = 'array' then request_index.detail::jsonb -> 'declined_codes' else '[]' end) as codes(value)`
    : sql`json_each(request_index.detail, '$.declined_codes') as codes`
const declinedCodeIsText = (db: Db) =>
  engineOf(db) === 'postgres'
    ? sql`1 = 1`
    : sql`json_type(request_index.detail, '$.declined_codes') = 'array' and codes.type = 'text'`

async function declineCodes(db: Db, period: Period) {
  const rows = await sql<{ code: string; count: number }>`
    select upper(trim(codes.value)) as code, count(*) as count from request_index, ${declinedCodeElements(db)}
    where request_index.kind = 'kyc' and ${within('request_index.created_at', period)} and ${declinedCodeIsText(db)}
    group by code order by count desc, code limit 5`.execute(db)
  return rows.rows.map((row) => ({
    code: row.code,
    count: Number(row.count),
    explanation: describeSpdr(row.code).explanation,
  }))
}

async function monitoringAlerts(db: Db, period: Period, days: string[]) {
  const rows = (
    await sql<{ day: string; count: number }>`
    select substr(received_at, 1, 10) as day, count(*) as count from callback_delivery
    where verdict = 'accepted' and service = 'ongoing_aml' and status = 'potential match' and ${within('received_at', period)}
    group by day`.execute(db)
  ).rows
  return days.map((day) => ({ day, count: Number(rows.find((row) => row.day === day)?.count ?? 0) }))
}

/** AML requests waiting for a decision, by the queue's rule. */
const openMatch = (db: Db) => sql`${amlDispositionOf(db, 'request_index')} = 'open'`

async function attention(db: Db, role: Role, userId: string): Promise<AttentionItem[]> {
  const items: AttentionItem[] = []
  const rowsOf = async (where: ReturnType<typeof sql>, reason: string) => {
    const rows = await db
      .selectFrom('request_index')
      .select(['id', 'kind', 'upstream_id', 'search_text', 'detail', 'updated_at'])
      .where(where as never)
      .orderBy('updated_at', 'desc')
      .limit(attentionLimit)
      .execute()
    for (const row of rows) {
      const detail = JSON.parse(row.detail) as Record<string, unknown>
      const title =
        row.search_text ??
        (typeof detail.person_name === 'string'
          ? detail.person_name
          : typeof detail.company_name === 'string'
            ? detail.company_name
            : null)
      items.push({
        id: row.id,
        kind: row.kind as RequestKind,
        upstream_id: row.upstream_id,
        title,
        reason,
        at: row.updated_at,
      })
    }
  }
  if (can(role, 'aml:run')) {
    // Analysts see the potential matches of their own screenings; reviewers every open one.
    const mine = can(role, 'kyc:review') ? sql`1 = 1` : sql`user_id = ${userId}`
    await rowsOf(
      sql`kind in ('company_aml', 'officers_aml') and ${openMatch(db)} and ${mine}`,
      'Potential match waiting for a decision',
    )
  }
  if (can(role, 'kyc:review')) {
    await rowsOf(sql`kind = 'kyc' and ${kycNeedsReview('request_index')}`, 'Declined verification to review')
  }
  if (can(role, 'questionnaire:manage')) {
    await rowsOf(
      sql`kind = 'questionnaire_submission' and ${jsonText(db, 'detail', 'decision')} is null`,
      'Questionnaire submission to review',
    )
  }
  if (can(role, 'callbacks:read')) {
    const refused = await db
      .selectFrom('callback_delivery')
      .select(['id', 'verdict', 'reason', 'event_id', 'received_at'])
      .where('verdict', 'in', ['bad_signature', 'stale', 'malformed'])
      .orderBy('received_at', 'desc')
      .limit(attentionLimit)
      .execute()
    for (const row of refused) {
      items.push({
        id: row.id,
        kind: 'callback_refused',
        upstream_id: row.event_id ?? row.id,
        title: null,
        reason: `Callback refused (${row.verdict}): ${row.reason}`,
        at: row.received_at,
      })
    }
  }
  return items
}

/**
 * The overview's figures for a user of `role`: every chart and count over the period (requests by
 * the day they were made, alerts by the day they arrived); the attention list is what waits now.
 */
export async function overviewFigures(
  db: Db,
  user: { id: string; role: Role },
  query: OverviewQuery,
  now = new Date(),
): Promise<OverviewResponse> {
  const kinds = visibleKinds(user.role)
  const period = periodBounds(query, now)
  const days = daysBetween(period.from, period.to)
  const sees = (kind: RequestKind) => kinds.includes(kind)
  return {
    generated_at: now.toISOString(),
    ...period,
    days: days.length,
    activity: await activity(db, kinds, period, days),
    kyc_outcomes: sees('kyc') ? await countsBy(db, ['kyc'], sql.ref('status'), period) : null,
    top_decline_codes: sees('kyc') ? await declineCodes(db, period) : null,
    aml_outcomes: sees('company_aml')
      ? await countsBy(db, amlKinds, sql`coalesce(${jsonText(db, 'detail', 'match_status')}, status)`, period)
      : null,
    open_potential_matches: sees('company_aml')
      ? Number(
          (
            await sql<{
              n: number
            }>`select count(*) as n from request_index where kind in ('company_aml', 'officers_aml') and ${openMatch(db)} and ${within('created_at', period)}`.execute(
              db,
            )
          ).rows[0]?.n ?? 0,
        )
      : null,
    risk_mix: sees('company_aml')
      ? await countsBy(db, [...amlKinds, ...searchKinds], jsonText(db, 'detail', 'risk_level'), period)
      : null,
    monitoring_alerts: can(user.role, 'monitoring:read') ? await monitoringAlerts(db, period, days) : null,
    attention: await attention(db, user.role, user.id),
  }
}
