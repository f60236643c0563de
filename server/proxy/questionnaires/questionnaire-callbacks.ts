import { liveKeys } from '@contract/bff/live-events'
import type { CallbackHandler } from '../domain/proxy-domain'
import { record, update } from '../request-index/define-indexer'
import { callbackRouteId as route_id } from '../request-index/request-index-store'

/**
 * A questionnaire or OCR callback records the submission or OCR request it names; requests the
 * proxy did not make itself (a questionnaire submitted through a link) are recorded too.
 */
export const questionnaireCallbackHandler: CallbackHandler = {
  services: ['questionnaire', 'ocr'],
  index: ({ service, questionnaire_request_id, ocr_request_id, service_id, status }) => {
    if (service === 'questionnaire' && questionnaire_request_id) {
      return [
        record(
          { kind: 'questionnaire_submission', upstream_id: questionnaire_request_id, route_id, service_id, status },
          [liveKeys.questionnaire(questionnaire_request_id)],
        ),
      ]
    }
    if (service === 'ocr' && ocr_request_id)
      return [record({ kind: 'ocr', upstream_id: ocr_request_id, route_id, service_id, status }, [])]
    return []
  },
}

/** The service a callback belongs to keeps the last status of each of its checks (`last_<service>_status`). */
export const serviceCallbackHandler: CallbackHandler = {
  services: ['aml', 'ongoing_aml', 'questionnaire', 'ocr'],
  index: ({ service, service_id, status }) =>
    service_id
      ? [
          update(
            { kind: 'service', upstream_id: service_id, route_id, detail: { [`last_${service}_status`]: status } },
            [],
          ),
        ]
      : [],
}
