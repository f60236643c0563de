import { randomUUID } from 'node:crypto'
import { type Kysely, type Selectable, sql } from 'kysely'
import type { IndexedRequest, RequestKind } from '@contract/bff/requests'
import type { ProxyDatabase } from '../store/schema'
import { jsonText, serialiseOn } from '../store/sql-engine'
import type { RequestIndexTable } from './tables'

/** What a caller knows about a request; absent or null fields keep what the row already holds. */
export interface IndexEntry {
  kind: RequestKind
  upstream_id: string
  route_id: string
  service_id?: string | null
  user?: { id: string; email: string } | null
  search_text?: string | null
  country?: string | null
  search_type?: string | null
  status?: string | null
  /** Merged key by key into the stored detail. */
  detail?: Record<string, unknown>
}

export interface IndexChange {
  row: IndexedRequest
  created: boolean
  /** True when the row was created or any stored field changed. */
  changed: boolean
  previousStatus: string | null
}

type Db = Kysely<ProxyDatabase>

export function toIndexedRequest(row: Selectable<RequestIndexTable>): IndexedRequest {
  const { seq: _seq, detail, kind, ...rest } = row
  return { ...rest, kind: kind as RequestKind, detail: JSON.parse(detail) as Record<string, unknown> }
}

function defined<T>(value: T | null | undefined, fallback: T | null): T | null {
  return value === undefined || value === null ? fallback : value
}

/**
 * Creates the row of (kind, upstream_id) or merges what is newly known into it. Runs in a
 * transaction serialised on the request (across instances too), so concurrent updates of one request
 * never lose a field.
 */
export async function recordRequest(db: Db, entry: IndexEntry): Promise<IndexChange> {
  return db.transaction().execute(async (trx) => {
    await serialiseOn(trx, `request_index:${entry.kind}:${entry.upstream_id}`)
    const existing = await trx
      .selectFrom('request_index')
      .selectAll()
      .where('kind', '=', entry.kind)
      .where('upstream_id', '=', entry.upstream_id)
      .executeTakeFirst()
    const now = new Date().toISOString()
    if (!existing) {
      const row = {
        id: randomUUID(),
        kind: entry.kind,
        upstream_id: entry.upstream_id,
        service_id: entry.service_id ?? null,
        route_id: entry.route_id,
        user_id: entry.user?.id ?? null,
        user_email: entry.user?.email ?? null,
        search_text: entry.search_text ?? null,
        country: entry.country ?? null,
        search_type: entry.search_type ?? null,
        status: entry.status ?? null,
        detail: JSON.stringify(entry.detail ?? {}),
        created_at: now,
        updated_at: now,
      }
      const inserted = await trx.insertInto('request_index').values(row).returningAll().executeTakeFirstOrThrow()
      return { row: toIndexedRequest(inserted), created: true, changed: true, previousStatus: null }
    }
    const detail = {
      ...(JSON.parse(existing.detail) as Record<string, unknown>),
      ...stripUndefined(entry.detail ?? {}),
    }
    const next = {
      // A row a callback created first takes the route of the call that made the request.
      route_id: existing.route_id === callbackRouteId ? entry.route_id : existing.route_id,
      service_id: defined(entry.service_id, existing.service_id),
      user_id: existing.user_id ?? entry.user?.id ?? null,
      user_email: existing.user_email ?? entry.user?.email ?? null,
      search_text: defined(entry.search_text, existing.search_text),
      country: defined(entry.country, existing.country),
      search_type: defined(entry.search_type, existing.search_type),
      status: nextStatus(existing.status, entry.status),
      detail: JSON.stringify(detail),
    }
    const changed = (Object.keys(next) as Array<keyof typeof next>).some((key) => next[key] !== existing[key])
    if (!changed)
      return { row: toIndexedRequest(existing), created: false, changed: false, previousStatus: existing.status }
    const updated = await trx
      .updateTable('request_index')
      .set({ ...next, updated_at: now })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    return { row: toIndexedRequest(updated), created: false, changed: true, previousStatus: existing.status }
  })
}

/** route_id of rows learned from a callback. */
export const callbackRouteId = 'callback'

/**
 * `pending` is every request's first state: a late `pending` (a start response processed after the
 * callback that resolved the request) never overwrites a later status.
 */
function nextStatus(current: string | null, incoming: string | null | undefined): string | null {
  if (incoming === undefined || incoming === null) return current
  if (incoming === 'pending' && current !== null && current !== 'pending') return current
  return incoming
}

function stripUndefined(record: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined))
}

/** Updates the request of (kind, upstream_id) only when the proxy already knows it. */
export async function updateKnownRequest(
  db: Db,
  entry: Omit<IndexEntry, 'route_id'>,
): Promise<IndexChange | undefined> {
  const known = await db
    .selectFrom('request_index')
    .select('route_id')
    .where('kind', '=', entry.kind)
    .where('upstream_id', '=', entry.upstream_id)
    .executeTakeFirst()
  if (!known) return undefined
  return recordRequest(db, { ...entry, route_id: known.route_id })
}

export interface RequestFilters {
  /** Only these kinds (what the reader may see). */
  kinds: RequestKind[]
  kind?: RequestKind
  status?: string
  userId?: string
  q?: string
}

/**
 * A request's status as of `now`: a questionnaire link whose ttl has passed is `expired`. It is
 * derived when read, so reading the index writes nothing (no update per read on every instance).
 */
function statusAt(db: Db, now: Date) {
  const expiresAt = jsonText(db, 'detail', 'expires_at')
  return sql<
    string | null
  >`(case when kind = 'questionnaire_link' and status = 'active' and ${expiresAt} < ${now.toISOString()} then 'expired' else status end)`
}

/** The stored columns a reader gets besides the status, which `statusAt` gives. */
const storedColumns = [
  'id',
  'kind',
  'upstream_id',
  'service_id',
  'route_id',
  'user_id',
  'user_email',
  'search_text',
  'country',
  'search_type',
  'detail',
  'created_at',
  'updated_at',
  'seq',
] as const

function filtered(db: Db, filters: RequestFilters, now: Date) {
  let query = db.selectFrom('request_index').where('kind', 'in', filters.kinds.length > 0 ? filters.kinds : ['-'])
  if (filters.kind) query = query.where('kind', '=', filters.kind)
  if (filters.status) query = query.where(statusAt(db, now), '=', filters.status)
  if (filters.userId) query = query.where('user_id', '=', filters.userId)
  if (filters.q) {
    const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where(
      sql<boolean>`(lower(search_text) like ${pattern} escape '\\' or lower(upstream_id) like ${pattern} escape '\\')`,
    )
  }
  return query
}

/** One page of the index, newest first. */
export async function listRequests(db: Db, filters: RequestFilters, page: number, limit: number, now = new Date()) {
  const total = await filtered(db, filters, now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const rows = await filtered(db, filters, now)
    .select(storedColumns)
    .select(statusAt(db, now).as('status'))
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()
  const count = Number(total.n)
  return {
    items: rows.map(toIndexedRequest),
    pagination: { total: count, page, limit, pages: Math.max(1, Math.ceil(count / limit)) },
  }
}

export async function findRequest(db: Db, id: string, now = new Date()): Promise<IndexedRequest | undefined> {
  const row = await db
    .selectFrom('request_index')
    .select(storedColumns)
    .select(statusAt(db, now).as('status'))
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? toIndexedRequest(row) : undefined
}
