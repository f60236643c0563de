import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BlackBoxServer, pollUntil, startBlackBoxServer } from './black-box-server'
import {
  checkShape,
  envelopeShape,
  timestampViolations,
  v1CountryShape,
  v1ProfileShape,
  v1ResultsShape,
  v2CountryShape,
  v2InsightsShape,
  v2ResultsShape,
} from './spec-shapes'

type Json = Record<string, unknown>

/**
 * Spec §1, §2.2–§2.5, §4.1, §4.2: every registry endpoint answers with every stated field, with its
 * stated type, in the envelope (or bare where the spec says so), signed.
 */
describe('registry endpoints answer with every field of spec §2', () => {
  let server: BlackBoxServer
  beforeAll(async () => {
    server = await startBlackBoxServer({ timeScale: 0.002 })
  })
  afterAll(async () => server.close())

  async function ok(path: string, body?: unknown): Promise<Json> {
    const response = await server.call(path, body === undefined ? {} : { body })
    expect(response.status, `${path}: ${response.text.slice(0, 300)}`).toBe(200)
    expect(response.signatureValid, `${path} Signature header`).toBe(true)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(timestampViolations(response.json), `${path}: timestamps with microseconds and Z`).toEqual([])
    const json = response.json as Json
    if ('error' in json) expect(json.error, `${path}: error is false on success`).toBe(false)
    return json
  }

  it('GET /api/countries/read: data.countries[] with country_name and states; united_states lists its states', async () => {
    const body = await ok('/api/countries/read')
    expect(checkShape(body, envelopeShape({ object: { countries: { arrayOf: { object: v1CountryShape } } } }))).toEqual(
      [],
    )
    expect(String(body.message), 'the message confirms countries were fetched').toMatch(/fetched/i)
    const countries = (body.data as { countries: { country_name: string; states: string[]; country_code?: unknown }[] })
      .countries
    expect(countries.length).toBeGreaterThan(0)
    for (const country of countries) {
      expect(country.country_name, 'country names are lower-case snake_case').toMatch(/^[a-z]+(_[a-z]+)*$/)
      if ('country_code' in country) expect(typeof country.country_code).toBe('string')
    }
    expect(countries.find((c) => c.country_name === 'united_states')?.states.length).toBeGreaterThan(0)
  })

  it('GET /v2/countries: data is an array (no countries key) of {name, code, services}; state entries carry state_name and <country>_<state> codes', async () => {
    const body = await ok('/v2/countries')
    expect(checkShape(body, envelopeShape({ arrayOf: { object: v2CountryShape } }))).toEqual([])
    const entries = body.data as { name: string; code: string; state_name?: unknown; services: string[] }[]
    const states = entries.filter((e) => e.code.includes('_'))
    expect(states.length).toBeGreaterThan(0)
    for (const state of states) expect(typeof state.state_name, state.code).toBe('string')
    expect(entries.some((e) => e.code === 'US_AL')).toBe(true)
    expect(entries.every((e) => e.services.length > 0)).toBe(true)
  })

  it('POST /api/search → bare {request_id, service_id}; readKybResponse and companies/read carry every field', async () => {
    const started = await server.call('/api/search', {
      body: { search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] },
    })
    expect(started.status).toBe(200)
    expect(started.signatureValid).toBe(true)
    const ids = started.json as Json
    expect(checkShape(ids, { request_id: 'string', service_id: 'string' })).toEqual([])
    expect(ids, 'no envelope on the bare-identifier response').not.toHaveProperty('error')
    expect(ids).not.toHaveProperty('data')

    const first = await ok(`/api/readKybResponse?request_id=${String(ids.request_id)}`)
    expect(checkShape(first, envelopeShape({ object: v1ResultsShape }))).toEqual([])
    const resolved = await pollUntil(
      () => ok(`/api/readKybResponse?request_id=${String(ids.request_id)}`),
      (b) => (b.data as Json).request_status === 'resolved',
    )
    expect(checkShape(resolved, envelopeShape({ object: v1ResultsShape }))).toEqual([])
    const data = resolved.data as {
      kyb_request: Json
      kyb_request_data: Json[]
      fetched_countries: string[]
      pagination: Json
    }
    expect(data.kyb_request._id).toBe(ids.request_id)
    expect(data.kyb_request.service_id).toBe(ids.service_id)
    expect(data.kyb_request.search_text).toBe('gmbh')
    expect(data.kyb_request.search_type, 'search_type defaults to contains').toBe('contains')
    expect(data.kyb_request.services).toContain('kyb_check')
    expect(data.kyb_request.country_names).toEqual([{ country_name: 'germany', states: [] }])
    expect(data.fetched_countries).toEqual(['germany'])
    expect(data.kyb_request_data.length).toBeGreaterThan(0)
    for (const company of data.kyb_request_data) expect(company.request_id).toBe(ids.request_id)

    for (const company of data.kyb_request_data.slice(0, 5)) {
      const profile = await ok(
        `/api/companies/read?company_id=${String(company.id)}&request_id=${String(ids.request_id)}`,
      )
      expect(checkShape(profile, envelopeShape({ object: v1ProfileShape }))).toEqual([])
      expect((profile.data as Json).name).toBe(company.name)
    }
  })

  it('a v1 profile read the moment its company appears (fetch still pending) already carries every field', async () => {
    const started = (
      await server.call('/api/search', {
        body: { search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] },
      })
    ).json as Json
    const results = await pollUntil(
      () => ok(`/api/readKybResponse?request_id=${String(started.request_id)}`),
      (b) => ((b.data as Json).kyb_request_data as unknown[]).length > 0,
    )
    const company = ((results.data as Json).kyb_request_data as Json[])[0] as Json
    const profile = await ok(
      `/api/companies/read?company_id=${String(company.id)}&request_id=${String(started.request_id)}`,
    )
    expect(checkShape(profile, envelopeShape({ object: v1ProfileShape }))).toEqual([])
  })

  it('a state search echoes the place: v1 {country_name, states: [state]}, v2 the <country>_<state> code', async () => {
    const started = (
      await server.call('/api/search', {
        body: { search: 'inc', country_names: ['united_states.alabama'], services: ['kyb_check'] },
      })
    ).json as Json
    const resolved = await pollUntil(
      () => ok(`/api/readKybResponse?request_id=${String(started.request_id)}`),
      (b) => (b.data as Json).request_status === 'resolved',
    )
    const data = resolved.data as {
      kyb_request: Json
      fetched_countries: string[]
      fetched_countries_with_states: unknown[]
    }
    expect(data.kyb_request.country_names).toEqual([{ country_name: 'united_states', states: ['alabama'] }])
    expect(data.fetched_countries).toEqual(['united_states'])
    expect(data.fetched_countries_with_states).toEqual([{ country_name: 'united_states', states: ['alabama'] }])
    const created = await ok('/v2/kyb', { name: 'inc', country_codes: ['US_AL'] })
    expect(((created.data as Json).kyb_request as Json).country_codes).toEqual(['US_AL'])
  })

  it('POST /v2/kyb, GET /v2/kyb and GET /v2/kyb/{id} carry every field of §2.5 and none of the version-1-only fields', async () => {
    const created = await ok('/v2/kyb', { name: 'gmbh', country_codes: ['DE'] })
    expect(checkShape(created, envelopeShape({ object: v2ResultsShape }))).toEqual([])
    expect(String(created.message), 'the message says the service was created').toMatch(/created/i)
    const request = (created.data as { kyb_request: Json }).kyb_request
    expect(request.country_codes).toEqual(['DE'])
    expect(request.services).toContain('kyb_check')
    expect(request.search_type).toBe('contains')
    expect(request.name).toBe('gmbh')
    expect(request.registration_number).toBeNull()

    const listed = await ok(`/v2/kyb?kyb_request_id=${String(request.kyb_request_id)}`)
    expect(checkShape(listed, envelopeShape({ object: v2ResultsShape }))).toEqual([])
    const responses = (listed.data as { kyb_responses: Json[] }).kyb_responses
    expect(responses.length).toBeGreaterThan(0)
    for (const company of responses.slice(0, 5)) {
      expect(company.country_code).toBe('DE')
      const insights = await ok(`/v2/kyb/${String(company.kyb_response_id)}`)
      expect(checkShape(insights, envelopeShape({ object: v2InsightsShape }))).toEqual([])
      expect((insights.data as Json).kyb_request_id).toBe(request.kyb_request_id)
      expect((insights.data as Json).kyb_response_id).toBe(company.kyb_response_id)
    }
    const done = await pollUntil(
      () => ok(`/v2/kyb/${String(responses[0]?.kyb_response_id)}`),
      (b) => (b.data as Json).fetch_status === 'resolved',
    )
    expect(checkShape(done, envelopeShape({ object: v2InsightsShape }))).toEqual([])
  })
})
