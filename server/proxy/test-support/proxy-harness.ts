import { expect } from 'vitest'
import type { Role } from '@contract/bff/permissions'
import { buildProxyApp, type ProxyAppOptions } from '../app'
import type { SqlEngine } from '../../shared/sql-engine'
import { testProxyDbLocation } from './proxy-db-engines'

/** Helpers for the proxy's tests (app.inject on a fresh database: SQLite ':memory:', or PostgreSQL on the test cluster). */
export const testApiKey = 'kyb_test_upstream_key_7f3a9c2e5b1d'
export const testAdmin = { email: 'admin@test.local', password: 'admin-password-123' }
export const csrf = { 'x-requested-with': 'kybdesk' } as const

export type TestProxy = Awaited<ReturnType<typeof buildProxyApp>>

/** A proxy on a fresh database of `engine` (its PostgreSQL database is dropped when the app closes). */
export async function buildTestProxy(options: Partial<ProxyAppOptions> = {}, engine: SqlEngine = 'sqlite') {
  const database = await testProxyDbLocation(engine)
  const app = await buildProxyApp({
    upstreamUrl: 'http://127.0.0.1:9',
    apiKey: testApiKey,
    dbFile: ':memory:',
    ...(engine === 'postgres' ? { databaseUrl: database.location } : {}),
    admin: testAdmin,
    scrypt: { N: 1024, r: 8, p: 1 },
    ...options,
  })
  // onClose hooks run last-added first: this one closes the database itself before dropping it.
  app.addHook('onClose', async () => {
    await app.eventBus.close()
    await app.proxyDb.close()
    await database.drop()
  })
  return app
}

/** A proxy on a fresh database of `engine` with its admin signed in; `admin` is the admin's session cookie. */
export async function buildSignedInProxy(
  options: Partial<ProxyAppOptions> = {},
  engine: SqlEngine = 'sqlite',
): Promise<{ app: TestProxy; admin: string }> {
  const app = await buildTestProxy(options, engine)
  return { app, admin: await signIn(app) }
}

/** The `name=value` of the session cookie a response set. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((c) => c.name.endsWith('kybdesk_session') && c.value !== '')
  if (!cookie) throw new Error('no session cookie was set')
  return `${cookie.name}=${cookie.value}`
}

export async function signIn(app: TestProxy, email = testAdmin.email, password = testAdmin.password) {
  const res = await app.inject({ method: 'POST', url: '/auth/login', headers: csrf, payload: { email, password } })
  expect(res.statusCode, res.body).toBe(200)
  return sessionCookieOf(res)
}

let counter = 0

/** Creates a user of `role` through the admin API and signs them in. */
export async function createSignedInUser(app: TestProxy, adminCookie: string, role: Role) {
  counter += 1
  const user = {
    email: `${role}-${counter}@test.local`,
    name: `Test ${role}`,
    role,
    password: `${role}-password-${counter}-xyz`,
  }
  const res = await app.inject({
    method: 'POST',
    url: '/bff/users',
    headers: { ...csrf, cookie: adminCookie },
    payload: user,
  })
  expect(res.statusCode, res.body).toBe(201)
  const id = (res.json() as { id: string }).id
  return { ...user, id, cookie: await signIn(app, user.email, user.password) }
}

/** A session cookie for every role: the admin's (`admin`) and those of a new analyst and compliance manager. */
export async function signInEveryRole(app: TestProxy, admin: string): Promise<Map<Role, string>> {
  const cookies = new Map<Role, string>([['admin', admin]])
  for (const role of ['analyst', 'compliance_manager'] as const)
    cookies.set(role, (await createSignedInUser(app, admin, role)).cookie)
  return cookies
}
