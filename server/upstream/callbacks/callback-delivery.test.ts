import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CallbackBodySchema, isCallbackFresh, type CallbackBody } from '@contract/callbacks'
import { signatureHeaderName, verifySignature } from '@contract/signature'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UpstreamApp } from '../app'
import { callbackRetryDelaysSeconds, retryDelaySeconds } from './backoff'
import {
  authHeaders,
  buildTestApp,
  makeTempDir,
  pollUntil,
  testApiKey,
  sqliteOf,
} from '../test-support/upstream-harness'

/** A receiver that refuses its first `failures` deliveries, then acknowledges with 200. */
function startReceiver(failures: number) {
  const received: { body: CallbackBody; signed: boolean; status: number }[] = []
  let calls = 0
  let refuseAll = false
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const signature = String(req.headers[signatureHeaderName('sha256').toLowerCase()] ?? '')
      calls += 1
      const status = refuseAll || calls <= failures ? 503 : 200
      void verifySignature(raw, testApiKey, signature, 'sha256').then((signed) => {
        received.push({ body: CallbackBodySchema.parse(JSON.parse(raw)), signed, status })
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}')
      })
    })
  })
  return {
    received,
    /** Refuse every delivery until accept() (a receiver that is down). */
    refuse: () => void (refuseAll = true),
    accept: () => void (refuseAll = false),
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/callbacks/upstream`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('callbacks', () => {
  const temp = makeTempDir()
  const receiver = startReceiver(2)
  let app: UpstreamApp

  beforeAll(async () => {
    const callbackUrl = await receiver.listen()
    app = await buildTestApp({ dbFile: `${temp.dir}/upstream.sqlite`, timeScale: 0.001, callbackUrl })
  })
  afterAll(async () => {
    await app.close()
    await receiver.close()
    temp.remove()
  })

  it('backs off 1 s, 10 s, 1 min, 10 min, then hourly, for 24 h', () => {
    expect(callbackRetryDelaysSeconds.slice(0, 5)).toEqual([1, 10, 60, 600, 3600])
    expect(callbackRetryDelaysSeconds.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(24 * 3600)
    expect(retryDelaySeconds(callbackRetryDelaysSeconds.length + 1)).toBeUndefined()
  })

  it('sends request.pending and request.resolved, signed, retried until acknowledged', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/search',
      headers: authHeaders,
      payload: { search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] },
    })
    const { request_id, service_id } = res.json() as { request_id: string; service_id: string }
    const acknowledged = () => receiver.received.filter((r) => r.status === 200 && r.body.request_id === request_id)
    await pollUntil(
      async () => acknowledged().map((r) => r.body.event),
      (events) => events.includes('request.pending') && events.includes('request.resolved'),
    )
    expect(receiver.received.slice(0, 2).map((r) => r.status)).toEqual([503, 503])
    for (const delivery of receiver.received) {
      expect(delivery.signed).toBe(true)
      expect(isCallbackFresh(delivery.body.sent_at)).toBe(true)
    }
    const resolved = acknowledged().find((r) => r.body.event === 'request.resolved')?.body
    expect(resolved).toMatchObject({ service: 'kyb_check', request_id, service_id, status: 'resolved' })
    // Retries of one event keep its id, so the receiver can dedupe.
    const firstId = receiver.received[0]?.body.id
    expect(receiver.received.filter((r) => r.body.id === firstId).map((r) => r.status)).toContain(200)
    const readOutbox = async () =>
      sqliteOf(app)
        .prepare('select status, attempts from callback_outbox where instr(body, ?) > 0')
        .all(request_id) as { status: string; attempts: number }[]
    const outbox = await pollUntil(
      readOutbox,
      (rows) => rows.length === 2 && rows.every((row) => row.status === 'delivered'),
    )
    expect(outbox.reduce((sum, row) => sum + row.attempts, 0)).toBe(outbox.length + 2)
  })

  it('a version 2 search announces its kyb_request_id', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/kyb',
      headers: authHeaders,
      payload: { name: 'gmbh', country_codes: ['DE'] },
    })
    const id = (res.json() as { data: { kyb_request: { kyb_request_id: string } } }).data.kyb_request.kyb_request_id
    const events = await pollUntil(
      async () =>
        receiver.received.filter((r) => r.status === 200 && r.body.kyb_request_id === id).map((r) => r.body.event),
      (e) => e.includes('request.resolved'),
    )
    expect(events).toContain('request.pending')
  })
})

describe('callbacks across a restart', () => {
  const temp = makeTempDir()
  const receiver = startReceiver(0)
  const apps: UpstreamApp[] = []
  afterAll(async () => {
    for (const app of apps) await app.close()
    await receiver.close()
    temp.remove()
  })

  it('keeps retrying undelivered events after the upstream restarts', async () => {
    const callbackUrl = await receiver.listen()
    receiver.refuse()
    const dbFile = `${temp.dir}/upstream.sqlite`
    const first = await buildTestApp({ dbFile, timeScale: 0.001, callbackUrl })
    apps.push(first)
    const res = await first.inject({
      method: 'POST',
      url: '/api/search',
      headers: authHeaders,
      payload: { search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] },
    })
    const { request_id } = res.json() as { request_id: string }
    await pollUntil(
      async () => receiver.received.filter((r) => r.body.request_id === request_id).length,
      (n) => n >= 2,
    )
    await first.close()
    receiver.accept()
    const second = await buildTestApp({ dbFile, timeScale: 0.001, callbackUrl })
    apps.push(second)
    await second.ready()
    const events = await pollUntil(
      async () =>
        receiver.received.filter((r) => r.status === 200 && r.body.request_id === request_id).map((r) => r.body.event),
      (e) => e.includes('request.pending') && e.includes('request.resolved'),
    )
    expect(new Set(events).size).toBe(2)
  })
})
