import { liveKeys } from '@contract/bff/live-events'
import {
  v1CompaniesReadRoute,
  v1ReadKybResponseRoute,
  v1SearchRoute,
  v2CreateKybRoute,
  v2ListKybRoute,
  v2ReadKybResponseRoute,
} from '@contract/routes/routes-registry'
import { defineIndexer, type IndexOperation, record, update } from '../request-index/define-indexer'

/** What registry searches (version 1 and 2) and company profiles teach the request index. */

const first = (values: readonly string[] | string | undefined) =>
  Array.isArray(values) ? values[0] : typeof values === 'string' ? values : undefined

/** A profile read tells the status of the company's AML screening. */
function companyAmlStatus(
  routeId: string,
  profile: {
    company_aml_request_id?: string | null
    company_aml_request_status?: string | null
    company_aml_status?: string | null
  },
): IndexOperation[] {
  const id = profile.company_aml_request_id
  const status = profile.company_aml_request_status
  if (!id || !status) return []
  return [
    update(
      {
        kind: 'company_aml',
        upstream_id: id,
        route_id: routeId,
        status,
        detail: { match_status: profile.company_aml_status ?? null },
      },
      [liveKeys.requests(), liveKeys.aml(id)],
    ),
  ]
}

/**
 * A version 2 profile read tells, for the company's screening and each officer's and owner's, which
 * company it concerns: the AML queue shows it and links its profile.
 */
function screeningsOfCompany(
  routeId: string,
  kybResponseId: string,
  profile: {
    name?: string | null
    company_aml_request_id?: string | null
    people_detail: ReadonlyArray<{ aml_request_id?: string | null }>
    beneficial_owners_detail: ReadonlyArray<{ aml_request_id?: string | null }>
  },
): IndexOperation[] {
  const ids = [profile.company_aml_request_id, ...profile.people_detail.map((p) => p.aml_request_id)]
    .concat(profile.beneficial_owners_detail.map((p) => p.aml_request_id))
    .filter((id): id is string => typeof id === 'string' && id !== '')
  return [...new Set(ids)].map((id) =>
    update(
      {
        kind: 'company_aml',
        upstream_id: id,
        route_id: routeId,
        detail: { company: { name: profile.name ?? null, kyb_response_id: kybResponseId } },
      },
      [liveKeys.amlQueue()],
    ),
  )
}

export const registryIndexers = [
  defineIndexer(v1SearchRoute, ({ route, body, response, user }) => [
    record(
      {
        kind: 'kyb_search_v1',
        upstream_id: response.request_id,
        route_id: route.id,
        service_id: response.service_id,
        user,
        search_text: body.search ?? body.registration_number ?? null,
        country: first(body.country_names) ?? null,
        search_type: body.search_type ?? 'contains',
        status: 'pending',
        detail: { registration_number: body.registration_number, ttl: body.ttl },
      },
      [liveKeys.requests(), liveKeys.kybV1(response.request_id)],
    ),
  ]),
  defineIndexer(v1ReadKybResponseRoute, ({ route, query, response }) => [
    update(
      {
        kind: 'kyb_search_v1',
        upstream_id: query.request_id,
        route_id: route.id,
        status: response.data.request_status,
        detail: { total: response.data.pagination.total },
      },
      [liveKeys.requests(), liveKeys.kybV1(query.request_id)],
    ),
  ]),
  defineIndexer(v2CreateKybRoute, ({ route, body, response, user }) => {
    const { kyb_request } = response.data
    return [
      record(
        {
          kind: 'kyb_search_v2',
          upstream_id: kyb_request.kyb_request_id,
          route_id: route.id,
          user,
          search_text: body.name ?? body.registration_number ?? null,
          country: first(body.country_codes) ?? null,
          search_type: body.search_type ?? 'contains',
          status: kyb_request.status,
          detail: {
            registration_number: body.registration_number,
            ttl: body.ttl,
            total: response.data.pagination.total,
          },
        },
        [liveKeys.requests(), liveKeys.kybV2(kyb_request.kyb_request_id)],
      ),
    ]
  }),
  defineIndexer(v2ListKybRoute, ({ route, response }) => {
    const { kyb_request } = response.data
    return [
      update(
        {
          kind: 'kyb_search_v2',
          upstream_id: kyb_request.kyb_request_id,
          route_id: route.id,
          status: kyb_request.status,
          detail: { total: response.data.pagination.total },
        },
        [liveKeys.requests(), liveKeys.kybV2(kyb_request.kyb_request_id)],
      ),
    ]
  }),
  defineIndexer(v2ReadKybResponseRoute, ({ route, params, response }) => [
    ...companyAmlStatus(route.id, response.data),
    ...(params.kyb_response_id ? screeningsOfCompany(route.id, params.kyb_response_id, response.data) : []),
  ]),
  defineIndexer(v1CompaniesReadRoute, ({ route, response }) => companyAmlStatus(route.id, response.data)),
]
