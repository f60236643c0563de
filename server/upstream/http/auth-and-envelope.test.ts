import { ErrorEnvelopeSchema } from '@contract/errors'
import { describe, expect, it } from 'vitest'
import { authHeaders, hasValidSignature, useTestApp } from '../test-support/upstream-harness'

describe('authentication, envelope and signature', () => {
  const upstream = useTestApp()

  it('refuses a request without token with 401 in the envelope', async () => {
    const res = await upstream.app.inject({ url: '/api/countries/read' })
    expect(res.statusCode).toBe(401)
    const body = ErrorEnvelopeSchema.parse(res.json())
    expect(body.message).toMatch(/token/)
    expect(await hasValidSignature(res.body, res.headers)).toBe(true)
  })

  it('refuses a wrong token with 401', async () => {
    const res = await upstream.app.inject({ url: '/v2/countries', headers: { token: 'not-the-key' } })
    expect(res.statusCode).toBe(401)
    expect(ErrorEnvelopeSchema.parse(res.json()).error).toBe(true)
  })

  it('answers unknown paths with 404 in the envelope', async () => {
    const res = await upstream.app.inject({ url: '/api/nothing-here', headers: authHeaders })
    expect(res.statusCode).toBe(404)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toMatch(/not an endpoint/)
  })

  it('does not serve the routes of domains not implemented yet (404)', async () => {
    const res = await upstream.app.inject({ url: '/api/readKycResponse?kyc_request_id=x', headers: authHeaders })
    expect(res.statusCode).toBe(404)
  })

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await upstream.app.inject({
      method: 'POST',
      url: '/v2/kyb',
      headers: { ...authHeaders, 'content-type': 'application/json' },
      payload: '{"name":',
    })
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).error).toBe(true)
  })

  it('signs every response, including errors and non-JSON bodies', async () => {
    for (const url of ['/healthz', '/flags/de.svg', '/openapi.json', '/docs', '/api/countries/read']) {
      const res = await upstream.app.inject({ url, headers: authHeaders })
      expect(res.statusCode, url).toBe(200)
      expect(await hasValidSignature(res.body, res.headers), url).toBe(true)
    }
  })

  it('a tampered body no longer verifies', async () => {
    const res = await upstream.app.inject({ url: '/v2/countries', headers: authHeaders })
    expect(await hasValidSignature(`${res.body} `, res.headers)).toBe(false)
  })
})

describe('rate limit', () => {
  const upstream = useTestApp({ requestsPerMinute: 3 })

  it('answers 429 in the envelope with Retry-After once the key is over its limit', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await upstream.app.inject({ url: '/v2/countries', headers: authHeaders })).statusCode).toBe(200)
    const res = await upstream.app.inject({ url: '/v2/countries', headers: authHeaders })
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toMatch(/Too many requests/)
    expect(await hasValidSignature(res.body, res.headers)).toBe(true)
  })
})
