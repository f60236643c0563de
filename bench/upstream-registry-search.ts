/**
 * Figures for the embedded upstream: first start (dataset generation + migrations), then the
 * latency of starting a search and of reading results and profiles through the HTTP layer.
 * Prints numbers; asserts nothing.
 *   npx tsx bench/upstream-registry-search.ts [datasetSize=200000]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildUpstreamApp } from '../server/upstream/app'

const size = Number(process.argv[2] ?? 200_000)
const dir = mkdtempSync(join(tmpdir(), 'kybdesk-bench-upstream-'))
const token = 'kyb_bench_key_0123456789abcdef'

async function time(label: string, runs: number, fn: () => Promise<unknown>) {
  const started = performance.now()
  for (let i = 0; i < runs; i++) await fn()
  const ms = performance.now() - started
  console.log(`${label.padEnd(48)} ${(ms / runs).toFixed(2).padStart(9)} ms/op  (${runs} runs)`)
}

try {
  let started = performance.now()
  const app = await buildUpstreamApp({ apiKey: token, dataDir: dir, datasetSize: size, timeScale: 0 })
  await app.ready()
  console.log(`first start with ${size} companies: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  await app.close()
  started = performance.now()
  const again = await buildUpstreamApp({ apiKey: token, dataDir: dir, datasetSize: size, timeScale: 0 })
  await again.ready()
  console.log(`second start (dataset kept): ${(performance.now() - started).toFixed(0)} ms`)

  const headers = { token }
  let requestId = ''
  await time('POST /api/search contains "gmbh" (DE)', 20, async () => {
    const res = await again.inject({
      method: 'POST',
      url: '/api/search',
      headers,
      payload: { search: 'gmbh', country_names: ['germany'], services: ['kyb_check'] },
    })
    requestId = (res.json() as { request_id: string }).request_id
  })
  await time('POST /v2/kyb fuzzy "handel" (DE)', 20, () =>
    again.inject({
      method: 'POST',
      url: '/v2/kyb',
      headers,
      payload: { name: 'handel', country_codes: ['DE'], search_type: 'fuzzy' },
    }),
  )
  await new Promise((resolve) => setTimeout(resolve, 500))
  let companyId = ''
  await time('GET /api/readKybResponse (page of 50)', 50, async () => {
    const res = await again.inject({ url: `/api/readKybResponse?request_id=${requestId}`, headers })
    companyId = (res.json() as { data: { kyb_request_data: { id: string }[] } }).data.kyb_request_data[0]?.id ?? ''
  })
  await time('GET /api/companies/read (expanded profile)', 50, () =>
    again.inject({ url: `/api/companies/read?company_id=${companyId}&request_id=${requestId}`, headers }),
  )
  await again.close()
} finally {
  rmSync(dir, { recursive: true, force: true })
}
