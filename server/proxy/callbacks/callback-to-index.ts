import { liveKeys } from '@contract/bff/live-events'
import type { CallbackBody } from '@contract/callbacks'
import type { IndexOperation } from '../request-index/define-indexer'
import { callbackRouteId } from '../request-index/request-index-store'

const route_id = callbackRouteId

/**
 * What an accepted callback tells the request index: the status of the request it names. Requests
 * the proxy did not make itself (e.g. a questionnaire submitted through a link) are recorded too.
 */
export function callbackIndexOperations(callback: CallbackBody): IndexOperation[] {
  const { status } = callback
  const operations: IndexOperation[] = []
  const add = (mode: IndexOperation['mode'], entry: IndexOperation['entry'], keys: string[][]) =>
    operations.push({ mode, entry, keys: [liveKeys.requests(), ...keys] })
  switch (callback.service) {
    case 'kyb_check':
      if (callback.kyb_request_id) add('record', { kind: 'kyb_search_v2', upstream_id: callback.kyb_request_id, route_id, status }, [liveKeys.kybV2(callback.kyb_request_id)])
      if (callback.request_id) add('record', { kind: 'kyb_search_v1', upstream_id: callback.request_id, route_id, service_id: callback.service_id, status }, [liveKeys.kybV1(callback.request_id)])
      break
    case 'aml':
      if (callback.aml_request_id) {
        add('record', { kind: 'company_aml', upstream_id: callback.aml_request_id, route_id, status: 'resolved', detail: { match_status: status } }, [liveKeys.aml(callback.aml_request_id)])
      }
      break
    case 'ongoing_aml':
      if (callback.aml_request_id) {
        add('update', { kind: 'company_aml', upstream_id: callback.aml_request_id, route_id, detail: { match_status: status } }, [liveKeys.aml(callback.aml_request_id), liveKeys.ongoing()])
      }
      break
    case 'kyc':
      if (callback.kyc_request_id) add('record', { kind: 'kyc', upstream_id: callback.kyc_request_id, route_id, service_id: callback.service_id, status }, [liveKeys.kyc(callback.kyc_request_id)])
      break
    case 'questionnaire':
      if (callback.questionnaire_request_id) {
        add('record', { kind: 'questionnaire_submission', upstream_id: callback.questionnaire_request_id, route_id, service_id: callback.service_id, status }, [liveKeys.questionnaire(callback.questionnaire_request_id)])
      }
      break
    case 'ocr':
      if (callback.ocr_request_id) add('record', { kind: 'ocr', upstream_id: callback.ocr_request_id, route_id, service_id: callback.service_id, status }, [])
      break
  }
  if (callback.service_id && callback.service !== 'kyb_check' && callback.service !== 'kyc') {
    add('update', { kind: 'service', upstream_id: callback.service_id, route_id, detail: { [`last_${callback.service}_status`]: status } }, [])
  }
  return operations
}
