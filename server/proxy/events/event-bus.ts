import { randomUUID } from 'node:crypto'
import type { LiveEvent } from '@contract/bff/live-events'
import type { Permission } from '@contract/bff/permissions'

/** A published event; `originSessionId` is the session whose own action caused it (it is not sent there). */
export interface Published {
  event: LiveEvent
  originSessionId?: string | null
}

export type LiveEventListener = (published: Published) => void

/** Told the id of a user whose sessions ended or changed (sign-out, deactivation, password or role change). */
export type SessionsChangedListener = (userId: string) => void

/**
 * Fan-out of live events to every open /bff/events stream. The in-process bus below serves one
 * proxy process; the PostgreSQL bus (postgres-event-bus.ts) serves several instances on one database.
 */
export interface EventBus {
  publish(event: LiveEvent, originSessionId?: string | null): void
  /** Returns the function that unsubscribes. */
  subscribe(listener: LiveEventListener): () => void
  /**
   * Tells every instance that sessions of `userId` ended or changed, once the change is stored:
   * their open streams check their session again at once instead of at the next heartbeat.
   */
  sessionsChanged(userId: string): void
  /** Returns the function that unsubscribes. */
  onSessionsChanged(listener: SessionsChangedListener): () => void
  /** Stops publishing and delivering (the app closes it before its database). */
  close(): Promise<void>
}

/** The in-process bus also says how many streams listen (tests check that closed streams leave). */
export interface InProcessEventBus extends EventBus {
  listenerCount(): number
}

export function createInProcessEventBus(onListenerError: (error: unknown) => void): InProcessEventBus {
  const listeners = new Set<LiveEventListener>()
  const sessionListeners = new Set<SessionsChangedListener>()
  function tell<T>(to: Set<(value: T) => void>, value: T) {
    for (const listener of to) {
      try {
        listener(value)
      } catch (error) {
        onListenerError(error)
      }
    }
  }
  return {
    listenerCount: () => listeners.size + sessionListeners.size,
    publish: (event, originSessionId) => tell(listeners, { event, originSessionId }),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    sessionsChanged: (userId) => tell(sessionListeners, userId),
    onSessionsChanged(listener) {
      sessionListeners.add(listener)
      return () => sessionListeners.delete(listener)
    },
    close: async () => {
      listeners.clear()
      sessionListeners.clear()
    },
  }
}

/** A live event of `type` telling sessions whose role has `permission` to refresh `keys` (built with `liveKeys`). */
export function liveEvent(type: string, keys: string[][], permission: Permission): LiveEvent {
  return { id: randomUUID(), at: new Date().toISOString(), type, keys, permission }
}
