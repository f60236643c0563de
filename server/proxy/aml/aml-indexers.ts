import { randomUUID } from 'node:crypto'
import { liveKeys } from '@contract/bff/live-events'
import {
  ongoingUpdateRoute,
  performCompanyAmlRoute,
  performOfficersAmlRoute,
  readAmlResponseRoute,
} from '@contract/routes/routes-services'
import { defineIndexer, record, update } from '../request-index/define-indexer'

/**
 * Every screening the proxy reads (a person's, learnt from a profile or a callback, too) joins the
 * index with its subject, so that the AML queue lists it by name. The AML review's own reads use it too.
 */
export const readAmlResponseIndexer = defineIndexer(readAmlResponseRoute, ({ route, query, response }) => [
  record(
    {
      kind: 'company_aml',
      upstream_id: query.aml_request_id,
      route_id: route.id,
      search_text: response.data.subject.name,
      status: response.data.request_status,
      detail: { match_status: response.data.match_status, subject_type: response.data.subject.type },
    },
    [liveKeys.requests(), liveKeys.aml(query.aml_request_id)],
  ),
])

/** What AML screening and ongoing monitoring teach the request index. */
export const amlIndexers = [
  defineIndexer(performCompanyAmlRoute, ({ route, body, response, user }) => {
    const id = response.data.aml_request_id
    return [
      record(
        {
          kind: 'company_aml',
          upstream_id: id,
          route_id: route.id,
          user,
          status: 'pending',
          detail: { company_id: body.company_id, request_id: body.request_id },
        },
        [liveKeys.requests(), liveKeys.aml(id)],
      ),
    ]
  }),
  // The start answers no id: the screening of the officers is recorded under one of our own.
  defineIndexer(performOfficersAmlRoute, ({ route, body, user }) => [
    record(
      {
        kind: 'officers_aml',
        upstream_id: randomUUID(),
        route_id: route.id,
        user,
        search_text: body.person_name ?? null,
        status: 'pending',
        detail: { company_id: body.company_id, request_id: body.request_id, person_name: body.person_name },
      },
      [liveKeys.requests()],
    ),
  ]),
  readAmlResponseIndexer,
  defineIndexer(ongoingUpdateRoute, ({ route, body }) => [
    update(
      {
        kind: 'company_aml',
        upstream_id: body.aml_request_id,
        route_id: route.id,
        detail: { ongoing_monitoring: body.ongoing_enable, duration: body.duration, duration_type: body.duration_type },
      },
      [liveKeys.requests(), liveKeys.ongoing()],
    ),
  ]),
]
