import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { permissionsByRole } from '@contract/bff/permissions'
import { hashSessionToken, sessionAbsoluteMs, sessionIdleMs } from '../auth/sessions'
import {
  buildTestProxy,
  createSignedInUser,
  csrf,
  sessionCookieOf,
  signIn,
  testAdmin,
  type TestProxy,
} from '../test-support/proxy-harness'

const login = (app: TestProxy, email: string, password: string, extra: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/auth/login', headers: { ...csrf, ...extra }, payload: { email, password } })

describe('sign-in', () => {
  let app: TestProxy
  beforeEach(async () => {
    app = await buildTestProxy()
  })
  afterEach(() => app.close())

  it('signs in, answers /auth/me, signs out and then refuses /auth/me', async () => {
    const res = await login(app, 'Admin@Test.local', testAdmin.password)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      user: { id: expect.any(String), email: testAdmin.email, name: 'Administrator', role: 'admin' },
      permissions: [...permissionsByRole.admin],
    })
    const cookie = sessionCookieOf(res)
    const me = await app.inject({ url: '/auth/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json().user.email).toBe(testAdmin.email)

    const out = await app.inject({ method: 'POST', url: '/auth/logout', headers: { ...csrf, cookie } })
    expect(out.statusCode).toBe(204)
    const cleared = out.cookies.find((c) => c.name === 'kybdesk_session')
    expect(cleared?.value).toBe('')
    const after = await app.inject({ url: '/auth/me', headers: { cookie } })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toMatchObject({ error: true, message: expect.any(String), data: {} })
  })

  it('stores only the sha256 of the session id', async () => {
    const cookie = await signIn(app)
    const token = cookie.split('=')[1]!
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const rows = await app.proxyDb.db.selectFrom('sessions').select('id_hash').execute()
    expect(rows.map((r) => r.id_hash)).toEqual([hashSessionToken(token)])
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('sets an HttpOnly SameSite=Strict cookie without Secure on plain-http localhost', async () => {
    const res = await login(app, testAdmin.email, testAdmin.password)
    const header = String(res.headers['set-cookie'])
    expect(header).toMatch(/^kybdesk_session=[\w-]{43};/)
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Strict')
    expect(header).toContain('Path=/')
    expect(header).not.toContain('Secure')
    expect(header).not.toContain('Domain')
  })

  it('uses __Host- with Secure when PUBLIC_URL is https, and ignores the plain cookie there', async () => {
    const secure = await buildTestProxy({ publicUrl: 'https://desk.example.com' })
    try {
      const res = await login(secure, testAdmin.email, testAdmin.password)
      const header = String(res.headers['set-cookie'])
      expect(header).toMatch(/^__Host-kybdesk_session=[\w-]{43};/)
      expect(header).toContain('Secure')
      expect(header).toContain('HttpOnly')
      expect(header).toContain('SameSite=Strict')
      expect(header).toContain('Path=/')
      expect(header).not.toContain('Domain')
      const token = sessionCookieOf(res).split('=')[1]
      expect(
        (await secure.inject({ url: '/auth/me', headers: { cookie: `__Host-kybdesk_session=${token}` } })).statusCode,
      ).toBe(200)
      expect(
        (await secure.inject({ url: '/auth/me', headers: { cookie: `kybdesk_session=${token}` } })).statusCode,
      ).toBe(401)
    } finally {
      await secure.close()
    }
  })

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await login(app, testAdmin.email, 'not-the-password')
    const unknown = await login(app, 'nobody@test.local', 'not-the-password')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ error: true, message: 'E-mail or password is wrong.', data: {} })
    expect(unknown.json()).toEqual(wrong.json())
    expect(wrong.cookies).toEqual([])
  })

  it('answers 400 naming the field for a malformed body', async () => {
    const res = await login(app, 'not-an-email', '')
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.data.fields).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'must be an e-mail address' },
        { path: 'password', message: 'is required' },
      ]),
    )
    expect(body.message).toContain('email: must be an e-mail address')
  })

  it('rotates the session on sign-in: the previous session of the browser ends', async () => {
    const first = await signIn(app)
    const res = await login(app, testAdmin.email, testAdmin.password, { cookie: first })
    const second = sessionCookieOf(res)
    expect(second).not.toBe(first)
    expect((await app.inject({ url: '/auth/me', headers: { cookie: first } })).statusCode).toBe(401)
    expect((await app.inject({ url: '/auth/me', headers: { cookie: second } })).statusCode).toBe(200)
  })

  it('ends a session idle for more than 8 h, and any session older than 7 days', async () => {
    const idle = await signIn(app)
    const old = await signIn(app)
    const fresh = await signIn(app)
    const age = (ms: number) => new Date(Date.now() - ms).toISOString()
    const { db } = app.proxyDb
    await db
      .updateTable('sessions')
      .set({ last_seen_at: age(sessionIdleMs + 60_000) })
      .where('id_hash', '=', hashSessionToken(idle.split('=')[1]!))
      .execute()
    await db
      .updateTable('sessions')
      .set({ created_at: age(sessionAbsoluteMs + 60_000) })
      .where('id_hash', '=', hashSessionToken(old.split('=')[1]!))
      .execute()
    expect((await app.inject({ url: '/auth/me', headers: { cookie: idle } })).statusCode).toBe(401)
    expect((await app.inject({ url: '/auth/me', headers: { cookie: old } })).statusCode).toBe(401)
    expect((await app.inject({ url: '/auth/me', headers: { cookie: fresh } })).statusCode).toBe(200)
    expect(await db.selectFrom('sessions').select('id_hash').execute()).toHaveLength(1)
  })
})

describe('sign-in rate limit', () => {
  let app: TestProxy
  beforeEach(async () => {
    app = await buildTestProxy()
  })
  afterEach(() => app.close())

  it('answers 429 with Retry-After after 5 failures on one account, even for the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login(app, testAdmin.email, `wrong-${i}`)).statusCode).toBe(401)
    const blocked = await login(app, testAdmin.email, testAdmin.password)
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800)
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900)
    expect(blocked.json()).toMatchObject({ error: true, message: expect.stringContaining('Too many failed sign-ins') })
    expect(blocked.cookies).toEqual([])
  })

  it('counts in the database, so the limit survives a restart', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs')
    const { join } = await import('node:path')
    const { tmpdir } = await import('node:os')
    const dir = mkdtempSync(join(tmpdir(), 'kybdesk-throttle-'))
    const dbFile = join(dir, 'proxy.sqlite')
    try {
      const first = await buildTestProxy({ dbFile })
      for (let i = 0; i < 5; i++) await login(first, testAdmin.email, `wrong-${i}`)
      await first.close()
      const second = await buildTestProxy({ dbFile })
      expect((await login(second, testAdmin.email, testAdmin.password)).statusCode).toBe(429)
      await second.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a success resets the account counter', async () => {
    for (let i = 0; i < 4; i++) await login(app, testAdmin.email, `wrong-${i}`)
    expect((await login(app, testAdmin.email, testAdmin.password)).statusCode).toBe(200)
    for (let i = 0; i < 4; i++) expect((await login(app, testAdmin.email, `wrong-again-${i}`)).statusCode).toBe(401)
    expect((await login(app, testAdmin.email, testAdmin.password)).statusCode).toBe(200)
  })

  it('limits one address across accounts', async () => {
    const limited = await buildTestProxy({ signInLimits: { windowMs: 15 * 60_000, perAccount: 100, perAddress: 3 } })
    try {
      for (let i = 0; i < 3; i++)
        expect((await login(limited, `someone-${i}@test.local`, 'wrong-password')).statusCode).toBe(401)
      const blocked = await login(limited, testAdmin.email, testAdmin.password)
      expect(blocked.statusCode).toBe(429)
      expect(blocked.headers['retry-after']).toBeDefined()
    } finally {
      await limited.close()
    }
  })
})

describe('password change', () => {
  let app: TestProxy
  beforeEach(async () => {
    app = await buildTestProxy()
  })
  afterEach(() => app.close())

  const change = (cookie: string, current_password: string, new_password: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/password',
      headers: { ...csrf, cookie },
      payload: { current_password, new_password },
    })

  it('refuses a wrong current password with 400 on current_password', async () => {
    const cookie = await signIn(app)
    const res = await change(cookie, 'wrong-current-pw', 'a-brand-new-password')
    expect(res.statusCode).toBe(400)
    expect(res.json().data.fields).toEqual([{ path: 'current_password', message: 'is wrong' }])
  })

  it('refuses a short new password naming the field and the rule', async () => {
    const cookie = await signIn(app)
    const res = await change(cookie, testAdmin.password, 'short')
    expect(res.statusCode).toBe(400)
    expect(res.json().data.fields).toEqual([{ path: 'new_password', message: 'must be at least 12 characters' }])
  })

  it('changes the password, keeps this session and revokes the others', async () => {
    const other = await signIn(app)
    const mine = await signIn(app)
    expect((await change(mine, testAdmin.password, 'a-brand-new-password')).statusCode).toBe(204)
    expect((await app.inject({ url: '/auth/me', headers: { cookie: mine } })).statusCode).toBe(200)
    expect((await app.inject({ url: '/auth/me', headers: { cookie: other } })).statusCode).toBe(401)
    expect((await login(app, testAdmin.email, testAdmin.password)).statusCode).toBe(401)
    expect((await login(app, testAdmin.email, 'a-brand-new-password')).statusCode).toBe(200)
  })
})

describe('disabled users', () => {
  it('cannot sign in, and disabling revokes their sessions', async () => {
    const app = await buildTestProxy()
    try {
      const admin = await signIn(app)
      const analyst = await createSignedInUser(app, admin, 'analyst')
      const patch = await app.inject({
        method: 'PATCH',
        url: `/bff/users/${analyst.id}`,
        headers: { ...csrf, cookie: admin },
        payload: { disabled: true },
      })
      expect(patch.statusCode).toBe(200)
      expect(patch.json()).toMatchObject({ id: analyst.id, disabled: true })
      expect((await app.inject({ url: '/auth/me', headers: { cookie: analyst.cookie } })).statusCode).toBe(401)
      const res = await login(app, analyst.email, analyst.password)
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toContain('disabled')
      expect(res.cookies).toEqual([])
      // A wrong password still gets the generic answer (nothing is revealed without the password).
      expect((await login(app, analyst.email, 'wrong-password-1')).statusCode).toBe(401)
    } finally {
      await app.close()
    }
  })
})
