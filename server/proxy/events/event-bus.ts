import { randomUUID } from 'node:crypto'
import type { LiveEvent } from '@contract/bff/live-events'
import type { Permission } from '@contract/bff/permissions'

/** A published event; `originSessionId` is the session whose own action caused it (it is not sent there). */
export interface Published {
  event: LiveEvent
  originSessionId?: string | null
}

export type LiveEventListener = (published: Published) => void

/**
 * Fan-out of live events to every open /bff/events stream. The in-process bus below serves one
 * proxy process; the PostgreSQL bus (postgres-event-bus.ts) serves several instances on one database.
 */
export interface EventBus {
  publish(event: LiveEvent, originSessionId?: string | null): void
  /** Returns the function that unsubscribes. */
  subscribe(listener: LiveEventListener): () => void
  /** Stops publishing and delivering (the app closes it before its database). */
  close(): Promise<void>
}

/** The in-process bus also says how many streams listen (tests check that closed streams leave). */
export interface InProcessEventBus extends EventBus {
  listenerCount(): number
}

export function createInProcessEventBus(onListenerError: (error: unknown) => void): InProcessEventBus {
  const listeners = new Set<LiveEventListener>()
  return {
    listenerCount: () => listeners.size,
    publish(event, originSessionId) {
      for (const listener of listeners) {
        try {
          listener({ event, originSessionId })
        } catch (error) {
          onListenerError(error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: async () => listeners.clear(),
  }
}

/** A live event of `type` telling sessions whose role has `permission` to refresh `keys` (built with `liveKeys`). */
export function liveEvent(type: string, keys: string[][], permission: Permission): LiveEvent {
  return { id: randomUUID(), at: new Date().toISOString(), type, keys, permission }
}
