import {
  V1CompaniesReadResponseSchema,
  V1ReadKybResponseSchema,
  V1SearchStartedSchema,
  type V1ReadKybResponse,
} from '@contract/registry'
import { V1CountriesResponseSchema } from '@contract/registry'
import { describe, expect, it } from 'vitest'
import {
  authHeaders,
  datasetCompany,
  injectSigned,
  pollUntil,
  useTestApp,
  waitingJobs,
} from '../test-support/upstream-harness'

/** Version 1 search: registry by registry over simulated time, ttl finalisation, paging, profiles. */
describe('version 1 registry search', () => {
  // 0.01: registries answer within ~0.03 s (primary) to ~1.4 s (slowest German source).
  const upstream = useTestApp({ timeScale: 0.01 })

  async function startSearch(body: Record<string, unknown>) {
    return injectSigned(
      upstream.app,
      { method: 'POST', url: '/api/search', payload: { services: ['kyb_check'], ...body } },
      V1SearchStartedSchema,
    )
  }

  async function read(requestId: string, query = ''): Promise<V1ReadKybResponse> {
    return injectSigned(
      upstream.app,
      { url: `/api/readKybResponse?request_id=${requestId}${query}` },
      V1ReadKybResponseSchema,
    )
  }

  it('lists countries and states', async () => {
    const res = await upstream.app.inject({ url: '/api/countries/read', headers: authHeaders })
    const body = V1CountriesResponseSchema.parse(res.json())
    expect(body.data.countries.find((c) => c.country_name === 'germany')).toMatchObject({ states: [] })
    expect(body.data.countries.find((c) => c.country_name === 'united_states')?.states).toContain('alabama')
  })

  it('resolves registry by registry: pending, growing, then resolved', async () => {
    const { request_id, service_id } = await startSearch({ search: 'gmbh', country_names: ['germany'] })
    const first = await read(request_id)
    expect(first.data.request_status).toBe('pending')
    expect(first.data.kyb_request).toMatchObject({
      _id: request_id,
      service_id,
      search_text: 'gmbh',
      search_type: 'contains',
      country_names: [{ country_name: 'germany', states: [] }],
    })
    const seen: number[] = []
    const last = await pollUntil(
      () => read(request_id),
      (r) => {
        seen.push(r.data.resolved_percentage)
        return r.data.request_status === 'resolved'
      },
    )
    expect(last.data.resolved_percentage).toBe(100)
    // One country searched: resolved_count counts countries (spec §2.3), the percentage its registries.
    expect(last.data.resolved_count).toBe(1)
    expect(last.data.fetched_countries).toEqual(['germany'])
    expect(last.data.secondary_source).toBe(true)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    expect(last.data.pagination.total).toBeGreaterThan(50)
    const entry = last.data.kyb_request_data[0]
    expect(entry).toMatchObject({
      request_id,
      country_name: 'germany',
      country_flag: '/flags/de.svg',
      search_text: 'gmbh',
    })
    expect(entry?.name.toLowerCase()).toContain('gmbh')
    const everything = await read(request_id, '&limit=1000')
    expect(everything.data.kyb_request_data.some((c) => c.secondary_source && !c.primary_source)).toBe(true)
    // Companies appear in the order their registries answered: the primary register first.
    expect(everything.data.kyb_request_data[0]?.primary_source).toBe(true)
  })

  it('searches one state of a country', async () => {
    const company = datasetCompany(upstream.app, 'US_CA', 0)
    const { request_id } = await startSearch({ search: company.name, country_names: ['united_states.california'] })
    const done = await pollUntil(
      () => read(request_id),
      (r) => r.data.request_status === 'resolved',
    )
    expect(done.data.kyb_request.country_names).toEqual([{ country_name: 'united_states', states: ['california'] }])
    expect(done.data.fetched_countries_with_states).toEqual([{ country_name: 'united_states', states: ['california'] }])
    expect(done.data.kyb_request_data.find((c) => c.name === company.name)).toMatchObject({
      country_name: 'united_states.california',
      country_flag: '/flags/us.svg',
    })
  })

  it('pages 50 by default and honours page and limit', async () => {
    const { request_id } = await startSearch({ search: 'gmbh', country_names: ['germany'] })
    const done = await pollUntil(
      () => read(request_id),
      (r) => r.data.request_status === 'resolved',
    )
    const total = done.data.pagination.total
    expect(done.data.pagination).toMatchObject({
      per_page: 50,
      current_page: 1,
      from: 1,
      to: 50,
      last_page: Math.ceil(total / 50),
    })
    expect(done.data.kyb_request_data).toHaveLength(50)
    const page2 = await read(request_id, '&page=2&limit=20')
    expect(page2.data.pagination).toMatchObject({ per_page: 20, current_page: 2, from: 21, to: 40, total })
    const page1 = await read(request_id, '&limit=20')
    const ids = new Set([...page1.data.kyb_request_data, ...page2.data.kyb_request_data].map((c) => c.id))
    expect(ids.size).toBe(40)
    const beyond = await read(request_id, `&page=${Math.ceil(total / 20) + 1}&limit=20`)
    expect(beyond.data.kyb_request_data).toEqual([])
    // Spec §2.1 types from and to as integers: an empty page says 0 and 0.
    expect(beyond.data.pagination).toMatchObject({ from: 0, to: 0 })
  })

  it('finds by registration number and by start_with and fuzzy', async () => {
    const company = datasetCompany(upstream.app, 'DE', 0)
    const byNumber = await startSearch({ registration_number: company.registration_number, country_names: ['germany'] })
    const result = await pollUntil(
      () => read(byNumber.request_id),
      (r) => r.data.request_status === 'resolved',
    )
    expect(result.data.kyb_request_data.map((c) => c.registration_number)).toContain(company.registration_number)
    const prefix = company.name.slice(0, 5)
    const started = await startSearch({ search: prefix, search_type: 'start_with', country_names: ['germany'] })
    const found = await pollUntil(
      () => read(started.request_id),
      (r) => r.data.request_status === 'resolved',
    )
    expect(found.data.kyb_request_data.length).toBeGreaterThan(0)
    for (const c of found.data.kyb_request_data)
      expect(c.name.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true)
    const words = company.name.split(' ').reverse().join(' ')
    const fuzzy = await startSearch({ search: words, search_type: 'fuzzy', country_names: ['germany'] })
    const fuzzyFound = await pollUntil(
      () => read(fuzzy.request_id),
      (r) => r.data.request_status === 'resolved',
    )
    expect(fuzzyFound.data.kyb_request_data.map((c) => c.name)).toContain(company.name)
  })

  it('a ttl finalises the request with what arrived; nothing is added afterwards', async () => {
    // The third German registry answers after 90-135 simulated seconds: a ttl of 60 cuts it off.
    const late = datasetCompany(upstream.app, 'DE', 2)
    const control = await startSearch({ search: late.name, country_names: ['germany'] })
    const { request_id } = await startSearch({ search: late.name, country_names: ['germany'], ttl: 60 })
    const finalised = await pollUntil(
      () => read(request_id),
      (r) => r.data.request_status === 'resolved',
    )
    expect(finalised.data).toMatchObject({ resolved_percentage: 100, resolved_count: 1 })
    expect(finalised.data.kyb_request_data.map((c) => c.name)).not.toContain(late.name)
    // The search without a ttl does find the company once its registry answers.
    const full = await pollUntil(
      () => read(control.request_id),
      (r) => r.data.request_status === 'resolved',
    )
    expect(full.data.kyb_request_data.map((c) => c.name)).toContain(late.name)
    // The finalised request's late registry has had its turn by now: still nothing added.
    await pollUntil(
      async () => waitingJobs(upstream.app, `"requestId":"${request_id}","registryIndex":2`),
      (n) => n === 0,
    )
    const after = await read(request_id)
    expect(after.data.pagination.total).toBe(finalised.data.pagination.total)
    expect(after.data.kyb_request_data.map((c) => c.id)).toEqual(finalised.data.kyb_request_data.map((c) => c.id))
  })

  it('reads the enhanced profile while it is fetched, and 404s for a company of another request', async () => {
    const { request_id } = await startSearch({ search: 'gmbh', country_names: ['germany'] })
    const listed = await pollUntil(
      () => read(request_id),
      (r) => r.data.kyb_request_data.length > 0,
    )
    const company = listed.data.kyb_request_data[0]
    if (!company) throw new Error('no company')
    const profile = (
      await injectSigned(
        upstream.app,
        { url: `/api/companies/read?company_id=${company.id}&request_id=${request_id}` },
        V1CompaniesReadResponseSchema,
      )
    ).data
    expect(profile).toMatchObject({
      _id: company.id,
      name: company.name,
      company_fetched_data_status: 'pending',
      working_on_files: true,
    })
    expect(profile.services_in_progress.length).toBeGreaterThan(0)
    const other = await startSearch({ search: 'gmbh', country_names: ['germany'] })
    const wrong = await upstream.app.inject({
      url: `/api/companies/read?company_id=${company.id}&request_id=${other.request_id}`,
      headers: authHeaders,
    })
    expect(wrong.statusCode).toBe(404)
  })
})
