import type { Transaction } from 'kysely'
import type { UpstreamCore } from '../core'
import type { UpstreamDatabase } from '../db/schema'
import { enqueueJob } from '../jobs/job-queue'
import type { ListChange } from '../watchlist/watchlist-store'
import { amlJobKinds } from './aml-jobs-kinds'

/**
 * Records that a list changed: the re-screen of monitored requests is a durable job of the same
 * transaction. Also when no entry changed: the list has a new version (publication date, file),
 * which every monitored request then names.
 */
export async function enqueueListChange(
  core: Pick<UpstreamCore, 'clock'>,
  trx: Transaction<UpstreamDatabase>,
  change: ListChange,
) {
  const now = core.clock.now()
  await enqueueJob(trx, { kind: amlJobKinds.listChanged, payload: change, runAt: now }, now)
}
