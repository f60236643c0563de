import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { OverviewResponse } from '@contract/bff/overview'
import { buildSignedInProxy, createSignedInUser, csrf, type TestProxy } from '../test-support/proxy-harness'
import { recordRequest } from '../request-index/request-index-store'
import { storeRefusedDelivery } from '../callbacks/callback-inbox'
import { saveSummary } from '../aml/aml-review-store'
import { proxyDbEngines } from '../test-support/proxy-db-engines'

let app: TestProxy
let admin: string

async function overview(cookie: string, query = '') {
  const res = await app.inject({ url: `/bff/overview${query}`, headers: { cookie } })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as OverviewResponse
}

async function seed(analystId: string) {
  const db = app.proxyDb.db
  const analyst = { id: analystId, email: 'a@test.local' }
  await recordRequest(db, {
    kind: 'kyb_search_v2',
    upstream_id: 's1',
    route_id: 'v2CreateKyb',
    user: analyst,
    search_text: 'Acme',
    status: 'resolved',
    detail: { risk_level: 'low' },
  })
  await recordRequest(db, {
    kind: 'kyb_search_v1',
    upstream_id: 's2',
    route_id: 'v1Search',
    user: analyst,
    search_text: 'Beta',
    status: 'pending',
  })
  await recordRequest(db, {
    kind: 'company_aml',
    upstream_id: 'aml1',
    route_id: 'performCompanyAml',
    user: analyst,
    search_text: 'Acme GmbH',
    status: 'resolved',
    detail: { match_status: 'potential match', risk_level: 'high' },
  })
  await recordRequest(db, {
    kind: 'company_aml',
    upstream_id: 'aml2',
    route_id: 'performCompanyAml',
    user: null,
    status: 'resolved',
    detail: { match_status: 'potential match' },
  })
  await saveSummary(db, 'aml2', 'cleared', [])
  await recordRequest(db, {
    kind: 'company_aml',
    upstream_id: 'aml3',
    route_id: 'performCompanyAml',
    user: null,
    status: 'resolved',
    detail: { match_status: 'no match' },
  })
  await recordRequest(db, {
    kind: 'kyc',
    upstream_id: 'kyc1',
    route_id: 'kycSubmit',
    status: 'verification.declined',
    search_text: 'Jane Doe',
    detail: { declined_codes: ['SPDR05', 'spdr05', 'XYZ42'] },
  })
  await recordRequest(db, { kind: 'kyc', upstream_id: 'kyc2', route_id: 'kycSubmit', status: 'verification.accepted' })
  await recordRequest(db, {
    kind: 'questionnaire_submission',
    upstream_id: 'q1',
    route_id: 'callback',
    status: 'resolved',
  })
  await app.proxyDb.db
    .insertInto('callback_delivery')
    .values({
      id: 'cb1',
      received_at: new Date().toISOString(),
      verdict: 'accepted',
      reason: 'x',
      event_id: 'e1',
      event: 'aml.updated',
      service: 'ongoing_aml',
      status: 'potential match',
      sent_at: null,
      ids: '{}',
      body: '{}',
    })
    .execute()
  await storeRefusedDelivery(db, { verdict: 'bad_signature', reason: 'no Signature header', raw: Buffer.from('{}') })
}

describe.each(proxyDbEngines)('GET /bff/overview on %s', (engine) => {
  beforeEach(async () => {
    ;({ app, admin } = await buildSignedInProxy({}, engine))
  })
  afterEach(() => app.close())

  it('counts the index for an admin: activity per day, outcomes, decline codes explained, alerts and attention', async () => {
    const analyst = await createSignedInUser(app, admin, 'analyst')
    await seed(analyst.id)
    const body = await overview(admin, '?period=7d')
    expect(body).toMatchObject({ period: '7d', days: 7, to: new Date().toISOString().slice(0, 10) })
    expect(body.activity).toHaveLength(7)
    expect(body.activity.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      searches: 2,
      aml_checks: 3,
      kyc_checks: 2,
    })
    expect(body.activity[0]).toMatchObject({ searches: 0, aml_checks: 0, kyc_checks: 0 })
    expect(body.kyc_outcomes).toEqual([
      { label: 'Accepted', count: 1 },
      { label: 'Declined', count: 1 },
    ])
    expect(body.top_decline_codes?.[0]).toMatchObject({ code: 'SPDR05', count: 2 })
    expect(body.top_decline_codes?.[0]?.explanation.length).toBeGreaterThan(10)
    expect(body.top_decline_codes?.[1]).toMatchObject({
      code: 'XYZ42',
      explanation: expect.stringContaining('not in the catalogue'),
    })
    expect(body.aml_outcomes).toEqual([
      { label: 'Potential match', count: 2 },
      { label: 'No match', count: 1 },
    ])
    expect(body.open_potential_matches).toBe(1)
    expect(body.monitoring_alerts?.at(-1)?.count).toBe(1)
    const links = body.attention.map((item) => [item.kind, item.upstream_id, item.href])
    expect(links.slice(0, 3).sort()).toEqual([
      ['aml', 'aml1', '/aml/aml1'],
      ['kyc', 'kyc1', '/kyc/cases/kyc1'],
      ['questionnaire', 'q1', '/questionnaires/submissions/q1'],
    ])
    expect(links.slice(3)).toEqual([['callback_refused', expect.any(String), '/callbacks']])
    // The overview's counts are the inbox's.
    const counts = await app.inject({ url: '/bff/cases/counts', headers: { cookie: admin } })
    expect(body.open_cases).toEqual(counts.json())
    expect(body.open_cases.open).toBe(3)
  })

  it('shows an analyst only what the role may see: open AML cases that are theirs or nobody’s, no KYC, no callbacks', async () => {
    const analyst = await createSignedInUser(app, admin, 'analyst')
    await seed(analyst.id)
    const body = await overview(analyst.cookie)
    expect(body).toMatchObject({ period: '30d', days: 30 })
    expect(body.activity.at(-1)).toMatchObject({ searches: 2, aml_checks: 3, kyc_checks: 0 })
    expect(body.kyc_outcomes).toBeNull()
    expect(body.top_decline_codes).toBeNull()
    expect(body.open_potential_matches).toBe(1)
    expect(body.attention.map((item) => item.upstream_id)).toEqual(['aml1'])
    // Once a colleague takes the case, it waits for them, not for the others.
    const other = await createSignedInUser(app, admin, 'analyst')
    const kase = body.attention[0]
    const claimed = await app.inject({
      method: 'POST',
      url: `/bff/cases/${kase?.id}/claim`,
      headers: { ...csrf, cookie: analyst.cookie },
    })
    expect(claimed.statusCode, claimed.body).toBe(200)
    expect((await overview(other.cookie)).attention).toEqual([])
    expect((await overview(other.cookie)).open_cases).toMatchObject({ open: 1, mine: 0, unassigned: 0 })
    expect((await overview(analyst.cookie)).open_cases).toMatchObject({ open: 1, mine: 1, unassigned: 0 })
  })

  it('shows a compliance manager KYC and every open match, but not questionnaires or callbacks', async () => {
    const analyst = await createSignedInUser(app, admin, 'analyst')
    await seed(analyst.id)
    const manager = await createSignedInUser(app, admin, 'compliance_manager')
    const body = await overview(manager.cookie)
    expect(body.kyc_outcomes).not.toBeNull()
    expect(body.attention.map((item) => item.kind).sort()).toEqual(['aml', 'kyc'])
  })

  it('applies a custom period to every chart and count, and the 7-day period leaves out older requests', async () => {
    const analyst = await createSignedInUser(app, admin, 'analyst')
    await seed(analyst.id)
    // Move part of the records into October: aml1, the declined KYC request, a search and the alert.
    const db = app.proxyDb.db
    await db
      .updateTable('request_index')
      .set({ created_at: '2026-10-05T08:00:00.000Z' })
      .where('upstream_id', 'in', ['aml1', 'kyc1', 's1'])
      .execute()
    await db
      .updateTable('callback_delivery')
      .set({ received_at: '2026-10-06T09:00:00.000Z' })
      .where('id', '=', 'cb1')
      .execute()

    const october = await overview(admin, '?period=custom&from=2026-10-01&to=2026-10-10')
    expect(october).toMatchObject({ period: 'custom', from: '2026-10-01', to: '2026-10-10', days: 10 })
    expect(october.activity.map((day) => day.day)).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'].map((d) => `2026-10-${d}`),
    )
    expect(october.activity[4]).toEqual({ day: '2026-10-05', searches: 1, aml_checks: 1, kyc_checks: 1 })
    expect(
      october.activity
        .filter((day) => day.day !== '2026-10-05')
        .every((day) => day.searches + day.aml_checks + day.kyc_checks === 0),
    ).toBe(true)
    expect(october.kyc_outcomes).toEqual([{ label: 'Declined', count: 1 }])
    expect(october.top_decline_codes?.map((code) => code.code)).toEqual(['SPDR05', 'XYZ42'])
    expect(october.aml_outcomes).toEqual([{ label: 'Potential match', count: 1 }])
    expect(october.monitoring_alerts?.find((day) => day.day === '2026-10-06')?.count).toBe(1)

    const week = await overview(admin, '?period=7d')
    expect(week.kyc_outcomes).toEqual([{ label: 'Accepted', count: 1 }])
    expect(week.top_decline_codes).toEqual([])
    expect(week.aml_outcomes).toEqual([
      { label: 'No match', count: 1 },
      { label: 'Potential match', count: 1 },
    ])
    // What waits now is counted whatever the period: the open AML case of October too.
    expect(week.open_potential_matches).toBe(1)
    expect(week.monitoring_alerts?.reduce((sum, day) => sum + day.count, 0)).toBe(0)
    // What waits for someone is listed whatever the period.
    expect(week.attention.map((item) => item.upstream_id)).toContain('aml1')
  })

  it('lists a case until it is decided, by the rule of the queues (a decided KYC case, a cleared AML request and an accepted submission leave)', async () => {
    const analyst = await createSignedInUser(app, admin, 'analyst')
    await seed(analyst.id)
    const waiting = async () => (await overview(admin)).attention.map((item) => item.upstream_id)
    expect(await waiting()).toEqual(expect.arrayContaining(['aml1', 'kyc1']))

    const decided = await app.inject({
      method: 'POST',
      url: '/bff/kyc/cases/kyc1/decisions',
      headers: { ...csrf, cookie: admin },
      payload: { action: 'confirm_decline', note: 'The passport photo is of another person.' },
    })
    expect(decided.statusCode, decided.body).toBe(201)
    expect(await waiting()).not.toContain('kyc1')
    const queue = await app.inject({ url: '/bff/kyc/cases?needs_review=true', headers: { cookie: admin } })
    expect(queue.json().items).toEqual([])

    await saveSummary(app.proxyDb.db, 'aml1', 'cleared', [])
    expect(await waiting()).not.toContain('aml1')
    const sentBack = await app.inject({
      method: 'POST',
      url: '/bff/questionnaires/submissions/q1/decisions',
      headers: { ...csrf, cookie: admin },
      payload: { action: 'accept', note: 'Everything is there.' },
    })
    expect(sentBack.statusCode, sentBack.body).toBe(201)
    expect(await waiting()).not.toContain('q1')
    expect((await overview(admin)).open_potential_matches).toBe(0)
    const amlQueue = await app.inject({ url: '/bff/aml/queue?disposition=open', headers: { cookie: admin } })
    expect(amlQueue.json().items).toEqual([])
  })

  it('needs a session and validates the period, naming each field and rule', async () => {
    expect((await app.inject({ url: '/bff/overview' })).statusCode).toBe(401)
    const fields = async (query: string) => {
      const res = await app.inject({ url: `/bff/overview${query}`, headers: { cookie: admin } })
      expect(res.statusCode).toBe(400)
      return (res.json().data.fields as { path: string; message: string }[]).map((f) => `${f.path} ${f.message}`)
    }
    expect(await fields('?period=365d')).toEqual(['period must be one of 7d, 30d, 90d, custom'])
    expect(await fields('?period=custom&from=2026-10-01')).toEqual(['to is required for a custom period'])
    expect(await fields('?period=custom&from=2026-10-10&to=2026-10-01')).toEqual(['to must be on or after from'])
    expect(await fields('?period=custom&from=2025-01-01&to=2026-10-01')).toEqual([
      'to must be at most 366 days from from (both included)',
    ])
    expect(await fields('?period=custom&from=2026-02-30&to=2026-03-01')).toEqual(['from must be a real date'])
    expect(await fields('?period=7d&from=2026-10-01')).toEqual(['from is only taken with period=custom'])
    expect((await overview(admin, '?period=custom&from=2025-10-02&to=2026-10-02')).days).toBe(366)
  })
})
