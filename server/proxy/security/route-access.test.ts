import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@contract/bff/permissions'
import { buildSignedInProxy, csrf, signInEveryRole, type TestProxy } from '../test-support/proxy-harness'

type Method = 'GET' | 'POST' | 'PATCH'
interface RouteCase {
  method: Method
  url: string
  /** A role that must be refused with 403; undefined when every signed-in role may call it. */
  wrongRole?: Role
  /** Whether the route answers 401 without a session (sign-in and sign-out do not). */
  needsSession: boolean
  payload?: object
}

// Every route this part of the proxy adds.
const routes: RouteCase[] = [
  { method: 'POST', url: '/auth/login', needsSession: false, payload: { email: 'a@b.co', password: 'x' } },
  { method: 'POST', url: '/auth/logout', needsSession: false },
  { method: 'GET', url: '/auth/me', needsSession: true },
  {
    method: 'POST',
    url: '/auth/password',
    needsSession: true,
    payload: { current_password: 'x', new_password: 'y'.repeat(12) },
  },
  { method: 'GET', url: '/bff/users', needsSession: true, wrongRole: 'compliance_manager' },
  {
    method: 'POST',
    url: '/bff/users',
    needsSession: true,
    wrongRole: 'compliance_manager',
    payload: { email: 'n@b.co', name: 'N', role: 'analyst', password: 'p'.repeat(12) },
  },
  { method: 'PATCH', url: '/bff/users/some-id', needsSession: true, wrongRole: 'analyst', payload: { name: 'x' } },
  { method: 'GET', url: '/bff/audit', needsSession: true, wrongRole: 'compliance_manager' },
  { method: 'GET', url: '/bff/audit.csv', needsSession: true, wrongRole: 'analyst' },
  { method: 'GET', url: '/bff/audit/verify', needsSession: true, wrongRole: 'compliance_manager' },
  { method: 'GET', url: '/bff/openapi.json', needsSession: true },
  { method: 'GET', url: '/bff/kyc/cases', needsSession: true, wrongRole: 'analyst' },
  {
    method: 'POST',
    url: '/bff/kyc/cases/kyc_1/decisions',
    needsSession: true,
    wrongRole: 'analyst',
    payload: { action: 'confirm_decline', note: 'x' },
  },
]

describe('access to every route', () => {
  let app: TestProxy
  let cookies: Map<Role, string>
  beforeAll(async () => {
    const started = await buildSignedInProxy()
    app = started.app
    cookies = await signInEveryRole(app, started.admin)
  })
  afterAll(() => app.close())

  const call = (route: RouteCase, headers: Record<string, string>) =>
    app.inject({ method: route.method, url: route.url, headers, ...(route.payload ? { payload: route.payload } : {}) })

  it.each(routes.filter((r) => r.needsSession))('$method $url answers 401 without a session', async (route) => {
    const res = await call(route, route.method === 'GET' ? {} : { ...csrf })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ error: true, message: expect.any(String), data: {} })
  })

  it.each(routes.filter((r) => r.wrongRole))(
    '$method $url answers 403 to a role without the permission',
    async (route) => {
      const res = await call(route, { ...csrf, cookie: cookies.get(route.wrongRole!)! })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({
        error: true,
        message: expect.stringContaining('does not have the permission'),
      })
    },
  )

  it.each(routes.filter((r) => r.method !== 'GET'))(
    '$method $url answers 403 without the CSRF header',
    async (route) => {
      const res = await call(route, { cookie: cookies.get('admin')! })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toContain('X-Requested-With: kybdesk')
    },
  )

  it.each(routes.filter((r) => r.method === 'GET'))('$method $url answers an admin', async (route) => {
    const res = await call(route, { cookie: cookies.get('admin')! })
    expect(res.statusCode).toBe(200)
  })
})
