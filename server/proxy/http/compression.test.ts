import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerEncoding, registerCompression } from './compression'

const bigJson = {
  countries: Array.from({ length: 300 }, (_, index) => ({ code: `C${index}`, name: `Country number ${index}` })),
}

describe('response compression', () => {
  const app = Fastify()
  beforeAll(async () => {
    registerCompression(app)
    app.get('/json', async () => bigJson)
    app.get('/small', async () => ({ ok: true }))
    app.get('/events', (_request, reply) => reply.type('text/event-stream').send('data: '.padEnd(4000, 'x') + '\n\n'))
    app.get('/png', (_request, reply) => reply.type('image/png').send(Buffer.alloc(4000, 1)))
    await app.ready()
  })
  afterAll(() => app.close())

  it('sends JSON of 1 KB and more as brotli or gzip by Accept-Encoding, the same JSON once decoded', async () => {
    const br = await app.inject({ url: '/json', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(bigJson).length / 3)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(bigJson)
    const gz = await app.inject({ url: '/json', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(bigJson)
    const plain = await app.inject({ url: '/json' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json()).toEqual(bigJson)
  })

  it('leaves small answers, live events and images as they are', async () => {
    for (const url of ['/small', '/events', '/png']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })
      expect(response.headers['content-encoding'], url).toBeUndefined()
    }
  })

  it('takes brotli, else gzip, and honours a refusal by q=0', () => {
    expect(answerEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(answerEncoding('gzip;q=1.0, br;q=0')).toBe('gzip')
    expect(answerEncoding('BR;q=0.5')).toBe('br')
    expect(answerEncoding('deflate, identity')).toBeNull()
    expect(answerEncoding(undefined)).toBeNull()
  })
})
