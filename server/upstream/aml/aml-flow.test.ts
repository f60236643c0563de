import { ReadAmlResponseSchema } from '@contract/services/aml-hits'
import { PerformCompanyAmlResponseSchema } from '@contract/services/aml'
import { OngoingReadResponseSchema } from '@contract/services/ongoing-aml'
import {
  V1CompaniesReadResponseSchema,
  V1ReadKybResponseSchema,
  V1SearchStartedSchema,
  V2KybResponseSchema,
  V2ReadKybResponseSchema,
} from '@contract/registry'
import { SandboxCompanyResponseSchema } from '@contract/sandbox/companies'
import { SandboxWatchlistEntryResponseSchema } from '@contract/sandbox/watchlist'
import { describe, expect, it } from 'vitest'
import { authHeaders, injectSigned, pollUntil, useTestApp } from '../test-support/upstream-harness'

/**
 * AML end to end through app.inject, on the shipped OFAC SDN list: a sandbox company whose officer
 * is listed, screened by version 2 and version 1 ids, its hits explained, monitored, and re-screened
 * when the sandbox watchlist changes.
 */
describe('AML screening and ongoing monitoring', () => {
  const upstream = useTestApp({ timeScale: 0.001 })

  async function sandboxCompany(
    name: string,
    officers: Array<{ name: string; nationality?: string; date_of_birth?: string }>,
    owners: Array<{ name: string }> = [],
  ) {
    const created = await injectSigned(
      upstream.app,
      {
        method: 'POST',
        url: '/sandbox/companies',
        payload: { country_code: 'GB', name, officers, beneficial_owners: owners },
      },
      SandboxCompanyResponseSchema,
    )
    const search = await injectSigned(
      upstream.app,
      { method: 'POST', url: '/v2/kyb', payload: { name, country_codes: ['GB'] } },
      V2KybResponseSchema,
    )
    const result = search.data.kyb_responses.find((r) => r.name === name)
    if (!result) throw new Error('the sandbox company was not found by search')
    return {
      created: created.data.company,
      ids: { company_id: result.kyb_response_id, request_id: search.data.kyb_request.kyb_request_id },
    }
  }

  const insights = (id: string) => injectSigned(upstream.app, { url: `/v2/kyb/${id}` }, V2ReadKybResponseSchema)
  const amlResult = (id: string) =>
    injectSigned(upstream.app, { url: `/api/readAmlResponse?aml_request_id=${id}` }, ReadAmlResponseSchema)
  const ongoing = (query = '') =>
    injectSigned(upstream.app, { url: `/api/ongoingRequest/read${query}` }, OngoingReadResponseSchema)

  it('finds a listed officer through name variants, explains the hit, and clears a clean one', async () => {
    const { ids } = await sandboxCompany('Harbour Lights Shipping Ltd', [
      { name: 'Aiman Al Zawahri' },
      { name: 'Eleanor Whitcombe', nationality: 'British' },
    ])
    const started = await upstream.app.inject({
      method: 'POST',
      url: '/api/performOfficersAml',
      headers: authHeaders,
      payload: ids,
    })
    expect(started.statusCode).toBe(200)
    expect(started.json()).toMatchObject({ error: false, data: {} })
    const done = await pollUntil(
      () => insights(ids.company_id),
      (r) => r.data.people_detail.every((p) => p.aml_status !== null),
    )
    const listed = done.data.people_detail.find((p) => p.name === 'Aiman Al Zawahri')
    const clean = done.data.people_detail.find((p) => p.name === 'Eleanor Whitcombe')
    expect(listed).toMatchObject({ aml_status: 'potential match' })
    expect(clean).toMatchObject({ aml_status: 'no match' })
    const hits = await amlResult(String(listed?.aml_request_id))
    expect(hits.data).toMatchObject({
      request_status: 'resolved',
      match_status: 'potential match',
      subject: { name: 'Aiman Al Zawahri', type: 'person' },
    })
    const top = hits.data.hits[0]
    expect(top).toMatchObject({
      list: 'ofac_sdn',
      name: 'AL ZAWAHIRI, Dr. Ayman',
      programs: expect.arrayContaining(['SDGT']),
    })
    expect(top?.features.find((f) => f.name === 'name_similarity')?.score).toBeGreaterThan(0.8)
    // The hit names the version of the list it was found in: the publication date and the file's hash.
    expect(top).toMatchObject({ list_version: expect.stringMatching(/^2024-05-03\/[0-9a-f]{12}$/) })
    const cleared = await amlResult(String(clean?.aml_request_id))
    expect(cleared.data).toMatchObject({ match_status: 'no match', hits: [] })
    // No hits is evidence too: which list, of which date, was screened.
    expect(cleared.data).toMatchObject({
      lists_screened: [
        expect.objectContaining({
          list: 'ofac_sdn',
          published_at: '2024-05-03',
          version: top?.list_version,
          entry_count: 14965,
          file_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        }),
      ],
    })
  })

  it('screens a person who is both officer and owner once, shown on both rows', async () => {
    const { ids } = await sandboxCompany('Millbrook Twine Ltd', [{ name: 'Greta Hollis' }], [{ name: 'Greta Hollis' }])
    await upstream.app.inject({ method: 'POST', url: '/api/performOfficersAml', headers: authHeaders, payload: ids })
    const done = await pollUntil(
      () => insights(ids.company_id),
      (r) => [...r.data.people_detail, ...r.data.beneficial_owners_detail].every((p) => p.aml_status !== null),
    )
    const officer = done.data.people_detail.find((p) => p.name === 'Greta Hollis')
    const owner = done.data.beneficial_owners_detail.find((p) => p.name === 'Greta Hollis')
    expect(officer?.aml_request_id).toEqual(expect.any(String))
    expect(owner?.aml_request_id).toBe(officer?.aml_request_id)
  })

  it('screens one person by name, and says which name is unknown', async () => {
    const { ids } = await sandboxCompany('Quay Street Traders Ltd', [
      { name: 'Thomas Ashgrove' },
      { name: 'Maria Lindqvist' },
    ])
    const unknown = await upstream.app.inject({
      method: 'POST',
      url: '/api/performOfficersAml',
      headers: authHeaders,
      payload: { ...ids, person_name: 'Nobody Here' },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ error: true, data: { fields: [{ path: 'person_name' }] } })
    await upstream.app.inject({
      method: 'POST',
      url: '/api/performOfficersAml',
      headers: authHeaders,
      payload: { ...ids, person_name: 'maria LINDQVIST' },
    })
    const done = await pollUntil(
      () => insights(ids.company_id),
      (r) => r.data.people_detail.some((p) => p.aml_status !== null),
    )
    expect(done.data.people_detail.find((p) => p.name === 'Maria Lindqvist')).toMatchObject({ aml_status: 'no match' })
    expect(done.data.people_detail.find((p) => p.name === 'Thomas Ashgrove')).toMatchObject({
      aml_status: null,
      aml_request_id: null,
    })
  })

  it('screens a company by version 1 ids and shows it in the version 1 profile', async () => {
    await sandboxCompany('Banco Nacional de Cuba Limited', [])
    const search = await injectSigned(
      upstream.app,
      {
        method: 'POST',
        url: '/api/search',
        payload: { search: 'Banco Nacional de Cuba', country_names: ['united_kingdom'], services: ['kyb_check'] },
      },
      V1SearchStartedSchema,
    )
    const results = await pollUntil(
      () =>
        injectSigned(
          upstream.app,
          { url: `/api/readKybResponse?request_id=${search.request_id}` },
          V1ReadKybResponseSchema,
        ),
      (r) => r.data.kyb_request_data.some((c) => c.name === 'Banco Nacional de Cuba Limited'),
    )
    const company = results.data.kyb_request_data.find((c) => c.name === 'Banco Nacional de Cuba Limited')
    const ids = { company_id: String(company?.id), request_id: search.request_id }
    const started = await injectSigned(
      upstream.app,
      { method: 'POST', url: '/api/performCompanyAml', payload: ids },
      PerformCompanyAmlResponseSchema,
    )
    const profile = await pollUntil(
      () =>
        injectSigned(
          upstream.app,
          { url: `/api/companies/read?company_id=${ids.company_id}&request_id=${ids.request_id}` },
          V1CompaniesReadResponseSchema,
        ),
      (r) => r.data.company_aml_request_status === 'resolved',
    )
    expect(profile.data).toMatchObject({
      company_aml_request_id: started.data.aml_request_id,
      company_aml_status: 'potential match',
    })
    const hits = await amlResult(started.data.aml_request_id)
    expect(hits.data.hits[0]).toMatchObject({ name: 'BANCO NACIONAL DE CUBA', entity_type: 'entity' })
  })

  it('lists every screening for ongoing monitoring, with its filters', async () => {
    const all = await ongoing('?limit=100')
    expect(all.data.ongoing_requests.length).toBeGreaterThanOrEqual(4)
    expect(all.data.pagination).toMatchObject({ current_page: 1, per_page: 100 })
    const potential = await ongoing('?match_status=potential%20match')
    expect(potential.data.ongoing_requests.every((r) => r.match_status === 'potential match')).toBe(true)
    const byName = await ongoing('?search=whitcombe')
    expect(byName.data.ongoing_requests.map((r) => r.search)).toEqual(['Eleanor Whitcombe'])
    const byId = await ongoing(`?search=${byName.data.ongoing_requests[0]?.service_random_id ?? ''}`)
    expect(byId.data.ongoing_requests).toHaveLength(1)
    const uk = await ongoing('?country_names[]=united_kingdom&ongoing_monitoring=false')
    expect(uk.data.ongoing_requests.length).toBe(all.data.ongoing_requests.length)
    const germany = await ongoing('?country_names[]=germany')
    expect(germany.data.ongoing_requests).toHaveLength(0)
    const future = await ongoing('?start_date=01-01-2999')
    expect(future.data.ongoing_requests).toHaveLength(0)
    const bad = await upstream.app.inject({
      url: '/api/ongoingRequest/read?start_date=2024-01-01',
      headers: authHeaders,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({
      error: true,
      data: { fields: expect.arrayContaining([expect.objectContaining({ path: 'start_date' })]) },
    })
  })

  it('re-screens a monitored request when the sandbox watchlist lists and delists its subject', async () => {
    const { ids } = await sandboxCompany('Meridian Orchard Holdings Ltd', [{ name: 'Corwin Blackstaff-Emery' }])
    await upstream.app.inject({ method: 'POST', url: '/api/performOfficersAml', headers: authHeaders, payload: ids })
    const first = await pollUntil(
      () => insights(ids.company_id),
      (r) => r.data.people_detail[0]?.aml_status === 'no match',
    )
    const amlRequestId = String(first.data.people_detail[0]?.aml_request_id)
    const badDuration = await upstream.app.inject({
      method: 'POST',
      url: '/api/ongoingRequest/update',
      headers: authHeaders,
      payload: {
        service_type: 'ongoing_aml',
        aml_request_id: amlRequestId,
        duration: 5,
        duration_type: 'week',
        ongoing_enable: true,
      },
    })
    expect(badDuration.statusCode).toBe(400)
    expect(badDuration.json().message).toMatch(/duration.*1 to 4/)
    const enabled = await upstream.app.inject({
      method: 'POST',
      url: '/api/ongoingRequest/update',
      headers: authHeaders,
      payload: {
        service_type: 'ongoing_aml',
        aml_request_id: amlRequestId,
        duration: 2,
        duration_type: 'week',
        ongoing_enable: true,
      },
    })
    expect(enabled.json()).toMatchObject({ error: false, message: 'Ongoing AML enabled successfully' })
    const listed = await injectSigned(
      upstream.app,
      {
        method: 'POST',
        url: '/sandbox/watchlist',
        payload: { name: 'BLACKSTAFF EMERY, Corwin', type: 'person', programs: ['SANDBOX'] },
      },
      SandboxWatchlistEntryResponseSchema,
    )
    const flagged = await pollUntil(
      () => ongoing('?search=Blackstaff'),
      (r) => r.data.ongoing_requests[0]?.match_status === 'potential match',
    )
    expect(flagged.data.ongoing_requests[0]).toMatchObject({
      ongoing_monitoring: true,
      duration: '2',
      duration_type: 'week',
      total_ongoing_request: 1,
    })
    const hits = await amlResult(amlRequestId)
    expect(hits.data.hits[0]).toMatchObject({ list: 'sandbox', entry_id: listed.data.entry_id, programs: ['SANDBOX'] })
    const removed = await upstream.app.inject({
      method: 'DELETE',
      url: `/sandbox/watchlist/${listed.data.entry_id}`,
      headers: authHeaders,
    })
    expect(removed.statusCode).toBe(200)
    const clear = await pollUntil(
      () => ongoing('?search=Blackstaff'),
      (r) => r.data.ongoing_requests[0]?.match_status === 'no match',
    )
    expect(clear.data.ongoing_requests[0]?.total_ongoing_request).toBe(2)
    const again = await upstream.app.inject({
      method: 'DELETE',
      url: `/sandbox/watchlist/${listed.data.entry_id}`,
      headers: authHeaders,
    })
    expect(again.statusCode).toBe(404)
  })
})
