/**
 * KYC documents verified per minute with 1, 2 and 4 `npm run worker` processes on one PostgreSQL
 * database (the API runs with UPSTREAM_JOBS=off). Each round submits DOCUMENTS address proofs
 * (default 16) while the workers start, and times from the first submission until every request
 * is resolved.
 *
 *   npx tsx bench/kyc-workers.ts                  # 1, 2, 4 workers; a throwaway PostgreSQL cluster
 *   WORKERS=1,2 DOCUMENTS=8 WORKER_CONCURRENCY=1 npx tsx bench/kyc-workers.ts
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { blackBoxKey, pollUntil } from '../server/upstream/conformance/black-box-server'
import { spawnUpstream } from '../server/upstream/conformance/upstream-process'
import { addressProofOverHttp, submitAddressKycOverHttp } from '../server/upstream/test-support/kyc-over-http'
import { spawnWorker } from '../server/upstream/test-support/worker-process'
import { createPostgresDatabase, startPostgresCluster } from '../server/test-support/postgres-cluster'

const counts = (process.env.WORKERS ?? '1,2,4').split(',').map(Number)
const documents = Number(process.env.DOCUMENTS ?? 16)
const concurrency = process.env.WORKER_CONCURRENCY ?? '1'

const cluster = await startPostgresCluster()
console.log(
  `load average before: ${loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')}`,
)

async function round(workerCount: number) {
  const database = await createPostgresDatabase(cluster.url)
  const dataDir = mkdtempSync(join(tmpdir(), 'kybdesk-bench-workers-'))
  const env = {
    UPSTREAM_DATABASE_URL: database.url,
    UPSTREAM_API_KEY: blackBoxKey,
    UPSTREAM_TIME_SCALE: '0.001',
    UPSTREAM_JOB_CONCURRENCY: concurrency,
    DATA_DIR: dataDir,
  }
  const api = await spawnUpstream({
    dataDir,
    timeScale: 0.001,
    datasetSize: 1000,
    env: { ...env, UPSTREAM_JOBS: 'off' },
    startTimeoutMs: 600_000,
  })
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const proof = await addressProofOverHttp(api.base, blackBoxKey)
    // The workers start with the submissions (their start is part of the time, as in a burst).
    const workers = Array.from({ length: workerCount }, () => spawnWorker(env))
    const started = performance.now()
    for (let i = 0; i < documents; i++) await submitAddressKycOverHttp(api.base, blackBoxKey, proof)
    await pollUntil(
      async () =>
        (await client.query<{ n: number }>("select count(*)::int as n from kyc_requests where status <> 'pending'"))
          .rows[0]?.n ?? 0,
      (n) => n === documents,
      1_800_000,
      200,
    )
    const minutes = (performance.now() - started) / 60_000
    for (const worker of workers) await worker.kill9()
    return documents / minutes
  } finally {
    await client.end()
    await api.kill9()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

let base = 0
try {
  for (const count of counts) {
    const perMinute = await round(count)
    base ||= perMinute
    console.log(
      `${count} worker(s): ${perMinute.toFixed(1)} documents/min (${(perMinute / base).toFixed(2)}× the first), load average ${loadavg()[0]!.toFixed(2)}`,
    )
  }
} finally {
  await cluster.stop()
}
