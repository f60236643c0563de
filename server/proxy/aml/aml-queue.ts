import { type Kysely, sql } from 'kysely'
import {
  type AmlDisposition,
  type AmlQueueItem,
  type AmlQueueQuery,
  type AmlQueueResponse,
} from '@contract/bff/aml-review'
import type { AmlMatchStatus } from '@contract/services/aml'
import type { ProxyDatabase } from '../store/schema'
import { jsonText } from '../store/sql-engine'

type Db = Kysely<ProxyDatabase>

const matchStatusOf = (db: Db, row: string) => jsonText(db, `${row}.detail`, 'match_status')
/**
 * The disposition of the AML request in the `request_index` row named `row` as of its last review; a
 * request nobody reviewed yet is open when it is a potential match, none otherwise. The one rule of the
 * queue and the overview (`open` waits for a decision).
 */
export const amlDispositionOf = (db: Db, row: string) =>
  sql<string>`coalesce((select disposition from aml_review_summary where aml_review_summary.aml_request_id = ${sql.ref(`${row}.upstream_id`)}), case when ${matchStatusOf(db, row)} = 'potential match' then 'open' else 'none' end)`
const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function filtered(db: Db, query: AmlQueueQuery) {
  let select = db
    .selectFrom('request_index')
    .leftJoin('aml_review_summary', 'aml_review_summary.aml_request_id', 'request_index.upstream_id')
    .where('request_index.kind', '=', 'company_aml')
  if (query.status) select = select.where('request_index.status', '=', query.status)
  if (query.match)
    select = select.where(
      matchStatusOf(db, 'request_index'),
      '=',
      query.match === 'potential_match' ? 'potential match' : 'no match',
    )
  if (query.disposition) select = select.where(amlDispositionOf(db, 'request_index'), '=', query.disposition)
  if (query.reviewer)
    select = select.where(
      sql<boolean>`lower(aml_review_summary.reviewers) like ${escapeLike(query.reviewer.toLowerCase())} escape '\\'`,
    )
  if (query.from) select = select.where('request_index.created_at', '>=', `${query.from}T00:00:00.000Z`)
  if (query.to) select = select.where('request_index.created_at', '<=', `${query.to}T23:59:59.999Z`)
  return select
}

/** The company a screening concerns, as a profile read recorded it (`detail.company`). */
function companyOf(detail: string): AmlQueueItem['company'] {
  const company = (JSON.parse(detail) as { company?: { name?: unknown; kyb_response_id?: unknown } }).company
  return typeof company?.kyb_response_id === 'string'
    ? { name: typeof company.name === 'string' ? company.name : null, kyb_response_id: company.kyb_response_id }
    : null
}

/**
 * The AML queue: every AML request of the request index with its disposition, open potential
 * matches first, then newest first.
 */
export async function listAmlQueue(db: Db, query: AmlQueueQuery): Promise<AmlQueueResponse> {
  const page = Number(query.page ?? 1)
  const limit = Number(query.limit ?? 25)
  const total = Number(
    (
      await filtered(db, query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
  const matchStatus = matchStatusOf(db, 'request_index')
  const disposition = amlDispositionOf(db, 'request_index')
  const rows = await filtered(db, query)
    .select([
      'request_index.upstream_id',
      'request_index.search_text',
      'request_index.status',
      'request_index.user_email',
      'request_index.created_at',
      'request_index.detail',
      'aml_review_summary.reviewers',
      'aml_review_summary.last_decided_at',
    ])
    .select([matchStatus.as('match_status'), disposition.as('disposition')])
    .orderBy(sql`case when ${disposition} = 'open' and ${matchStatus} = 'potential match' then 0 else 1 end`)
    .orderBy('request_index.created_at', 'desc')
    .orderBy('request_index.seq', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()
  const items: AmlQueueItem[] = rows.map((row) => ({
    aml_request_id: row.upstream_id,
    subject_name: row.search_text,
    status: row.status,
    match_status: (row.match_status as AmlMatchStatus | null) ?? null,
    disposition: row.disposition as AmlDisposition,
    reviewers: row.reviewers ? (JSON.parse(row.reviewers) as string[]) : [],
    last_decided_at: row.last_decided_at ?? null,
    requested_by: row.user_email,
    company: companyOf(row.detail),
    created_at: row.created_at,
  }))
  return { items, pagination: { total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) } }
}
