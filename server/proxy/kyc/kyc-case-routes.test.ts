import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AuditPage } from '@contract/bff/audit'
import type { KycCaseDetail, KycCaseListResponse } from '@contract/bff/kyc-cases'
import type { LiveEvent } from '@contract/bff/live-events'
import { exampleReadKycResponse } from '@contract/services/examples'
import { signBody } from '@contract/signature'
import { recordRequest } from '../request-index/request-index-store'
import { buildSignedInProxy, createSignedInUser, csrf, testApiKey, type TestProxy } from '../test-support/proxy-harness'
import { proxyDbEngines } from '../test-support/proxy-db-engines'
import type { SqlEngine } from '../../shared/sql-engine'

let app: TestProxy
let admin: string
let events: LiveEvent[]

async function start(options: Parameters<typeof buildSignedInProxy>[0] = {}, engine: SqlEngine = 'sqlite') {
  ;({ app, admin } = await buildSignedInProxy(options, engine))
  events = []
  app.eventBus.subscribe(({ event }) => events.push(event))
}
afterEach(() => app.close())

async function seedCase(
  id: string,
  fields: { status?: string; codes?: string[]; country?: string; created_at?: string } = {},
) {
  await recordRequest(app.proxyDb.db, {
    kind: 'kyc',
    upstream_id: id,
    route_id: 'kycSubmit',
    status: fields.status ?? 'verification.declined',
    country: fields.country ?? 'germany',
    search_text: 'Erica Mustermann',
    user: { id: 'u-submitter', email: 'submitter@test.local' },
    detail: {
      kyc_request_type: ['document'],
      document_types: ['passport'],
      declined_codes: fields.codes ?? ['SPDR07'],
    },
  })
  if (fields.created_at)
    await app.proxyDb.db
      .updateTable('request_index')
      .set({ created_at: fields.created_at })
      .where('upstream_id', '=', id)
      .execute()
}

const decide = (cookie: string, id: string, payload: object) =>
  app.inject({ method: 'POST', url: `/bff/kyc/cases/${id}/decisions`, headers: { ...csrf, cookie }, payload })

async function list(cookie: string, query = '') {
  const res = await app.inject({ url: `/bff/kyc/cases${query}`, headers: { cookie } })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as KycCaseListResponse
}

async function auditEntries() {
  const res = await app.inject({ url: '/bff/audit?action=kyc&page_size=200', headers: { cookie: admin } })
  return (res.json() as AuditPage).entries.reverse()
}

describe('KYC decisions', () => {
  beforeEach(() => start())

  it('confirms a decline with a note, stores the history, audits it and tells other reviewers', async () => {
    await seedCase('kyc_1')
    const manager = await createSignedInUser(app, admin, 'compliance_manager')
    const res = await decide(manager.cookie, 'kyc_1', {
      action: 'confirm_decline',
      note: '  Name on the passport is Erika, not Erica.  ',
    })
    expect(res.statusCode, res.body).toBe(201)
    const detail = res.json() as KycCaseDetail
    expect(detail.case).toMatchObject({
      kyc_request_id: 'kyc_1',
      review_state: 'decline_confirmed',
      needs_review: false,
      declined_codes: ['SPDR07'],
    })
    expect(detail.decisions).toMatchObject([
      {
        action: 'confirm_decline',
        note: 'Name on the passport is Erika, not Erica.',
        actor_email: manager.email,
        state_after: 'decline_confirmed',
      },
    ])

    const [entry] = await auditEntries()
    expect(entry).toMatchObject({
      action: 'kyc.review.confirm_decline',
      outcome: 'success',
      actor_email: manager.email,
      target_type: 'kyc',
      target_ids: ['kyc_1'],
      detail: {
        note: 'Name on the passport is Erika, not Erica.',
        state_before: 'undecided',
        state_after: 'decline_confirmed',
      },
    })
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'kyc.reviewed',
        permission: 'kyc:review',
        keys: [['requests'], ['kyc', 'kyc_1']],
      }),
    )

    const again = await decide(admin, 'kyc_1', { action: 'request_resubmission', note: 'second thoughts' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toContain('already decided (decline_confirmed)')
  })

  it('needs a note, a known action, a declined case and a known case', async () => {
    await seedCase('kyc_1')
    await seedCase('kyc_ok', { status: 'verification.accepted', codes: [] })
    const blank = await decide(admin, 'kyc_1', { action: 'confirm_decline', note: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().data.fields).toEqual([{ path: 'note', message: 'is required (why you decide so)' }])
    const unknownAction = await decide(admin, 'kyc_1', { action: 'accept', note: 'x' })
    expect(unknownAction.json().data.fields[0]).toMatchObject({
      path: 'action',
      message: expect.stringContaining('must be one of'),
    })
    const accepted = await decide(admin, 'kyc_ok', { action: 'confirm_decline', note: 'x' })
    expect(accepted.statusCode).toBe(409)
    expect(accepted.json().message).toContain('kyc_ok is verification.accepted')
    expect((await decide(admin, 'kyc_none', { action: 'confirm_decline', note: 'x' })).statusCode).toBe(404)
    expect((await decide(admin, 'kyc_1', { action: 'approve_override', note: 'x' })).statusCode).toBe(409)
  })

  it('lets an override take effect only when a second reviewer, never the first, approves it', async () => {
    await seedCase('kyc_2')
    const first = await createSignedInUser(app, admin, 'compliance_manager')
    const second = await createSignedInUser(app, admin, 'compliance_manager')

    const proposed = await decide(first.cookie, 'kyc_2', {
      action: 'override_accept',
      note: 'Erica is the anglicised spelling; passport checked by phone.',
    })
    expect(proposed.statusCode, proposed.body).toBe(201)
    expect((proposed.json() as KycCaseDetail).case).toMatchObject({
      review_state: 'override_pending',
      needs_review: true,
      override_proposed_by: first.id,
    })

    for (const action of ['approve_override', 'reject_override']) {
      const self = await decide(first.cookie, 'kyc_2', { action, note: 'I approve my own override' })
      expect(self.statusCode).toBe(403)
      expect(self.json()).toMatchObject({ message: expect.stringContaining('Four eyes'), data: { rule: 'four_eyes' } })
    }
    const other = await decide(second.cookie, 'kyc_2', { action: 'confirm_decline', note: 'x' })
    expect(other.statusCode).toBe(409)
    expect(other.json().message).toContain('waits for a second reviewer')

    const approved = await decide(second.cookie, 'kyc_2', {
      action: 'approve_override',
      note: 'Agreed after reading the call notes.',
    })
    expect(approved.statusCode, approved.body).toBe(201)
    const detail = approved.json() as KycCaseDetail
    expect(detail.case).toMatchObject({
      review_state: 'override_accepted',
      needs_review: false,
      override_proposed_by: null,
    })
    expect(detail.decisions.map((d) => [d.action, d.actor_email, d.state_after])).toEqual([
      ['override_accept', first.email, 'override_pending'],
      ['approve_override', second.email, 'override_accepted'],
    ])

    const audit = await auditEntries()
    expect(audit.map((e) => [e.action, e.outcome, e.actor_email])).toEqual([
      ['kyc.review.override_accept', 'success', first.email],
      ['kyc.review.approve_override', 'denied', first.email],
      ['kyc.review.reject_override', 'denied', first.email],
      ['kyc.review.approve_override', 'success', second.email],
    ])
    expect(audit[3]!.detail).toMatchObject({ override_proposed_by: first.id, state_after: 'override_accepted' })
  })

  it('returns a rejected override to undecided, where another decision can be taken', async () => {
    await seedCase('kyc_3')
    const first = await createSignedInUser(app, admin, 'compliance_manager')
    await decide(first.cookie, 'kyc_3', { action: 'override_accept', note: 'looks fine' })
    const rejected = await decide(admin, 'kyc_3', { action: 'reject_override', note: 'The name really differs.' })
    expect((rejected.json() as KycCaseDetail).case).toMatchObject({ review_state: 'undecided', needs_review: true })
    const resubmit = await decide(admin, 'kyc_3', { action: 'request_resubmission', note: 'Ask for a clearer scan.' })
    expect((resubmit.json() as KycCaseDetail).case.review_state).toBe('resubmission_requested')
  })
})

describe.each(proxyDbEngines)('KYC queue on %s', (engine) => {
  beforeEach(() => start({}, engine))

  it('lists declined undecided cases first and filters by status, code, country, dates and needs review', async () => {
    await seedCase('kyc_old_declined', { codes: ['SPDR07', 'SPDR75'], created_at: '2026-01-10T10:00:00.000Z' })
    await seedCase('kyc_accepted', {
      status: 'verification.accepted',
      codes: [],
      country: 'france',
      created_at: '2026-01-12T10:00:00.000Z',
    })
    await seedCase('kyc_pending', { status: 'pending', codes: [], created_at: '2026-01-13T10:00:00.000Z' })
    await seedCase('kyc_decided', { codes: ['SPDR82'], created_at: '2026-01-14T10:00:00.000Z' })
    await decide(admin, 'kyc_decided', { action: 'confirm_decline', note: 'address unreadable' })
    await seedCase('kyc_new_declined', { codes: ['SPDR82'], created_at: '2026-01-15T10:00:00.000Z' })

    const ids = (page: KycCaseListResponse) => page.items.map((c) => c.kyc_request_id)
    expect(ids(await list(admin))).toEqual([
      'kyc_new_declined',
      'kyc_old_declined',
      'kyc_pending',
      'kyc_decided',
      'kyc_accepted',
    ])
    expect(ids(await list(admin, '?needs_review=true'))).toEqual(['kyc_new_declined', 'kyc_old_declined'])
    expect(ids(await list(admin, '?code=spdr75'))).toEqual(['kyc_old_declined'])
    expect(ids(await list(admin, '?country=france'))).toEqual(['kyc_accepted'])
    expect(ids(await list(admin, '?status=verification.declined&from=2026-01-11&to=2026-01-14'))).toEqual([
      'kyc_decided',
    ])
    const decided = (await list(admin, '?code=SPDR82&needs_review=false')).items
    expect(decided).toMatchObject([
      {
        kyc_request_id: 'kyc_decided',
        review_state: 'decline_confirmed',
        last_decision: { action: 'confirm_decline', note: 'address unreadable' },
        submitted_by: 'submitter@test.local',
      },
    ])

    const bad = await app.inject({ url: '/bff/kyc/cases?code=NAME&from=2026-02-30', headers: { cookie: admin } })
    expect(bad.statusCode).toBe(400)
    expect(
      bad
        .json()
        .data.fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['code', 'from'])
  })
})

describe('who may see KYC', () => {
  beforeEach(() => start())

  it('refuses analysts the queue, the cases, decisions and the KYC rows of the index, and audits the refusal', async () => {
    await seedCase('kyc_1')
    const analyst = await createSignedInUser(app, admin, 'analyst')
    for (const url of ['/bff/kyc/cases', '/bff/kyc/cases/kyc_1']) {
      const res = await app.inject({ url, headers: { cookie: analyst.cookie } })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toContain('does not have the permission kyc:review')
    }
    expect((await decide(analyst.cookie, 'kyc_1', { action: 'confirm_decline', note: 'x' })).statusCode).toBe(403)
    const index = await app.inject({ url: '/bff/requests?kind=kyc', headers: { cookie: analyst.cookie } })
    expect(index.json().items).toEqual([])
    expect(
      (
        await app.inject({
          url: '/bff/upstream/api/readKycResponse?kyc_request_id=kyc_1',
          headers: { cookie: analyst.cookie },
        })
      ).statusCode,
    ).toBe(403)
    const denied = await app.inject({ url: '/bff/audit?outcome=denied', headers: { cookie: admin } })
    expect((denied.json() as AuditPage).entries.filter((e) => e.actor_email === analyst.email)).toHaveLength(4)
    expect((await app.inject({ url: '/bff/kyc/cases' })).statusCode).toBe(401)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/bff/kyc/cases/kyc_1/decisions',
          headers: { cookie: admin },
          payload: { action: 'confirm_decline', note: 'x' },
        })
      ).statusCode,
    ).toBe(403)
  })
})

describe('a KYC callback', () => {
  let upstream: http.Server
  let reads: string[]
  beforeEach(async () => {
    reads = []
    // A stand-in upstream that answers readKycResponse, signed with the account key.
    upstream = http.createServer((req, res) => {
      reads.push(req.url ?? '')
      const body = JSON.stringify({
        ...exampleReadKycResponse,
        data: {
          ...exampleReadKycResponse.data,
          kyc_response_data: { ...exampleReadKycResponse.data.kyc_response_data!, kyc_request_id: 'kyc_cb' },
        },
      })
      void signBody(body, testApiKey, 'sha256').then((signature) =>
        res.writeHead(200, { 'content-type': 'application/json', signature }).end(body),
      )
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    await start({ upstreamUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` })
  })
  afterEach(() => new Promise((resolve) => upstream.close(resolve)))

  it('makes the proxy read the result so the queue knows the decline codes', async () => {
    await seedCase('kyc_cb', { status: 'pending', codes: [] })
    const body = JSON.stringify({
      id: 'evt_kyc_1',
      event: 'verification.declined',
      sent_at: new Date().toISOString(),
      service: 'kyc',
      kyc_request_id: 'kyc_cb',
      status: 'verification.declined',
    })
    const res = await app.inject({
      method: 'POST',
      url: '/callbacks/upstream',
      headers: { 'content-type': 'application/json', signature: await signBody(body, testApiKey, 'sha256') },
      payload: body,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(reads).toEqual(['/api/readKycResponse?kyc_request_id=kyc_cb'])
    const [kycCase] = (await list(admin, '?code=SPDR07')).items
    expect(kycCase).toMatchObject({
      kyc_request_id: 'kyc_cb',
      status: 'verification.declined',
      declined_codes: ['SPDR07', 'SPDR82'],
      kyc_request_type: ['document', 'address'],
      needs_review: true,
    })
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['request.verification.declined', 'request.updated']),
    )
  })
})
