import { isDefined, pollUntil } from '../test-support/poll-until'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestListResponse } from '@contract/bff/requests'
import { ReadAmlResponseSchema } from '@contract/services/aml-hits'
import { OngoingReadResponseSchema } from '@contract/services/ongoing-aml'
import { V2KybResponseSchema, V2ReadKybResponseSchema } from '@contract/registry'
import { csrf, stackApiKey, startSignedInStack, type Stack } from './stack'

/**
 * AML over real HTTP, browser → proxy → embedded upstream: a sandbox company whose director is on
 * the OFAC list is screened through the proxy; the profile, the hits and the ongoing list show it,
 * and the proxy indexes the screening.
 */
let stack: Stack
let cookie: string
beforeAll(async () => {
  ;({ stack, cookie } = await startSignedInStack({ timeScale: 0.001 }))
})
afterAll(() => stack?.close())

async function bff(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${stack.proxyUrl}/bff/upstream${path}`, {
    method: init.method ?? 'GET',
    headers: { ...csrf, cookie, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  })
  expect(res.status, path).toBe(200)
  return res.json() as Promise<unknown>
}

describe('AML through the proxy over HTTP', () => {
  it('screens the officers of a company and reports the listed one with its hits', async () => {
    // The sandbox is the embedded upstream's own API (account key), never forwarded by the proxy.
    const created = await fetch(`${stack.upstreamUrl}/sandbox/companies`, {
      method: 'POST',
      headers: { token: stackApiKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        country_code: 'GB',
        name: 'Albion Dockside Supplies Ltd',
        officers: [{ name: 'Muhammad Shawki Islambuli' }, { name: 'Harriet Pennyworth' }],
      }),
    })
    expect(created.status).toBe(200)
    const proxied = await fetch(`${stack.proxyUrl}/bff/upstream/sandbox/companies`, {
      method: 'POST',
      headers: { ...csrf, cookie, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(proxied.status).toBe(404)

    const search = V2KybResponseSchema.parse(
      await bff('/v2/kyb', { method: 'POST', body: { name: 'Albion Dockside Supplies', country_codes: ['GB'] } }),
    )
    const company = search.data.kyb_responses.find((r) => r.name === 'Albion Dockside Supplies Ltd')
    const ids = { company_id: String(company?.kyb_response_id), request_id: search.data.kyb_request.kyb_request_id }
    await bff('/api/performOfficersAml', { method: 'POST', body: ids })
    const profile = await pollUntil(async () => {
      const read = V2ReadKybResponseSchema.parse(await bff(`/v2/kyb/${ids.company_id}`))
      return read.data.people_detail.every((p) => p.aml_request_status === 'resolved') ? read : undefined
    }, isDefined)
    const listed = profile.data.people_detail.find((p) => p.name === 'Muhammad Shawki Islambuli')
    expect(listed?.aml_status).toBe('potential match')
    const hits = ReadAmlResponseSchema.parse(await bff(`/api/readAmlResponse?aml_request_id=${listed?.aml_request_id}`))
    // The list holds this person twice (two transliterations, two entries): both are hits.
    expect(hits.data.hits.map((h) => h.name)).toEqual(
      expect.arrayContaining(['ISLAMBOULI, Mohammad Shawqi', 'AL-ISLAMBULI, Muhammad Ahmad Shawqi']),
    )

    const ongoing = OngoingReadResponseSchema.parse(await bff('/api/ongoingRequest/read?search=Islambuli'))
    expect(ongoing.data.ongoing_requests[0]).toMatchObject({
      match_status: 'potential match',
      country_names: ['united_kingdom'],
    })

    const index = await stack.proxy.inject({ url: '/bff/requests?kind=officers_aml', headers: { cookie } })
    expect((index.json() as RequestListResponse).items.length).toBeGreaterThan(0)
  })
})
