import { type Kysely, type Selectable, sql } from 'kysely'
import {
  type Case,
  type CaseCounts,
  type CaseEvent,
  type CaseEventKind,
  type CaseListQuery,
  type CaseListResponse,
  casePermission,
  type CaseType,
  CaseTypeSchema,
} from '@contract/bff/cases'
import { can, type Role } from '@contract/bff/permissions'
import type { ProxyDatabase } from '../store/schema'
import type { CaseRecordTable } from './tables'

type Db = Kysely<ProxyDatabase>

/** Who reads the inbox: their id (My cases) and their role (which types they see). */
export interface CaseReader {
  id: string
  role: Role
}

/** The types of case a role sees: those of the queues it may work. */
export function visibleCaseTypes(role: Role): CaseType[] {
  return CaseTypeSchema.options.filter((type) => can(role, casePermission[type]))
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function filtered(db: Db, reader: CaseReader, query: Omit<CaseListQuery, 'page' | 'limit'>, now: string) {
  const types = visibleCaseTypes(reader.role).filter((type) => !query.type || type === query.type)
  let select = db
    .selectFrom('case_record')
    .where('type', 'in', types.length > 0 ? types : ['none'])
    .where('state', '=', query.state ?? 'open')
  if (query.view === 'mine') select = select.where('assignee_id', '=', reader.id)
  if (query.view === 'unassigned') select = select.where('assignee_id', 'is', null)
  if (query.view === 'overdue') select = select.where('state', '=', 'open').where('due_at', '<', now)
  if (query.q) {
    const pattern = escapeLike(query.q.toLowerCase())
    select = select.where((eb) =>
      eb.or([
        eb(sql`lower(coalesce(title, ''))`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(subject_id)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    )
  }
  return select
}

export function toCase(row: Selectable<CaseRecordTable>, now: string): Case {
  return {
    id: row.id,
    type: row.type as CaseType,
    subject_id: row.subject_id,
    title: row.title,
    state: row.state as Case['state'],
    opened_at: row.opened_at,
    closed_at: row.closed_at,
    resolution: row.resolution,
    due_at: row.due_at,
    overdue: row.state === 'open' && row.due_at !== null && row.due_at < now,
    assignee_id: row.assignee_id,
    assignee_email: row.assignee_email,
    comments: Number(row.comments),
  }
}

/** One page of the inbox: open cases by due date (the soonest first, those without one last), closed ones newest first. */
export async function listCases(db: Db, reader: CaseReader, query: CaseListQuery, now = new Date()) {
  const at = now.toISOString()
  const page = Number(query.page ?? 1)
  const limit = Number(query.limit ?? 25)
  const total = Number(
    (
      await filtered(db, reader, query, at)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
  let rows = filtered(db, reader, query, at).selectAll()
  rows =
    (query.state ?? 'open') === 'open'
      ? rows
          .orderBy(sql`case when due_at is null then 1 else 0 end`)
          .orderBy('due_at')
          .orderBy('opened_at')
      : rows.orderBy('closed_at', 'desc')
  const items = await rows
    .orderBy('id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()
  return {
    items: items.map((row) => toCase(row, at)),
    pagination: { total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) },
  } satisfies CaseListResponse
}

/** The open cases the reader sees, counted as the inbox's views count them. */
export async function countCases(db: Db, reader: CaseReader, now = new Date()): Promise<CaseCounts> {
  const at = now.toISOString()
  const count = async (query: Omit<CaseListQuery, 'page' | 'limit'>) =>
    Number(
      (
        await filtered(db, reader, query, at)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return {
    open: await count({}),
    mine: await count({ view: 'mine' }),
    unassigned: await count({ view: 'unassigned' }),
    overdue: await count({ view: 'overdue' }),
    by_type: await Promise.all(
      visibleCaseTypes(reader.role).map(async (type) => ({ type, open: await count({ type }) })),
    ),
  }
}

/** A case the reader may see, or undefined. */
export async function findCase(db: Db, reader: CaseReader, id: string, now = new Date()) {
  const row = await db.selectFrom('case_record').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row || !visibleCaseTypes(reader.role).includes(row.type as CaseType)) return undefined
  return toCase(row, now.toISOString())
}

/** A case's timeline, oldest first. */
export async function caseTimeline(db: Db, caseId: string): Promise<CaseEvent[]> {
  const rows = await db
    .selectFrom('case_event')
    .select(['id', 'kind', 'actor_email', 'at', 'text', 'assignee_email'])
    .where('case_id', '=', caseId)
    .orderBy('seq')
    .execute()
  return rows.map((row) => ({ ...row, kind: row.kind as CaseEventKind }))
}

/**
 * What waits for the reader now (the overview's "Needs your attention"): their open cases and the
 * unassigned ones, soonest due first.
 */
export async function attentionCases(db: Db, reader: CaseReader, limit: number, now = new Date()) {
  const at = now.toISOString()
  const rows = await filtered(db, reader, {}, at)
    .where((eb) => eb.or([eb('assignee_id', '=', reader.id), eb('assignee_id', 'is', null)]))
    .selectAll()
    .orderBy(sql`case when due_at is null then 1 else 0 end`)
    .orderBy('due_at')
    .orderBy('opened_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((row) => toCase(row, at))
}
