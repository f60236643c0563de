import { liveKeys } from '@contract/bff/live-events'
import type { CallbackHandler } from '../domain/proxy-domain'
import { record, update } from '../request-index/define-indexer'
import { callbackRouteId as route_id } from '../request-index/request-index-store'
import { publishAmlCallbackEvents } from './aml-callback-events'
import { linkOfficersScreening } from './officers-screening-requester'

/**
 * An AML screening's callback records its match status; an ongoing-monitoring callback updates a
 * screening the proxy knows. Both then refresh the pages showing it or raise a monitoring alert.
 */
export const amlCallbackHandler: CallbackHandler = {
  services: ['aml', 'ongoing_aml'],
  index: ({ service, aml_request_id: id, status }) => {
    if (!id) return []
    if (service === 'aml')
      return [
        record(
          { kind: 'company_aml', upstream_id: id, route_id, status: 'resolved', detail: { match_status: status } },
          [liveKeys.aml(id)],
        ),
      ]
    return [
      update({ kind: 'company_aml', upstream_id: id, route_id, detail: { match_status: status } }, [
        liveKeys.aml(id),
        liveKeys.ongoing(),
      ]),
    ]
  },
  followUp: async (context, callback) => {
    await linkOfficersScreening(context.db, context.bus, callback)
    await publishAmlCallbackEvents(context.db, context.bus, context.client, callback)
  },
}
