/** One delivery to POST /callbacks/upstream with its verdict (migration 0110-callback-inbox). */
export interface CallbackDeliveryTable {
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
