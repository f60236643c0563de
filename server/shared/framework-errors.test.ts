import { connect } from 'node:net'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerEnvelopeErrorHandler } from './error-handler'
import { envelopeFrameworkOptions } from './framework-errors'

const app = Fastify({ ...envelopeFrameworkOptions, bodyLimit: 1024 })
registerEnvelopeErrorHandler(app, { unexpectedMessage: 'Unexpected error' })
app.get('/items/:id', async () => ({ ok: true }))
app.post('/items', async () => ({ ok: true }))
let base = ''

beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app.close())

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function raw(request: string): Promise<string> {
  const { port } = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(request))
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
  })
}

const envelope = { error: true, message: expect.any(String), data: {} }

describe('errors Fastify answers by itself are in the envelope', () => {
  it('414 for an over-long path parameter', async () => {
    const res = await fetch(`${base}/items/${'a'.repeat(101)}`)
    expect(res.status).toBe(414)
    expect(await res.json()).toEqual(envelope)
  })

  it('400 for a path that is not valid URL encoding', async () => {
    const res = await fetch(`${base}/items/%E0%A4%A`)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual(envelope)
  })

  it('413 and 415 through the error handler', async () => {
    const large = await fetch(`${base}/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'x'.repeat(2000) }),
    })
    expect(large.status).toBe(413)
    expect(await large.json()).toEqual(envelope)
    const media = await fetch(`${base}/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-unknown' },
      body: 'x',
    })
    expect(media.status).toBe(415)
    expect(await media.json()).toEqual(envelope)
  })

  it('431 for headers over the parser limit and 400 for a request line that does not parse', async () => {
    const overflow = await raw(`GET /items/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(overflow).toMatch(/^HTTP\/1\.1 431 /)
    expect(JSON.parse(overflow.split('\r\n\r\n')[1]!)).toEqual(envelope)
    const garbage = await raw('NOT A REQUEST\r\n\r\n')
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /)
    expect(JSON.parse(garbage.split('\r\n\r\n')[1]!)).toEqual(envelope)
  })
})
