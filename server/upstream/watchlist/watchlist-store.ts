import { createHash } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { UpstreamDatabase } from '../db/schema'
import type { WatchlistEntriesTable, WatchlistListsTable } from './tables'
import type { ImportedList, WatchlistEntry } from './watchlist-entry'

type Db = Kysely<UpstreamDatabase> | Transaction<UpstreamDatabase>

/** What a change of a list touched: entries added or changed, and entries removed. Monitoring re-screens just these. */
export interface ListChange {
  list: string
  changed: string[]
  removed: string[]
}

/** A list's version as screenings name it: "which lists, in which version, were screened" (ADR 0023). */
export interface ListSummary {
  list: string
  /** `<published_at>/<first 12 hex digits of file_hash>`; a list not imported from a file (sandbox) uses its import time instead of the hash. */
  version: string
  published_at: string
  /** SHA-256 of the published file(s) imported; null for the sandbox list. */
  file_hash: string | null
  entry_count: number
  /** When this version was imported (ISO 8601, the upstream's clock). */
  imported_at: string
}

export function listVersionOf(row: Pick<WatchlistListsTable, 'published_at' | 'file_hash' | 'imported_at'>): string {
  return `${row.published_at}/${row.file_hash ? row.file_hash.slice(0, 12) : `imported-${row.imported_at}`}`
}

function digestOf(entry: WatchlistEntry): string {
  return createHash('sha256').update(JSON.stringify(entry)).digest('hex').slice(0, 32)
}

function toRow(entry: WatchlistEntry, publishedAt: string): WatchlistEntriesTable {
  return {
    list: entry.list,
    entry_id: entry.entry_id,
    type: entry.type,
    name: entry.name,
    aliases: JSON.stringify(entry.aliases),
    programs: JSON.stringify(entry.programs),
    remarks: entry.remarks,
    dates_of_birth: JSON.stringify(entry.dates_of_birth),
    nationalities: JSON.stringify(entry.nationalities),
    addresses: JSON.stringify(entry.addresses),
    published_at: publishedAt,
    digest: digestOf(entry),
  }
}

function fromRow(row: WatchlistEntriesTable): WatchlistEntry {
  return {
    list: row.list,
    entry_id: row.entry_id,
    type: row.type as WatchlistEntry['type'],
    name: row.name,
    aliases: JSON.parse(row.aliases) as WatchlistEntry['aliases'],
    programs: JSON.parse(row.programs) as string[],
    remarks: row.remarks,
    dates_of_birth: JSON.parse(row.dates_of_birth) as string[],
    nationalities: JSON.parse(row.nationalities) as string[],
    addresses: JSON.parse(row.addresses) as string[],
  }
}

async function touchList(
  trx: Transaction<UpstreamDatabase>,
  list: string,
  source: string,
  publishedAt: string,
  fileHash: string | null,
  now: number,
) {
  const count = await trx
    .selectFrom('watchlist_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('list', '=', list)
    .executeTakeFirstOrThrow()
  const values = {
    source,
    published_at: publishedAt,
    imported_at: now,
    entry_count: Number(count.n),
    file_hash: fileHash,
  }
  await trx
    .insertInto('watchlist_lists')
    .values({ list, ...values })
    .onConflict((oc) => oc.column('list').doUpdateSet(values))
    .execute()
}

/**
 * Replaces a whole list by an imported one, in the caller's transaction (the list in use stays as it
 * was when anything fails), and says which entries changed.
 */
export async function replaceList(
  trx: Transaction<UpstreamDatabase>,
  imported: ImportedList,
  now: number,
): Promise<ListChange> {
  const existing = new Map(
    (
      await trx
        .selectFrom('watchlist_entries')
        .select(['entry_id', 'digest'])
        .where('list', '=', imported.list)
        .execute()
    ).map((r) => [r.entry_id, r.digest]),
  )
  const rows = imported.entries.map((entry) => toRow({ ...entry, list: imported.list }, imported.published_at))
  const changed = rows.filter((row) => existing.get(row.entry_id) !== row.digest)
  const kept = new Set(rows.map((row) => row.entry_id))
  const removed = [...existing.keys()].filter((id) => !kept.has(id))
  for (let at = 0; at < removed.length; at += 500) {
    await trx
      .deleteFrom('watchlist_entries')
      .where('list', '=', imported.list)
      .where('entry_id', 'in', removed.slice(at, at + 500))
      .execute()
  }
  for (let at = 0; at < changed.length; at += 200) {
    await trx
      .insertInto('watchlist_entries')
      .values(changed.slice(at, at + 200))
      .onConflict((oc) =>
        oc.columns(['list', 'entry_id']).doUpdateSet((eb) => ({
          type: eb.ref('excluded.type'),
          name: eb.ref('excluded.name'),
          aliases: eb.ref('excluded.aliases'),
          programs: eb.ref('excluded.programs'),
          remarks: eb.ref('excluded.remarks'),
          dates_of_birth: eb.ref('excluded.dates_of_birth'),
          nationalities: eb.ref('excluded.nationalities'),
          addresses: eb.ref('excluded.addresses'),
          published_at: eb.ref('excluded.published_at'),
          digest: eb.ref('excluded.digest'),
        })),
      )
      .execute()
  }
  await touchList(trx, imported.list, imported.source, imported.published_at, imported.file_hash, now)
  return { list: imported.list, changed: changed.map((r) => r.entry_id), removed }
}

/** Adds or replaces one entry of a list (the sandbox list), in the caller's transaction. */
export async function putEntry(
  trx: Transaction<UpstreamDatabase>,
  entry: WatchlistEntry,
  source: string,
  publishedAt: string,
  now: number,
): Promise<ListChange> {
  await trx
    .deleteFrom('watchlist_entries')
    .where('list', '=', entry.list)
    .where('entry_id', '=', entry.entry_id)
    .execute()
  await trx.insertInto('watchlist_entries').values(toRow(entry, publishedAt)).execute()
  await touchList(trx, entry.list, source, publishedAt, null, now)
  return { list: entry.list, changed: [entry.entry_id], removed: [] }
}

/** Removes one entry (delisting); undefined when the list has no such entry. */
export async function removeEntry(
  trx: Transaction<UpstreamDatabase>,
  list: string,
  entryId: string,
  now: number,
): Promise<ListChange | undefined> {
  const deleted = await trx
    .deleteFrom('watchlist_entries')
    .where('list', '=', list)
    .where('entry_id', '=', entryId)
    .executeTakeFirst()
  if (Number(deleted.numDeletedRows) === 0) return undefined
  const current = await trx.selectFrom('watchlist_lists').selectAll().where('list', '=', list).executeTakeFirst()
  await touchList(
    trx,
    list,
    current?.source ?? list,
    current?.published_at ?? new Date(now).toISOString().slice(0, 10),
    current?.file_hash ?? null,
    now,
  )
  return { list, changed: [], removed: [entryId] }
}

export async function loadEntries(db: Db, list?: string, entryIds?: readonly string[]): Promise<WatchlistEntry[]> {
  let query = db.selectFrom('watchlist_entries').selectAll().orderBy('list').orderBy('entry_id')
  if (list !== undefined) query = query.where('list', '=', list)
  if (entryIds !== undefined) {
    if (entryIds.length === 0) return []
    query = query.where('entry_id', 'in', [...entryIds])
  }
  return (await query.execute()).map(fromRow)
}

export async function listSummaries(db: Db): Promise<ListSummary[]> {
  const rows = await db
    .selectFrom('watchlist_lists')
    .select(['list', 'published_at', 'entry_count', 'file_hash', 'imported_at'])
    .orderBy('list')
    .execute()
  return rows.map((row) => ({
    list: row.list,
    version: listVersionOf(row),
    published_at: row.published_at,
    file_hash: row.file_hash,
    entry_count: row.entry_count,
    imported_at: new Date(row.imported_at).toISOString(),
  }))
}

/** Changes whenever any list changes (also when another process, the watchlist command, changed it). */
export async function listsVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('watchlist_lists')
    .select((eb) => [
      eb.fn.max('imported_at').as('at'),
      eb.fn.sum<number>('entry_count').as('n'),
      eb.fn.countAll<number>().as('lists'),
    ])
    .executeTakeFirst()
  return `${String(row?.at ?? 0)}:${String(row?.n ?? 0)}:${String(row?.lists ?? 0)}`
}
