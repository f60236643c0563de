import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Database from 'better-sqlite3'
import { CallbackBodySchema, type CallbackBody } from '@contract/callbacks'
import { ReadAmlResponseSchema } from '@contract/services/aml-hits'
import { OngoingReadResponseSchema } from '@contract/services/ongoing-aml'
import { V2KybResponseSchema } from '@contract/registry'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UpstreamApp } from '../app'
import { authHeaders, buildTestApp, makeTempDir, pollUntil, sqliteOf } from '../test-support/upstream-harness'

/** Acknowledged screenings survive a crash; monitoring ends by itself; every change is called back. */
describe('AML durability, monitoring expiry and callbacks', () => {
  const temp = makeTempDir()
  const dbFile = `${temp.dir}/upstream.sqlite`
  const apps: UpstreamApp[] = []
  const received: CallbackBody[] = []
  let receiver: Server
  let callbackUrl = ''

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        received.push(CallbackBodySchema.parse(JSON.parse(body)))
        res.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callbacks`
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    await new Promise((resolve) => receiver.close(resolve))
    temp.remove()
  })

  async function open(timeScale: number) {
    const app = await buildTestApp({ dbFile, timeScale, callbackUrl })
    apps.push(app)
    return app
  }

  async function screenOfficer(app: UpstreamApp, company: string, officer: string) {
    await app.inject({
      method: 'POST',
      url: '/sandbox/companies',
      headers: authHeaders,
      payload: { country_code: 'DE', name: company, officers: [{ name: officer }] },
    })
    const search = V2KybResponseSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/v2/kyb',
          headers: authHeaders,
          payload: { name: company, country_codes: ['DE'] },
        })
      ).json(),
    )
    const result = search.data.kyb_responses.find((r) => r.name === company)
    const ids = { company_id: String(result?.kyb_response_id), request_id: search.data.kyb_request.kyb_request_id }
    const started = await app.inject({
      method: 'POST',
      url: '/api/performOfficersAml',
      headers: authHeaders,
      payload: ids,
    })
    expect(started.statusCode).toBe(200)
    return ids
  }

  const amlIdOf = (app: UpstreamApp, name: string) =>
    (
      sqliteOf(app).prepare('select id from aml_requests where subject_name = ?').get(name) as
        { id: string } | undefined
    )?.id ?? ''

  it('a screening acknowledged before a crash completes after the restart, and is called back', async () => {
    const first = await open(1) // slow: nothing runs before the stop
    await screenOfficer(first, 'Rheinufer Logistik GmbH', 'Ayman al-Zawahiri')
    const id = amlIdOf(first, 'Ayman al-Zawahiri')
    await first.close()
    const raw = new Database(dbFile)
    raw.prepare('update jobs set run_at = ?').run(Date.now())
    raw
      .prepare("update jobs set status = 'running', attempts = 1, locked_until = ? where instr(payload, ?) > 0")
      .run(Date.now() + 3_600_000, id)
    raw.close()

    const second = await open(0.001)
    const result = await pollUntil(
      async () =>
        ReadAmlResponseSchema.parse(
          (await second.inject({ url: `/api/readAmlResponse?aml_request_id=${id}`, headers: authHeaders })).json(),
        ),
      (r) => r.data.request_status === 'resolved',
    )
    expect(result.data).toMatchObject({
      match_status: 'potential match',
      hits: [expect.objectContaining({ list: 'ofac_sdn' })],
    })
    await pollUntil(
      async () => received.filter((c) => c.aml_request_id === id),
      (c) => c.length > 0,
    )
    expect(received.find((c) => c.aml_request_id === id)).toMatchObject({
      event: 'aml.completed',
      service: 'aml',
      status: 'potential match',
    })
  })

  it('monitoring re-screens daily, then turns itself off when its duration ends', async () => {
    const app = apps.at(-1) as UpstreamApp
    const ids = await screenOfficer(app, 'Elbtal Handel GmbH', 'Henrike Sommerfeld')
    const id = await pollUntil(
      async () => amlIdOf(app, 'Henrike Sommerfeld'),
      (v) => v !== '',
    )
    await pollUntil(
      async () =>
        ReadAmlResponseSchema.parse(
          (await app.inject({ url: `/api/readAmlResponse?aml_request_id=${id}`, headers: authHeaders })).json(),
        ),
      (r) => r.data.request_status === 'resolved',
    )
    expect(ids.company_id).not.toBe('')
    // At a time scale of 0.001 a simulated day lasts 86.4 s: one day of monitoring is made due at once.
    const enabled = await app.inject({
      method: 'POST',
      url: '/api/ongoingRequest/update',
      headers: authHeaders,
      payload: {
        service_type: 'ongoing_aml',
        aml_request_id: id,
        duration: 1,
        duration_type: 'day',
        ongoing_enable: true,
      },
    })
    expect(enabled.statusCode).toBe(200)
    const on = OngoingReadResponseSchema.parse(
      (await app.inject({ url: '/api/ongoingRequest/read?search=Sommerfeld', headers: authHeaders })).json(),
    )
    expect(on.data.ongoing_requests[0]).toMatchObject({ ongoing_monitoring: true, duration: '1', duration_type: 'day' })
    const sqlite = sqliteOf(app)
    sqlite.prepare('update aml_requests set monitor_until = ? where id = ?').run(Date.now(), id)
    sqlite
      .prepare("update jobs set run_at = ? where kind = 'aml.monitor' and instr(payload, ?) > 0")
      .run(Date.now(), id)
    app.upstream.runner.wake()
    const off = await pollUntil(
      async () =>
        OngoingReadResponseSchema.parse(
          (await app.inject({ url: '/api/ongoingRequest/read?search=Sommerfeld', headers: authHeaders })).json(),
        ),
      (r) => r.data.ongoing_requests[0]?.ongoing_monitoring === false,
    )
    expect(off.data.ongoing_requests[0]).toMatchObject({ match_status: 'no match', ongoing_monitoring: false })
  })

  it('a watchlist change flips a monitored request and sends verification.status.changed', async () => {
    const app = apps.at(-1) as UpstreamApp
    await screenOfficer(app, 'Nordlicht Werkzeuge GmbH', 'Ottokar Brennwald')
    const id = await pollUntil(
      async () => amlIdOf(app, 'Ottokar Brennwald'),
      (v) => v !== '',
    )
    await pollUntil(
      async () =>
        ReadAmlResponseSchema.parse(
          (await app.inject({ url: `/api/readAmlResponse?aml_request_id=${id}`, headers: authHeaders })).json(),
        ),
      (r) => r.data.request_status === 'resolved',
    )
    await app.inject({
      method: 'POST',
      url: '/api/ongoingRequest/update',
      headers: authHeaders,
      payload: {
        service_type: 'ongoing_aml',
        aml_request_id: id,
        duration: 3,
        duration_type: 'month',
        ongoing_enable: true,
      },
    })
    const listed = await app.inject({
      method: 'POST',
      url: '/sandbox/watchlist',
      headers: authHeaders,
      payload: { name: 'Ottokar Brennwald', type: 'person' },
    })
    expect(listed.statusCode).toBe(200)
    const changed = await pollUntil(
      async () => received.filter((c) => c.aml_request_id === id && c.event === 'verification.status.changed'),
      (c) => c.length > 0,
    )
    expect(changed[0]).toMatchObject({ service: 'ongoing_aml', status: 'potential match' })
  })
})
