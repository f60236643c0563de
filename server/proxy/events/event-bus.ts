import { randomUUID } from 'node:crypto'
import type { LiveEvent } from '@contract/bff/live-events'

export type LiveEventListener = (event: LiveEvent) => void

/**
 * Fan-out of live events to every open /bff/events stream. The in-process bus below serves one
 * proxy process; a Postgres LISTEN/NOTIFY bus can implement the same interface for several.
 */
export interface EventBus {
  publish(event: LiveEvent): void
  /** Returns the function that unsubscribes. */
  subscribe(listener: LiveEventListener): () => void
}

/** The in-process bus also says how many streams listen (tests check that closed streams leave). */
export interface InProcessEventBus extends EventBus {
  listenerCount(): number
}

export function createInProcessEventBus(onListenerError: (error: unknown) => void): InProcessEventBus {
  const listeners = new Set<LiveEventListener>()
  return {
    listenerCount: () => listeners.size,
    publish(event) {
      for (const listener of listeners) {
        try {
          listener(event)
        } catch (error) {
          onListenerError(error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** A live event of `type` telling clients to refresh `keys` (built with `liveKeys`). */
export function liveEvent(type: string, keys: string[][]): LiveEvent {
  return { id: randomUUID(), at: new Date().toISOString(), type, keys }
}
