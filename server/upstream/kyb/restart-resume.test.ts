import Database from 'better-sqlite3'
import { V1ReadKybResponseSchema, V2KybResponseSchema } from '@contract/registry'
import { afterAll, describe, expect, it } from 'vitest'
import type { UpstreamApp } from '../app'
import { authHeaders, buildTestApp, makeTempDir, pollUntil } from '../test-support/upstream-harness'

/** Acknowledged work survives a stop, and a crash mid-job: the next app on the same file finishes it. */
describe('pending searches resume after a restart', () => {
  const temp = makeTempDir()
  const dbFile = `${temp.dir}/upstream.sqlite`
  const apps: UpstreamApp[] = []
  afterAll(async () => {
    for (const app of apps) await app.close()
    temp.remove()
  })

  async function open(timeScale: number) {
    const app = await buildTestApp({ dbFile, timeScale })
    apps.push(app)
    return app
  }

  it('a search started before a stop resolves after the restart', async () => {
    // A slow scale: nothing but the acknowledgement happens before the stop.
    const first = await open(1)
    const v1 = await first.inject({
      method: 'POST',
      url: '/api/search',
      headers: authHeaders,
      payload: { search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] },
    })
    const { request_id } = v1.json() as { request_id: string }
    const v2 = V2KybResponseSchema.parse(
      (
        await first.inject({
          method: 'POST',
          url: '/v2/kyb',
          headers: authHeaders,
          payload: { name: 'gmbh', country_codes: ['DE'] },
        })
      ).json(),
    )
    expect(v2.data.kyb_request.status).toBe('pending')
    await first.close()

    const raw = new Database(dbFile)
    // The waits were scheduled at scale 1 (seconds to minutes away): make them due now, as if
    // that time had passed while the upstream was down.
    raw.prepare('update jobs set run_at = ?').run(Date.now())
    // A crash (kill -9) while a job was claimed: it stays "running" with a lease far in the future.
    raw
      .prepare(
        "update jobs set status = 'running', attempts = 1, locked_until = ? where seq = (select min(seq) from jobs)",
      )
      .run(Date.now() + 3_600_000)
    const running = raw.prepare("select count(*) as n from jobs where status = 'running'").get() as { n: number }
    raw.close()
    expect(running.n).toBe(1)

    const second = await open(0.001)
    const resolved = await pollUntil(
      async () =>
        V1ReadKybResponseSchema.parse(
          (await second.inject({ url: `/api/readKybResponse?request_id=${request_id}`, headers: authHeaders })).json(),
        ),
      (r) => r.data.request_status === 'resolved',
    )
    expect(resolved.data).toMatchObject({ resolved_percentage: 100, resolved_count: 1 })
    expect(resolved.data.pagination.total).toBeGreaterThan(0)
    const v2Resolved = await pollUntil(
      async () =>
        V2KybResponseSchema.parse(
          (
            await second.inject({
              url: `/v2/kyb?kyb_request_id=${v2.data.kyb_request.kyb_request_id}`,
              headers: authHeaders,
            })
          ).json(),
        ),
      (r) => r.data.kyb_request.status === 'resolved',
    )
    expect(v2Resolved.data.pagination.total).toBeGreaterThan(v2.data.pagination.total)
  })
})
