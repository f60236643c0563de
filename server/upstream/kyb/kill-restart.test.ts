import { V1ReadKybResponseSchema } from '@contract/registry'
import { afterAll, describe, expect, it } from 'vitest'
import type { UpstreamApp } from '../app'
import { spawnUpstream } from '../conformance/upstream-process'
import {
  authHeaders,
  buildTestApp,
  makeTempDir,
  pollUntil,
  testApiKey,
  testDatasetSize,
} from '../test-support/upstream-harness'

/** The real server process is killed with SIGKILL after acknowledging a search; the next start finishes it. */
describe('kill -9 and restart', () => {
  const temp = makeTempDir()
  let app: UpstreamApp | undefined
  afterAll(async () => {
    await app?.close()
    temp.remove()
  })

  it('resumes an acknowledged search after the process is killed', async () => {
    const upstream = await spawnUpstream({
      dataDir: temp.dir,
      timeScale: 0.02,
      datasetSize: testDatasetSize,
      apiKey: testApiKey,
    })
    try {
      const { base } = upstream
      const res = await fetch(`${base}/api/search`, {
        method: 'POST',
        headers: { ...authHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] }),
      })
      const { request_id } = (await res.json()) as { request_id: string }
      const before = V1ReadKybResponseSchema.parse(
        await (await fetch(`${base}/api/readKybResponse?request_id=${request_id}`, { headers: authHeaders })).json(),
      )
      expect(before.data.request_status).toBe('pending')
      await upstream.kill9()

      app = await buildTestApp({ dataDir: temp.dir, timeScale: 0.02 })
      const after = await pollUntil(
        async () =>
          V1ReadKybResponseSchema.parse(
            (await app!.inject({ url: `/api/readKybResponse?request_id=${request_id}`, headers: authHeaders })).json(),
          ),
        (r) => r.data.request_status === 'resolved',
      )
      expect(after.data).toMatchObject({ resolved_percentage: 100, resolved_count: 1 })
      expect(after.data.pagination.total).toBeGreaterThan(before.data.pagination.total)
    } finally {
      await upstream.kill9()
    }
  })
})
