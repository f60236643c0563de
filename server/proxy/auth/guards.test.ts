import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { needsCsrfHeader, requirePermission } from './guards'
import { buildTestProxy, createSignedInUser, csrf, signIn, type TestProxy } from '../test-support/proxy-harness'

describe('needsCsrfHeader', () => {
  it('applies to unsafe methods under /bff and /auth only', () => {
    expect(needsCsrfHeader('POST', '/bff/users')).toBe(true)
    expect(needsCsrfHeader('PATCH', '/bff/users/1?x=1')).toBe(true)
    expect(needsCsrfHeader('POST', '/auth/login')).toBe(true)
    expect(needsCsrfHeader('GET', '/bff/users')).toBe(false)
    expect(needsCsrfHeader('HEAD', '/bff/users')).toBe(false)
    expect(needsCsrfHeader('OPTIONS', '/auth/login')).toBe(false)
    expect(needsCsrfHeader('POST', '/callbacks/upstream')).toBe(false)
    expect(needsCsrfHeader('POST', '/public/questionnaire/abc')).toBe(false)
    expect(needsCsrfHeader('POST', '/bffx')).toBe(false)
  })
})

describe('requirePermission', () => {
  let app: TestProxy
  beforeEach(async () => {
    app = await buildTestProxy()
    app.post('/bff/test/kyc', { preHandler: requirePermission('kyc:review') }, async (request) => ({
      user: request.user?.email,
      session: request.sessionId,
    }))
  })
  afterEach(() => app.close())

  it('answers 401 with the envelope when signed out', async () => {
    const res = await app.inject({ method: 'POST', url: '/bff/test/kyc', headers: csrf })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ error: true, message: expect.stringContaining('Sign in'), data: {} })
  })

  it('answers 403 when the role lacks the permission, and lets a role with it through', async () => {
    const admin = await signIn(app)
    const analyst = await createSignedInUser(app, admin, 'analyst')
    const denied = await app.inject({
      method: 'POST',
      url: '/bff/test/kyc',
      headers: { ...csrf, cookie: analyst.cookie },
    })
    expect(denied.statusCode).toBe(403)
    expect(denied.json()).toMatchObject({ error: true, message: expect.stringContaining('kyc:review') })
    const manager = await createSignedInUser(app, admin, 'compliance_manager')
    const allowed = await app.inject({
      method: 'POST',
      url: '/bff/test/kyc',
      headers: { ...csrf, cookie: manager.cookie },
    })
    expect(allowed.statusCode).toBe(200)
    expect(allowed.json()).toMatchObject({ user: manager.email, session: expect.stringMatching(/^[0-9a-f]{64}$/) })
  })

  it('refuses a state-changing request without the CSRF header even when signed in', async () => {
    const admin = await signIn(app)
    const res = await app.inject({ method: 'POST', url: '/bff/test/kyc', headers: { cookie: admin } })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toContain('X-Requested-With: kybdesk')
    const wrong = await app.inject({
      method: 'POST',
      url: '/bff/test/kyc',
      headers: { cookie: admin, 'x-requested-with': 'XMLHttpRequest' },
    })
    expect(wrong.statusCode).toBe(403)
  })
})
