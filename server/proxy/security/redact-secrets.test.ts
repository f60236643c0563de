import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { buildTestProxy, csrf, signIn, testApiKey } from '../test-support/proxy-harness'
import { scrubSecrets } from './redact-secrets'

describe('the upstream key', () => {
  it('is scrubbed from text', () => {
    expect(scrubSecrets(`a ${testApiKey} b ${testApiKey}`, [testApiKey])).toBe('a [redacted] b [redacted]')
    expect(scrubSecrets('short', ['abc'])).toBe('short')
  })

  it('appears in no log line and no response, wherever a request carries it', async () => {
    let logs = ''
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs += String(chunk)
        done()
      },
    })
    const app = await buildTestProxy({ logger: { level: 'trace', stream } })
    // Routes that misbehave on purpose: one echoes the key, one throws an error naming it.
    app.get('/bff/test/echo', async () => ({ leaked: testApiKey }))
    app.get('/bff/test/throw', async () => {
      throw new Error(`upstream refused key ${testApiKey}`)
    })
    try {
      const cookie = await signIn(app)
      const responses = [
        await app.inject({
          url: `/bff/users?token=${testApiKey}`,
          headers: { cookie, token: testApiKey, authorization: `Bearer ${testApiKey}` },
        }),
        await app.inject({
          method: 'POST',
          url: `/auth/login?api_key=${testApiKey}`,
          headers: { ...csrf, token: testApiKey },
          payload: { email: 'a@b.co', password: testApiKey },
        }),
        await app.inject({
          method: 'POST',
          url: '/bff/users',
          headers: { ...csrf, cookie },
          payload: { email: testApiKey, name: testApiKey, role: 'nope', password: 'x' },
        }),
        await app.inject({ url: `/bff/nowhere/${testApiKey}` }),
        await app.inject({ url: '/bff/test/echo', headers: { cookie } }),
        await app.inject({ url: '/bff/test/throw', headers: { cookie } }),
      ]
      expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 400, 404, 200, 500])
      for (const res of responses) {
        expect(res.body).not.toContain(testApiKey)
        expect(JSON.stringify(res.headers)).not.toContain(testApiKey)
      }
      expect(responses[4]!.json()).toEqual({ leaked: '[redacted]' })
      expect(responses[5]!.json()).toEqual({
        error: true,
        message: 'Unexpected error on the server; it has been logged.',
        data: {},
      })
      // The logs did see these requests (and the thrown error), just never the key.
      expect(logs).toContain('/bff/users?token=[redacted]')
      expect(logs).toContain('upstream refused key [redacted]')
      expect(logs).not.toContain(testApiKey)
    } finally {
      await app.close()
    }
  })
})
