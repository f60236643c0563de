import { type Kysely, sql } from 'kysely'
import pg from 'pg'
import { LiveEventSchema } from '@contract/bff/live-events'
import type { ProxyDatabase } from '../store/schema'
import { createInProcessEventBus, type EventBus, type InProcessEventBus } from './event-bus'

/** The channel every instance listens on; a notification carries one `live_event` id. */
export const liveEventChannel = 'kybdesk_live_events'
/** The channel telling every instance whose sessions ended or changed; a notification carries one user id. */
export const sessionChangeChannel = 'kybdesk_session_changes'
/** Published events are kept this long (an instance reads each one back as soon as it is notified). */
const keptMs = 5 * 60 * 1000
const reconnectMs = 1000
const purgeEvery = 200

export interface PostgresEventBusOptions {
  url: string
  db: Kysely<ProxyDatabase>
  onError: (error: unknown) => void
}

export interface PostgresEventBus extends InProcessEventBus {
  /** Resolves once this instance listens (events published before are not delivered here). */
  ready: Promise<void>
}

/**
 * Live events across every instance on one PostgreSQL database: `publish` stores the event and
 * notifies its id on `kybdesk_live_events` (the payload stays far below NOTIFY's 8000 bytes and
 * never carries data); each instance listens on a dedicated connection, reads the event back by id
 * and hands it to its own open streams (the publishing instance too, the same way). After a lost
 * connection the listener reconnects; events published meanwhile are not replayed (a reopening
 * stream refreshes the page's queries, ADR 0024). Ended or changed sessions are told the same way,
 * on a channel of their own carrying the user's id (ADR 0036).
 */
export function createPostgresEventBus(options: PostgresEventBusOptions): PostgresEventBus {
  const local = createInProcessEventBus(options.onError)
  const { db } = options
  let closed = false
  let client: pg.Client | null = null
  let deliveries = Promise.resolve()
  let publishing = Promise.resolve()
  let published = 0

  async function deliver(id: string) {
    const row = await db.selectFrom('live_event').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return
    local.publish(LiveEventSchema.parse(JSON.parse(row.event)), row.origin_session_id)
  }

  /** Connects and listens; a lost connection is replaced after a second. Rejects when this attempt fails. */
  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url })
    let lost = false
    const replace = () => {
      if (lost) return
      lost = true
      if (client === next) client = null
      void next.end().catch(() => undefined)
      if (!closed) setTimeout(() => void listen().catch(options.onError), reconnectMs).unref()
    }
    next.on('notification', (message) => {
      if (!message.payload) return
      if (message.channel === sessionChangeChannel) return local.sessionsChanged(message.payload)
      if (message.channel !== liveEventChannel) return
      const id = message.payload
      // One at a time, in the order the notifications arrived.
      deliveries = deliveries.then(() => deliver(id)).catch(options.onError)
    })
    next.on('error', (error) => {
      options.onError(error)
      replace()
    })
    next.on('end', replace)
    try {
      await next.connect()
      await next.query(`LISTEN ${liveEventChannel}; LISTEN ${sessionChangeChannel}`)
    } catch (error) {
      replace()
      throw error
    }
    if (closed) return next.end()
    client = next
  }

  /** Stores the event and notifies its id in one statement (the notification goes out at its commit). */
  async function store(event: Parameters<EventBus['publish']>[0], originSessionId: string | null) {
    const now = Date.now()
    await sql`with stored as (
        insert into live_event (id, event, origin_session_id, published_at_ms)
        values (${event.id}, ${JSON.stringify(event)}, ${originSessionId}, ${now}) returning id)
      select pg_notify(${liveEventChannel}, id) from stored`.execute(db)
    if (++published % purgeEvery === 0)
      await db
        .deleteFrom('live_event')
        .where('published_at_ms', '<', now - keptMs)
        .execute()
  }

  return {
    ready: listen(),
    publish(event, originSessionId) {
      // One after the other, so that every instance receives this instance's events in their order.
      publishing = publishing.then(() => store(event, originSessionId ?? null)).catch(options.onError)
    },
    subscribe: (listener) => local.subscribe(listener),
    sessionsChanged(userId) {
      publishing = publishing
        .then(() => sql`select pg_notify(${sessionChangeChannel}, ${userId})`.execute(db))
        .then(() => undefined, options.onError)
    },
    onSessionsChanged: (listener) => local.onSessionsChanged(listener),
    listenerCount: () => local.listenerCount(),
    async close() {
      await publishing
      closed = true
      await client?.end()
      await deliveries
    },
  }
}
