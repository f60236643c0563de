import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { V1ReadKybResponseSchema } from '@contract/registry'
import { afterAll, describe, expect, it } from 'vitest'
import type { UpstreamApp } from '../app'
import { authHeaders, buildTestApp, makeTempDir, pollUntil, testApiKey, testDatasetSize } from '../test-support/upstream-harness'

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url))

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** The real server process is killed with SIGKILL after acknowledging a search; the next start finishes it. */
describe('kill -9 and restart', () => {
  const temp = makeTempDir()
  let app: UpstreamApp | undefined
  afterAll(async () => {
    await app?.close()
    temp.remove()
  })

  it('resumes an acknowledged search after the process is killed', async () => {
    const port = await freePort()
    // One process (no tsx wrapper around it), so SIGKILL hits the server itself.
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { ...process.env, DATA_DIR: temp.dir, UPSTREAM_PORT: String(port), UPSTREAM_API_KEY: testApiKey, UPSTREAM_TIME_SCALE: '0.02', DATASET_SIZE: String(testDatasetSize), LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    })
    try {
      const base = `http://127.0.0.1:${port}`
      await pollUntil(
        () => fetch(`${base}/healthz`).then((r) => r.ok, () => false),
        (ok) => ok,
        30_000,
        100,
      )
      const res = await fetch(`${base}/api/search`, {
        method: 'POST',
        headers: { ...authHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] }),
      })
      const { request_id } = (await res.json()) as { request_id: string }
      const before = V1ReadKybResponseSchema.parse(await (await fetch(`${base}/api/readKybResponse?request_id=${request_id}`, { headers: authHeaders })).json())
      expect(before.data.request_status).toBe('pending')
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited

      app = await buildTestApp({ dataDir: temp.dir, timeScale: 0.02 })
      const after = await pollUntil(
        async () => V1ReadKybResponseSchema.parse((await app!.inject({ url: `/api/readKybResponse?request_id=${request_id}`, headers: authHeaders })).json()),
        (r) => r.data.request_status === 'resolved',
      )
      expect(after.data).toMatchObject({ resolved_percentage: 100, resolved_count: 1 })
      expect(after.data.pagination.total).toBeGreaterThan(before.data.pagination.total)
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  })
})
