import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BlackBoxServer, pollUntil, startBlackBoxServer } from './black-box-server'
import { checkShape, v1ProfileShape, v2InsightsShape } from './spec-shapes'

interface V1Read {
  resolved_percentage: number
  resolved_count: number
  fetched_countries: string[]
  fetched_countries_with_states: unknown[]
  request_status: 'pending' | 'resolved'
  kyb_request_data: { id: string; name: string; company_fetched_data_status: string }[]
  pagination: { total: number }
}
interface V2Read {
  kyb_request: { kyb_request_id: string; status: 'pending' | 'resolved' }
  kyb_responses: { kyb_response_id: string; name: string; fetch_status: string }[]
  pagination: { total: number }
}

/** Simulated seconds by which every registry of a search has answered (spec: seconds to minutes). */
const slowestRegistrySeconds = 240
const timeScale = 0.005

/**
 * Spec §3, §8, §9.2: requests move from pending to resolved over time, v2 returns what is available
 * at once, a ttl finalises a request for good, and an enhanced profile is readable while its fetch
 * is in progress and completes.
 */
describe('registry search over (simulated) time', () => {
  let server: BlackBoxServer
  beforeAll(async () => {
    server = await startBlackBoxServer({ timeScale })
  })
  afterAll(async () => server.close())

  async function v1Start(body: Record<string, unknown>) {
    const response = await server.call('/api/search', { body: { services: ['kyb_check'], ...body } })
    expect(response.status, response.text).toBe(200)
    return (response.json as { request_id: string }).request_id
  }
  async function v1Read(id: string, query = ''): Promise<V1Read> {
    const response = await server.call(`/api/readKybResponse?request_id=${id}${query}`)
    expect(response.status, response.text.slice(0, 200)).toBe(200)
    return (response.json as { data: V1Read }).data
  }
  async function v2Read(id: string): Promise<V2Read> {
    const response = await server.call(`/v2/kyb?kyb_request_id=${id}&limit=1000`)
    expect(response.status, response.text.slice(0, 200)).toBe(200)
    return (response.json as { data: V2Read }).data
  }

  it('v1: pending, then resolved; resolved_percentage and results only grow; resolved_count and fetched_countries follow', async () => {
    const id = await v1Start({ search: 'gmbh', country_names: ['germany'] })
    const reads: V1Read[] = []
    const last = await pollUntil(
      async () => {
        const read = await v1Read(id, '&limit=1000')
        reads.push(read)
        return read
      },
      (r) => r.request_status === 'resolved',
    )
    expect(reads[0]?.request_status, 'a search is pending when first read').toBe('pending')
    expect(reads[0]?.resolved_percentage).toBeLessThan(100)
    for (const [index, read] of reads.entries()) {
      const previous = reads[index - 1]
      expect(read.resolved_percentage).toBeGreaterThanOrEqual(0)
      expect(read.resolved_percentage).toBeLessThanOrEqual(100)
      expect(
        read.resolved_count,
        'countries from which data was fetched: one country was selected',
      ).toBeLessThanOrEqual(1)
      expect(read.fetched_countries.length).toBe(read.resolved_count)
      expect(read.fetched_countries_with_states.length).toBe(read.resolved_count)
      if (read.request_status === 'pending') expect(read.resolved_percentage).toBeLessThan(100)
      if (!previous) continue
      expect(read.resolved_percentage, 'resolved_percentage never goes down').toBeGreaterThanOrEqual(
        previous.resolved_percentage,
      )
      expect(read.pagination.total, 'results are never withdrawn').toBeGreaterThanOrEqual(previous.pagination.total)
      const ids = new Set(read.kyb_request_data.map((c) => c.id))
      for (const company of previous.kyb_request_data)
        expect(ids.has(company.id), 'a company once listed stays listed').toBe(true)
    }
    expect(last).toMatchObject({ resolved_percentage: 100, resolved_count: 1, fetched_countries: ['germany'] })
    expect(last.pagination.total).toBeGreaterThan(0)
  })

  it('v2: the data already available comes back at once; the rest fills in; fetch_status moves to resolved', async () => {
    const created = await server.call('/v2/kyb', { body: { name: 'gmbh', country_codes: ['DE'] } })
    expect(created.status).toBe(200)
    const first = (created.json as { data: V2Read }).data
    expect(first.kyb_responses.length, 'data already available is returned at once').toBeGreaterThan(0)
    const id = first.kyb_request.kyb_request_id
    const done = await pollUntil(
      () => v2Read(id),
      (r) => r.kyb_request.status === 'resolved',
    )
    expect(done.pagination.total).toBeGreaterThanOrEqual(first.pagination.total)
    const ids = new Set(done.kyb_responses.map((c) => c.kyb_response_id))
    for (const company of first.kyb_responses) expect(ids.has(company.kyb_response_id)).toBe(true)
    if (first.kyb_request.status === 'pending')
      expect(done.pagination.total, 'the background fetch added companies').toBeGreaterThan(first.pagination.total)
    const target = first.kyb_responses[0]!
    const fetched = await pollUntil(
      async () =>
        (await v2Read(id)).kyb_responses.find((c) => c.kyb_response_id === target.kyb_response_id)?.fetch_status,
      (status) => status === 'resolved',
    )
    expect(fetched).toBe('resolved')
  })

  async function finalisedStaysFinal(
    start: (ttl?: number) => Promise<string>,
    read: (id: string) => Promise<{ status: string; total: number; ids: string[] }>,
  ) {
    const startedAt = Date.now()
    const finalId = await start(60)
    const controlId = await start()
    const finalised = await pollUntil(
      () => read(finalId),
      (r) => r.status === 'resolved',
    )
    const control = await pollUntil(
      () => read(controlId),
      (r) => r.status === 'resolved',
    )
    expect(control.total, 'the ttl cut off registries that answer later').toBeGreaterThan(finalised.total)
    // Poll past the time every registry of the finalised request would have answered: nothing is added.
    const pastEveryRegistry = startedAt + slowestRegistrySeconds * 1000 * timeScale
    const later = await pollUntil(
      async () => ({ read: await read(finalId), now: Date.now() }),
      (r) => r.now > pastEveryRegistry || r.read.total !== finalised.total,
    )
    expect(later.read.status).toBe('resolved')
    expect(later.read.total).toBe(finalised.total)
    expect(later.read.ids).toEqual(finalised.ids)
  }

  it('v1 ttl: the request is finalised with what arrived when the ttl elapsed; nothing is ever added', async () => {
    await finalisedStaysFinal(
      (ttl) => v1Start({ search: 'gmbh', country_names: ['germany'], ...(ttl ? { ttl } : {}) }),
      async (id) => {
        const data = await v1Read(id, '&limit=1000')
        return {
          status: data.request_status,
          total: data.pagination.total,
          ids: data.kyb_request_data.map((c) => c.id),
        }
      },
    )
  })

  it('v2 ttl: same finalisation rule', async () => {
    await finalisedStaysFinal(
      async (ttl) => {
        const created = await server.call('/v2/kyb', {
          body: { name: 'gmbh', country_codes: ['DE'], ...(ttl ? { ttl } : {}) },
        })
        return (created.json as { data: V2Read }).data.kyb_request.kyb_request_id
      },
      async (id) => {
        const data = await v2Read(id)
        return {
          status: data.kyb_request.status,
          total: data.pagination.total,
          ids: data.kyb_responses.map((c) => c.kyb_response_id),
        }
      },
    )
  })

  it('a search that resolves before its ttl is delivered at once, with everything', async () => {
    const withTtl = await v1Start({ search: 'gmbh', country_names: ['germany'], ttl: 1_000_000 })
    const without = await v1Start({ search: 'gmbh', country_names: ['germany'] })
    const a = await pollUntil(
      () => v1Read(withTtl),
      (r) => r.request_status === 'resolved',
    )
    const b = await pollUntil(
      () => v1Read(without),
      (r) => r.request_status === 'resolved',
    )
    expect(a.pagination.total).toBe(b.pagination.total)
  })

  it('v1 enhanced profile: readable while its fetch is pending, then completes (company_fetched_data_status, working_on_files)', async () => {
    const id = await v1Start({ search: 'gmbh', country_names: ['germany'] })
    const listed = await pollUntil(
      () => v1Read(id),
      (r) => r.kyb_request_data.length > 0,
    )
    const company = listed.kyb_request_data[0]!
    const read = async () => {
      const response = await server.call(`/api/companies/read?company_id=${company.id}&request_id=${id}`)
      expect(response.status).toBe(200)
      return (response.json as { data: Record<string, unknown> }).data
    }
    const early = await read()
    expect(checkShape(early, v1ProfileShape)).toEqual([])
    expect(early.company_fetched_data_status).toBe('pending')
    expect(early.working_on_files).toBe(true)
    expect((early.services_in_progress as string[]).length).toBeGreaterThan(0)
    const completed: number[] = []
    const done = await pollUntil(
      async () => {
        const profile = await read()
        completed.push((profile.services_completed as string[]).length)
        return profile
      },
      (p) => p.company_fetched_data_status === 'resolved',
    )
    expect(checkShape(done, v1ProfileShape)).toEqual([])
    expect(done.working_on_files).toBe(false)
    expect(done.services_in_progress).toEqual([])
    expect(completed).toEqual([...completed].sort((x, y) => x - y))
    expect(
      (done.people_detail as unknown[]).length + (done.filings_detail as unknown[]).length,
      'the completed profile holds fetched collections',
    ).toBeGreaterThan(0)
    // A filing offered as available downloads through its link (signed like every response).
    const filing = (done.filings_detail as { file_url: string | null }[]).find((f) => f.file_url)
    if (filing?.file_url) {
      const url = new URL(filing.file_url, server.base)
      const file = await server.call(`${url.pathname}${url.search}`)
      expect(file.status, file.text.slice(0, 200)).toBe(200)
      expect(file.headers.get('content-type')).toMatch(/^application\/pdf/)
      expect(file.signatureValid).toBe(true)
    }
    // The list agrees with the profile.
    const relisted = await v1Read(id, '&limit=1000')
    expect(relisted.kyb_request_data.find((c) => c.id === company.id)?.company_fetched_data_status).toBe('resolved')
  })

  it('v2 insights: readable while pending (fetch_status pending), then resolved', async () => {
    const created = await server.call('/v2/kyb', { body: { name: 'gmbh', country_codes: ['DE'] } })
    const first = (created.json as { data: V2Read }).data.kyb_responses[0]!
    const read = async () =>
      (await server.call(`/v2/kyb/${first.kyb_response_id}`)).json as { data: Record<string, unknown> }
    const early = (await read()).data
    expect(early.fetch_status).toBe('pending')
    expect(checkShape(early, v2InsightsShape)).toEqual([])
    const done = await pollUntil(
      async () => (await read()).data,
      (d) => d.fetch_status === 'resolved',
    )
    expect(checkShape(done, v2InsightsShape)).toEqual([])
  })
})
