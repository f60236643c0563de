import type { Kysely } from 'kysely'
import { liveKeys } from '@contract/bff/live-events'
import type { CallbackBody } from '@contract/callbacks'
import type { EventBus } from '../events/event-bus'
import { applyIndexOperations } from '../request-index/apply-index-operations'
import { record } from '../request-index/define-indexer'
import { callbackRouteId as route_id } from '../request-index/request-index-store'
import type { ProxyDatabase } from '../store/schema'

/** How many recent officers' screenings are looked through for the one a person's screening belongs to. */
const recentStarts = 50

const detailOf = (row: { detail: string }) => JSON.parse(row.detail) as Record<string, unknown>

/**
 * A person's screening started by `performOfficersAml` reaches the proxy only through its callback:
 * the start answers no id. This links it to the start it came from — the latest officers' screening
 * of the same search (`request_id`) made before the callback, for that person when the start named
 * one — so that the person's screening keeps who asked for it (the queue's "Requested by", the
 * analyst's own potential matches), and marks that start resolved with the screenings it produced.
 * A company's screening is recorded with its user when it starts and is left as it is.
 */
export async function linkOfficersScreening(db: Kysely<ProxyDatabase>, bus: EventBus, callback: CallbackBody) {
  const id = callback.aml_request_id
  if (callback.service !== 'aml' || !id || !callback.request_id) return
  const screening = await db
    .selectFrom('request_index')
    .select(['user_id', 'search_text', 'detail', 'created_at'])
    .where('kind', '=', 'company_aml')
    .where('upstream_id', '=', id)
    .executeTakeFirst()
  if (!screening || screening.user_id) return
  const known = detailOf(screening)
  if (known.company_id !== undefined || known.subject_type === 'company') return
  const starts = await db
    .selectFrom('request_index')
    .select(['upstream_id', 'user_id', 'user_email', 'detail'])
    .where('kind', '=', 'officers_aml')
    .where('created_at', '<=', screening.created_at)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(recentStarts)
    .execute()
  const name = screening.search_text?.toLowerCase()
  const start = starts.find((row) => {
    const detail = detailOf(row)
    const person = typeof detail.person_name === 'string' ? detail.person_name.toLowerCase() : null
    return detail.request_id === callback.request_id && (!person || !name || person === name)
  })
  if (!start?.user_id || !start.user_email) return
  const screenings = Array.isArray(detailOf(start).screenings) ? (detailOf(start).screenings as unknown[]) : []
  const user = { id: start.user_id, email: start.user_email }
  await applyIndexOperations(
    db,
    bus,
    [
      record(
        { kind: 'company_aml', upstream_id: id, route_id, user, detail: { officers_screening: start.upstream_id } },
        [liveKeys.requests(), liveKeys.aml(id)],
      ),
      record(
        {
          kind: 'officers_aml',
          upstream_id: start.upstream_id,
          route_id,
          status: 'resolved',
          detail: { screenings: [...new Set([...screenings, id])] },
        },
        [liveKeys.requests()],
      ),
    ],
    { publish: true },
  )
}
