import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { questionnaireTokenHeader } from '@contract/bff/public-questionnaire'
import { buildTestProxy, createSignedInUser, csrf, signIn, type TestProxy } from '../test-support/proxy-harness'

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy'])
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("script-src 'self';")
  expect(csp).toContain("style-src 'self' 'unsafe-inline'")
  expect(csp).toContain("img-src 'self' data:")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('no-referrer')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['x-powered-by']).toBeUndefined()
}

describe('security headers and limits', () => {
  let app: TestProxy
  let staticDir: string
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'kybdesk-spa-'))
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>kybdesk</title><div id="root"></div>')
    app = await buildTestProxy({ staticDir })
  })
  afterAll(async () => {
    await app.close()
    rmSync(staticDir, { recursive: true, force: true })
  })

  it('are present on an HTML response', async () => {
    const res = await app.inject({ url: '/companies/123' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expectSecurityHeaders(res.headers)
  })

  it('are present on a JSON response, an error included', async () => {
    const ok = await app.inject({ url: '/auth/me', headers: { cookie: await signIn(app) } })
    expect(ok.headers['content-type']).toContain('application/json')
    expect(ok.headers['cache-control']).toBe('no-store')
    expectSecurityHeaders(ok.headers)
    const notFound = await app.inject({ url: '/bff/nothing-here' })
    expect(notFound.statusCode).toBe(404)
    expect(notFound.json()).toMatchObject({ error: true })
    expectSecurityHeaders(notFound.headers)
  })

  it('keep every API and error answer out of caches, varying on what the answer depends on', async () => {
    // The public questionnaire is one URL for every link (the token is a header): an error of one link
    // must never answer for another.
    const publicError = await app.inject({ url: '/public/questionnaire', headers: { [questionnaireTokenHeader]: 'x' } })
    expect(publicError.statusCode).toBe(401)
    expect(publicError.headers['cache-control']).toBe('no-store')
    expect(publicError.headers.vary).toBe(questionnaireTokenHeader)
    const bffError = await app.inject({ url: '/bff/nothing-here' })
    expect(bffError.headers['cache-control']).toBe('no-store')
    expect(bffError.headers.vary).toBe('cookie')
    const callbackError = await app.inject({ method: 'POST', url: '/callbacks/upstream', payload: {} })
    expect(callbackError.statusCode).toBeGreaterThanOrEqual(400)
    expect(callbackError.headers['cache-control']).toBe('no-store')
    // A compressed answer varies on both.
    const cookie = await signIn(app)
    const countries = await app.inject({ url: '/bff/openapi.json', headers: { cookie, 'accept-encoding': 'gzip' } })
    expect(countries.headers['content-encoding']).toBe('gzip')
    expect(countries.headers.vary).toBe('cookie, accept-encoding')
    expect(countries.headers['cache-control']).toBe('no-store')
  })

  it('refuses a JSON body over 1 MB with 413 and the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { ...csrf, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: true, message: 'Request body is too large (limit 1 MB).', data: {} })
  })

  it('answers malformed JSON with 400 and the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { ...csrf, 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: true, message: expect.any(String) })
  })
})

describe('per-user rate limit on /bff', () => {
  it('answers 429 with Retry-After and the envelope once a user exceeds the limit', async () => {
    const app = await buildTestProxy({ bffRequestsPerMinute: 4 })
    try {
      const cookie = await signIn(app)
      const manager = await createSignedInUser(app, cookie, 'compliance_manager')
      for (let i = 0; i < 3; i++)
        expect((await app.inject({ url: '/bff/users', headers: { cookie } })).statusCode).toBe(200)
      const limited = await app.inject({ url: '/bff/users', headers: { cookie } })
      expect(limited.statusCode).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect(limited.json()).toMatchObject({ error: true, message: expect.stringContaining('Too many requests') })
      // Another user has their own budget; /auth is not counted.
      expect((await app.inject({ url: '/auth/me', headers: { cookie } })).statusCode).toBe(200)
      expect((await app.inject({ url: '/bff/openapi.json', headers: { cookie: manager.cookie } })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})
