import { pollUntil } from '../../test-support/poll-until'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BlackBoxResponse, type BlackBoxServer, startBlackBoxServer } from './black-box-server'
import { checkShape } from './spec-shapes'

type Json = Record<string, unknown>

const errorEnvelope = { error: 'boolean', message: 'string', data: 'present' } as const

/** A failure (spec §7.1, ADR 0008): the envelope with error true, signed. */
function expectFailure(response: BlackBoxResponse, status: number, label: string) {
  expect(response.status, `${label}: ${response.text.slice(0, 300)}`).toBe(status)
  expect(checkShape(response.json, errorEnvelope), label).toEqual([])
  expect((response.json as Json).error, label).toBe(true)
  expect((response.json as Json).message, label).not.toBe('')
  expect(response.signatureValid, `${label}: Signature header`).toBe(true)
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/)
}

/** A 400 whose message names the field (and whose data.fields lists it). */
function expectInvalid(response: BlackBoxResponse, field: string, label: string) {
  expectFailure(response, 400, label)
  const json = response.json as { message: string; data: { fields?: { path: string; message: string }[] } }
  expect(json.message, `${label}: message names ${field}`).toContain(field)
  const paths = (json.data.fields ?? []).map((f) => f.path)
  expect(
    paths.some((p) => p === field || p.startsWith(`${field}.`)),
    `${label}: data.fields has ${field} (got ${paths.join(', ')})`,
  ).toBe(true)
}

const long = (n: number) => 'a'.repeat(n)

describe('registry endpoints: auth, unknown ids and paths, validation (spec §4.1, §4.2, §5, §7, §8)', () => {
  let server: BlackBoxServer
  let v1RequestId = ''
  let v1CompanyId = ''
  let v2RequestId = ''
  beforeAll(async () => {
    server = await startBlackBoxServer({ timeScale: 0 })
    v1RequestId = String(
      (
        (
          await server.call('/api/search', {
            body: { search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] },
          })
        ).json as Json
      ).request_id,
    )
    // time scale 0: every registry answers at once.
    v1CompanyId = await pollUntil(
      async () =>
        (
          (await server.call(`/api/readKybResponse?request_id=${v1RequestId}`)).json as {
            data: { kyb_request_data: { id: string }[] }
          }
        ).data.kyb_request_data[0]?.id ?? '',
      (id) => id !== '',
    )
    v2RequestId = String(
      (
        ((await server.call('/v2/kyb', { body: { name: 'gmbh', country_codes: ['DE'] } })).json as Json).data as {
          kyb_request: Json
        }
      ).kyb_request.kyb_request_id,
    )
  })
  afterAll(async () => server.close())

  const endpoints = (): { label: string; path: string; body?: unknown }[] => [
    { label: 'GET /api/countries/read', path: '/api/countries/read' },
    {
      label: 'POST /api/search',
      path: '/api/search',
      body: { search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] },
    },
    { label: 'GET /api/readKybResponse', path: `/api/readKybResponse?request_id=${v1RequestId}` },
    {
      label: 'GET /api/companies/read',
      path: `/api/companies/read?company_id=${v1CompanyId}&request_id=${v1RequestId}`,
    },
    { label: 'GET /v2/countries', path: '/v2/countries' },
    { label: 'POST /v2/kyb', path: '/v2/kyb', body: { name: 'gmbh', country_codes: ['DE'] } },
    { label: 'GET /v2/kyb', path: `/v2/kyb?kyb_request_id=${v2RequestId}` },
  ]

  it('refuses a missing or wrong token with 401 in the envelope, on every endpoint', async () => {
    expect(v1CompanyId).not.toBe('')
    for (const { label, path, body } of endpoints()) {
      expectFailure(await server.call(path, { body, token: null }), 401, `${label} without token`)
      expectFailure(await server.call(path, { body, token: 'not-the-key' }), 401, `${label} with a wrong token`)
      expectFailure(await server.call(path, { body, token: '' }), 401, `${label} with an empty token`)
    }
    expectFailure(await server.call('/v2/kyb/anything', { token: null }), 401, 'GET /v2/kyb/{id} without token')
  })

  it('answers unknown ids with 404 in the envelope', async () => {
    expectFailure(
      await server.call('/api/readKybResponse?request_id=000000000000000000000000'),
      404,
      'readKybResponse unknown request_id',
    )
    expectFailure(
      await server.call(`/api/companies/read?company_id=000000000000000000000000&request_id=${v1RequestId}`),
      404,
      'companies/read unknown company_id',
    )
    expectFailure(
      await server.call(`/api/companies/read?company_id=${v1CompanyId}&request_id=000000000000000000000000`),
      404,
      'companies/read unknown request_id',
    )
    expectFailure(
      await server.call('/v2/kyb?kyb_request_id=000000000000000000000000'),
      404,
      'GET /v2/kyb unknown kyb_request_id',
    )
    expectFailure(await server.call('/v2/kyb/000000000000000000000000'), 404, 'GET /v2/kyb/{id} unknown id')
  })

  it('answers an unknown path with 404 in the envelope, with or without token', async () => {
    expectFailure(await server.call('/api/noSuchEndpoint'), 404, 'unknown /api path')
    expectFailure(await server.call('/v3/kyb'), 404, 'unknown version')
    expectFailure(await server.call('/v2/nothing-here', { token: null }), 404, 'unknown path without token')
  })

  it('answers a known path with the wrong method with 404 in the envelope', async () => {
    expectFailure(await server.call('/api/search'), 404, 'GET /api/search')
    expectFailure(await server.call('/v2/countries', { method: 'POST', body: {} }), 404, 'POST /v2/countries')
  })

  it('a country listed with states is searched by state, and the message says so', async () => {
    const v1Response = await server.call('/api/search', {
      body: { search: 'gmbh', country_names: ['united_states'], services: ['kyb_check'] },
    })
    expectInvalid(v1Response, 'country_names', 'v1 united_states without a state')
    expect((v1Response.json as Json).message).toMatch(/searched by state/)
    const v2Response = await server.call('/v2/kyb', { body: { name: 'gmbh', country_codes: ['US'] } })
    expectInvalid(v2Response, 'country_codes', 'v2 US without a state')
    expect((v2Response.json as Json).message).toMatch(/searched by state/)
  })

  it('keeps the envelope on malformed JSON', async () => {
    const response = await server.call('/v2/kyb', { body: '{"name": "gmbh", ' })
    expectFailure(response, 400, 'malformed JSON')
  })

  const v1 = (body: Json) => ({ search: 'gmbh', country_names: ['germany'], services: ['kyb_check'], ...body })
  const v1Invalid: [string, Json, string][] = [
    ['search of 2 characters', v1({ search: 'ab' }), 'search'],
    ['search of 129 characters', v1({ search: long(129) }), 'search'],
    ['search not a string', v1({ search: 42 }), 'search'],
    ['neither search nor registration_number', { country_names: ['germany'], services: ['kyb_check'] }, 'search'],
    [
      'empty registration_number alone',
      { registration_number: '', country_names: ['germany'], services: ['kyb_check'] },
      'registration_number',
    ],
    ['country_names missing', { search: 'gmbh', services: ['kyb_check'] }, 'country_names'],
    ['country_names empty', v1({ country_names: [] }), 'country_names'],
    ['two countries', v1({ country_names: ['germany', 'france'] }), 'country_names'],
    ['unknown country', v1({ country_names: ['atlantis'] }), 'country_names'],
    ['country_names not an array', v1({ country_names: 'germany' }), 'country_names'],
    ['search_type outside the enum', v1({ search_type: 'regex' }), 'search_type'],
    ['ttl under 60', v1({ ttl: 59 }), 'ttl'],
    ['ttl not an integer', v1({ ttl: 60.5 }), 'ttl'],
    ['ttl as a string', v1({ ttl: '120' }), 'ttl'],
    ['ttl negative', v1({ ttl: -100 }), 'ttl'],
    ['services without kyb_check', v1({ services: ['aml'] }), 'services'],
    ['services missing', { search: 'gmbh', country_names: ['germany'] }, 'services'],
  ]

  it('POST /api/search (kyb_check): every rule of §4.1 and §8 → 400 naming the field', async () => {
    for (const [label, body, field] of v1Invalid)
      expectInvalid(await server.call('/api/search', { body }), field, `v1 ${label}`)
  })

  // Spec §8: the ttl has "no maximum" — a whole number beyond 2^53 is still a whole number of seconds.
  it('POST /api/search (kyb_check): the boundaries themselves are accepted', async () => {
    for (const body of [
      v1({ search: 'abc' }),
      v1({ search: long(128) }),
      v1({ ttl: 60 }),
      v1({ ttl: 10_000_000 }),
      v1({ ttl: 1e20 }),
      v1({ search_type: 'start_with' }),
      v1({ search_type: 'fuzzy' }),
      { registration_number: 'X1', country_names: ['united_states.alabama'], services: ['kyb_check'] },
    ]) {
      const response = await server.call('/api/search', { body })
      expect(response.status, `${JSON.stringify(body).slice(0, 80)}: ${response.text.slice(0, 200)}`).toBe(200)
      expect(checkShape(response.json, { request_id: 'string', service_id: 'string' })).toEqual([])
    }
  })

  const v2 = (body: Json) => ({ name: 'gmbh', country_codes: ['DE'], ...body })
  const v2Invalid: [string, Json, string][] = [
    ['name of 2 characters', v2({ name: 'ab' }), 'name'],
    ['name of 129 characters', v2({ name: long(129) }), 'name'],
    ['neither name nor registration_number', { country_codes: ['DE'] }, 'name'],
    ['empty registration_number', { registration_number: '', country_codes: ['DE'] }, 'registration_number'],
    [
      'registration_number of 256 characters',
      { registration_number: long(256), country_codes: ['DE'] },
      'registration_number',
    ],
    ['country_codes missing', { name: 'gmbh' }, 'country_codes'],
    ['country_codes empty', v2({ country_codes: [] }), 'country_codes'],
    ['two country codes', v2({ country_codes: ['DE', 'FR'] }), 'country_codes'],
    ['unknown country code', v2({ country_codes: ['XX'] }), 'country_codes'],
    ['unknown state code', v2({ country_codes: ['US_XX'] }), 'country_codes'],
    ['country_codes not an array', v2({ country_codes: 'DE' }), 'country_codes'],
    ['search_type outside the enum', v2({ search_type: 'exact' }), 'search_type'],
    ['ttl under 60', v2({ ttl: 59 }), 'ttl'],
    ['ttl not an integer', v2({ ttl: 90.25 }), 'ttl'],
    ['ttl as a string', v2({ ttl: '60' }), 'ttl'],
  ]

  it('POST /v2/kyb: every rule of §4.2 and §8 → 400 naming the field', async () => {
    for (const [label, body, field] of v2Invalid)
      expectInvalid(await server.call('/v2/kyb', { body }), field, `v2 ${label}`)
  })

  it('POST /v2/kyb: the boundaries themselves are accepted', async () => {
    for (const body of [
      v2({ name: 'abc' }),
      v2({ name: long(128) }),
      { registration_number: 'X', country_codes: ['DE'] },
      { registration_number: long(255), country_codes: ['US_AL'] },
      v2({ ttl: 60 }),
      v2({ ttl: Number.MAX_SAFE_INTEGER + 1 }),
      v2({ ttl: 1e300 }),
    ]) {
      const response = await server.call('/v2/kyb', { body })
      expect(response.status, `${JSON.stringify(body).slice(0, 80)}: ${response.text.slice(0, 200)}`).toBe(200)
    }
  })

  it('read endpoints: required ids, page and limit as digits → 400 naming the parameter', async () => {
    expectInvalid(await server.call('/api/readKybResponse'), 'request_id', 'readKybResponse without request_id')
    expectInvalid(
      await server.call(`/api/readKybResponse?request_id=${v1RequestId}&page=abc`),
      'page',
      'readKybResponse page=abc',
    )
    expectInvalid(
      await server.call(`/api/readKybResponse?request_id=${v1RequestId}&limit=x`),
      'limit',
      'readKybResponse limit=x',
    )
    expectInvalid(
      await server.call(`/api/readKybResponse?request_id=${v1RequestId}&page=-1`),
      'page',
      'readKybResponse page=-1',
    )
    expectInvalid(
      await server.call(`/api/readKybResponse?request_id=${v1RequestId}&limit=2.5`),
      'limit',
      'readKybResponse limit=2.5',
    )
    expectInvalid(
      await server.call(`/api/companies/read?request_id=${v1RequestId}`),
      'company_id',
      'companies/read without company_id',
    )
    expectInvalid(
      await server.call(`/api/companies/read?company_id=${v1CompanyId}`),
      'request_id',
      'companies/read without request_id',
    )
    expectInvalid(await server.call('/v2/kyb'), 'kyb_request_id', 'GET /v2/kyb without kyb_request_id')
    expectInvalid(await server.call(`/v2/kyb?kyb_request_id=${v2RequestId}&page=one`), 'page', 'GET /v2/kyb page=one')
    expectInvalid(
      await server.call(`/v2/kyb?kyb_request_id=${v2RequestId}&limit=1e3`),
      'limit',
      'GET /v2/kyb limit=1e3',
    )
  })
})
