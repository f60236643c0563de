import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AuditPage } from '@contract/bff/audit'
import { exampleOngoingReadResponse } from '@contract/services/examples'
import { startFakeUpstream } from '../test-support/fake-upstream'
import { buildSignedInProxy, createSignedInUser, type TestProxy } from '../test-support/proxy-harness'

/** A fake vendor: 230 monitored requests served 100 a page; `paginated=false` leaves the pagination object out. */
const base = exampleOngoingReadResponse.data.ongoing_requests[0]!
const monitored = Array.from({ length: 230 }, (_, i) => ({
  ...base,
  _id: `id_${i}`,
  aml_request_id: `aml_${i}`,
  search: i === 5 ? '-2+3+cmd|"/C calc"!A0' : `Company ${i}`,
  country_names: ['germany', 'austria'],
}))

let upstream: Awaited<ReturnType<typeof startFakeUpstream>>
let app: TestProxy
let admin: string
let paginated = true
const asked: URLSearchParams[] = []

beforeEach(async () => {
  asked.length = 0
  paginated = true
  upstream = await startFakeUpstream((url) => {
    asked.push(url.searchParams)
    const page = Number(url.searchParams.get('page'))
    const limit = Number(url.searchParams.get('limit'))
    const rows = monitored.slice((page - 1) * limit, page * limit)
    const pagination = {
      total: monitored.length,
      per_page: limit,
      current_page: page,
      last_page: Math.ceil(monitored.length / limit),
      from: 1,
      to: rows.length,
    }
    return {
      body: { ...exampleOngoingReadResponse, data: { ongoing_requests: rows, ...(paginated ? { pagination } : {}) } },
    }
  })
  ;({ app, admin } = await buildSignedInProxy({ upstreamUrl: upstream.url }))
})

afterEach(async () => {
  await app.close()
  await upstream.close()
})

describe('GET /bff/exports/monitoring.csv', () => {
  it('streams every page with the page’s filters passed on, formula-safe, and audits the export', async () => {
    const res = await app.inject({
      url: '/bff/exports/monitoring.csv?search=Company&country_names[]=germany&match_status=no%20match&start_date=01-11-2026&page=3',
      headers: { cookie: admin },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kybdesk-monitoring-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = res.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'aml_request_id,service_random_id,search,country_names,match_status,ongoing_monitoring,duration,duration_type,total_ongoing_request,last_updated_at,created_at',
    )
    expect(lines).toHaveLength(231)
    expect(lines[6]).toContain(`"'-2+3+cmd|""/C calc""!A0"`)
    expect(lines[1]).toContain(',germany; austria,no match,true,3,month,2,')
    expect(
      asked.map((query) => [
        query.get('page'),
        query.get('limit'),
        query.get('search'),
        query.getAll('country_names[]').join(),
        query.get('start_date'),
      ]),
    ).toEqual([
      ['1', '100', 'Company', 'germany', '01-11-2026'],
      ['2', '100', 'Company', 'germany', '01-11-2026'],
      ['3', '100', 'Company', 'germany', '01-11-2026'],
    ])
    const audit = (
      await app.inject({ url: '/bff/audit?action=monitoring.export', headers: { cookie: admin } })
    ).json() as AuditPage
    expect(audit.entries.map((entry) => entry.detail)).toEqual([
      {
        filters: {
          search: 'Company',
          'country_names[]': ['germany'],
          match_status: 'no match',
          start_date: '01-11-2026',
        },
      },
    ])
  })

  it('reads on until an upstream without pagination answers a short page', async () => {
    paginated = false
    const res = await app.inject({ url: '/bff/exports/monitoring.csv', headers: { cookie: admin } })
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(231)
    expect(asked.map((query) => query.get('page'))).toEqual(['1', '2', '3'])
  })

  it('needs monitoring:read and validates the filters by name', async () => {
    expect((await app.inject({ url: '/bff/exports/monitoring.csv' })).statusCode).toBe(401)
    const analyst = await createSignedInUser(app, admin, 'analyst')
    expect(
      (await app.inject({ url: '/bff/exports/monitoring.csv', headers: { cookie: analyst.cookie } })).statusCode,
    ).toBe(200)
    const bad = await app.inject({
      url: '/bff/exports/monitoring.csv?start_date=2026-11-01&match_status=maybe',
      headers: { cookie: admin },
    })
    expect(bad.statusCode).toBe(400)
    expect([...new Set(bad.json().data.fields.map((f: { path: string }) => f.path))].sort()).toEqual([
      'match_status',
      'start_date',
    ])
  })
})
