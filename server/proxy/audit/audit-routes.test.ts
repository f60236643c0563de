import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  buildSignedInProxy,
  createSignedInUser,
  csrf,
  signIn,
  testAdmin,
  type TestProxy,
} from '../test-support/proxy-harness'
import { dropAuditGuards } from '../test-support/drop-audit-guards'
import { proxyDbEngines } from '../test-support/proxy-db-engines'

interface Entry {
  id: number
  action: string
  outcome: string
  actor_email: string | null
  role: string | null
  ip: string | null
  target_ids: string[]
  at: string
}

describe.each(proxyDbEngines)('audit trail on %s', (engine) => {
  let app: TestProxy
  let admin: string
  beforeEach(async () => {
    ;({ app, admin } = await buildSignedInProxy({}, engine))
  })
  afterEach(() => app.close())

  const page = async (query = '') => {
    const res = await app.inject({ url: `/bff/audit${query}`, headers: { cookie: admin } })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { entries: Entry[]; total: number; page: number; page_size: number }
  }

  it('records sign-ins (success and failure), sign-out, password change and user changes', async () => {
    await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: csrf,
      payload: { email: testAdmin.email, password: 'wrong-password' },
    })
    const analyst = await createSignedInUser(app, admin, 'analyst')
    await app.inject({
      method: 'PATCH',
      url: `/bff/users/${analyst.id}`,
      headers: { ...csrf, cookie: admin },
      payload: { role: 'compliance_manager' },
    })
    await app.inject({
      method: 'POST',
      url: '/auth/password',
      headers: { ...csrf, cookie: analyst.cookie },
      payload: { current_password: analyst.password, new_password: 'another-password-456' },
    })
    await app.inject({ method: 'POST', url: '/auth/logout', headers: { ...csrf, cookie: analyst.cookie } })

    const { entries } = await page('?page_size=200')
    const summary = entries.map((e) => `${e.action}:${e.outcome}:${e.actor_email ?? '-'}`).reverse()
    expect(summary).toEqual([
      'users.create:success:-',
      `auth.login:success:${testAdmin.email}`,
      `auth.login:failure:${testAdmin.email}`,
      `users.create:success:${testAdmin.email}`,
      `auth.login:success:${analyst.email}`,
      `users.update:success:${testAdmin.email}`,
      `auth.password_change:success:${analyst.email}`,
      `auth.logout:success:${analyst.email}`,
    ])
    const update = entries.find((e) => e.action === 'users.update')!
    expect(update).toMatchObject({
      role: 'admin',
      ip: '127.0.0.1',
      target_ids: [analyst.id],
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
  })

  it('records a permission denial', async () => {
    const analyst = await createSignedInUser(app, admin, 'analyst')
    expect((await app.inject({ url: '/bff/users', headers: { cookie: analyst.cookie } })).statusCode).toBe(403)
    const { entries } = await page('?outcome=denied')
    expect(entries[0]).toMatchObject({ action: 'access.denied', actor_email: analyst.email, role: 'analyst' })
  })

  it('filters by actor, action prefix, outcome and time, and paginates newest first', async () => {
    for (let i = 0; i < 3; i++)
      await app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: csrf,
        payload: { email: 'ghost@test.local', password: `wrong-${i}` },
      })
    const failures = await page('?actor=GHOST&action=auth&outcome=failure')
    expect(failures.total).toBe(3)
    expect(failures.entries.every((e) => e.actor_email === 'ghost@test.local' && e.action === 'auth.login')).toBe(true)
    expect((await page('?action=auth.log')).total).toBe(0)
    expect((await page('?actor=%25')).total).toBe(0)

    const all = await page('?page_size=2')
    expect(all.total).toBe(5)
    expect(all.entries.map((e) => e.id)).toEqual([5, 4])
    expect((await page('?page_size=2&page=3')).entries.map((e) => e.id)).toEqual([1])
    const future = new Date(Date.now() + 60_000).toISOString()
    expect((await page(`?from=${future}`)).total).toBe(0)
    expect((await page(`?to=${future}`)).total).toBe(5)
  })

  it('refuses bad filters naming the field', async () => {
    const res = await app.inject({ url: '/bff/audit?from=yesterday&page_size=1000', headers: { cookie: admin } })
    expect(res.statusCode).toBe(400)
    expect(res.json().data.fields).toEqual(
      expect.arrayContaining([
        { path: 'from', message: 'must be a date or date-time (ISO 8601)' },
        { path: 'page_size', message: 'must be between 1 and 200' },
      ]),
    )
  })

  it('exports CSV with formula-looking values neutralised', async () => {
    await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: csrf,
      payload: { email: '-cmd@evil.test', password: 'x' },
    })
    await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: csrf,
      payload: { email: '+sum@evil.test', password: 'x' },
    })
    const res = await app.inject({ url: '/bff/audit.csv?outcome=failure', headers: { cookie: admin } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="kybdesk-audit-\d{4}-\d\d-\d\d\.csv"$/)
    const lines = res.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe('id,at,actor_id,actor_email,role,action,target_type,target_ids,outcome,ip,detail,hash')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(",'-cmd@evil.test,")
    expect(lines[2]).toContain(",'+sum@evil.test,")
    expect(res.body).not.toMatch(/(^|,)[-+=@]/m)
  })

  it('verifies the chain, and reports the first bad row after an edit or a deletion', async () => {
    await app.inject({ method: 'POST', url: '/auth/logout', headers: { ...csrf, cookie: await signIn(app) } })
    const verify = async () => (await app.inject({ url: '/bff/audit/verify', headers: { cookie: admin } })).json()
    expect(await verify()).toEqual({ ok: true, rows: 4, first_bad_row: null })

    const { db } = app.proxyDb
    await dropAuditGuards(app.proxyDb)
    await db.updateTable('audit_log').set({ actor_email: 'someone-else@test.local' }).where('id', '=', 2).execute()
    expect(await verify()).toEqual({ ok: false, rows: 1, first_bad_row: 2 })
  })

  it('detects a deleted row through the API', async () => {
    await signIn(app)
    await signIn(app)
    const { db } = app.proxyDb
    await dropAuditGuards(app.proxyDb)
    await db.deleteFrom('audit_log').where('id', '=', 3).execute()
    const res = await app.inject({ url: '/bff/audit/verify', headers: { cookie: admin } })
    expect(res.json()).toEqual({ ok: false, rows: 2, first_bad_row: 4 })
  })
})
