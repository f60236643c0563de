import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { CallbackReceipt } from '@contract/bff/callbacks'
import type { User, UserListResponse } from '@contract/bff/users'
import { signBody } from '@contract/signature'
import { freePort } from '../test-support/free-port'
import { pollUntil } from '../test-support/poll-until'
import { createPostgresDatabase } from '../test-support/postgres-cluster'
import { buildUpstreamApp } from '../upstream/app'
import { processStackAdmin, processStackKey, type ServerProcess, startServerProcess } from './process-stack'
import { openEventStream } from './sse-client'

/**
 * Two proxy instances (processes, as deployed) on one PostgreSQL database and one upstream, which
 * sends its callbacks to the first: they behave as one desk, and a `kill -9` of one loses nothing
 * it acknowledged while the other keeps serving the same sessions.
 */
const csrf = { 'x-requested-with': 'kybdesk' }
const json = { 'content-type': 'application/json' }
let database: Awaited<ReturnType<typeof createPostgresDatabase>>
let upstream: Awaited<ReturnType<typeof buildUpstreamApp>>
let dataDir: string
const urls: string[] = []
const instances: ServerProcess[] = []

beforeAll(async () => {
  database = await createPostgresDatabase(inject('postgresUrl'))
  dataDir = mkdtempSync(join(tmpdir(), 'kybdesk-multi-'))
  const [upstreamPort, ...proxyPorts] = await Promise.all([freePort(), freePort(), freePort()])
  for (const port of proxyPorts) urls.push(`http://127.0.0.1:${port}`)
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`
  upstream = await buildUpstreamApp({
    apiKey: processStackKey,
    datasetSize: 1000,
    timeScale: 0.01,
    callbackUrl: `${urls[0]}/callbacks/upstream`,
    publicUrl: upstreamUrl,
  })
  await upstream.listen({ port: upstreamPort!, host: '127.0.0.1' })
  const env = (url: string) => ({
    PORT: new URL(url).port,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    UPSTREAM_URL: upstreamUrl,
    UPSTREAM_API_KEY: processStackKey,
    ADMIN_EMAIL: processStackAdmin.email,
    ADMIN_PASSWORD: processStackAdmin.password,
  })
  // Started together: one migrates while the other waits for the lock, and one creates the admin.
  instances.push(...(await Promise.all(urls.map((url) => startServerProcess('proxy', url, env(url))))))
})

afterAll(async () => {
  for (const instance of instances) await instance.kill9()
  await upstream?.close()
  await database?.drop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

async function call(instance: number, path: string, init: { cookie?: string; method?: string; body?: unknown } = {}) {
  const res = await fetch(`${urls[instance]}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.method && init.method !== 'GET' ? csrf : {}),
      ...(init.body === undefined ? {} : json),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, headers: res.headers }
}

async function signIn(instance: number, email = processStackAdmin.email, password = processStackAdmin.password) {
  const res = await fetch(`${urls[instance]}/auth/login`, {
    method: 'POST',
    headers: { ...csrf, ...json },
    body: JSON.stringify({ email, password }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return res.headers.getSetCookie()[0]!.split(';')[0]!
}

const userBody = (n: number) => ({
  email: `user-${n}@multi.local`,
  name: `User ${n}`,
  role: 'analyst',
  password: `user-password-${n}-xyz`,
})

describe('two proxy instances on one PostgreSQL database', () => {
  it('share sessions: signed in on one, read on the other; signed out on one, ended on both', async () => {
    const cookie = await signIn(0)
    const me = await call(1, '/auth/me', { cookie })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ user: { email: processStackAdmin.email } })
    expect((await call(0, '/auth/logout', { cookie, method: 'POST' })).status).toBeLessThan(300)
    expect((await call(1, '/auth/me', { cookie })).status).toBe(401)
  })

  it('delivers a live event to a stream on one instance when the other receives the callback', async () => {
    const searcher = await signIn(0)
    const watcher = await signIn(1)
    const stream = openEventStream(`${urls[1]}/bff/events`, watcher)
    await stream.ready
    try {
      const created = await call(0, '/bff/upstream/v2/kyb', {
        cookie: searcher,
        method: 'POST',
        body: { name: 'zzqx no such company', country_codes: ['GB'] },
      })
      expect(created.status).toBe(200)
      // The upstream's callback (to the first instance) resolves the search: the second one's stream hears of it.
      await pollUntil(
        async () => stream.events.map((event) => event.type),
        (types) => types.includes('callback.received'),
      )
    } finally {
      stream.close()
    }
  })

  it('applies a callback delivered to both instances at once exactly once', async () => {
    const body = JSON.stringify({
      id: `evt_multi_${Date.now()}`,
      event: 'request.resolved',
      sent_at: new Date().toISOString(),
      service: 'kyb_check',
      kyb_request_id: 'kyb_req_multi',
      status: 'resolved',
    })
    const signature = await signBody(body, processStackKey, 'sha256')
    const deliver = (instance: number) =>
      fetch(`${urls[instance]}/callbacks/upstream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', signature },
        body,
      }).then(async (res) => ((await res.json()) as CallbackReceipt).verdict)
    expect((await Promise.all([deliver(0), deliver(1)])).sort()).toEqual(['accepted', 'duplicate'])
  })

  it('keeps one audit chain when both instances audit at the same moment', async () => {
    const cookie = await signIn(0)
    const created = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => call(n % 2, '/bff/users', { cookie, method: 'POST', body: userBody(n) })),
    )
    expect(created.map((res) => res.status)).toEqual(Array(6).fill(201))
    expect((await call(1, '/bff/audit/verify', { cookie })).body).toMatchObject({ ok: true, first_bad_row: null })
  })

  it('counts failed sign-ins of an account across instances', async () => {
    const attempt = (instance: number) =>
      call(instance, '/auth/login', {
        method: 'POST',
        body: { email: 'user-1@multi.local', password: 'wrong-password-1' },
      })
    for (const instance of [0, 1, 0, 1, 0]) expect((await attempt(instance)).status).toBe(401)
    expect((await attempt(1)).status).toBe(429)
  })

  it('loses no acknowledged write when one instance is killed mid-request, and the other keeps its sessions', async () => {
    const cookie = await signIn(1)
    const writes = [10, 11, 12, 13, 14, 15, 16, 17].map((n) =>
      call(1, '/bff/users', { cookie, method: 'POST', body: userBody(n) }).then(
        (res) => ({ n, acknowledged: res.status === 201 }),
        () => ({ n, acknowledged: false }),
      ),
    )
    // Killed once the first write is acknowledged, with the others in flight.
    await Promise.race(writes)
    await instances[1]!.kill9()
    const outcomes = await Promise.all(writes)
    expect(outcomes.some((o) => o.acknowledged)).toBe(true)

    const listed = await call(0, '/bff/users', { cookie })
    expect(listed.status).toBe(200)
    const emails = new Set((listed.body as UserListResponse).users.map((user: User) => user.email))
    for (const { n } of outcomes.filter((o) => o.acknowledged)) expect(emails).toContain(userBody(n).email)
    expect((await call(0, '/bff/audit/verify', { cookie })).body).toMatchObject({ ok: true })
  })
})
