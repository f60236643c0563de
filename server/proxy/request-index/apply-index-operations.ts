import type { Kysely } from 'kysely'
import type { EventBus } from '../events/event-bus'
import { liveEvent } from '../events/event-bus'
import type { ProxyDatabase } from '../store/schema'
import type { IndexOperation } from './define-indexer'
import { recordRequest, updateKnownRequest } from './request-index-store'
import { kindPermission } from './request-visibility'

/**
 * Who caused the operations: `publish: false` for a read (a poll that learns a new status must not
 * make the SPA fetch what it just received); `originSessionId` is not told of its own change.
 */
export interface IndexSource {
  publish: boolean
  originSessionId?: string | null
}

/**
 * Applies index operations and, unless the source is a read, publishes one live event per row that
 * changed (`request.indexed` for a new row, `request.<status>` when the status moved,
 * `request.updated` otherwise), for the roles that may see that kind of request.
 */
export async function applyIndexOperations(
  db: Kysely<ProxyDatabase>,
  bus: EventBus,
  operations: IndexOperation[],
  source: IndexSource,
) {
  for (const operation of operations) {
    const change =
      operation.mode === 'record'
        ? await recordRequest(db, operation.entry)
        : await updateKnownRequest(db, operation.entry)
    if (!change?.changed) continue
    const type = change.created
      ? 'request.indexed'
      : change.row.status !== change.previousStatus
        ? `request.${change.row.status ?? 'updated'}`
        : 'request.updated'
    if (source.publish)
      bus.publish(liveEvent(type, operation.keys, kindPermission[operation.entry.kind]), source.originSessionId)
  }
}
