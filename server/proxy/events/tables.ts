/**
 * A live event published on PostgreSQL (migration 0160-live-events): the notification carries its id
 * only, and every instance reads the event back from this table. Rows older than a few minutes are
 * deleted (events-only: nothing else reads them).
 */
export interface LiveEventTable {
  id: string
  /** The LiveEvent as JSON. */
  event: string
  /** The session whose own action caused it (it is not sent there). */
  origin_session_id: string | null
  published_at_ms: number
}

export interface EventTables {
  live_event: LiveEventTable
}
