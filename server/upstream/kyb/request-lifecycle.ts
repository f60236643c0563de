import { randomInt } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { CallbackEventInput } from '../callbacks/callback-outbox'
import type { UpstreamDatabase } from '../db/schema'
import { enqueueJob } from '../jobs/job-queue'
import type { UpstreamCore } from '../core'
import { kybJobKinds } from './kyb-job-kinds'
import { finalProfileStage, profileStages } from './profile-stages'

type Trx = Transaction<UpstreamDatabase>

/** The callback event of a request moving to `status` (v1: request_id + service_id, v2: kyb_request_id). */
export function requestEvent(
  request: { id: string; version: number; service_id: string },
  status: 'pending' | 'resolved',
): CallbackEventInput {
  const ids =
    request.version === 1 ? { request_id: request.id, service_id: request.service_id } : { kyb_request_id: request.id }
  return { event: status === 'pending' ? 'request.pending' : 'request.resolved', service: 'kyb_check', status, ...ids }
}

/** Schedules the next profile stage of the companies that registry `registryIndex` returned. */
export async function scheduleProfileStage(
  deps: UpstreamCore,
  trx: Trx,
  requestId: string,
  registryIndex: number,
  stage: number,
  now: number,
) {
  const definition = profileStages[stage - 1]
  if (!definition) return
  const [min, max] = definition.delaySeconds
  const runAt = now + deps.clock.delayMs(randomInt(min, max + 1))
  await enqueueJob(trx, { kind: kybJobKinds.profileStage, payload: { requestId, registryIndex, stage }, runAt }, now)
}

/** Marks the request resolved (all registries answered, or its ttl elapsed) and announces it. */
async function resolveRequest(deps: UpstreamCore, trx: Trx, requestId: string, now: number, byTtl: boolean) {
  const request = await trx
    .updateTable('kyb_requests')
    .set({ status: 'resolved', resolved_at: now, finalised_by_ttl: byTtl ? 1 : 0 })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .returning(['id', 'version', 'service_id'])
    .executeTakeFirst()
  if (request) await deps.callbacks.enqueueCallback(trx, requestEvent(request, 'resolved'))
}

/**
 * A registry of a pending request answered: its companies become visible, their profile fetch
 * starts, and the request resolves when it was the last registry. Does nothing once the request is
 * resolved (a ttl finalised it): nothing is ever added to a finalised request.
 */
export async function markRegistryAnswered(
  deps: UpstreamCore,
  trx: Trx,
  requestId: string,
  registryIndex: number,
  now: number,
) {
  const request = await trx.selectFrom('kyb_requests').select(['status']).where('id', '=', requestId).executeTakeFirst()
  if (!request || request.status !== 'pending') return
  const updated = await trx
    .updateTable('kyb_request_registries')
    .set({ status: 'resolved', resolved_at: now })
    .where('request_id', '=', requestId)
    .where('registry_index', '=', registryIndex)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) return
  if (finalProfileStage > 0) await scheduleProfileStage(deps, trx, requestId, registryIndex, 1, now)
  const waiting = await trx
    .selectFrom('kyb_request_registries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('request_id', '=', requestId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
  if (Number(waiting.n) === 0) await resolveRequest(deps, trx, requestId, now, false)
}

/** The ttl of a request elapsed: registries that have not answered are dropped for good. */
export async function finaliseOnTtl(deps: UpstreamCore, trx: Trx, requestId: string, now: number) {
  const request = await trx.selectFrom('kyb_requests').select(['status']).where('id', '=', requestId).executeTakeFirst()
  if (!request || request.status !== 'pending') return
  await trx
    .updateTable('kyb_request_registries')
    .set({ status: 'expired' })
    .where('request_id', '=', requestId)
    .where('status', '=', 'pending')
    .execute()
  await resolveRequest(deps, trx, requestId, now, true)
}

/** A profile stage completed for the companies of one registry of a request. */
export async function completeProfileStage(
  deps: UpstreamCore,
  trx: Trx,
  requestId: string,
  registryIndex: number,
  stage: number,
  now: number,
) {
  const done = stage >= finalProfileStage
  const updated = await trx
    .updateTable('kyb_results')
    .set(done ? { fetch_stage: stage, fetch_status: 'resolved', fetched_at: now } : { fetch_stage: stage })
    .where('request_id', '=', requestId)
    .where('registry_index', '=', registryIndex)
    .where('fetch_stage', '<', stage)
    .executeTakeFirst()
  // A re-run of the same stage (after a crash) changes nothing and schedules nothing.
  if (!done && Number(updated.numUpdatedRows) > 0)
    await scheduleProfileStage(deps, trx, requestId, registryIndex, stage + 1, now)
}
