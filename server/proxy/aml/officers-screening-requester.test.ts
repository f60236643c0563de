import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AmlQueueResponse } from '@contract/bff/aml-review'
import type { RequestListResponse } from '@contract/bff/requests'
import { signBody } from '@contract/signature'
import { buildSignedInProxy, createSignedInUser, testApiKey, type TestProxy } from '../test-support/proxy-harness'
import { exampleV2CompanyInsights } from '@contract/registry'
import { v2ReadKybResponseRoute } from '@contract/routes/routes-registry'
import { applyIndexOperations } from '../request-index/apply-index-operations'
import { recordRequest } from '../request-index/request-index-store'
import { registryIndexers } from '../registry/registry-indexers'

let app: TestProxy
let admin: string

beforeEach(async () => {
  ;({ app, admin } = await buildSignedInProxy())
})
afterEach(() => app.close())

async function deliver(payload: Record<string, unknown>) {
  const body = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    event: 'aml.completed',
    sent_at: new Date().toISOString(),
    service: 'aml',
    ...payload,
  })
  const res = await app.inject({
    method: 'POST',
    url: '/callbacks/upstream',
    headers: { 'content-type': 'application/json', signature: await signBody(body, testApiKey, 'sha256') },
    payload: body,
  })
  expect(res.statusCode, res.body).toBe(200)
}

async function queue() {
  const res = await app.inject({ method: 'GET', url: '/bff/aml/queue', headers: { cookie: admin } })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as AmlQueueResponse).items
}

describe('screenings of officers and owners', () => {
  it('keep who asked for them, and the start they came from is resolved', async () => {
    const analyst = await createSignedInUser(app, admin, 'analyst')
    await recordRequest(app.proxyDb.db, {
      kind: 'officers_aml',
      upstream_id: 'officers-1',
      route_id: 'performOfficersAml',
      user: { id: analyst.id, email: analyst.email },
      status: 'pending',
      detail: { company_id: 'c-1', request_id: 'search-1' },
    })
    await deliver({ aml_request_id: 'aml-person-1', request_id: 'search-1', status: 'potential match' })
    await deliver({ aml_request_id: 'aml-person-2', request_id: 'search-1', status: 'no match' })
    // Another search's screening is not theirs.
    await deliver({ aml_request_id: 'aml-other', request_id: 'search-2', status: 'no match' })

    const byId = new Map((await queue()).map((item) => [item.aml_request_id, item.requested_by]))
    expect(byId).toEqual(
      new Map([
        ['aml-person-1', analyst.email],
        ['aml-person-2', analyst.email],
        ['aml-other', null],
      ]),
    )
    const res = await app.inject({
      method: 'GET',
      url: '/bff/requests?kind=officers_aml',
      headers: { cookie: admin },
    })
    expect((res.json() as RequestListResponse).items).toMatchObject([
      { upstream_id: 'officers-1', status: 'resolved', detail: { screenings: ['aml-person-1', 'aml-person-2'] } },
    ])
  })

  it('leave a company screening with the user who started it', async () => {
    const analyst = await createSignedInUser(app, admin, 'analyst')
    await recordRequest(app.proxyDb.db, {
      kind: 'officers_aml',
      upstream_id: 'officers-1',
      route_id: 'performOfficersAml',
      user: { id: analyst.id, email: analyst.email },
      status: 'pending',
      detail: { company_id: 'c-1', request_id: 'search-1' },
    })
    await recordRequest(app.proxyDb.db, {
      kind: 'company_aml',
      upstream_id: 'aml-company',
      route_id: 'performCompanyAml',
      user: { id: 'admin-id', email: 'someone@test.local' },
      status: 'pending',
      detail: { company_id: 'c-1', request_id: 'search-1' },
    })
    await deliver({ aml_request_id: 'aml-company', request_id: 'search-1', status: 'no match' })
    expect((await queue()).map((item) => item.requested_by)).toEqual(['someone@test.local'])
  })

  it('show the company they concern once a profile read told it', async () => {
    await recordRequest(app.proxyDb.db, {
      kind: 'company_aml',
      upstream_id: 'aml-person-1',
      route_id: 'callback',
      status: 'resolved',
    })
    const person = exampleV2CompanyInsights.people_detail[0]!
    const operations = registryIndexers
      .find((indexer) => indexer.routeId === v2ReadKybResponseRoute.id)!
      .index({
        route: v2ReadKybResponseRoute,
        params: { kyb_response_id: 'kres_a001' },
        query: {},
        body: undefined,
        response: {
          error: false,
          message: 'ok',
          data: { ...exampleV2CompanyInsights, people_detail: [{ ...person, aml_request_id: 'aml-person-1' }] },
        },
        user: null,
      })
    await applyIndexOperations(app.proxyDb.db, app.eventBus, operations, { publish: false })
    expect((await queue()).map((item) => item.company)).toEqual([
      { name: exampleV2CompanyInsights.name, kyb_response_id: 'kres_a001' },
    ])
  })
})
