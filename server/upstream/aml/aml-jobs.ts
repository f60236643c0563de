import type { UpstreamCore } from '../core'
import type { JobHandler } from '../jobs/job-runner'
import type { ListChange } from '../watchlist/watchlist-store'
import { recordScreening, rescreenListChange, runMonitoring, screenRequest } from './aml-lifecycle'
import { amlJobKinds } from './aml-jobs-kinds'

/** Job handlers of AML: screening, the daily re-screen of monitored requests, list changes. Each is idempotent. */
export function amlJobHandlers(core: UpstreamCore): Map<string, JobHandler> {
  return new Map<string, JobHandler>([
    [
      amlJobKinds.screen,
      async (payload) => {
        const { amlRequestId } = payload as { amlRequestId: string }
        const row = await core.db
          .selectFrom('aml_requests')
          .selectAll()
          .where('id', '=', amlRequestId)
          .executeTakeFirst()
        if (!row || row.status !== 'pending') return
        const { hits, lists } = await screenRequest(core, row)
        await core.db.transaction().execute(async (trx) => {
          const fresh = await trx
            .selectFrom('aml_requests')
            .selectAll()
            .where('id', '=', amlRequestId)
            .executeTakeFirst()
          if (fresh?.status === 'pending') await recordScreening(core, trx, fresh, hits, lists)
        })
        core.wakeJobs()
      },
    ],
    [
      amlJobKinds.monitor,
      async (payload) => {
        const { amlRequestId, generation } = payload as { amlRequestId: string; generation: number }
        await runMonitoring(core, amlRequestId, generation)
      },
    ],
    [amlJobKinds.listChanged, async (payload) => rescreenListChange(core, payload as ListChange)],
  ])
}
