import type { Transaction } from 'kysely'
import type { UpstreamDatabase } from '../db/schema'
import type { JobHandler } from '../jobs/job-runner'
import type { UpstreamCore } from '../core'
import { kybJobKinds } from './kyb-job-kinds'
import { completeProfileStage, finaliseOnTtl, markRegistryAnswered } from './request-lifecycle'

interface RegistryPayload {
  requestId: string
  registryIndex: number
}

/** Job handlers of the registry search: registry answers, ttl expiry, profile fetch stages. */
export function kybJobHandlers(deps: UpstreamCore): Map<string, JobHandler> {
  const inTransaction = (work: (trx: Transaction<UpstreamDatabase>) => Promise<void>) =>
    deps.db
      .transaction()
      .execute(work)
      .then(() => deps.wakeJobs())
  return new Map<string, JobHandler>([
    [
      kybJobKinds.registryAnswered,
      async (payload) => {
        const { requestId, registryIndex } = payload as RegistryPayload
        await inTransaction((trx) => markRegistryAnswered(deps, trx, requestId, registryIndex, deps.clock.now()))
      },
    ],
    [
      kybJobKinds.ttlElapsed,
      async (payload) => {
        const { requestId } = payload as { requestId: string }
        await inTransaction((trx) => finaliseOnTtl(deps, trx, requestId, deps.clock.now()))
      },
    ],
    [
      kybJobKinds.profileStage,
      async (payload) => {
        const { requestId, registryIndex, stage } = payload as RegistryPayload & { stage: number }
        await inTransaction((trx) => completeProfileStage(deps, trx, requestId, registryIndex, stage, deps.clock.now()))
      },
    ],
  ])
}
