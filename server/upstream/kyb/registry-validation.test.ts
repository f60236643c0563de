import { ErrorEnvelopeSchema } from '@contract/errors'
import { describe, expect, it } from 'vitest'
import { authHeaders, hasValidSignature, useTestApp } from '../test-support/upstream-harness'

/** Every validation rule of the registry routes answers 400 naming the field and the rule. */
describe('registry route validation', () => {
  const upstream = useTestApp()

  async function expect400(
    request: { method?: 'GET' | 'POST'; url: string; payload?: unknown },
    field: string,
    rule: RegExp,
  ) {
    const res = await upstream.app.inject({
      method: request.method ?? 'GET',
      url: request.url,
      headers: authHeaders,
      ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
    })
    expect(res.statusCode, `${request.url} ${JSON.stringify(request.payload)}`).toBe(400)
    const body = ErrorEnvelopeSchema.parse(res.json())
    const fields = body.data.fields ?? []
    expect(
      fields.map((f) => f.path),
      JSON.stringify(body),
    ).toContain(field)
    expect(fields.find((f) => f.path === field)?.message).toMatch(rule)
    expect(body.message).toContain(field)
    expect(await hasValidSignature(res.body, res.headers)).toBe(true)
  }

  const v1 = { search: 'Arndt GmbH', country_names: ['germany'], services: ['kyb_check'] }
  const v2 = { name: 'Arndt GmbH', country_codes: ['DE'] }

  describe('POST /api/search (kyb_check)', () => {
    const search = (payload: unknown) => ({ method: 'POST' as const, url: '/api/search', payload })
    it('search: 3 to 128 characters', async () => {
      await expect400(search({ ...v1, search: 'ab' }), 'search', /3 to 128/)
      await expect400(search({ ...v1, search: 'x'.repeat(129) }), 'search', /3 to 128/)
    })
    it('search or registration_number is required', async () => {
      await expect400(search({ country_names: ['germany'], services: ['kyb_check'] }), 'search', /registration_number/)
    })
    it('country_names: required, served, exactly one', async () => {
      await expect400(search({ search: 'Arndt', services: ['kyb_check'] }), 'country_names', /required/)
      await expect400(search({ ...v1, country_names: ['atlantis'] }), 'country_names.0', /served country/)
      await expect400(search({ ...v1, country_names: ['germany', 'france'] }), 'country_names', /exactly one/)
      await expect400(search({ ...v1, country_names: [] }), 'country_names', /exactly one/)
    })
    it('services: required and must include kyb_check', async () => {
      await expect400(search({ search: 'Arndt', country_names: ['germany'] }), 'services', /required/)
      await expect400(search({ ...v1, services: ['something_else'] }), 'services', /kyb_check/)
    })
    it('search_type: contains, start_with or fuzzy', async () => {
      await expect400(search({ ...v1, search_type: 'regex' }), 'search_type', /contains, start_with, fuzzy/)
    })
    it('ttl: whole seconds, at least 60', async () => {
      await expect400(search({ ...v1, ttl: 59 }), 'ttl', /at least 60/)
      await expect400(search({ ...v1, ttl: 60.5 }), 'ttl', /whole number/)
      await expect400(search({ ...v1, ttl: '120' }), 'ttl', /whole number/)
    })
    it('accepts a valid search', async () => {
      const res = await upstream.app.inject({
        method: 'POST',
        url: '/api/search',
        headers: authHeaders,
        payload: { ...v1, ttl: 60, search_type: 'start_with' },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ request_id: expect.any(String), service_id: expect.any(String) })
    })
  })

  describe('GET /api/readKybResponse and /api/companies/read', () => {
    it('request_id is required; page and limit are whole numbers', async () => {
      await expect400({ url: '/api/readKybResponse' }, 'request_id', /required/)
      await expect400({ url: '/api/readKybResponse?request_id=abc&page=0' }, 'page', /between/)
      await expect400({ url: '/api/readKybResponse?request_id=abc&limit=ten' }, 'limit', /whole number/)
      await expect400({ url: '/api/readKybResponse?request_id=abc&limit=1001' }, 'limit', /between/)
    })
    it('company_id and request_id are required', async () => {
      await expect400({ url: '/api/companies/read?request_id=abc' }, 'company_id', /required/)
      await expect400({ url: '/api/companies/read?company_id=abc' }, 'request_id', /required/)
    })
    it('unknown ids answer 404', async () => {
      expect(
        (
          await upstream.app.inject({
            url: '/api/readKybResponse?request_id=ffffffffffffffffffffffff',
            headers: authHeaders,
          })
        ).statusCode,
      ).toBe(404)
      expect(
        (await upstream.app.inject({ url: '/api/companies/read?company_id=a&request_id=b', headers: authHeaders }))
          .statusCode,
      ).toBe(404)
    })
  })

  describe('POST /v2/kyb', () => {
    const create = (payload: unknown) => ({ method: 'POST' as const, url: '/v2/kyb', payload })
    it('name: 3 to 128 characters; name or registration_number required', async () => {
      await expect400(create({ ...v2, name: 'ab' }), 'name', /3 to 128/)
      await expect400(create({ country_codes: ['DE'] }), 'name', /registration_number/)
    })
    it('registration_number: 1 to 255 characters', async () => {
      await expect400(create({ country_codes: ['DE'], registration_number: '' }), 'registration_number', /1 to 255/)
      await expect400(
        create({ country_codes: ['DE'], registration_number: '9'.repeat(256) }),
        'registration_number',
        /1 to 255/,
      )
    })
    it('country_codes: required, served, exactly one', async () => {
      await expect400(create({ name: 'Arndt' }), 'country_codes', /required/)
      await expect400(create({ ...v2, country_codes: ['XX'] }), 'country_codes.0', /served country or state code/)
      await expect400(create({ ...v2, country_codes: ['DE', 'FR'] }), 'country_codes', /exactly one/)
    })
    it('search_type and ttl', async () => {
      await expect400(create({ ...v2, search_type: 'exact' }), 'search_type', /contains, start_with, fuzzy/)
      await expect400(create({ ...v2, ttl: 10 }), 'ttl', /at least 60/)
    })
  })

  describe('GET /v2/kyb and /v2/kyb/{kyb_response_id}', () => {
    it('kyb_request_id is required; page and limit are whole numbers', async () => {
      await expect400({ url: '/v2/kyb' }, 'kyb_request_id', /required/)
      await expect400({ url: '/v2/kyb?kyb_request_id=x&page=-1' }, 'page', /whole number/)
      await expect400({ url: '/v2/kyb?kyb_request_id=x&limit=0' }, 'limit', /between/)
    })
    it('unknown ids answer 404 with a message naming the id', async () => {
      const list = await upstream.app.inject({ url: '/v2/kyb?kyb_request_id=nope', headers: authHeaders })
      expect(list.statusCode).toBe(404)
      expect(ErrorEnvelopeSchema.parse(list.json()).message).toContain('nope')
      const one = await upstream.app.inject({ url: '/v2/kyb/nope', headers: authHeaders })
      expect(one.statusCode).toBe(404)
      expect(ErrorEnvelopeSchema.parse(one.json()).message).toContain('nope')
    })
  })
})
