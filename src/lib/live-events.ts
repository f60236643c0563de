import type { LiveEvent } from '@contract/bff/live-events'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

type LiveEventListener = (event: LiveEvent) => void
const listeners = new Set<LiveEventListener>()

/** Whether the live stream is open now (false until it first opens, and while it reconnects). */
let streamUp = false
export const isLiveStreamUp = () => streamUp

/**
 * A query's `refetchInterval` under the one refresh rule: live events refresh what changed, so a
 * query polls (every `ms`) only while it waits for something and the live stream is down.
 */
export const pollWhileStreamDown = (waiting: boolean, ms: number): number | false => (waiting && !streamUp ? ms : false)

/** Subscribes to every valid live event (after its keys are invalidated); returns the unsubscribe. */
export function subscribeLiveEvents(listener: LiveEventListener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Listens to the proxy's Server-Sent Events (`GET /bff/events`, event `invalidate`) and
 * invalidates the query keys each event names, so pages refresh at once. One connection for the
 * whole signed-in app (mounted by the shell). When the stream drops, or opens again after a drop
 * (events may have been missed), the active queries are refreshed: their `pollWhileStreamDown`
 * starts or stops polling.
 */
export function useLiveEvents(url = '/bff/events') {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource(url, { withCredentials: true })
    const onInvalidate = async (message: MessageEvent<string>) => {
      // The validator is loaded with the first event, not with the page (first-route size).
      const { isLiveEvent } = await import('./live-event-schema')
      let payload: unknown
      try {
        payload = JSON.parse(message.data)
      } catch {
        console.warn('Ignored a live event that is not JSON')
        return
      }
      if (!isLiveEvent(payload)) {
        console.warn('Ignored a live event that does not fit the LiveEvent schema')
        return
      }
      for (const queryKey of payload.keys) void queryClient.invalidateQueries({ queryKey })
      for (const listener of listeners) listener(payload)
    }
    const listener = (message: MessageEvent<string>) => void onInvalidate(message)
    let opened = false
    const onOpen = () => {
      const reopened = opened && !streamUp
      opened = true
      streamUp = true
      if (reopened) void queryClient.invalidateQueries()
    }
    const onError = () => {
      if (!streamUp) return
      streamUp = false
      void queryClient.invalidateQueries()
    }
    source.addEventListener('invalidate', listener)
    source.addEventListener('open', onOpen)
    source.addEventListener('error', onError)
    return () => {
      source.removeEventListener('invalidate', listener)
      source.removeEventListener('open', onOpen)
      source.removeEventListener('error', onError)
      source.close()
      streamUp = false
    }
  }, [queryClient, url])
}
