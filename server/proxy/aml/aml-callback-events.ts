import type { Kysely } from 'kysely'
import { liveKeys } from '@contract/bff/live-events'
import type { CallbackBody } from '@contract/callbacks'
import { type EventBus, liveEvent } from '../events/event-bus'
import type { ProxyDatabase } from '../store/schema'
import { jsonText } from '../store/sql-engine'
import type { UpstreamClient } from '../upstream-client/upstream-client'
import { isFullySuppressed } from './aml-review'
import { activeSuppressions, listDecisions, saveSummary } from './aml-review-store'
import { subjectKeyOf } from './hit-identity'
import { readAmlResult } from './read-aml-result'

/** The live event the SPA turns into a monitoring alert (toast, count, highlighted row). */
export const monitoringAlertEvent = 'verification.status.changed'

/**
 * The profiles whose AML statuses a callback of a search's screening changes: the companies the
 * proxy screened for that search (the ids it sent with performCompanyAml / performOfficersAml).
 */
async function profileKeysOfSearch(db: Kysely<ProxyDatabase>, requestId: string): Promise<string[][]> {
  const rows = await db
    .selectFrom('request_index')
    .select(jsonText(db, 'detail', 'company_id').as('company_id'))
    .where('kind', 'in', ['company_aml', 'officers_aml'])
    .where(jsonText(db, 'detail', 'request_id'), '=', requestId)
    .distinct()
    .execute()
  return rows.flatMap(({ company_id: id }) =>
    typeof id === 'string' ? [liveKeys.companyV1(id), liveKeys.companyV2(id)] : [],
  )
}

/**
 * What an accepted AML callback means for open pages, besides the request index (ADR 0013):
 * `aml.completed` refreshes the profiles showing that screening's status; `verification.status.changed`
 * becomes a monitoring alert — unless every hit it raised is a remembered false positive, which is
 * then published quietly as `aml.alert.suppressed` (the pages refresh, no alert is shown).
 */
export async function publishAmlCallbackEvents(
  db: Kysely<ProxyDatabase>,
  bus: EventBus,
  client: UpstreamClient,
  callback: CallbackBody,
) {
  const id = callback.aml_request_id
  if (!id || (callback.service !== 'aml' && callback.service !== 'ongoing_aml')) return
  const profileKeys = callback.request_id ? await profileKeysOfSearch(db, callback.request_id) : []
  const keys = [liveKeys.aml(id), liveKeys.amlQueue(), liveKeys.ongoing(), ...profileKeys]
  const suppressed = callback.status === 'potential match' && (await clearedBySuppressions(db, bus, client, id))
  if (callback.event !== monitoringAlertEvent) bus.publish(liveEvent('aml.completed', keys, 'aml:run'))
  else bus.publish(liveEvent(suppressed ? 'aml.alert.suppressed' : monitoringAlertEvent, keys, 'monitoring:read'))
}

/**
 * Whether every hit of a potential match is a remembered false positive; if so the request's
 * disposition is stored as cleared at once (the queue does not list it as open).
 */
async function clearedBySuppressions(
  db: Kysely<ProxyDatabase>,
  bus: EventBus,
  client: UpstreamClient,
  id: string,
): Promise<boolean> {
  const result = await readAmlResult(client, db, bus, id, null).catch(() => null)
  if (!result || !isFullySuppressed(result, await activeSuppressions(db, subjectKeyOf(result.subject)))) return false
  await saveSummary(db, id, 'cleared', await listDecisions(db, id))
  return true
}
