import { type Kysely, type RawBuilder, sql } from 'kysely'
import { type CaseType, casePagePath } from '@contract/bff/cases'
import {
  type AttentionItem,
  daysBetween,
  type OverviewQuery,
  type OverviewResponse,
  outcomeLabels,
  periodBounds,
} from '@contract/bff/overview'
import { can } from '@contract/bff/permissions'
import type { RequestKind } from '@contract/bff/requests'
import { describeSpdr } from '@contract/services/spdr-codes'
import type { ProxyDatabase } from '../store/schema'
import { engineOf } from '../../shared/sql-engine'
import { jsonText } from '../store/sql-engine'
import { visibleKinds } from '../request-index/request-visibility'
import { attentionCases, type CaseReader, countCases } from '../cases/case-store'

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

const reasons: Record<CaseType, string> = {
  aml: 'Potential match waiting for a decision',
  kyc: 'Declined verification to review',
  questionnaire: 'Questionnaire submission to accept or send back',
}

/** The reader's open cases and the unassigned ones (the inbox's records), then refused callbacks for who reads them. */
async function attention(db: Db, user: CaseReader, now: Date): Promise<AttentionItem[]> {
  const items: AttentionItem[] = (await attentionCases(db, user, attentionLimit, now)).map((kase) => ({
    id: kase.id,
    kind: kase.type,
    upstream_id: kase.subject_id,
    title: kase.title,
    reason: reasons[kase.type],
    at: kase.opened_at,
    due_at: kase.due_at,
    overdue: kase.overdue,
    assignee_email: kase.assignee_email,
    href: casePagePath(kase.type, kase.subject_id),
  }))
  if (can(user.role, 'callbacks:read')) {
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
        due_at: null,
        overdue: false,
        assignee_email: null,
        href: '/callbacks',
      })
    }
  }
  return items
}

/** Counts with readable labels. */
const readable = (rows: { label: string; count: number }[]) =>
  rows.map((row) => ({ label: outcomeLabels[row.label] ?? row.label, count: row.count }))

/**
 * The overview's figures for a user of `role`: every chart over the period (requests by the day they
 * were made, alerts by the day they arrived); the attention list and the open cases are what waits
 * now, read from the inbox's case records (bring them in line first: `syncCasesSerially`).
 */
export async function overviewFigures(
  db: Db,
  user: CaseReader,
  query: OverviewQuery,
  now = new Date(),
): Promise<OverviewResponse> {
  const kinds = visibleKinds(user.role)
  const period = periodBounds(query, now)
  const days = daysBetween(period.from, period.to)
  const sees = (kind: RequestKind) => kinds.includes(kind)
  const openCases = await countCases(db, user, now)
  return {
    generated_at: now.toISOString(),
    ...period,
    days: days.length,
    activity: await activity(db, kinds, period, days),
    kyc_outcomes: sees('kyc') ? readable(await countsBy(db, ['kyc'], sql.ref('status'), period)) : null,
    top_decline_codes: sees('kyc') ? await declineCodes(db, period) : null,
    aml_outcomes: sees('company_aml')
      ? readable(await countsBy(db, amlKinds, sql`coalesce(${jsonText(db, 'detail', 'match_status')}, status)`, period))
      : null,
    open_potential_matches: sees('company_aml')
      ? (openCases.by_type.find((entry) => entry.type === 'aml')?.open ?? 0)
      : null,
    open_cases: openCases,
    monitoring_alerts: can(user.role, 'monitoring:read') ? await monitoringAlerts(db, period, days) : null,
    attention: await attention(db, user, now),
  }
}
