import { useEffect, useSyncExternalStore } from 'react'
import type { LiveEvent } from '@contract/bff/live-events'
import { subscribeLiveEvents } from './live-events'
import { notify } from './notify'

/**
 * Monitoring alerts of this browser session: the AML requests whose ongoing screening changed
 * (`verification.status.changed` live events, ADR 0013). The navigation shows how many are unseen,
 * the Monitoring page highlights their rows and marks them seen.
 */
export const monitoringAlertEvent = 'verification.status.changed'

interface AlertState {
  ids: readonly string[]
  unseen: number
}

let state: AlertState = { ids: [], unseen: 0 }
const listeners = new Set<() => void>()

function set(next: AlertState) {
  state = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The aml_request_id an event is about: its `['aml', id]` key. */
export function amlRequestIdOf(event: LiveEvent): string | undefined {
  return event.keys.find((key) => key[0] === 'aml' && key.length === 2)?.[1]
}

export function recordMonitoringAlert(amlRequestId: string) {
  set({ ids: [amlRequestId, ...state.ids.filter((id) => id !== amlRequestId)], unseen: state.unseen + 1 })
}

export function markMonitoringAlertsSeen() {
  if (state.unseen !== 0) set({ ...state, unseen: 0 })
}

export function useMonitoringAlerts(): AlertState {
  return useSyncExternalStore(subscribe, () => state)
}

/**
 * Mounted once by the shell: turns each monitoring alert into a toast with a link to its review,
 * a count on the navigation and a highlighted row.
 */
export function useMonitoringAlertFeed(openReview: (amlRequestId: string) => void) {
  useEffect(
    () =>
      subscribeLiveEvents((event) => {
        if (event.type !== monitoringAlertEvent) return
        const id = amlRequestIdOf(event)
        if (!id) return
        recordMonitoringAlert(id)
        void notify('info', `Monitoring alert: the screening status of AML request ${id} changed.`, {
          label: 'Review',
          onClick: () => openReview(id),
        })
      }),
    [openReview],
  )
}
