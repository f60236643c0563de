import { randomUUID } from 'node:crypto'
import { type Kysely, type Selectable, sql } from 'kysely'
import type { CallbackDelivery, CallbackVerdict } from '@contract/bff/callbacks'
import { callbackIdFields, type CallbackBody } from '@contract/callbacks'
import type { ProxyDatabase } from '../store/schema'
import type { CallbackDeliveryTable } from './tables'

type Db = Kysely<ProxyDatabase>

/** Stored bodies are cut at 16 KiB. */
export const storedBodyLimit = 16 * 1024

export interface DeliveryRecord {
  verdict: CallbackVerdict
  reason: string
  raw: Buffer
  /** The body when it parsed as JSON (fields are taken from it as far as they are strings). */
  parsed?: unknown
}

function stringField(value: unknown, key: string): string | null {
  const field = (value as Record<string, unknown> | null | undefined)?.[key]
  return typeof field === 'string' ? field.slice(0, 256) : null
}

export function idsOf(value: unknown): Record<string, string> {
  return Object.fromEntries(
    callbackIdFields.flatMap((key) => (stringField(value, key) ? [[key, stringField(value, key)!]] : [])),
  )
}

function rowOf(record: DeliveryRecord) {
  return {
    id: randomUUID(),
    received_at: new Date().toISOString(),
    verdict: record.verdict,
    reason: record.reason,
    event_id: stringField(record.parsed, 'id'),
    event: stringField(record.parsed, 'event'),
    service: stringField(record.parsed, 'service'),
    status: stringField(record.parsed, 'status'),
    sent_at: stringField(record.parsed, 'sent_at'),
    ids: JSON.stringify(idsOf(record.parsed)),
    body: record.raw.subarray(0, storedBodyLimit).toString('utf8'),
  }
}

/**
 * How many deliveries other than accepted ones the inbox keeps (anyone can POST refused ones;
 * accepted ones are kept for deduplication).
 */
export const keptRefusedDeliveries = 10_000

/** Stores a refused delivery (bad signature, stale, malformed, duplicate) and trims the oldest beyond the limit. */
export async function storeRefusedDelivery(db: Db, record: DeliveryRecord, keep = keptRefusedDeliveries) {
  await db.insertInto('callback_delivery').values(rowOf(record)).execute()
  const oldestKept = db
    .selectFrom('callback_delivery')
    .select('seq')
    .where('verdict', '!=', 'accepted')
    .orderBy('seq', 'desc')
    .limit(1)
    .offset(keep)
  await db.deleteFrom('callback_delivery').where('verdict', '!=', 'accepted').where('seq', '<=', oldestKept).execute()
}

/**
 * Stores a valid delivery: `accepted` the first time its event id is seen, `duplicate` after that.
 * The database decides: the insert does nothing when the unique index on accepted event ids already
 * holds the id, so two racing deliveries (to one instance or to two) cannot both be accepted.
 */
export async function storeValidDelivery(db: Db, callback: CallbackBody, raw: Buffer): Promise<CallbackVerdict> {
  const { numInsertedOrUpdatedRows } = await db
    .insertInto('callback_delivery')
    .values(rowOf({ verdict: 'accepted', reason: `${callback.event} for ${callback.service}`, raw, parsed: callback }))
    .onConflict((oc) => oc.column('event_id').where('verdict', '=', sql.lit('accepted')).doNothing())
    .executeTakeFirstOrThrow()
  if (numInsertedOrUpdatedRows === 1n) return 'accepted'
  await storeRefusedDelivery(db, { verdict: 'duplicate', reason: duplicateReason(callback.id), raw, parsed: callback })
  return 'duplicate'
}

export function duplicateReason(eventId: string) {
  return `event ${eventId} was already accepted; no change made`
}

export function toDelivery({ seq: _seq, ...row }: Selectable<CallbackDeliveryTable>): CallbackDelivery {
  return { ...row, verdict: row.verdict as CallbackVerdict, ids: JSON.parse(row.ids) as Record<string, string> }
}

export function findDelivery(db: Db, id: string) {
  return db.selectFrom('callback_delivery').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function listDeliveries(
  db: Db,
  filters: { verdict?: CallbackVerdict; event?: string },
  page: number,
  limit: number,
) {
  let query = db.selectFrom('callback_delivery')
  if (filters.verdict) query = query.where('verdict', '=', filters.verdict)
  if (filters.event) query = query.where('event', '=', filters.event)
  const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
  const rows = await query
    .selectAll()
    .orderBy('seq', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute()
  return {
    items: rows.map(toDelivery),
    pagination: { total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) },
  }
}
