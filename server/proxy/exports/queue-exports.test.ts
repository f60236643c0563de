import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AuditPage } from '@contract/bff/audit'
import { type IndexEntry, recordRequest } from '../request-index/request-index-store'
import { indexPageSize } from './all-pages'
import { buildSignedInProxy, createSignedInUser, type TestProxy } from '../test-support/proxy-harness'

let app: TestProxy
let admin: string

beforeEach(async () => {
  ;({ app, admin } = await buildSignedInProxy())
})
afterEach(() => app.close())

const seed = (entry: Omit<IndexEntry, 'route_id'> & { route_id?: string }) =>
  recordRequest(app.proxyDb.db, { route_id: 'test', ...entry })

/** `count` index rows of `kind` in one insert (more than one export page of indexPageSize rows). */
async function seedMany(
  kind: IndexEntry['kind'],
  count: number,
  fields: (i: number) => {
    upstream_id: string
    status: string
    search_text?: string
    country?: string
    detail: object
  },
) {
  const at = new Date().toISOString()
  const values = Array.from({ length: count }, (_, i) => {
    const { detail, ...row } = fields(i)
    return {
      id: randomUUID(),
      kind,
      route_id: 'test',
      service_id: null,
      user_id: null,
      user_email: 'submitter@test.local',
      search_text: null,
      country: null,
      search_type: null,
      ...row,
      detail: JSON.stringify(detail),
      created_at: at,
      updated_at: at,
    }
  })
  for (let i = 0; i < values.length; i += 500)
    await app.proxyDb.db
      .insertInto('request_index')
      .values(values.slice(i, i + 500))
      .execute()
}

async function csv(url: string, cookie = admin) {
  const res = await app.inject({ url, headers: { cookie } })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="kybdesk-[\w-]+\.csv"$/)
  return res.body.trimEnd().split('\r\n')
}

async function exportAudits() {
  const res = await app.inject({ url: '/bff/audit?page_size=200', headers: { cookie: admin } })
  return (res.json() as AuditPage).entries.filter((entry) => entry.action.endsWith('.export'))
}

async function statusesByRole(url: string) {
  const statuses: Record<string, number> = { anonymous: (await app.inject({ url })).statusCode }
  for (const role of ['analyst', 'compliance_manager'] as const) {
    statuses[role] = (
      await app.inject({ url, headers: { cookie: (await createSignedInUser(app, admin, role)).cookie } })
    ).statusCode
  }
  return statuses
}

describe('GET /bff/exports/aml-queue.csv', () => {
  it('streams every matching request across all pages with hit counts by decision, formula-safe, and audits the export', async () => {
    const total = indexPageSize + 30
    await seedMany('company_aml', total, (i) => ({
      upstream_id: `aml_${i}`,
      status: 'resolved',
      search_text: i === 7 ? '=HYPERLINK("http://x")' : `Company ${i}`,
      detail: { match_status: i % 2 ? 'no match' : 'potential match' },
    }))
    await app.proxyDb.db
      .insertInto('aml_decision')
      .values([
        {
          id: 'd1',
          aml_request_id: 'aml_0',
          hit_key: 'ofac/1',
          decision: 'escalate',
          note: 'look again',
          user_id: 'u1',
          user_email: 'a@test.local',
          role: 'analyst',
          score: 0.7,
          decided_at: '2026-11-20T10:00:00.000Z',
          seq: 1,
        },
        {
          id: 'd2',
          aml_request_id: 'aml_0',
          hit_key: 'ofac/1',
          decision: 'false_positive',
          note: 'other person',
          user_id: 'u2',
          user_email: 'b@test.local',
          role: 'admin',
          score: 0.7,
          decided_at: '2026-11-20T11:00:00.000Z',
          seq: 2,
        },
        {
          id: 'd3',
          aml_request_id: 'aml_0',
          hit_key: 'eu/9',
          decision: 'confirmed_match',
          note: 'same',
          user_id: 'u2',
          user_email: 'b@test.local',
          role: 'admin',
          score: 0.95,
          decided_at: '2026-11-20T12:00:00.000Z',
          seq: 3,
        },
      ])
      .execute()
    const all = await csv('/bff/exports/aml-queue.csv')
    expect(all[0]).toBe(
      'aml_request_id,subject_name,status,match_status,disposition,decided_hits,confirmed_hits,cleared_hits,escalated_hits,highest_score,reviewers,last_decided_at,requested_by,created_at',
    )
    expect(all).toHaveLength(total + 1)
    expect(new Set(all.slice(1).map((line) => line.split(',')[0])).size).toBe(total)
    expect(all.find((line) => line.startsWith('aml_7,'))).toContain(`"'=HYPERLINK(""http://x"")"`)
    expect(all.find((line) => line.startsWith('aml_0,'))).toMatch(
      /^aml_0,Company 0,resolved,potential match,open,2,1,1,0,0\.95,/,
    )

    const potential = await csv('/bff/exports/aml-queue.csv?match=potential_match')
    expect(potential).toHaveLength(total / 2 + 1)
    expect(potential.slice(1).every((line) => line.includes(',potential match,'))).toBe(true)
    expect((await exportAudits()).map((entry) => [entry.action, entry.detail])).toEqual([
      ['aml_queue.export', { filters: { match: 'potential_match' } }],
      ['aml_queue.export', { filters: {} }],
    ])
  })

  it('needs aml:run and validates the filters by name', async () => {
    expect(await statusesByRole('/bff/exports/aml-queue.csv')).toEqual({
      anonymous: 401,
      analyst: 200,
      compliance_manager: 200,
    })
    const bad = await app.inject({
      url: '/bff/exports/aml-queue.csv?match=maybe&from=yesterday',
      headers: { cookie: admin },
    })
    expect(bad.statusCode).toBe(400)
    expect(
      bad
        .json()
        .data.fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['from', 'match'])
  })
})

describe('GET /bff/exports/kyc-queue.csv', () => {
  it('streams the filtered cases with explained decline codes; kyc:review only', async () => {
    const total = indexPageSize + 5
    await seedMany('kyc', total, (i) => ({
      upstream_id: `kyc_${i}`,
      status: 'verification.declined',
      country: 'germany',
      search_text: i === 3 ? '@SUM(A1)' : `Person ${i}`,
      detail: {
        kyc_request_type: ['document'],
        document_types: ['passport'],
        declined_codes: i % 5 ? ['SPDR07'] : ['SPDR07', 'SPDR19'],
      },
    }))
    await seed({
      kind: 'kyc',
      upstream_id: 'kyc_ok',
      status: 'verification.accepted',
      country: 'germany',
      detail: { declined_codes: [] },
    })
    const lines = await csv('/bff/exports/kyc-queue.csv?code=spdr07&country=germany')
    expect(lines[0]!.split(',')).toContain('declined_code_meanings')
    expect(lines).toHaveLength(total + 1)
    expect(lines.find((line) => line.startsWith('kyc_3,'))).toContain(`'@SUM(A1)`)
    expect(lines.find((line) => line.startsWith('kyc_0,'))).toMatch(/SPDR07; SPDR19,"?SPDR07: [^;]+; SPDR19: /)
    expect(lines.some((line) => line.startsWith('kyc_ok,'))).toBe(false)
    expect(
      (await csv('/bff/exports/kyc-queue.csv?status=verification.accepted')).slice(1).map((line) => line.split(',')[0]),
    ).toEqual(['kyc_ok'])
    expect(await statusesByRole('/bff/exports/kyc-queue.csv')).toEqual({
      anonymous: 401,
      analyst: 403,
      compliance_manager: 200,
    })
    expect(
      (await app.inject({ url: '/bff/exports/kyc-queue.csv?code=XX1', headers: { cookie: admin } })).json().data
        .fields[0].path,
    ).toBe('code')
    expect((await exportAudits()).map((entry) => entry.action)).toEqual([
      'kyc_queue.export',
      'kyc_queue.export',
      'kyc_queue.export',
    ])
  })
})

describe('GET /bff/exports/questionnaire-links.csv and questionnaire-submissions.csv', () => {
  it('stream links and submissions with the tab filters and related ids; questionnaire:manage only', async () => {
    const total = indexPageSize + 2
    await seedMany('questionnaire_link', total, (i) => ({
      upstream_id: `tok_${i}`,
      status: i === 0 ? 'submitted' : 'active',
      detail: {
        questionnaire_id: i === 1 ? '+q1' : 'q1',
        ttl_minutes: 60,
        expires_at: '2099-01-01T00:00:00.000Z',
        url: `http://form/${i}`,
      },
    }))
    await seed({
      kind: 'questionnaire_submission',
      upstream_id: 'qr_1',
      service_id: 'svc_1',
      status: 'resolved',
      detail: { company_id: 'c_1' },
    })
    await seed({
      kind: 'questionnaire_submission',
      upstream_id: 'qr_2',
      status: 'pending',
      detail: { company_id: 'c_2' },
    })
    await seed({
      kind: 'service',
      upstream_id: 'svc_1',
      service_id: 'svc_1',
      status: 'resolved',
      detail: { kyb_request_id: 'kreq_1', aml_request_id: 'aml_1', kyc_request_id: 'kyc_1' },
    })

    const links = await csv('/bff/exports/questionnaire-links.csv?status=active')
    expect(links[0]).toBe(
      'link_token,questionnaire_id,country,status,ttl_minutes,expires_at,questionnaire_request_id,created_by,created_at,updated_at',
    )
    expect(links).toHaveLength(total)
    expect(links.find((line) => line.startsWith('tok_1,'))).toMatch(
      /^tok_1,'\+q1,,active,60,2099-01-01T00:00:00.000Z,,submitter@test.local,/,
    )
    expect(links.join('\n')).not.toContain('http://form/')

    const submissions = await csv('/bff/exports/questionnaire-submissions.csv?q=qr_')
    expect(submissions.slice(1).map((line) => line.split(',').slice(0, 8).join(','))).toEqual([
      'qr_2,,c_2,pending,,,,',
      'qr_1,svc_1,c_1,resolved,kreq_1,aml_1,kyc_1,',
    ])
    expect((await csv('/bff/exports/questionnaire-submissions.csv?status=pending&mine=true')).length).toBe(1)

    for (const table of ['links', 'submissions']) {
      expect(await statusesByRole(`/bff/exports/questionnaire-${table}.csv`)).toEqual({
        anonymous: 401,
        analyst: 403,
        compliance_manager: 403,
      })
    }
    expect((await exportAudits()).map((entry) => entry.action)).toEqual([
      'questionnaire_submissions.export',
      'questionnaire_submissions.export',
      'questionnaire_links.export',
    ])
  })
})
