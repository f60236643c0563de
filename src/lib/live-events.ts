import type { LiveEvent } from '@contract/bff/live-events'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

type LiveEventListener = (event: LiveEvent) => void
const listeners = new Set<LiveEventListener>()

/** Subscribes to every valid live event (after its keys are invalidated); returns the unsubscribe. */
export function subscribeLiveEvents(listener: LiveEventListener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Listens to the proxy's Server-Sent Events (`GET /bff/events`, event `invalidate`) and
 * invalidates the query keys each event names, so pages refresh at once instead of at the next poll.
 * One connection for the whole signed-in app (mounted by the shell).
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
    source.addEventListener('invalidate', listener)
    return () => {
      source.removeEventListener('invalidate', listener)
      source.close()
    }
  }, [queryClient, url])
}
