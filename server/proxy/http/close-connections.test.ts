import { isTrue, pollUntil } from '../../test-support/poll-until'
import http from 'node:http'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerCloseConnections } from './close-connections'

describe('closing connections on app.close()', () => {
  it('answers a request that was running when closing started with Connection: close, and completes', async () => {
    const app = Fastify({ forceCloseConnections: 'idle' })
    registerCloseConnections(app)
    let closingStarted = false
    app.addHook('preClose', async () => {
      closingStarted = true
    })
    let release = () => {}
    let started = false
    app.get('/slow', async () => {
      started = true
      await new Promise<void>((resolve) => (release = resolve))
      return { done: true }
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const agent = new http.Agent({ keepAlive: true })
    try {
      const answer = new Promise<{ connection?: string; body: string }>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/slow`, { agent }, (res) => {
            let body = ''
            res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
            res.on('end', () => resolve({ connection: res.headers.connection, body }))
          })
          .on('error', reject)
      })
      await pollUntil(async () => started, isTrue)
      let closed = false
      const closing = app.close().then(() => (closed = true))
      await pollUntil(async () => closingStarted, isTrue)
      release()
      expect(await answer).toEqual({ connection: 'close', body: '{"done":true}' })
      await pollUntil(async () => closed, isTrue)
      await closing
    } finally {
      agent.destroy()
    }
  })
})
