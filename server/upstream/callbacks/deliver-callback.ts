import { signatureHeaderName, signBody } from '@contract/signature'
import type { Kysely, Selectable } from 'kysely'
import type { Logger } from 'pino'
import type { Clock } from '../clock/time-scale'
import { toVendorTimestamp } from '../clock/time-scale'
import type { CallbackOutboxTable, UpstreamDatabase } from '../db/schema'
import { enqueueJob } from '../jobs/job-queue'
import type { JobHandler } from '../jobs/job-runner'
import { retryDelaySeconds } from './backoff'
import { deliverCallbackJob, type StoredCallback } from './callback-outbox'

/** Real milliseconds a request to the receiver may take. */
const requestTimeoutMs = 10_000
/** Floor of a retry wait, so a time scale of 0 does not spin. */
const minRetryMs = 20
/** Real milliseconds between two looks while an earlier event of the same request is undelivered. */
const orderWaitMs = 50

/** True when an event of the same request numbered before `row` is still to be delivered. */
async function earlierPending(db: Kysely<UpstreamDatabase>, row: Selectable<CallbackOutboxTable>): Promise<boolean> {
  if (row.stream === null || row.position === null) return false
  const earlier = await db
    .selectFrom('callback_outbox')
    .select('id')
    .where('stream', '=', row.stream)
    .where('position', '<', row.position)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return earlier !== undefined
}

/**
 * The job that POSTs one outbox event: signed JSON with a fresh sent_at. A 2xx marks it delivered;
 * anything else schedules the next attempt on the back-off schedule until 24 h (simulated) have
 * passed, then the event is abandoned (and logged).
 */
export function createDeliverCallbackHandler(deps: {
  db: Kysely<UpstreamDatabase>
  clock: Clock
  apiKey: string
  log: Pick<Logger, 'warn' | 'info'>
  wake: () => void
}): JobHandler {
  const { db, clock, apiKey, log } = deps
  return async (payload) => {
    const { id } = payload as { id: string }
    const row = await db.selectFrom('callback_outbox').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row || row.status !== 'pending') return
    if (await earlierPending(db, row)) {
      // In order per request: an earlier event of the same request goes first; look again soon.
      const now = clock.now()
      await enqueueJob(db, { kind: deliverCallbackJob, payload: { id }, runAt: now + orderWaitMs, maxAttempts: 3 }, now)
      deps.wake()
      return
    }
    const stored = JSON.parse(row.body) as StoredCallback
    const body = JSON.stringify({ ...stored, sent_at: toVendorTimestamp(clock.now()) })
    const signature = await signBody(body, apiKey, 'sha256')
    let status: number | null = null
    let problem: string | null = null
    try {
      const response = await fetch(row.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          [signatureHeaderName('sha256')]: signature,
        },
        body,
        signal: AbortSignal.timeout(requestTimeoutMs),
      })
      status = response.status
      await response.body?.cancel()
      if (!response.ok) problem = `receiver answered ${response.status}`
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error)
    }
    const attempts = row.attempts + 1
    const now = clock.now()
    if (problem === null) {
      await db
        .updateTable('callback_outbox')
        .set({ status: 'delivered', attempts, last_status: status, last_error: null, delivered_at: now })
        .where('id', '=', id)
        .execute()
      return
    }
    const delay = retryDelaySeconds(attempts)
    if (delay === undefined || (now >= row.give_up_at && clock.scale > 0)) {
      log.warn(
        { callbackId: id, event: row.event, attempts },
        `callback abandoned after ${attempts} attempts: ${problem}`,
      )
      await db
        .updateTable('callback_outbox')
        .set({ status: 'abandoned', attempts, last_status: status, last_error: problem })
        .where('id', '=', id)
        .execute()
      return
    }
    log.info({ callbackId: id, event: row.event, attempts }, `callback not acknowledged (${problem}); retrying`)
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('callback_outbox')
        .set({ attempts, last_status: status, last_error: problem })
        .where('id', '=', id)
        .execute()
      const runAt = now + Math.max(minRetryMs, clock.delayMs(delay))
      await enqueueJob(trx, { kind: deliverCallbackJob, payload: { id }, runAt, maxAttempts: 3 }, now)
    })
    deps.wake()
  }
}
