import { describe, expect, it } from 'vitest'
import { routeById, routeTable } from '@contract/route-table'
import { type Exchange, indexedRouteKeys, indexOperations, routeKey } from './index-from-exchange'

const ana = { id: 'u1', email: 'ana@test.local' }

function exchange(routeId: string, parts: Partial<Exchange>): Exchange {
  const route = routeById(routeId)
  if (!route) throw new Error(`no route ${routeId}`)
  return { route, params: {}, query: {}, body: {}, response: {}, user: ana, ...parts }
}

describe('what forwarded exchanges teach the request index', () => {
  it('has rules only for routes of the contract', () => {
    const keys = new Set(routeTable.map(routeKey))
    expect(indexedRouteKeys.filter((key) => !keys.has(key))).toEqual([])
  })

  it('records a version 2 search with its key input and who made it', () => {
    const [op] = indexOperations(
      exchange('v2CreateKyb', {
        body: { name: 'Acme', country_codes: ['GB'], search_type: 'fuzzy' },
        response: { error: false, message: 'ok', data: { kyb_request: { kyb_request_id: 'k1', status: 'pending' }, pagination: { total: 2 } } },
      }),
    )
    expect(op).toMatchObject({
      mode: 'record',
      entry: { kind: 'kyb_search_v2', upstream_id: 'k1', route_id: 'v2CreateKyb', user: ana, search_text: 'Acme', country: 'GB', search_type: 'fuzzy', status: 'pending', detail: { total: 2 } },
      keys: [['requests'], ['kyb', 'v2', 'k1']],
    })
  })

  it('updates a version 1 search from readKybResponse', () => {
    const [op] = indexOperations(exchange('v1ReadKybResponse', { query: { request_id: 'r1' }, response: { data: { request_status: 'resolved', pagination: { total: 4 } } } }))
    expect(op).toMatchObject({ mode: 'update', entry: { kind: 'kyb_search_v1', upstream_id: 'r1', status: 'resolved', detail: { total: 4 } } })
  })

  it('records a company AML request, a questionnaire link with its expiry, and a KYC request', () => {
    const [aml] = indexOperations(exchange('performCompanyAml', { body: { company_id: 'c1', request_id: 'r1' }, response: { data: { aml_request_id: 'a1' } } }))
    expect(aml?.entry).toMatchObject({ kind: 'company_aml', upstream_id: 'a1', status: 'pending', detail: { company_id: 'c1', request_id: 'r1' } })

    const before = Date.now()
    const [link] = indexOperations(exchange('questionnaireCreateUrl', { query: { questionnaire_id: 'q1', ttl: '120' }, response: { data: { url: 'http://up/q/abc/tok123' } } }))
    expect(link?.entry).toMatchObject({ kind: 'questionnaire_link', upstream_id: 'tok123', user: ana, detail: { questionnaire_id: 'q1', ttl_minutes: 120, created_by: ana.email } })
    const expires = Date.parse(String(link?.entry.detail?.expires_at))
    expect(expires - before).toBeGreaterThanOrEqual(120 * 60_000)
    expect(expires - before).toBeLessThan(121 * 60_000)

    const [kyc] = indexOperations(
      exchange('kycSubmit', {
        body: { services: ['kyc'], country_names: ['germany'], document: { name: { full_name: 'Jane Roe' }, proof: {} } },
        response: { kyc_request_id: 'kyc1', service_id: 's1' },
      }),
    )
    expect(kyc?.entry).toMatchObject({ kind: 'kyc', upstream_id: 'kyc1', service_id: 's1', country: 'germany', search_text: 'Jane Roe', detail: { kyc_request_type: ['document'] } })
  })

  it('records an end-user submission and its service (applied by the /public routes)', () => {
    const ops = indexOperations(exchange('questionnaireSubmit', { user: null, response: { questionnaire_request_id: 'qr1', company_id: 'c1', service_id: 's1' } }))
    expect(ops.map((o) => o.entry)).toMatchObject([
      { kind: 'questionnaire_submission', upstream_id: 'qr1', service_id: 's1', status: 'pending' },
      { kind: 'service', upstream_id: 's1', detail: { questionnaire_request_id: 'qr1' } },
    ])
  })

  it('learns nothing from routes without a rule or responses without ids', () => {
    expect(indexOperations(exchange('v2Countries', { response: { data: [] } }))).toEqual([])
    expect(indexOperations(exchange('v2CreateKyb', { response: { data: {} } }))).toEqual([])
  })
})
