import { sandboxAddWatchlistEntryRoute, sandboxDeleteWatchlistEntryRoute } from '@contract/routes/routes-sandbox'
import { HttpError } from '../../shared/envelope'
import type { UpstreamCore } from '../core'
import { implement } from '../http/contract-routes'
import { success } from '../http/success'
import { newObjectId } from '../db/ids'
import { putEntry, removeEntry } from '../watchlist/watchlist-store'
import { enqueueListChange } from './list-change-jobs'

const sandboxList = 'sandbox'
const sandboxSource = 'Sandbox entries (POST /sandbox/watchlist)'

/** `POST /sandbox/watchlist`: lists an entry on the `sandbox` list; monitored requests are re-screened against it. */
export function sandboxAddWatchlistEntry(core: UpstreamCore) {
  return implement(sandboxAddWatchlistEntryRoute, async ({ body }) => {
    const now = core.clock.now()
    const entryId = `sbx-${newObjectId(now)}`
    await core.db.transaction().execute(async (trx) => {
      const change = await putEntry(
        trx,
        {
          list: sandboxList,
          entry_id: entryId,
          type: body.type === 'company' ? 'entity' : 'person',
          name: body.name,
          aliases: (body.aliases ?? []).map((name) => ({ name, strength: 'strong' })),
          programs: body.programs ?? [],
          remarks: null,
          dates_of_birth: body.date_of_birth ? [body.date_of_birth] : [],
          nationalities: body.nationality ? [body.nationality] : [],
          addresses: [],
        },
        sandboxSource,
        new Date(now).toISOString().slice(0, 10),
        now,
      )
      await enqueueListChange(core, trx, change)
    })
    core.wakeJobs()
    return success('Watchlist entry added', { entry_id: entryId })
  })
}

/** `DELETE /sandbox/watchlist/{entry_id}`: delists a sandbox entry; monitored requests are re-screened. */
export function sandboxDeleteWatchlistEntry(core: UpstreamCore) {
  return implement(sandboxDeleteWatchlistEntryRoute, async ({ params }) => {
    const removed = await core.db.transaction().execute(async (trx) => {
      const change = await removeEntry(trx, sandboxList, params.entry_id, core.clock.now())
      if (change) await enqueueListChange(core, trx, change)
      return change !== undefined
    })
    if (!removed) {
      throw new HttpError(404, `Not found: the sandbox watchlist has no entry ${params.entry_id}`, {
        fields: [{ path: 'entry_id', message: 'does not match a sandbox watchlist entry' }],
      })
    }
    core.wakeJobs()
    return success('Watchlist entry removed', { entry_id: params.entry_id })
  })
}
