import { liveKeys } from '@contract/bff/live-events'
import type { CallbackHandler } from '../domain/proxy-domain'
import { record } from '../request-index/define-indexer'
import { callbackRouteId as route_id } from '../request-index/request-index-store'
import { followUpKycCallback } from './kyc-callback-follow-up'

/** A KYC callback: the request's new status, then (when resolved) one read of its result for the queue. */
export const kycCallbackHandler: CallbackHandler = {
  services: ['kyc'],
  index: ({ kyc_request_id: id, service_id, status }) =>
    id ? [record({ kind: 'kyc', upstream_id: id, route_id, service_id, status }, [liveKeys.kyc(id)])] : [],
  followUp: followUpKycCallback,
}
