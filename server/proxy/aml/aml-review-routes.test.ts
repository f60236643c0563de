import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AmlDecisionResponse, AmlQueueResponse, AmlReviewResponse } from '@contract/bff/aml-review'
import type { AuditPage } from '@contract/bff/audit'
import type { LiveEvent } from '@contract/bff/live-events'
import type { Role } from '@contract/bff/permissions'
import { exampleReadAmlResponse } from '@contract/services/examples'
import type { AmlHit, AmlResult } from '@contract/services/aml-hits'
import { signBody } from '@contract/signature'
import { recordRequest } from '../request-index/request-index-store'
import { buildSignedInProxy, createSignedInUser, csrf, testApiKey, type TestProxy } from '../test-support/proxy-harness'

/** A fake upstream answering readAmlResponse (signed) from `results`; an unknown id answers 404. */
const results = new Map<string, AmlResult>()
let server: http.Server
let upstreamUrl: string

async function send(res: http.ServerResponse, status: number, payload: unknown) {
  const body = JSON.stringify(payload)
  res.writeHead(status, { 'content-type': 'application/json', signature: await signBody(body, testApiKey, 'sha256') })
  res.end(body)
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const result =
      url.pathname === '/api/readAmlResponse' ? results.get(url.searchParams.get('aml_request_id') ?? '') : undefined
    void (result
      ? send(res, 200, { error: false, message: 'AML response fetched successfully', data: result })
      : send(res, 404, { error: true, message: 'Not found', data: {} }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  upstreamUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const strongHit: AmlHit = { ...exampleReadAmlResponse.data.hits[0]!, list: 'sandbox', entry_id: 'S-1', score: 0.94 }
const weakHit: AmlHit = { ...strongHit, entry_id: 'S-2', name: 'ACME HANDEL', score: 0.85 }
const subject = { name: 'Acme Handels GmbH', type: 'company' as const, country: 'germany' }

function screening(id: string, hits: AmlHit[] = [strongHit, weakHit]): AmlResult {
  return {
    aml_request_id: id,
    request_status: 'resolved',
    match_status: hits.length > 0 ? 'potential match' : 'no match',
    subject,
    hits,
  }
}

let app: TestProxy
let cookies: Map<Role | 'analyst2' | 'manager2', string>
let events: LiveEvent[]

beforeEach(async () => {
  results.clear()
  const started = await buildSignedInProxy({ upstreamUrl })
  app = started.app
  cookies = new Map([['admin', started.admin]])
  for (const [name, role] of [
    ['analyst', 'analyst'],
    ['analyst2', 'analyst'],
    ['compliance_manager', 'compliance_manager'],
    ['manager2', 'compliance_manager'],
  ] as const) {
    cookies.set(name, (await createSignedInUser(app, started.admin, role)).cookie)
  }
  events = []
  app.eventBus.subscribe(({ event }) => events.push(event))
})
afterEach(() => app.close())

type Who = Parameters<typeof cookies.get>[0]

async function review(id: string, who: Who = 'analyst') {
  const res = await app.inject({ method: 'GET', url: `/bff/aml/${id}`, headers: { cookie: cookies.get(who)! } })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as AmlReviewResponse
}

function decide(
  id: string,
  who: Who,
  hit: AmlHit,
  decision: string,
  note = 'Checked the date of birth and the register: a different person.',
) {
  return app.inject({
    method: 'POST',
    url: `/bff/aml/${id}/decisions`,
    headers: { ...csrf, cookie: cookies.get(who)! },
    payload: { list: hit.list, entry_id: hit.entry_id, decision, note },
  })
}

async function decided(id: string, who: Who, hit: AmlHit, decision: string) {
  const res = await decide(id, who, hit, decision)
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as AmlDecisionResponse
}

const stateOf = (r: AmlReviewResponse, hit: AmlHit) => r.hits.find((h) => h.hit_key === `${hit.list}/${hit.entry_id}`)

describe('AML review decisions', () => {
  it('records a decision with who and when, keeps the history, audits it and tells other sessions', async () => {
    results.set('aml-1', screening('aml-1'))
    expect((await review('aml-1')).disposition).toBe('open')
    const first = await decided('aml-1', 'analyst', weakHit, 'escalate')
    expect(first).toMatchObject({
      state: 'escalated',
      disposition: 'open',
      decision: { decision: 'escalate', role: 'analyst', user_email: expect.stringContaining('analyst') },
    })
    expect(await decided('aml-1', 'analyst', weakHit, 'false_positive')).toMatchObject({
      state: 'cleared',
      disposition: 'open',
    })

    const after = await review('aml-1')
    expect(stateOf(after, weakHit)?.decisions.map((d) => d.decision)).toEqual(['escalate', 'false_positive'])
    expect(stateOf(after, weakHit)?.state).toBe('cleared')
    expect(stateOf(after, strongHit)?.state).toBe('undecided')

    const audit = await app.inject({
      method: 'GET',
      url: '/bff/audit?action=aml.decision',
      headers: { cookie: cookies.get('admin')! },
    })
    const entries = (audit.json() as AuditPage).entries
    expect(entries).toHaveLength(2)
    expect(entries[0]).toMatchObject({
      role: 'analyst',
      target_ids: ['aml-1', 'sandbox/S-2'],
      outcome: 'success',
      detail: { decision: 'false_positive', note: expect.stringContaining('different person') },
    })
    expect(events.filter((e) => e.type === 'aml.decided')).toHaveLength(2)
    expect(events.find((e) => e.type === 'aml.decided')).toMatchObject({
      permission: 'aml:run',
      keys: expect.arrayContaining([['aml', 'aml-1'], ['aml-queue']]),
    })
  })

  it('needs a compliance manager’s second decision to clear a hit scored ≥ 0.9 (four eyes)', async () => {
    results.set('aml-2', screening('aml-2', [strongHit]))
    expect(await decided('aml-2', 'analyst', strongHit, 'false_positive')).toMatchObject({
      state: 'awaiting_second',
      disposition: 'open',
    })
    // The same person again, or another analyst, is not a second pair of eyes with the authority.
    expect(await decided('aml-2', 'analyst', strongHit, 'false_positive')).toMatchObject({ state: 'awaiting_second' })
    expect(await decided('aml-2', 'analyst2', strongHit, 'false_positive')).toMatchObject({ state: 'awaiting_second' })
    expect(await decided('aml-2', 'compliance_manager', strongHit, 'false_positive')).toMatchObject({
      state: 'cleared',
      disposition: 'cleared',
    })
  })

  it('a compliance manager’s own clearing of a strong hit still needs another approver', async () => {
    results.set('aml-3', screening('aml-3', [strongHit]))
    expect(await decided('aml-3', 'compliance_manager', strongHit, 'false_positive')).toMatchObject({
      state: 'awaiting_second',
    })
    expect(await decided('aml-3', 'compliance_manager', strongHit, 'false_positive')).toMatchObject({
      state: 'awaiting_second',
    })
    expect(await decided('aml-3', 'manager2', strongHit, 'false_positive')).toMatchObject({
      state: 'cleared',
      disposition: 'cleared',
    })
  })

  it('any confirmed hit confirms the request', async () => {
    results.set('aml-4', screening('aml-4'))
    expect(await decided('aml-4', 'analyst', strongHit, 'confirmed_match')).toMatchObject({
      state: 'confirmed',
      disposition: 'confirmed',
    })
  })

  it('refuses a missing note, an unknown hit, a missing CSRF header, a signed-out caller and a request without hits', async () => {
    results.set('aml-5', screening('aml-5'))
    const noNote = await decide('aml-5', 'analyst', weakHit, 'false_positive', ' ')
    expect(noNote.statusCode).toBe(400)
    expect(noNote.json().data.fields).toContainEqual({ path: 'note', message: 'must be at least 3 characters' })
    const badKind = await decide('aml-5', 'analyst', weakHit, 'maybe')
    expect(badKind.json().data.fields).toContainEqual({
      path: 'decision',
      message: 'must be one of confirmed_match, false_positive, escalate',
    })
    const unknown = await decide('aml-5', 'analyst', { ...weakHit, entry_id: 'nope' }, 'false_positive')
    expect(unknown.statusCode).toBe(404)
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/bff/aml/aml-5/decisions',
      headers: { cookie: cookies.get('analyst')! },
      payload: {},
    })
    expect(noCsrf.statusCode).toBe(403)
    const signedOut = await app.inject({ method: 'POST', url: '/bff/aml/aml-5/decisions', headers: csrf, payload: {} })
    expect(signedOut.statusCode).toBe(401)
    const missing = await decide('aml-unknown', 'analyst', weakHit, 'false_positive')
    expect(missing.statusCode).toBe(409)
    // An id the desk never saw is not found; one it knows, from a vendor without hits, has no hits to show.
    const unknownReview = await app.inject({
      url: '/bff/aml/aml-unknown',
      headers: { cookie: cookies.get('analyst')! },
    })
    expect(unknownReview.statusCode).toBe(404)
    expect(unknownReview.json().message).toContain('no AML request aml-unknown')
    await recordRequest(app.proxyDb.db, {
      kind: 'company_aml',
      upstream_id: 'aml-unknown',
      route_id: 'performCompanyAml',
      status: 'resolved',
    })
    expect(await review('aml-unknown')).toEqual({
      aml_request_id: 'aml-unknown',
      hits_available: false,
      result: null,
      disposition: 'none',
      hits: [],
    })
  })
})

describe('remembered false positives', () => {
  it('clears the same pair in a later screening until the listed entry changes; a compliance manager lifts it', async () => {
    results.set('aml-6', screening('aml-6', [weakHit]))
    await decided('aml-6', 'analyst', weakHit, 'false_positive')

    results.set('aml-7', screening('aml-7', [weakHit, strongHit]))
    const later = await review('aml-7')
    expect(stateOf(later, weakHit)).toMatchObject({
      state: 'cleared',
      suppression: { aml_request_id: 'aml-6', subject_name: subject.name },
    })
    expect(stateOf(later, strongHit)?.state).toBe('undecided')

    results.set('aml-8', screening('aml-8', [{ ...weakHit, remarks: 'Listed again with a new address' }]))
    expect(stateOf(await review('aml-8'), weakHit)).toMatchObject({ state: 'undecided', suppression: null })

    const suppressionId = stateOf(later, weakHit)!.suppression!.id
    const refused = await app.inject({
      method: 'POST',
      url: `/bff/aml/suppressions/${suppressionId}/lift`,
      headers: { ...csrf, cookie: cookies.get('analyst')! },
    })
    expect(refused.statusCode).toBe(403)
    const lifted = await app.inject({
      method: 'POST',
      url: `/bff/aml/suppressions/${suppressionId}/lift`,
      headers: { ...csrf, cookie: cookies.get('compliance_manager')! },
    })
    expect(lifted.statusCode, lifted.body).toBe(200)
    expect(stateOf(await review('aml-7'), weakHit)).toMatchObject({ state: 'undecided', suppression: null })
    const again = await app.inject({
      method: 'POST',
      url: `/bff/aml/suppressions/${suppressionId}/lift`,
      headers: { ...csrf, cookie: cookies.get('compliance_manager')! },
    })
    expect(again.statusCode).toBe(409)
    const audit = await app.inject({
      method: 'GET',
      url: '/bff/audit?action=aml.suppression',
      headers: { cookie: cookies.get('admin')! },
    })
    expect((audit.json() as AuditPage).entries[0]).toMatchObject({
      action: 'aml.suppression.lift',
      role: 'compliance_manager',
      outcome: 'success',
    })
  })

  it('a monitoring alert whose hits are all remembered false positives is not raised again', async () => {
    results.set('aml-9', screening('aml-9', [weakHit]))
    await decided('aml-9', 'analyst', weakHit, 'false_positive')
    const callback = async (id: string) => {
      const body = JSON.stringify({
        id: `evt-${id}`,
        event: 'verification.status.changed',
        sent_at: new Date().toISOString(),
        service: 'ongoing_aml',
        aml_request_id: id,
        status: 'potential match',
      })
      const res = await app.inject({
        method: 'POST',
        url: '/callbacks/upstream',
        headers: { 'content-type': 'application/json', signature: await signBody(body, testApiKey, 'sha256') },
        payload: body,
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    await callback('aml-9')
    expect(events.map((e) => e.type)).toContain('aml.alert.suppressed')
    expect(events.map((e) => e.type)).not.toContain('verification.status.changed')

    // A re-screen from the profile (aml.completed) with only remembered hits is cleared in the queue at once.
    results.set('aml-11', screening('aml-11', [weakHit]))
    const body = JSON.stringify({
      id: 'evt-aml-11',
      event: 'aml.completed',
      sent_at: new Date().toISOString(),
      service: 'aml',
      aml_request_id: 'aml-11',
      status: 'potential match',
    })
    await app.inject({
      method: 'POST',
      url: '/callbacks/upstream',
      headers: { 'content-type': 'application/json', signature: await signBody(body, testApiKey, 'sha256') },
      payload: body,
    })
    const queue = await app.inject({
      method: 'GET',
      url: '/bff/aml/queue',
      headers: { cookie: cookies.get('analyst')! },
    })
    expect((queue.json() as AmlQueueResponse).items.find((i) => i.aml_request_id === 'aml-11')).toMatchObject({
      disposition: 'cleared',
      match_status: 'potential match',
    })

    results.set('aml-10', screening('aml-10', [strongHit]))
    await callback('aml-10')
    expect(events.find((e) => e.type === 'verification.status.changed')).toMatchObject({
      permission: 'monitoring:read',
      keys: expect.arrayContaining([['aml', 'aml-10'], ['ongoing']]),
    })
  })
})

describe('the AML queue', () => {
  it('lists every AML request with its disposition, open potential matches first, filtered', async () => {
    results.set('aml-a', screening('aml-a', []))
    results.set('aml-b', screening('aml-b', [weakHit]))
    results.set('aml-c', screening('aml-c', [strongHit]))
    for (const id of ['aml-a', 'aml-b', 'aml-c']) await review(id)
    await decided('aml-c', 'analyst', strongHit, 'confirmed_match')
    const queue = async (query = '', who: Who = 'analyst') => {
      const res = await app.inject({
        method: 'GET',
        url: `/bff/aml/queue${query}`,
        headers: { cookie: cookies.get(who)! },
      })
      expect(res.statusCode, res.body).toBe(200)
      return (res.json() as AmlQueueResponse).items
    }
    const all = await queue()
    expect(all.map((i) => [i.aml_request_id, i.disposition])).toEqual([
      ['aml-b', 'open'],
      ['aml-c', 'confirmed'],
      ['aml-a', 'none'],
    ])
    expect(all[1]).toMatchObject({
      subject_name: subject.name,
      match_status: 'potential match',
      reviewers: [expect.stringContaining('analyst')],
    })
    expect((await queue('?disposition=confirmed')).map((i) => i.aml_request_id)).toEqual(['aml-c'])
    expect((await queue('?match=no_match')).map((i) => i.aml_request_id)).toEqual(['aml-a'])
    expect((await queue('?reviewer=ANALYST')).map((i) => i.aml_request_id)).toEqual(['aml-c'])
    expect(await queue('?from=2000-01-01&to=2000-01-02')).toEqual([])
    const bad = await app.inject({
      method: 'GET',
      url: '/bff/aml/queue?disposition=maybe',
      headers: { cookie: cookies.get('analyst')! },
    })
    expect(bad.statusCode).toBe(400)
  })
})
