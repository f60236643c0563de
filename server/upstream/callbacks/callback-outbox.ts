import { randomUUID } from 'node:crypto'
import type { CallbackBody, CallbackEvent, CallbackService } from '@contract/callbacks'
import type { Clock } from '../clock/time-scale'
import { enqueueJob, type DbExecutor } from '../jobs/job-queue'

export const deliverCallbackJob = 'callback.deliver'

/** An event to send: everything of the callback body but its id and sent_at (set per delivery). */
export interface CallbackEventInput {
  event: CallbackEvent
  service: CallbackService
  status: string
  request_id?: string
  kyb_request_id?: string
  aml_request_id?: string
  service_id?: string
  questionnaire_request_id?: string
  ocr_request_id?: string
  kyc_request_id?: string
}

export type StoredCallback = Omit<CallbackBody, 'sent_at'>

export interface CallbackOutbox {
  /**
   * Records `event` for delivery to the callback URL, in the caller's transaction (nothing is sent
   * when no URL is configured). Returns the event id, or undefined when there is no destination.
   */
  enqueueCallback(executor: DbExecutor, event: CallbackEventInput): Promise<string | undefined>
}

/** The request an event is about (its first id): the events of one request are delivered in order. */
function streamOf(event: CallbackEventInput): string {
  return (
    event.request_id ??
    event.kyb_request_id ??
    event.aml_request_id ??
    event.questionnaire_request_id ??
    event.ocr_request_id ??
    event.kyc_request_id ??
    event.service_id ??
    event.event
  )
}

export function createCallbackOutbox(options: { callbackUrl: string | undefined; clock: Clock }): CallbackOutbox {
  const { callbackUrl, clock } = options
  return {
    async enqueueCallback(executor, event) {
      if (!callbackUrl) return undefined
      const id = randomUUID()
      const now = clock.now()
      const stored: StoredCallback = { id, ...event }
      const stream = streamOf(event)
      // Numbered within the request, in the caller's transaction; the unique (stream, position)
      // index refuses a second event given the same number by a concurrent transaction.
      const last = await executor
        .selectFrom('callback_outbox')
        .select((eb) => eb.fn.max('position').as('last'))
        .where('stream', '=', stream)
        .executeTakeFirst()
      await executor
        .insertInto('callback_outbox')
        .values({
          id,
          event: event.event,
          url: callbackUrl,
          body: JSON.stringify(stored),
          status: 'pending',
          attempts: 0,
          last_status: null,
          last_error: null,
          created_at: now,
          give_up_at: clock.after(24 * 3600),
          delivered_at: null,
          stream,
          position: last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1,
        })
        .execute()
      await enqueueJob(executor, { kind: deliverCallbackJob, payload: { id }, runAt: now, maxAttempts: 3 }, now)
      return id
    },
  }
}
