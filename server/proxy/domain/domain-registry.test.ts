import { describe, expect, it } from 'vitest'
import { routeById, routeTable } from '@contract/routes/route-table'
import {
  exampleV1ReadKybResponse,
  exampleV2CompanyInsights,
  exampleV2KybResponse,
  exampleV2ReadKybResponse,
} from '@contract/registry/examples'
import {
  exampleCreateQuestionnaireUrlResponse,
  exampleKycSubmissionResponse,
  examplePerformCompanyAmlResponse,
  exampleQuestionnaireSubmissionResponse,
  exampleReadAmlResponse,
  exampleReadKycResponse,
  exampleReadOcrResponse,
  exampleReadQuestionnaireResponse,
  exampleReadServiceDetailResponse,
} from '@contract/services/examples'
import { questionnaireTokenOf } from '@contract/services/questionnaires'
import type { Exchange } from '../request-index/define-indexer'
import { CallbackServiceSchema } from '@contract/callbacks'
import { proxyDomains } from '../domains'
import { isForwarded } from '../forwarding/route-groups'
import { domainRegistry } from './domain-registry'

const registry = domainRegistry(proxyDomains)
const { indexedRouteIds, indexOperations, permissionOf } = registry

/** Exchanges built from the contract's examples: the indexers agree with the contract, not with themselves. */
const ana = { id: 'u1', email: 'ana@test.local' }

function exchange(routeId: string, parts: Partial<Exchange>): Exchange {
  const route = routeById(routeId)
  if (!route) throw new Error(`no route ${routeId}`)
  return { route, params: {}, query: {}, body: {}, response: {}, user: ana, ...parts }
}

describe('what forwarded exchanges teach the request index', () => {
  it('has an indexer for every route that starts a request upstream, and only for routes of the contract', () => {
    const ids = new Set(routeTable.map((route) => route.id))
    expect(indexedRouteIds.filter((id) => !ids.has(id))).toEqual([])
    const starting = routeTable
      .filter((route) => route.method === 'POST' || route.id === 'questionnaireCreateUrl')
      .map((route) => route.id)
    expect(starting.filter((id) => !indexedRouteIds.includes(id))).toEqual([])
  })

  it('records a version 2 search with its key input and who made it', () => {
    const { kyb_request } = exampleV2KybResponse.data
    const [op] = indexOperations(
      exchange('v2CreateKyb', {
        body: { name: 'Acme', country_codes: ['GB'], search_type: 'fuzzy' },
        response: exampleV2KybResponse,
      }),
    )
    expect(op).toMatchObject({
      mode: 'record',
      entry: {
        kind: 'kyb_search_v2',
        upstream_id: kyb_request.kyb_request_id,
        route_id: 'v2CreateKyb',
        user: ana,
        search_text: 'Acme',
        country: 'GB',
        search_type: 'fuzzy',
        status: kyb_request.status,
      },
      keys: [['requests'], ['kyb', 'v2', kyb_request.kyb_request_id]],
    })
  })

  it('updates a version 1 search from readKybResponse', () => {
    const [op] = indexOperations(
      exchange('v1ReadKybResponse', { query: { request_id: 'r1' }, response: exampleV1ReadKybResponse }),
    )
    expect(op).toMatchObject({
      mode: 'update',
      entry: { kind: 'kyb_search_v1', upstream_id: 'r1', status: exampleV1ReadKybResponse.data.request_status },
    })
  })

  it('learns the company AML status from a profile and from the hits', () => {
    const [fromProfile] = indexOperations(
      exchange('v2ReadKybResponse', { params: { kyb_response_id: 'x' }, response: exampleV2ReadKybResponse }),
    )
    expect(fromProfile?.entry).toMatchObject({
      kind: 'company_aml',
      upstream_id: exampleV2CompanyInsights.company_aml_request_id,
      status: exampleV2CompanyInsights.company_aml_request_status,
    })
    const [fromHits] = indexOperations(
      exchange('readAmlResponse', { query: { aml_request_id: 'a9' }, response: exampleReadAmlResponse }),
    )
    expect(fromHits?.entry).toMatchObject({
      kind: 'company_aml',
      upstream_id: 'a9',
      status: exampleReadAmlResponse.data.request_status,
      detail: { match_status: exampleReadAmlResponse.data.match_status },
    })
  })

  it('records a company AML request, a questionnaire link with its expiry, and a KYC request', () => {
    const [aml] = indexOperations(
      exchange('performCompanyAml', {
        body: { company_id: 'c1', request_id: 'r1' },
        response: examplePerformCompanyAmlResponse,
      }),
    )
    expect(aml?.entry).toMatchObject({
      kind: 'company_aml',
      upstream_id: examplePerformCompanyAmlResponse.data.aml_request_id,
      status: 'pending',
      detail: { company_id: 'c1', request_id: 'r1' },
    })

    const before = Date.now()
    const [link] = indexOperations(
      exchange('questionnaireCreateUrl', {
        query: { questionnaire_id: 'q1', ttl: '120' },
        response: exampleCreateQuestionnaireUrlResponse,
      }),
    )
    expect(link?.entry).toMatchObject({
      kind: 'questionnaire_link',
      upstream_id: questionnaireTokenOf(exampleCreateQuestionnaireUrlResponse.data.url),
      user: ana,
      detail: { questionnaire_id: 'q1', ttl_minutes: 120, created_by: ana.email },
    })
    const expires = Date.parse(String(link?.entry.detail?.expires_at))
    expect(expires - before).toBeGreaterThanOrEqual(120 * 60_000)
    expect(expires - before).toBeLessThan(121 * 60_000)

    const [kyc] = indexOperations(
      exchange('kycSubmit', {
        body: {
          services: ['kyc'],
          country_names: ['germany'],
          document: { name: { full_name: 'Jane Roe' }, proof: {} },
        },
        response: exampleKycSubmissionResponse,
      }),
    )
    expect(kyc?.entry).toMatchObject({
      kind: 'kyc',
      upstream_id: exampleKycSubmissionResponse.kyc_request_id,
      country: 'germany',
      search_text: 'Jane Roe',
      detail: { kyc_request_type: ['document'] },
    })
    const [read] = indexOperations(
      exchange('readKycResponse', { query: { kyc_request_id: 'kyc9' }, response: exampleReadKycResponse }),
    )
    expect(read?.entry).toMatchObject({
      kind: 'kyc',
      upstream_id: 'kyc9',
      status: exampleReadKycResponse.data.request_status,
    })
  })

  it('records an end-user submission and its service, then the service, the answers and the OCR as they are read', () => {
    const submitted = exampleQuestionnaireSubmissionResponse
    const ops = indexOperations(exchange('questionnaireSubmit', { user: null, response: submitted }))
    expect(ops.map((o) => o.entry)).toMatchObject([
      {
        kind: 'questionnaire_submission',
        upstream_id: submitted.questionnaire_request_id,
        service_id: submitted.service_id,
        status: 'pending',
      },
      {
        kind: 'service',
        upstream_id: submitted.service_id,
        detail: { questionnaire_request_id: submitted.questionnaire_request_id },
      },
    ])
    const [service] = indexOperations(
      exchange('readServiceDetail', { query: { service_id: 's7' }, response: exampleReadServiceDetailResponse }),
    )
    expect(service?.entry).toMatchObject({
      kind: 'service',
      upstream_id: 's7',
      status: exampleReadServiceDetailResponse.data.service_detail.status,
    })
    const [answers] = indexOperations(
      exchange('readQuestionnaireResponse', {
        query: { questionnaire_request_id: 'qr7' },
        response: exampleReadQuestionnaireResponse,
      }),
    )
    expect(answers?.entry).toMatchObject({
      kind: 'questionnaire_submission',
      upstream_id: 'qr7',
      status: exampleReadQuestionnaireResponse.data.questionnaire_detail.status,
    })
    const [ocr] = indexOperations(
      exchange('readOcrResponse', { query: { ocr_request_id: 'o7' }, response: exampleReadOcrResponse }),
    )
    expect(ocr?.entry).toMatchObject({ kind: 'ocr', upstream_id: 'o7', status: exampleReadOcrResponse.data.ocr_status })
  })

  it('learns nothing from routes without a rule', () => {
    expect(indexOperations(exchange('v2Countries', { response: { data: [] } }))).toEqual([])
  })
})

describe('what the domains declare', () => {
  it('gives every forwarded contract route a permission, names only routes that exist, never forwards questionnaire-token routes', () => {
    expect(routeTable.filter((route) => isForwarded(route) && !permissionOf(route)).map((route) => route.id)).toEqual(
      [],
    )
    const ids = new Set(routeTable.map((route) => route.id))
    expect(
      proxyDomains.flatMap((domain) => Object.keys(domain.upstreamPermissions ?? {})).filter((id) => !ids.has(id)),
    ).toEqual([])
    for (const route of routeTable.filter((r) => r.auth === 'questionnaire')) expect(isForwarded(route)).toBe(false)
  })

  it('refuses a route given a permission by two domains', () => {
    const twice = [
      { name: 'a', upstreamPermissions: { v1Search: 'search:run' as const } },
      { name: 'b', upstreamPermissions: { v1Search: 'aml:run' as const } },
    ]
    expect(() => domainRegistry(twice)).toThrow('v1Search has a permission in two domains')
  })

  it('hands every callback service to a domain', () => {
    const handled = new Set(
      proxyDomains.flatMap((domain) => domain.callbackHandlers ?? []).flatMap((handler) => handler.services),
    )
    expect(CallbackServiceSchema.options.filter((service) => !handled.has(service))).toEqual([])
  })
})
