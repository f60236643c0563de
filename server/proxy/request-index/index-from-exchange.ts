import { randomUUID } from 'node:crypto'
import { liveKeys } from '@contract/bff/live-events'
import type { RouteDef } from '@contract/route'
import type { IndexEntry } from './request-index-store'

/**
 * What a forwarded exchange (request + successful response) teaches the request index. Keyed by
 * `METHOD path` (plus the `services` variant) as the spec names them, so the rules read like the
 * spec and survive renamed route ids.
 */
export interface Exchange {
  route: RouteDef
  params: Record<string, string>
  query: Record<string, unknown>
  /** The JSON body, or the text fields of a multipart body as a nested object. */
  body: Record<string, unknown>
  response: unknown
  user: { id: string; email: string } | null
}

export interface IndexOperation {
  /** `record` creates or merges the row; `update` only touches a row the proxy already knows. */
  mode: 'record' | 'update'
  entry: IndexEntry
  /** Query keys (liveKeys) the SPA must refresh when the row changes. */
  keys: string[][]
}

type Indexer = (exchange: Exchange) => IndexOperation[]

/** A string at `path` inside `value`, or undefined. */
export function textAt(value: unknown, ...path: Array<string | number>): string | undefined {
  let node: unknown = value
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string | number, unknown>)[key]
  }
  if (typeof node === 'string' && node !== '') return node
  if (typeof node === 'number' || typeof node === 'boolean') return String(node)
  return undefined
}

/** A number at `path` inside `value`, or undefined. */
export function numberAt(value: unknown, ...path: Array<string | number>): number | undefined {
  const text = textAt(value, ...path)
  return text !== undefined && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined
}

function first(value: unknown): string | undefined {
  return Array.isArray(value) ? textAt(value, 0) : textAt({ v: value }, 'v')
}

export function routeKey(route: RouteDef) {
  return `${route.method} ${route.path}${route.variant ? ` ${route.variant.value}` : ''}`
}

const record = (entry: IndexEntry, keys: string[][]): IndexOperation => ({ mode: 'record', entry, keys })
const update = (entry: IndexEntry, keys: string[][]): IndexOperation => ({ mode: 'update', entry, keys })

const indexers: Record<string, Indexer> = {
  'POST /api/search kyb_check': ({ route, body, response, user }) => {
    const requestId = textAt(response, 'request_id')
    if (!requestId) return []
    return [
      record(
        {
          kind: 'kyb_search_v1',
          upstream_id: requestId,
          route_id: route.id,
          service_id: textAt(response, 'service_id'),
          user,
          search_text: textAt(body, 'search') ?? textAt(body, 'registration_number'),
          country: first(body.country_names),
          search_type: textAt(body, 'search_type') ?? 'contains',
          status: 'pending',
          detail: { registration_number: textAt(body, 'registration_number'), ttl: body.ttl },
        },
        [liveKeys.requests(), liveKeys.kybV1(requestId)],
      ),
    ]
  },
  'GET /api/readKybResponse': ({ route, query, response }) => {
    const requestId = textAt(query, 'request_id')
    const status = textAt(response, 'data', 'request_status')
    if (!requestId || !status) return []
    return [
      update(
        { kind: 'kyb_search_v1', upstream_id: requestId, route_id: route.id, status, detail: { total: numberAt(response, 'data', 'pagination', 'total') } },
        [liveKeys.requests(), liveKeys.kybV1(requestId)],
      ),
    ]
  },
  'POST /v2/kyb': ({ route, body, response, user }) => {
    const id = textAt(response, 'data', 'kyb_request', 'kyb_request_id')
    if (!id) return []
    return [
      record(
        {
          kind: 'kyb_search_v2',
          upstream_id: id,
          route_id: route.id,
          user,
          search_text: textAt(body, 'name') ?? textAt(body, 'registration_number'),
          country: first(body.country_codes),
          search_type: textAt(body, 'search_type') ?? 'contains',
          status: textAt(response, 'data', 'kyb_request', 'status') ?? 'pending',
          detail: { registration_number: textAt(body, 'registration_number'), ttl: body.ttl, total: numberAt(response, 'data', 'pagination', 'total') },
        },
        [liveKeys.requests(), liveKeys.kybV2(id)],
      ),
    ]
  },
  'GET /v2/kyb': ({ route, query, response }) => {
    const id = textAt(response, 'data', 'kyb_request', 'kyb_request_id') ?? textAt(query, 'kyb_request_id')
    const status = textAt(response, 'data', 'kyb_request', 'status')
    if (!id || !status) return []
    return [
      update(
        { kind: 'kyb_search_v2', upstream_id: id, route_id: route.id, status, detail: { total: numberAt(response, 'data', 'pagination', 'total') } },
        [liveKeys.requests(), liveKeys.kybV2(id)],
      ),
    ]
  },
  'GET /v2/kyb/{kyb_response_id}': ({ route, response }) => companyAmlStatus(route, response),
  'GET /api/companies/read': ({ route, response }) => companyAmlStatus(route, response),
  'POST /api/performCompanyAml': ({ route, body, response, user }) => {
    const id = textAt(response, 'data', 'aml_request_id')
    if (!id) return []
    return [
      record(
        {
          kind: 'company_aml',
          upstream_id: id,
          route_id: route.id,
          user,
          status: 'pending',
          detail: { company_id: textAt(body, 'company_id'), request_id: textAt(body, 'request_id') },
        },
        [liveKeys.requests(), liveKeys.aml(id)],
      ),
    ]
  },
  'POST /api/performOfficersAml': ({ route, body, user }) => [
    record(
      {
        kind: 'officers_aml',
        upstream_id: randomUUID(),
        route_id: route.id,
        user,
        search_text: textAt(body, 'person_name') ?? null,
        status: 'pending',
        detail: { company_id: textAt(body, 'company_id'), request_id: textAt(body, 'request_id'), person_name: textAt(body, 'person_name') },
      },
      [liveKeys.requests()],
    ),
  ],
  'GET /api/readAmlResponse': ({ route, query, response }) => {
    const id = textAt(query, 'aml_request_id')
    const status = textAt(response, 'data', 'request_status')
    if (!id || !status) return []
    return [
      update(
        { kind: 'company_aml', upstream_id: id, route_id: route.id, status, detail: { match_status: textAt(response, 'data', 'match_status') } },
        [liveKeys.requests(), liveKeys.aml(id)],
      ),
    ]
  },
  'POST /api/ongoingRequest/update': ({ route, body }) => {
    const id = textAt(body, 'aml_request_id')
    if (!id) return []
    return [
      update(
        {
          kind: 'company_aml',
          upstream_id: id,
          route_id: route.id,
          detail: { ongoing_monitoring: body.ongoing_enable === true, duration: body.duration, duration_type: textAt(body, 'duration_type') },
        },
        [liveKeys.requests(), liveKeys.ongoing()],
      ),
    ]
  },
  'GET /api/createQuestionnaireUrl': ({ route, query, response, user }) => {
    const url = textAt(response, 'data', 'url')
    if (!url) return []
    const token = new URL(url).pathname.split('/').filter((s) => s !== '').pop() ?? url
    const ttl = Number(textAt(query, 'ttl') ?? 60)
    return [
      record(
        {
          kind: 'questionnaire_link',
          upstream_id: token,
          route_id: route.id,
          user,
          country: textAt(query, 'country_name') ?? null,
          status: 'active',
          detail: {
            url,
            questionnaire_id: textAt(query, 'questionnaire_id'),
            ttl_minutes: ttl,
            expires_at: new Date(Date.now() + ttl * 60_000).toISOString(),
            created_by: user?.email ?? null,
          },
        },
        [liveKeys.requests()],
      ),
    ]
  },
  'POST /api/search kyc': ({ route, body, response, user }) => {
    const id = textAt(response, 'kyc_request_id')
    if (!id) return []
    const kinds = [body.document ? 'document' : undefined, body.address ? 'address' : undefined].filter(Boolean)
    return [
      record(
        {
          kind: 'kyc',
          upstream_id: id,
          route_id: route.id,
          service_id: textAt(response, 'service_id'),
          user,
          search_text: textAt(body, 'document', 'name', 'full_name') ?? textAt(body, 'address', 'full_address') ?? null,
          country: first(body.country_names),
          status: 'pending',
          detail: { kyc_request_type: kinds },
        },
        [liveKeys.requests(), liveKeys.kyc(id)],
      ),
    ]
  },
  // End-user submissions arrive through /public with a questionnaire token; that code applies this rule too.
  'POST /api/search questionnaire': ({ route, response }) => {
    const id = textAt(response, 'questionnaire_request_id')
    if (!id) return []
    const serviceId = textAt(response, 'service_id')
    const operations = [
      record(
        { kind: 'questionnaire_submission', upstream_id: id, route_id: route.id, service_id: serviceId, status: 'pending', detail: { company_id: textAt(response, 'company_id') } },
        [liveKeys.requests(), liveKeys.questionnaire(id)],
      ),
    ]
    if (serviceId) operations.push(record({ kind: 'service', upstream_id: serviceId, route_id: route.id, service_id: serviceId, status: 'pending', detail: { questionnaire_request_id: id } }, [liveKeys.requests()]))
    return operations
  },
  'GET /api/readKycResponse': ({ route, query, response }) => {
    const id = textAt(query, 'kyc_request_id')
    const status = textAt(response, 'data', 'request_status')
    if (!id || !status) return []
    return [update({ kind: 'kyc', upstream_id: id, route_id: route.id, status }, [liveKeys.requests(), liveKeys.kyc(id)])]
  },
  'GET /api/readServiceDetail': ({ route, query, response }) => {
    const id = textAt(query, 'service_id')
    const detail = (response as { data?: { service_detail?: Record<string, unknown> } }).data?.service_detail
    if (!id || !detail) return []
    const ids = ['questionnaire_request_id', 'kyb_request_id', 'kyc_request_id', 'aml_request_id', 'oc_request_id']
    return [
      record(
        {
          kind: 'service',
          upstream_id: id,
          route_id: route.id,
          service_id: id,
          status: textAt(detail, 'status'),
          detail: Object.fromEntries(ids.map((key) => [key, textAt(detail, key)]).filter(([, v]) => v !== undefined)),
        },
        [liveKeys.requests()],
      ),
    ]
  },
  'GET /api/readQuestionnaireResponse': ({ route, query, response }) => {
    const id = textAt(query, 'questionnaire_request_id')
    const status = textAt(response, 'data', 'questionnaire_detail', 'status')
    if (!id || !status) return []
    return [
      record(
        {
          kind: 'questionnaire_submission',
          upstream_id: id,
          route_id: route.id,
          service_id: textAt(response, 'data', 'questionnaire_detail', 'service_id'),
          status,
          detail: { company_id: textAt(response, 'data', 'questionnaire_detail', 'company_id') },
        },
        [liveKeys.requests(), liveKeys.questionnaire(id)],
      ),
    ]
  },
  'GET /api/readOcrResponse': ({ route, query, response }) => {
    const id = textAt(query, 'ocr_request_id')
    const status = textAt(response, 'data', 'ocr_status')
    if (!id || !status) return []
    return [record({ kind: 'ocr', upstream_id: id, route_id: route.id, status }, [liveKeys.requests()])]
  },
}

function companyAmlStatus(route: RouteDef, response: unknown): IndexOperation[] {
  const id = textAt(response, 'data', 'company_aml_request_id')
  const status = textAt(response, 'data', 'company_aml_request_status')
  if (!id || !status) return []
  return [
    update(
      { kind: 'company_aml', upstream_id: id, route_id: route.id, status, detail: { match_status: textAt(response, 'data', 'company_aml_status') } },
      [liveKeys.requests(), liveKeys.aml(id)],
    ),
  ]
}

/** The index operations a successful exchange implies (none for routes that reveal nothing). */
export function indexOperations(exchange: Exchange): IndexOperation[] {
  return indexers[routeKey(exchange.route)]?.(exchange) ?? []
}

/** Route keys with an indexer, for tests. */
export const indexedRouteKeys = Object.keys(indexers)
