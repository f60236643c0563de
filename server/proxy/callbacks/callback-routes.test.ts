import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CallbackListResponse, CallbackReceipt } from '@contract/bff/callbacks'
import type { LiveEvent } from '@contract/bff/live-events'
import type { RequestListResponse } from '@contract/bff/requests'
import { signBody } from '@contract/signature'
import { buildSignedInProxy, createSignedInUser, csrf, testApiKey, type TestProxy } from '../test-support/proxy-harness'
import { recordRequest } from '../request-index/request-index-store'
import { storeRefusedDelivery } from './callback-inbox'

let app: TestProxy
let admin: string
let events: LiveEvent[]

beforeEach(async () => {
  ;({ app, admin } = await buildSignedInProxy())
  events = []
  app.eventBus.subscribe(({ event }) => events.push(event))
})
afterEach(() => app.close())

function callbackBody(overrides: Record<string, unknown> = {}) {
  return {
    id: `evt_${Math.random().toString(36).slice(2)}`,
    event: 'request.resolved',
    sent_at: new Date().toISOString(),
    service: 'kyb_check',
    kyb_request_id: 'kyb_req_1',
    status: 'resolved',
    ...overrides,
  }
}

async function deliver(body: string, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (signature !== undefined) headers.signature = signature
  const res = await app.inject({ method: 'POST', url: '/callbacks/upstream', headers, payload: body })
  return { status: res.statusCode, receipt: res.json() as CallbackReceipt }
}

async function deliverSigned(payload: unknown) {
  const body = JSON.stringify(payload)
  return deliver(body, await signBody(body, testApiKey, 'sha256'))
}

async function indexRows() {
  const res = await app.inject({ method: 'GET', url: '/bff/requests?kind=kyb_search_v2', headers: { cookie: admin } })
  return (res.json() as RequestListResponse).items
}

async function inbox() {
  const res = await app.inject({ method: 'GET', url: '/bff/callbacks', headers: { cookie: admin } })
  expect(res.statusCode).toBe(200)
  return (res.json() as CallbackListResponse).items
}

describe('POST /callbacks/upstream', () => {
  it('accepts a signed, fresh callback once, updates the index and publishes a live event', async () => {
    await recordRequest(app.proxyDb.db, {
      kind: 'kyb_search_v2',
      upstream_id: 'kyb_req_1',
      route_id: 'v2CreateKyb',
      status: 'pending',
    })
    const payload = callbackBody()
    const first = await deliverSigned(payload)
    expect(first).toEqual({
      status: 200,
      receipt: {
        error: false,
        received: true,
        verdict: 'accepted',
        message: expect.stringContaining(payload.id),
        data: {},
      },
    })
    expect((await indexRows())[0]).toMatchObject({ upstream_id: 'kyb_req_1', status: 'resolved' })
    expect(events.map((e) => e.type)).toContain('request.resolved')
    expect(events.flatMap((e) => e.keys)).toContainEqual(['kyb', 'v2', 'kyb_req_1'])

    const again = await deliverSigned({ ...payload, status: 'pending' })
    expect(again).toMatchObject({ status: 200, receipt: { verdict: 'duplicate' } })
    expect((await indexRows())[0]).toMatchObject({ status: 'resolved' })
    expect((await inbox()).map((d) => d.verdict)).toEqual(['duplicate', 'accepted'])
  })

  it('refuses a forged, a mutated, an unsigned, a stale and a malformed callback without changing state', async () => {
    await recordRequest(app.proxyDb.db, {
      kind: 'kyb_search_v2',
      upstream_id: 'kyb_req_1',
      route_id: 'v2CreateKyb',
      status: 'pending',
    })
    const forgedBody = JSON.stringify(callbackBody())
    const forged = await deliver(forgedBody, await signBody(forgedBody, 'not-the-account-key-000', 'sha256'))
    expect(forged).toMatchObject({ status: 401, receipt: { error: true, received: false, verdict: 'bad_signature' } })

    const original = JSON.stringify(callbackBody({ status: 'pending' }))
    const signature = await signBody(original, testApiKey, 'sha256')
    const mutated = await deliver(original.replace('"pending"', '"resolved"'), signature)
    expect(mutated.receipt.verdict).toBe('bad_signature')

    expect((await deliver(JSON.stringify(callbackBody()))).receipt.verdict).toBe('bad_signature')

    const stale = await deliverSigned(callbackBody({ sent_at: new Date(Date.now() - 400_000).toISOString() }))
    expect(stale).toMatchObject({
      status: 400,
      receipt: { verdict: 'stale', message: expect.stringContaining('limit 300 s') },
    })
    const future = await deliverSigned(callbackBody({ sent_at: new Date(Date.now() + 400_000).toISOString() }))
    expect(future.receipt.message).toContain('in the future')

    const malformed = await deliverSigned(callbackBody({ event: 'no.such.event' }))
    expect(malformed).toMatchObject({
      status: 400,
      receipt: { verdict: 'malformed', message: expect.stringContaining('event') },
    })
    const notJson = await deliver('not json', await signBody('not json', testApiKey, 'sha256'))
    expect(notJson.receipt).toMatchObject({ verdict: 'malformed', message: 'Refused: body is not JSON.' })

    expect((await indexRows())[0]).toMatchObject({ status: 'pending' })
    expect(events.filter((e) => e.type.startsWith('request.'))).toEqual([])
    const verdicts = (await inbox()).map((d) => d.verdict)
    expect(verdicts.sort()).toEqual([
      'bad_signature',
      'bad_signature',
      'bad_signature',
      'malformed',
      'malformed',
      'stale',
      'stale',
    ])
  })

  it('records a request it learns of only from a callback', async () => {
    await deliverSigned(
      callbackBody({
        service: 'kyc',
        kyb_request_id: undefined,
        kyc_request_id: 'kyc_9',
        service_id: 'svc_9',
        event: 'verification.accepted',
        status: 'verification.accepted',
      }),
    )
    const res = await app.inject({ method: 'GET', url: '/bff/requests?kind=kyc', headers: { cookie: admin } })
    expect((res.json() as RequestListResponse).items).toMatchObject([
      {
        upstream_id: 'kyc_9',
        service_id: 'svc_9',
        status: 'verification.accepted',
        route_id: 'callback',
        user_id: null,
      },
    ])
  })
})

describe('the callback inbox', () => {
  it('keeps every accepted delivery but only the newest refused ones', async () => {
    await deliverSigned(callbackBody({ id: 'evt-keep' }))
    for (let i = 0; i < 5; i++)
      await storeRefusedDelivery(
        app.proxyDb.db,
        { verdict: 'malformed', reason: `r${i}`, raw: Buffer.from(`body ${i}`) },
        3,
      )
    const kept = await inbox()
    expect(kept.map((d) => d.reason)).toEqual(['r4', 'r3', 'r2', expect.stringContaining('request.resolved')])
  })
})

describe('GET /bff/callbacks', () => {
  it('needs a session and the callbacks:read permission', async () => {
    expect((await app.inject({ method: 'GET', url: '/bff/callbacks' })).statusCode).toBe(401)
    const manager = await createSignedInUser(app, admin, 'compliance_manager')
    expect(
      (await app.inject({ method: 'GET', url: '/bff/callbacks', headers: { cookie: manager.cookie } })).statusCode,
    ).toBe(403)
  })

  it('filters by verdict and validates its query', async () => {
    await deliverSigned(callbackBody())
    await deliver('{}', 'bad')
    const res = await app.inject({ method: 'GET', url: '/bff/callbacks?verdict=accepted', headers: { cookie: admin } })
    expect((res.json() as CallbackListResponse).items.map((d) => d.verdict)).toEqual(['accepted'])
    const bad = await app.inject({
      method: 'GET',
      url: '/bff/callbacks?verdict=maybe&limit=0',
      headers: { cookie: admin },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ data: { fields: [{ path: 'verdict' }, { path: 'limit' }] } })
  })
})

describe('POST /bff/callbacks/:id/reapply', () => {
  const reapply = (id: string, cookie = admin, headers: Record<string, string> = csrf) =>
    app.inject({ method: 'POST', url: `/bff/callbacks/${id}/reapply`, headers: { ...headers, cookie } })

  it('applies a stored accepted delivery to the index again and audits it', async () => {
    const payload = callbackBody({ kyb_request_id: 'kyb_req_lost' })
    await deliverSigned(payload)
    // The index lost the row (e.g. a restore from an older backup): re-applying brings it back.
    await app.proxyDb.db.deleteFrom('request_index').where('upstream_id', '=', 'kyb_req_lost').execute()
    expect(await indexRows()).toEqual([])
    const [delivery] = await inbox()
    expect(delivery!.verdict).toBe('accepted')
    events = []
    const res = await reapply(delivery!.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ delivery: { id: delivery!.id, event_id: payload.id }, operations: 1 })
    expect((await indexRows())[0]).toMatchObject({ upstream_id: 'kyb_req_lost', status: 'resolved' })
    expect(events.map((e) => e.type)).toContain('request.indexed')
    const audit = await app.inject({
      url: `/bff/audit?action=callbacks.reapply&target=${delivery!.id}`,
      headers: { cookie: admin },
    })
    expect(audit.json().entries[0]).toMatchObject({
      outcome: 'success',
      target_ids: [delivery!.id, payload.id],
      detail: { operations: 1 },
    })
  })

  it('refuses refused deliveries, unknown ids, other roles and requests without the CSRF header', async () => {
    await deliver(JSON.stringify(callbackBody()), 'bad-signature')
    const [refused] = await inbox()
    const res = await reapply(refused!.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toContain('bad_signature')
    expect(await indexRows()).toEqual([])
    expect((await reapply('no-such-delivery')).statusCode).toBe(404)
    expect((await reapply(refused!.id, admin, {})).statusCode).toBe(403)
    const manager = await createSignedInUser(app, admin, 'compliance_manager')
    expect((await reapply(refused!.id, manager.cookie)).statusCode).toBe(403)
    const audit = await app.inject({ url: '/bff/audit?action=callbacks.reapply', headers: { cookie: admin } })
    expect(audit.json().entries.map((e: { outcome: string }) => e.outcome)).toEqual(['denied'])
  })
})
