import type { Generated } from 'kysely'

/** One delivery to POST /callbacks/upstream with its verdict (migrations 0110-callback-inbox, 0111-callback-delivery-order). */
export interface CallbackDeliveryTable {
  /** Arrival order. */
  seq: Generated<number>
  id: string
  received_at: string
  verdict: string
  reason: string
  event_id: string | null
  event: string | null
  service: string | null
  status: string | null
  sent_at: string | null
  /** JSON object of the request identifiers the callback carried. */
  ids: string
  body: string
}

/** Tables of the callback inbox. */
export interface CallbackTables {
  callback_delivery: CallbackDeliveryTable
}
