import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { exampleV2KybResponse } from '@contract/registry/examples'
import { startFakeUpstream } from '../test-support/fake-upstream'
import { buildSignedInProxy, createSignedInUser, type TestProxy } from '../test-support/proxy-harness'

/** A fake vendor: a v2 search of 150 companies served 100 a page, signed like the real one. */
const base = exampleV2KybResponse.data
const companies = Array.from({ length: 150 }, (_, i) => ({
  ...base.kyb_responses[0]!,
  kyb_response_id: `kres_${i}`,
  name: i === 3 ? '=cmd|" /C calc"!A0' : `Company ${i}`,
}))

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>
let app: TestProxy
let admin: string
const pagesAsked: string[] = []

beforeEach(async () => {
  pagesAsked.length = 0
  upstream = await startFakeUpstream((url) => {
    if (url.searchParams.get('kyb_request_id') !== 'kreq_1')
      return { status: 404, body: { error: true, message: 'kyb_request_id: no such request', data: {} } }
    const page = Number(url.searchParams.get('page'))
    const limit = Number(url.searchParams.get('limit'))
    pagesAsked.push(`${page}/${limit}`)
    const rows = companies.slice((page - 1) * limit, page * limit)
    return {
      body: {
        ...exampleV2KybResponse,
        data: {
          kyb_request: { ...base.kyb_request, kyb_request_id: 'kreq_1' },
          kyb_responses: rows,
          pagination: {
            ...base.pagination,
            total: companies.length,
            per_page: limit,
            current_page: page,
            last_page: Math.ceil(companies.length / limit),
            from: 1,
            to: rows.length,
          },
        },
      },
    }
  })
  ;({ app, admin } = await buildSignedInProxy({ upstreamUrl: upstream.url }))
})

afterEach(async () => {
  await app.close()
  await upstream.close()
})

describe('GET /bff/exports/search.csv', () => {
  it('streams every company of the search across all pages, formula-safe, and audits the export', async () => {
    const res = await app.inject({
      url: '/bff/exports/search.csv?version=v2&request=kreq_1',
      headers: { cookie: admin },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="kybdesk-search-v2-kreq_1.csv"')
    const lines = res.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe('name,registration_number,country,type,status,risk_level,verification_status,fetch_status,id')
    expect(lines).toHaveLength(151)
    expect(lines[150]).toContain('kres_149')
    expect(lines[4]!.startsWith(`"'=cmd|"" /C calc""!A0"`)).toBe(true)
    expect(pagesAsked).toEqual(['1/100', '2/100'])
    const audit = await app.inject({ url: '/bff/audit?action=search.export', headers: { cookie: admin } })
    expect(audit.json().entries.map((entry: { detail: unknown }) => entry.detail)).toEqual([
      { filters: { version: 'v2', request: 'kreq_1' } },
    ])
  })

  it('answers an unknown search with the upstream error, validates its query and needs search:run', async () => {
    const unknown = await app.inject({
      url: '/bff/exports/search.csv?version=v2&request=nope',
      headers: { cookie: admin },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toContain('no such request')
    const bad = await app.inject({ url: '/bff/exports/search.csv?version=v3', headers: { cookie: admin } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().data.fields.map((f: { path: string }) => f.path)).toEqual(['version', 'request'])
    expect((await app.inject({ url: '/bff/exports/search.csv?version=v2&request=kreq_1' })).statusCode).toBe(401)
    const analyst = await createSignedInUser(app, admin, 'analyst')
    expect(
      (
        await app.inject({
          url: '/bff/exports/search.csv?version=v2&request=kreq_1',
          headers: { cookie: analyst.cookie },
        })
      ).statusCode,
    ).toBe(200)
  })
})
