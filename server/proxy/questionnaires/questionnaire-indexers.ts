import { liveKeys } from '@contract/bff/live-events'
import {
  questionnaireCreateUrlRoute,
  questionnaireSubmitRoute,
  readOcrResponseRoute,
  readQuestionnaireResponseRoute,
  readServiceDetailRoute,
} from '@contract/routes/routes-services'
import { QUESTIONNAIRE_TTL_MINUTES, questionnaireTokenOf } from '@contract/services/questionnaires'
import { defineIndexer, type IndexOperation, record } from '../request-index/define-indexer'

/** What questionnaire links, submissions, their services and OCR teach the request index. */
export const questionnaireIndexers = [
  defineIndexer(questionnaireCreateUrlRoute, ({ route, query, response, user }) => {
    const url = response.data.url
    const ttl = Number(query.ttl ?? QUESTIONNAIRE_TTL_MINUTES.default)
    return [
      record(
        {
          kind: 'questionnaire_link',
          upstream_id: questionnaireTokenOf(url) ?? url,
          route_id: route.id,
          user,
          country: query.country_name ?? null,
          status: 'active',
          detail: {
            url,
            questionnaire_id: query.questionnaire_id,
            ttl_minutes: ttl,
            expires_at: response.data.expires_at ?? new Date(Date.now() + ttl * 60_000).toISOString(),
            created_by: user?.email ?? null,
          },
        },
        [liveKeys.requests()],
      ),
    ]
  }),
  // End-user submissions arrive through /public with a questionnaire token; that code applies this rule too.
  defineIndexer(questionnaireSubmitRoute, ({ route, response }) => {
    const id = response.questionnaire_request_id
    const operations: IndexOperation[] = [
      record(
        {
          kind: 'questionnaire_submission',
          upstream_id: id,
          route_id: route.id,
          service_id: response.service_id,
          status: 'pending',
          detail: { company_id: response.company_id },
        },
        [liveKeys.requests(), liveKeys.questionnaire(id)],
      ),
    ]
    if (response.service_id) {
      operations.push(
        record(
          {
            kind: 'service',
            upstream_id: response.service_id,
            route_id: route.id,
            service_id: response.service_id,
            status: 'pending',
            detail: { questionnaire_request_id: id },
          },
          [liveKeys.requests()],
        ),
      )
    }
    return operations
  }),
  defineIndexer(readServiceDetailRoute, ({ route, query, response }) => {
    const detail = response.data.service_detail
    const ids = {
      questionnaire_request_id: detail.questionnaire_request_id,
      kyb_request_id: detail.kyb_request_id,
      kyc_request_id: detail.kyc_request_id,
      aml_request_id: detail.aml_request_id,
      oc_request_id: detail.oc_request_id,
    }
    return [
      record(
        {
          kind: 'service',
          upstream_id: query.service_id,
          route_id: route.id,
          service_id: query.service_id,
          status: detail.status,
          detail: Object.fromEntries(Object.entries(ids).filter(([, v]) => typeof v === 'string' && v !== '')),
        },
        [liveKeys.requests()],
      ),
    ]
  }),
  defineIndexer(readQuestionnaireResponseRoute, ({ route, query, response }) => {
    const detail = response.data.questionnaire_detail
    return [
      record(
        {
          kind: 'questionnaire_submission',
          upstream_id: query.questionnaire_request_id,
          route_id: route.id,
          service_id: detail.service_id,
          status: detail.status,
          detail: { company_id: detail.company_id },
        },
        [liveKeys.requests(), liveKeys.questionnaire(query.questionnaire_request_id)],
      ),
    ]
  }),
  defineIndexer(readOcrResponseRoute, ({ route, query, response }) => [
    record({ kind: 'ocr', upstream_id: query.ocr_request_id, route_id: route.id, status: response.data.ocr_status }, [
      liveKeys.requests(),
    ]),
  ]),
]
