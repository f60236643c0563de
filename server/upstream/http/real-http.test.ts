import type { AddressInfo } from 'node:net'
import { ErrorEnvelopeSchema } from '@contract/errors'
import { routeById } from '@contract/routes/route-table'
import { V1CompaniesReadResponseSchema, V1ReadKybResponseSchema, V2ReadKybResponseSchema } from '@contract/registry'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UpstreamApp } from '../app'
import { authHeaders, buildTestApp, hasValidSignature, makeTempDir, pollUntil } from '../test-support/upstream-harness'

/** Every registry endpoint over a real socket: contract-shaped, signed over the bytes received. */
describe('registry endpoints over real HTTP', () => {
  const temp = makeTempDir()
  let app: UpstreamApp
  let base: string

  beforeAll(async () => {
    app = await buildTestApp({ dbFile: `${temp.dir}/upstream.sqlite`, timeScale: 0.001 })
    await app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await app.close()
    temp.remove()
  })

  async function call(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}) {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (init.token !== null) headers.token = init.token ?? authHeaders.token
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    })
    const text = await res.text()
    expect(await hasValidSignature(text, Object.fromEntries(res.headers)), `${path} signature`).toBe(true)
    return { status: res.status, json: JSON.parse(text) as unknown, headers: res.headers }
  }

  function schemaOf(id: string) {
    const route = routeById(id)
    if (!route) throw new Error(`no route ${id}`)
    return route.response
  }

  it('serves every registry route to the contract', async () => {
    schemaOf('v1CountriesRead').parse((await call('/api/countries/read')).json)
    schemaOf('v2Countries').parse((await call('/v2/countries')).json)

    const started = await call('/api/search', {
      method: 'POST',
      body: { search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] },
    })
    const { request_id } = schemaOf('v1Search').parse(started.json) as { request_id: string }
    const results = await pollUntil(
      async () => V1ReadKybResponseSchema.parse((await call(`/api/readKybResponse?request_id=${request_id}`)).json),
      (r) => r.data.request_status === 'resolved',
    )
    const company = results.data.kyb_request_data[0]
    if (!company) throw new Error('no company')
    V1CompaniesReadResponseSchema.parse(
      (await call(`/api/companies/read?company_id=${company.id}&request_id=${request_id}`)).json,
    )

    const created = await call('/v2/kyb', { method: 'POST', body: { name: 'gmbh', country_codes: ['DE'] } })
    const v2 = schemaOf('v2CreateKyb').parse(created.json) as {
      data: { kyb_request: { kyb_request_id: string }; kyb_responses: { kyb_response_id: string }[] }
    }
    schemaOf('v2ListKyb').parse(
      (await call(`/v2/kyb?kyb_request_id=${v2.data.kyb_request.kyb_request_id}&page=1&limit=5`)).json,
    )
    const first = v2.data.kyb_responses[0]
    if (!first) throw new Error('no v2 company')
    V2ReadKybResponseSchema.parse((await call(`/v2/kyb/${first.kyb_response_id}`)).json)
  })

  it('answers 401 without or with a wrong token, 400 with fields, 404 for unknown paths', async () => {
    const missing = await call('/v2/countries', { token: null })
    expect(missing.status).toBe(401)
    ErrorEnvelopeSchema.parse(missing.json)
    expect((await call('/v2/countries', { token: 'wrong-key' })).status).toBe(401)
    const invalid = await call('/v2/kyb', { method: 'POST', body: { name: 'ab', country_codes: ['DE'] } })
    expect(invalid.status).toBe(400)
    expect(ErrorEnvelopeSchema.parse(invalid.json).data.fields).toEqual([
      { path: 'name', message: 'must be 3 to 128 characters' },
    ])
    expect((await call('/v3/anything')).status).toBe(404)
  })

  it('serves flags safely', async () => {
    const flag = await fetch(`${base}/flags/gb.svg`)
    expect(flag.status).toBe(200)
    expect(flag.headers.get('content-type')).toBe('image/svg+xml')
    expect(await flag.text()).toContain('<svg')
    for (const path of [
      '/flags/..%2Fpackage.json',
      '/flags/../package.json',
      '/flags/GB.svg',
      '/flags/zz.svg',
      '/flags/gbr.svg',
    ]) {
      const res = await fetch(`${base}${path}`)
      expect(res.status, path).toBe(404)
      await res.body?.cancel()
    }
  })
})
