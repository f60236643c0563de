import type { UpstreamCore } from '../core'
import { readDefaultList } from '../watchlist/import-file'
import type { ImportedList } from '../watchlist/watchlist-entry'
import { type ListChange, replaceList } from '../watchlist/watchlist-store'
import { enqueueListChange } from './list-change-jobs'

/**
 * Imports a list as one transaction (a failure leaves the list in use as it was) together with the
 * durable re-screen of monitored requests against what changed.
 */
export async function importList(
  core: Pick<UpstreamCore, 'db' | 'clock' | 'wakeJobs'>,
  imported: ImportedList,
): Promise<ListChange> {
  const change = await core.db.transaction().execute(async (trx) => {
    const result = await replaceList(trx, imported, core.clock.now())
    await enqueueListChange(core, trx, result)
    return result
  })
  core.wakeJobs()
  return change
}

/** Loads the shipped OFAC SDN snapshot when the database has no list yet (first start). */
export async function ensureDefaultWatchlist(core: UpstreamCore): Promise<boolean> {
  const any = await core.db.selectFrom('watchlist_lists').select('list').limit(1).executeTakeFirst()
  if (any) return false
  await importList(core, await readDefaultList())
  return true
}
