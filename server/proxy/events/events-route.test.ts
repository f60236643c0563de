import http from 'node:http'
import Fastify from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { liveKeys } from '@contract/bff/live-events'
import { buildTestProxy, signIn, type TestProxy, until } from '../auth/test-helpers'
import { createInProcessEventBus, type InProcessEventBus, liveEvent } from './event-bus'
import { registerEventsRoute } from './events-route'

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
    const stream = openStream(cookie)
    await stream.connected
    expect(stream.status()).toBe(200)
    expect(bus.listenerCount()).toBe(1)
    const event = liveEvent('request.resolved', [liveKeys.requests(), liveKeys.kybV2('k1')])
    app.eventBus.publish(event)
    await until(() => stream.text().includes('event: invalidate'), 'the event')
    expect(stream.text()).toContain(`id: ${event.id}\nevent: invalidate\ndata: ${JSON.stringify(event)}\n\n`)
    stream.request.destroy()
    await until(() => bus.listenerCount() === 0, 'the stream to be forgotten')
  })
})

describe('live events heartbeat', () => {
  it('sends a heartbeat comment and ends the stream once its session is gone', async () => {
    const bus = createInProcessEventBus(() => {})
    let alive = true
    const small = Fastify()
    small.decorateRequest('user', null)
    small.decorateRequest('sessionId', null)
    small.addHook('onRequest', async (request) => {
      request.user = { id: 'u1', email: 'u1@test.local', name: 'U', role: 'analyst' }
      request.sessionId = 'session-1'
    })
    const checked: string[] = []
    registerEventsRoute(small, { bus, heartbeatMs: 30, sessionAlive: async (id) => (checked.push(id), alive) })
    await small.listen({ port: 0, host: '127.0.0.1' })
    try {
      const stream = openStream(undefined, `http://127.0.0.1:${(small.server.address() as { port: number }).port}/bff/events`)
      await stream.connected
      await until(() => stream.text().includes(': heartbeat'), 'a heartbeat')
      expect(checked[0]).toBe('session-1')
      alive = false
      let ended = false
      stream.request.on('close', () => (ended = true))
      await until(() => ended && bus.listenerCount() === 0, 'the stream to end')
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
        http.get(`${base}/auth/me`, { agent, headers: { cookie } }, (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0))).on('error', reject)
      })
      expect(status).toBe(200)
      const stream = openStream(cookie)
      await stream.connected
      let streamClosed = false
      stream.request.on('close', () => (streamClosed = true))
      let closed = false
      const closing = app.close().then(() => (closed = true))
      await until(() => closed, 'app.close() to complete')
      await closing
      await until(() => streamClosed, 'the stream to end')
      expect((app.eventBus as InProcessEventBus).listenerCount()).toBe(0)
    } finally {
      agent.destroy()
    }
  })
})

