import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  buildSignedInProxy,
  createSignedInUser,
  csrf,
  signIn,
  testAdmin,
  type TestProxy,
} from '../test-support/proxy-harness'

describe('/bff/users', () => {
  let app: TestProxy
  let admin: string
  beforeEach(async () => {
    ;({ app, admin } = await buildSignedInProxy())
  })
  afterEach(() => app.close())

  const create = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/bff/users', headers: { ...csrf, cookie: admin }, payload: payload as object })
  const patch = (cookie: string, id: string, payload: unknown) =>
    app.inject({ method: 'PATCH', url: `/bff/users/${id}`, headers: { ...csrf, cookie }, payload: payload as object })

  it('creates users, lists them without password hashes, and refuses a duplicate e-mail', async () => {
    const created = await create({
      email: 'Ana@Test.local',
      name: 'Ana',
      role: 'analyst',
      password: 'ana-password-123',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      email: 'ana@test.local',
      name: 'Ana',
      role: 'analyst',
      disabled: false,
      last_login_at: null,
    })

    const list = await app.inject({ url: '/bff/users', headers: { cookie: admin } })
    expect(list.statusCode).toBe(200)
    expect(list.json().users.map((u: { email: string }) => u.email)).toEqual(['admin@test.local', 'ana@test.local'])
    expect(list.body).not.toContain('scrypt')
    expect(list.body).not.toContain('password')

    const duplicate = await create({
      email: 'ana@test.local',
      name: 'Other',
      role: 'admin',
      password: 'other-password-123',
    })
    expect(duplicate.statusCode).toBe(400)
    expect(duplicate.json().data.fields).toEqual([{ path: 'email', message: 'is already in use' }])
  })

  it('validates the body, naming each field and its rule', async () => {
    const res = await create({ email: 'x', name: '', role: 'root', password: 'short', extra: 1 })
    expect(res.statusCode).toBe(400)
    const paths = res.json().data.fields.map((f: { path: string }) => f.path)
    expect(paths).toEqual(expect.arrayContaining(['email', 'name', 'role', 'password']))
    expect(res.json().data.fields).toContainEqual({ path: 'password', message: 'must be at least 12 characters' })
    const empty = await patch(admin, 'whatever', {})
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toContain('at least one of role, disabled, name, password')
  })

  it('changes a role, effective on the next request of that user', async () => {
    const analyst = await createSignedInUser(app, admin, 'analyst')
    expect((await app.inject({ url: '/auth/me', headers: { cookie: analyst.cookie } })).json().user.role).toBe(
      'analyst',
    )
    const res = await patch(admin, analyst.id, { role: 'compliance_manager', name: 'Promoted' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ role: 'compliance_manager', name: 'Promoted' })
    const me = (await app.inject({ url: '/auth/me', headers: { cookie: analyst.cookie } })).json()
    expect(me.user.role).toBe('compliance_manager')
    expect(me.permissions).toContain('kyc:review')
  })

  it('answers 404 for an unknown user', async () => {
    const res = await patch(admin, 'no-such-id', { name: 'x' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: true, message: 'No user with id no-such-id.' })
  })

  it('keeps the last active admin: no self-demotion or self-disabling', async () => {
    const me = (await app.inject({ url: '/auth/me', headers: { cookie: admin } })).json().user
    const demote = await patch(admin, me.id, { role: 'analyst' })
    expect(demote.statusCode).toBe(400)
    expect(demote.json().data.fields[0]).toMatchObject({
      path: 'role',
      message: expect.stringContaining('last active admin'),
    })
    const disable = await patch(admin, me.id, { disabled: true })
    expect(disable.statusCode).toBe(400)
    expect(disable.json().data.fields[0].path).toBe('disabled')
    expect((await app.inject({ url: '/auth/me', headers: { cookie: admin } })).json().user.role).toBe('admin')

    // With a second active admin, the first may step down.
    const second = await createSignedInUser(app, admin, 'admin')
    expect((await patch(admin, me.id, { role: 'analyst' })).statusCode).toBe(200)
    const demoteSecond = await patch(second.cookie, second.id, { disabled: true })
    expect(demoteSecond.statusCode).toBe(400)
  })

  it('does not count a disabled admin as active', async () => {
    const second = await createSignedInUser(app, admin, 'admin')
    expect((await patch(admin, second.id, { disabled: true })).statusCode).toBe(200)
    const me = (await app.inject({ url: '/auth/me', headers: { cookie: admin } })).json().user
    expect((await patch(admin, me.id, { role: 'analyst' })).statusCode).toBe(400)
    expect(testAdmin.email).toBe(me.email)
  })

  it("lets an admin reset another user's password, ending their sessions, without auditing the password", async () => {
    const analyst = await createSignedInUser(app, admin, 'analyst')
    const res = await patch(admin, analyst.id, { password: 'reset-by-admin-789' })
    expect(res.statusCode).toBe(200)
    expect((await app.inject({ url: '/auth/me', headers: { cookie: analyst.cookie } })).statusCode).toBe(401)
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/auth/login', headers: csrf, payload: { email: analyst.email, password } })
    expect((await login(analyst.password)).statusCode).toBe(401)
    expect((await login('reset-by-admin-789')).statusCode).toBe(200)
    const audit = await app.inject({ url: '/bff/audit?action=users.update', headers: { cookie: admin } })
    expect(audit.json().entries[0].detail).toMatchObject({ password_reset: true, sessions_revoked: 1 })
    expect(audit.body).not.toContain('reset-by-admin-789')

    const me = (await app.inject({ url: '/auth/me', headers: { cookie: admin } })).json().user
    const own = await patch(admin, me.id, { password: 'my-own-new-password' })
    expect(own.statusCode).toBe(400)
    expect(own.json().data.fields[0].path).toBe('password')
  })

  it('resets a password to a generated one-time password, shown once, that signs the user in', async () => {
    const analyst = await createSignedInUser(app, admin, 'analyst')
    const reset = (cookie: string, id: string, headers: Record<string, string> = csrf) =>
      app.inject({ method: 'POST', url: `/bff/users/${id}/reset-password`, headers: { ...headers, cookie } })
    expect((await reset(admin, analyst.id, {})).statusCode).toBe(403)
    expect((await reset(analyst.cookie, analyst.id)).statusCode).toBe(403)
    const res = await reset(admin, analyst.id)
    expect(res.statusCode).toBe(200)
    const { one_time_password: otp, user } = res.json() as { one_time_password: string; user: { id: string } }
    expect(user.id).toBe(analyst.id)
    expect(otp).toMatch(/^[\w-]{24}$/)
    expect((await app.inject({ url: '/auth/me', headers: { cookie: analyst.cookie } })).statusCode).toBe(401)
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/auth/login', headers: csrf, payload: { email: analyst.email, password } })
    expect((await login(analyst.password)).statusCode).toBe(401)
    expect((await login(otp)).statusCode).toBe(200)
    // Shown once: a second reset gives another password; the list never carries one.
    const again = (await reset(admin, analyst.id)).json() as { one_time_password: string }
    expect(again.one_time_password).not.toBe(otp)
    expect((await app.inject({ url: '/bff/users', headers: { cookie: admin } })).body).not.toContain(
      again.one_time_password,
    )
    const audit = await app.inject({
      url: `/bff/audit?action=users.reset_password&target=${analyst.id}`,
      headers: { cookie: admin },
    })
    expect(audit.json().total).toBe(2)
    expect(audit.body).not.toContain(otp)
    expect((await reset(admin, 'nobody')).statusCode).toBe(404)
    const me = (await app.inject({ url: '/auth/me', headers: { cookie: admin } })).json().user as { id: string }
    expect((await reset(admin, me.id)).statusCode).toBe(400)
  })

  it('keeps the last active admin through role changes of another admin and reactivation', async () => {
    const second = await createSignedInUser(app, admin, 'admin')
    expect((await patch(admin, second.id, { disabled: true })).statusCode).toBe(200)
    const me = (await app.inject({ url: '/auth/me', headers: { cookie: admin } })).json().user as { id: string }
    expect((await patch(admin, me.id, { role: 'analyst' })).statusCode).toBe(400)
    expect((await patch(admin, second.id, { disabled: false })).statusCode).toBe(200)
    expect((await patch(admin, me.id, { role: 'compliance_manager' })).statusCode).toBe(200)
    // Disabling ended the second admin's sessions: they sign in again.
    const last = await patch(await signIn(app, second.email, second.password), second.id, { role: 'analyst' })
    expect(last.statusCode).toBe(400)
    expect(last.json().data.fields[0]).toMatchObject({ path: 'role' })
  })
})
