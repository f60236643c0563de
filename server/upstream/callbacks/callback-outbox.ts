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

export function createCallbackOutbox(options: { callbackUrl: string | undefined; clock: Clock }): CallbackOutbox {
  const { callbackUrl, clock } = options
  return {
    async enqueueCallback(executor, event) {
      if (!callbackUrl) return undefined
      const id = randomUUID()
      const now = clock.now()
      const stored: StoredCallback = { id, ...event }
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
        })
        .execute()
      await enqueueJob(executor, { kind: deliverCallbackJob, payload: { id }, runAt: now, maxAttempts: 3 }, now)
      return id
    },
  }
}
