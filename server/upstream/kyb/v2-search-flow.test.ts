import {
  V2CountriesResponseSchema,
  V2KybResponseSchema,
  V2ReadKybResponseSchema,
  type V2KybResponse,
} from '@contract/registry'
import { describe, expect, it } from 'vitest'
import { authHeaders, datasetCompany, injectSigned, pollUntil, useTestApp } from '../test-support/upstream-harness'

/** Version 2: immediate data from the fastest registry, the rest filled in in the background. */
describe('version 2 registry search', () => {
  const upstream = useTestApp({ timeScale: 0.01 })

  async function create(body: Record<string, unknown>): Promise<V2KybResponse> {
    return injectSigned(upstream.app, { method: 'POST', url: '/v2/kyb', payload: body }, V2KybResponseSchema)
  }

  async function list(id: string, query = ''): Promise<V2KybResponse> {
    return injectSigned(upstream.app, { url: `/v2/kyb?kyb_request_id=${id}${query}` }, V2KybResponseSchema)
  }

  it('lists country and state codes', async () => {
    const res = await upstream.app.inject({ url: '/v2/countries', headers: authHeaders })
    const body = V2CountriesResponseSchema.parse(res.json())
    expect(body.data.find((c) => c.code === 'DE')).toMatchObject({ name: 'Germany', services: ['kyb'] })
    expect(body.data.find((c) => c.code === 'US_AL')).toMatchObject({ name: 'United States', state_name: 'Alabama' })
  })

  it('returns the primary register at once and fills in the rest in the background', async () => {
    const created = await create({ name: 'gmbh', country_codes: ['DE'] })
    const { kyb_request } = created.data
    expect(kyb_request).toMatchObject({
      country_codes: ['DE'],
      name: 'gmbh',
      search_type: 'contains',
      status: 'pending',
      services: ['kyb_check'],
    })
    expect(created.data.kyb_responses.length).toBeGreaterThan(0)
    expect(created.data.pagination.per_page).toBe(25)
    const immediate = created.data.pagination.total
    const done = await pollUntil(
      () => list(kyb_request.kyb_request_id),
      (r) => r.data.kyb_request.status === 'resolved',
    )
    expect(done.data.pagination.total).toBeGreaterThan(immediate)
    expect(done.data.kyb_responses[0]).toMatchObject({
      country_code: 'DE',
      fetch_status: expect.stringMatching(/pending|resolved/),
    })
    const paged = await list(kyb_request.kyb_request_id, '&page=2&limit=10')
    expect(paged.data.pagination).toMatchObject({ per_page: 10, current_page: 2, from: 11 })
  })

  it('fuzzy tolerates misspellings', async () => {
    const company = datasetCompany(upstream.app, 'DE', 0)
    // The name without its legal form, one letter of its longest word changed.
    const words = company.name.split(' ').slice(0, -1)
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '')
    const misspelt = words.map((w) => (w === longest ? `${w.slice(0, -1)}${w.endsWith('x') ? 'y' : 'x'}` : w)).join(' ')
    const created = await create({ name: misspelt, country_codes: ['DE'], search_type: 'fuzzy' })
    const done = await pollUntil(
      () => list(created.data.kyb_request.kyb_request_id, '&limit=1000'),
      (r) => r.data.kyb_request.status === 'resolved',
    )
    expect(done.data.kyb_responses.map((r) => r.name)).toContain(company.name)
  })

  it('reads the detailed insights of one company', async () => {
    const created = await create({ name: 'gmbh', country_codes: ['DE'] })
    const first = created.data.kyb_responses[0]
    if (!first) throw new Error('no immediate company')
    const insights = (
      await injectSigned(upstream.app, { url: `/v2/kyb/${first.kyb_response_id}` }, V2ReadKybResponseSchema)
    ).data
    expect(insights).toMatchObject({
      kyb_response_id: first.kyb_response_id,
      kyb_request_id: created.data.kyb_request.kyb_request_id,
      name: first.name,
      country_code: 'DE',
    })
    expect(insights).not.toHaveProperty('filings_detail')
    expect(insights).not.toHaveProperty('working_on_files')
  })

  it('a ttl finalises a version 2 request too', async () => {
    const late = datasetCompany(upstream.app, 'DE', 2)
    const created = await create({ name: late.name, country_codes: ['DE'], ttl: 60 })
    const done = await pollUntil(
      () => list(created.data.kyb_request.kyb_request_id),
      (r) => r.data.kyb_request.status === 'resolved',
    )
    expect(done.data.kyb_responses.map((r) => r.name)).not.toContain(late.name)
  })
})
