import { liveKeys } from '@contract/bff/live-events'
import type { CallbackHandler } from '../domain/proxy-domain'
import { record } from '../request-index/define-indexer'
import { callbackRouteId as route_id } from '../request-index/request-index-store'

/** A registry check's callback: the status of the v2 search (kyb_request_id) or v1 search (request_id) it names. */
export const registryCallbackHandler: CallbackHandler = {
  services: ['kyb_check'],
  index: ({ kyb_request_id, request_id, service_id, status }) => [
    ...(kyb_request_id
      ? [
          record({ kind: 'kyb_search_v2', upstream_id: kyb_request_id, route_id, status }, [
            liveKeys.kybV2(kyb_request_id),
          ]),
        ]
      : []),
    ...(request_id
      ? [
          record({ kind: 'kyb_search_v1', upstream_id: request_id, route_id, service_id, status }, [
            liveKeys.kybV1(request_id),
          ]),
        ]
      : []),
  ],
}
