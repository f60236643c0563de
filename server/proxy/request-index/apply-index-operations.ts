import type { Kysely } from 'kysely'
import type { EventBus } from '../events/event-bus'
import { liveEvent } from '../events/event-bus'
import type { ProxyDatabase } from '../store/schema'
import type { IndexOperation } from './index-from-exchange'
import { recordRequest, updateKnownRequest } from './request-index-store'

/**
 * Applies index operations and publishes one live event per row that changed (`request.indexed`
 * for a new row, `request.<status>` when the status moved, `request.updated` otherwise).
 */
export async function applyIndexOperations(db: Kysely<ProxyDatabase>, bus: EventBus, operations: IndexOperation[]) {
  for (const operation of operations) {
    const change = operation.mode === 'record' ? await recordRequest(db, operation.entry) : await updateKnownRequest(db, operation.entry)
    if (!change?.changed) continue
    const type = change.created
      ? 'request.indexed'
      : change.row.status !== change.previousStatus
        ? `request.${change.row.status ?? 'updated'}`
        : 'request.updated'
    bus.publish(liveEvent(type, operation.keys))
  }
}
