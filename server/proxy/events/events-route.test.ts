import { isTrue, pollUntil } from '../../test-support/poll-until'
import http from 'node:http'
import Fastify from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { liveKeys } from '@contract/bff/live-events'
import {
  buildTestProxy,
  createSignedInUser,
  csrf,
  signIn,
  signInEveryRole,
  testApiKey,
  type TestProxy,
} from '../test-support/proxy-harness'
import { buildProxyApp } from '../app'
import { proxyDbEngines } from '../test-support/proxy-db-engines'
import { createInProcessEventBus, type InProcessEventBus, liveEvent } from './event-bus'
import { registerEventsRoute } from './events-route'
import { hashSessionToken } from '../auth/sessions'
import { useSchemasForDocumentationOnly } from '../../shared/openapi/register-openapi'

let app: TestProxy
let base: string
beforeEach(async () => {
  app = await buildTestProxy()
  await app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
})
afterEach(() => app.close())

/** Opens the stream; resolves once the `: connected` comment arrived. */
function openStream(cookie?: string, url = `${base}/bff/events`) {
  let text = ''
  let status = 0
  const request = http.get(url, { headers: cookie ? { cookie } : {} })
  const connected = new Promise<void>((resolve, reject) => {
    request.on('response', (res) => {
      status = res.statusCode ?? 0
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
        if (text.includes(': connected')) resolve()
      })
      res.on('end', () => resolve())
    })
    request.on('error', reject)
  })
  return { connected, request, text: () => text, status: () => status }
}

describe('GET /bff/events', () => {
  it('refuses a visitor without a session', async () => {
    const stream = openStream()
    await stream.connected
    expect(stream.status()).toBe(401)
  })

  it('streams invalidate events to a signed-in session and forgets the stream when it closes', async () => {
    const cookie = await signIn(app)
    const bus = app.eventBus as InProcessEventBus
    // The app's own listeners (the inbox's sync, ADR 0026) are there before any stream.
    const appListeners = bus.listenerCount()
    const stream = openStream(cookie)
    await stream.connected
    expect(stream.status()).toBe(200)
    // The stream listens for live events and for its user's session changes.
    expect(bus.listenerCount()).toBe(appListeners + 2)
    const event = liveEvent('request.resolved', [liveKeys.requests(), liveKeys.kybV2('k1')], 'search:run')
    app.eventBus.publish(event)
    await pollUntil(async () => stream.text().includes('event: invalidate'), isTrue)
    expect(stream.text()).toContain(`id: ${event.id}\nevent: invalidate\ndata: ${JSON.stringify(event)}\n\n`)
    stream.request.destroy()
    await pollUntil(async () => bus.listenerCount() === appListeners, isTrue)
  })
})

describe('live events by role', () => {
  it('sends each role only the events its permissions allow', async () => {
    const cookies = await signInEveryRole(app, await signIn(app))
    const streams = new Map([...cookies].map(([role, cookie]) => [role, openStream(cookie)]))
    for (const stream of streams.values()) await stream.connected
    const kyc = liveEvent('request.indexed', [liveKeys.requests(), liveKeys.kyc('kyc-1')], 'kyc:review')
    const callbacks = liveEvent('callback.received', [liveKeys.callbacks()], 'callbacks:read')
    const search = liveEvent('request.resolved', [liveKeys.kybV2('k1')], 'search:run')
    for (const event of [kyc, callbacks, search]) app.eventBus.publish(event)
    // The search event is last and every role may see it: once it arrived, the others did or never will.
    for (const stream of streams.values()) await pollUntil(async () => stream.text().includes(search.id), isTrue)
    const received = (role: 'analyst' | 'compliance_manager' | 'admin') =>
      [kyc, callbacks, search].filter((e) => streams.get(role)?.text().includes(e.id)).map((e) => e.type)
    expect(received('analyst')).toEqual(['request.resolved'])
    expect(received('compliance_manager')).toEqual(['request.indexed', 'request.resolved'])
    expect(received('admin')).toEqual(['request.indexed', 'callback.received', 'request.resolved'])
    for (const stream of streams.values()) stream.request.destroy()
  })

  it('does not tell a session of the change its own request made', async () => {
    const cookie = await signIn(app)
    const stream = openStream(cookie)
    await stream.connected
    const own = liveEvent('request.indexed', [liveKeys.requests()], 'search:run')
    const other = liveEvent('request.resolved', [liveKeys.requests()], 'search:run')
    const mine = hashSessionToken(cookie.slice(cookie.indexOf('=') + 1))
    app.eventBus.publish(own, mine)
    app.eventBus.publish(other, 'another-session')
    await pollUntil(async () => stream.text().includes(other.id), isTrue)
    expect(stream.text()).not.toContain(own.id)
    stream.request.destroy()
  })
})

describe.each(proxyDbEngines)('ending live streams with their sessions on %s', (engine) => {
  // No heartbeat within the test: a stream can only end because the session change was told at once.
  let proxy: TestProxy
  let url: string
  beforeEach(async () => {
    proxy = await buildTestProxy({ heartbeatMs: 3_600_000 }, engine)
    url = `${await proxy.listen({ port: 0, host: '127.0.0.1' })}/bff/events`
  })
  afterEach(() => proxy.close())

  /** Resolves once the stream's connection has closed. */
  function closed(stream: ReturnType<typeof openStream>) {
    return new Promise<void>((resolve) => stream.request.on('close', () => resolve()))
  }

  it('ends the stream of a session at once when it signs out, and not the same user’s other stream', async () => {
    const [leaving, staying] = [await signIn(proxy), await signIn(proxy)]
    const streams = [openStream(leaving, url), openStream(staying, url)]
    for (const stream of streams) await stream.connected
    const ended = closed(streams[0]!)
    const logout = await proxy.inject({ method: 'POST', url: '/auth/logout', headers: { ...csrf, cookie: leaving } })
    expect(logout.statusCode).toBe(204)
    await ended
    // The other session's stream still receives events.
    const event = liveEvent('request.resolved', [liveKeys.requests()], 'search:run')
    proxy.eventBus.publish(event)
    await pollUntil(async () => streams[1]!.text().includes(event.id), isTrue)
    streams[1]!.request.destroy()
  })

  it('ends the streams of a user an admin deactivates', async () => {
    const admin = await signIn(proxy)
    const analyst = await createSignedInUser(proxy, admin, 'analyst')
    const stream = openStream(analyst.cookie, url)
    await stream.connected
    const ended = closed(stream)
    const update = await proxy.inject({
      method: 'PATCH',
      url: `/bff/users/${analyst.id}`,
      headers: { ...csrf, cookie: admin },
      payload: { disabled: true },
    })
    expect(update.statusCode, update.body).toBe(200)
    await ended
  })
})

describe('ending a live stream on another instance on PostgreSQL', () => {
  it('ends the stream held by the second instance when the session signs out on the first', async () => {
    const first = await buildTestProxy({ heartbeatMs: 3_600_000 }, 'postgres')
    const second = await buildProxyApp({
      upstreamUrl: 'http://127.0.0.1:9',
      apiKey: testApiKey,
      databaseUrl: first.proxyDb.postgresUrl!,
      scrypt: { N: 1024, r: 8, p: 1 },
      heartbeatMs: 3_600_000,
    })
    try {
      const cookie = await signIn(first)
      const stream = openStream(cookie, `${await second.listen({ port: 0, host: '127.0.0.1' })}/bff/events`)
      await stream.connected
      expect(stream.status()).toBe(200)
      const ended = new Promise<void>((resolve) => stream.request.on('close', () => resolve()))
      const logout = await first.inject({ method: 'POST', url: '/auth/logout', headers: { ...csrf, cookie } })
      expect(logout.statusCode).toBe(204)
      await ended
    } finally {
      await second.close()
      await first.close()
    }
  })
})

describe('live events heartbeat', () => {
  it('sends a heartbeat comment and ends the stream once its session is gone', async () => {
    const bus = createInProcessEventBus(() => {})
    let alive = true
    const small = Fastify()
    useSchemasForDocumentationOnly(small)
    small.decorateRequest('user', null)
    small.decorateRequest('sessionId', null)
    small.addHook('onRequest', async (request) => {
      request.user = { id: 'u1', email: 'u1@test.local', name: 'U', role: 'analyst' }
      request.sessionId = 'session-1'
    })
    const checked: string[] = []
    registerEventsRoute(small, {
      bus,
      heartbeatMs: 30,
      sessionRole: async (id) => (checked.push(id), alive ? 'analyst' : null),
    })
    await small.listen({ port: 0, host: '127.0.0.1' })
    try {
      const stream = openStream(
        undefined,
        `http://127.0.0.1:${(small.server.address() as { port: number }).port}/bff/events`,
      )
      await stream.connected
      await pollUntil(async () => stream.text().includes(': heartbeat'), isTrue)
      expect(checked[0]).toBe('session-1')
      alive = false
      let ended = false
      stream.request.on('close', () => (ended = true))
      await pollUntil(async () => ended && bus.listenerCount() === 0, isTrue)
    } finally {
      await small.close()
    }
  })
})

describe('closing the proxy', () => {
  it('completes while a live-events stream and an idle keep-alive connection are open', async () => {
    const cookie = await signIn(app)
    const agent = new http.Agent({ keepAlive: true })
    try {
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get(`${base}/auth/me`, { agent, headers: { cookie } }, (res) =>
            res.resume().on('end', () => resolve(res.statusCode ?? 0)),
          )
          .on('error', reject)
      })
      expect(status).toBe(200)
      const stream = openStream(cookie)
      await stream.connected
      let streamClosed = false
      stream.request.on('close', () => (streamClosed = true))
      let closed = false
      const closing = app.close().then(() => (closed = true))
      await pollUntil(async () => closed, isTrue)
      await closing
      await pollUntil(async () => streamClosed, isTrue)
      expect((app.eventBus as InProcessEventBus).listenerCount()).toBe(0)
    } finally {
      agent.destroy()
    }
  })
})
