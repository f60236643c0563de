import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { createPostgresDatabase } from '../../test-support/postgres-cluster'
import { blackBoxKey, pollUntil } from '../conformance/black-box-server'
import { spawnUpstream } from '../conformance/upstream-process'
import { kycJobKinds } from '../kyc/kyc-job-kinds'
import { useCallbackReceiver } from '../test-support/callback-receiver'
import { addressProofOverHttp, submitAddressKycOverHttp } from '../test-support/kyc-over-http'
import { spawnWorker } from '../test-support/worker-process'

/**
 * The API (no in-process jobs) and two `npm run worker` processes on one PostgreSQL database: KYC
 * requests are verified by the workers; one worker is killed with SIGKILL while it reads a
 * document, its job is taken over when the lease ends, and every request resolves with exactly one
 * result and one callback.
 */
describe('the upstream with two worker processes on PostgreSQL', () => {
  const callbacks = useCallbackReceiver()
  const dataDir = mkdtempSync(join(tmpdir(), 'kybdesk-workers-'))
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>
  let client: pg.Client
  let api: Awaited<ReturnType<typeof spawnUpstream>>
  let workers: ReturnType<typeof spawnWorker>[] = []

  beforeAll(async () => {
    database = await createPostgresDatabase(inject('postgresUrl'))
    const env = {
      UPSTREAM_DATABASE_URL: database.url,
      UPSTREAM_CALLBACK_URL: callbacks.url,
      UPSTREAM_API_KEY: blackBoxKey,
      UPSTREAM_TIME_SCALE: '0.001',
      UPSTREAM_JOB_LEASE_SECONDS: '3',
      UPSTREAM_JOB_CONCURRENCY: '1',
      DATA_DIR: dataDir,
    }
    api = await spawnUpstream({
      dataDir,
      timeScale: 0.001,
      datasetSize: 1000,
      env: { ...env, UPSTREAM_JOBS: 'off' },
      startTimeoutMs: 110_000,
    })
    workers = [spawnWorker(env), spawnWorker(env)]
    client = new pg.Client({ connectionString: database.url })
    await client.connect()
  }, 120_000)

  afterAll(async () => {
    for (const worker of workers) await worker.kill9()
    await api?.kill9()
    await client?.end()
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const query = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[]

  it('resolves every KYC request exactly once after a worker is killed mid-OCR', async () => {
    const proof = await addressProofOverHttp(api.base, blackBoxKey)
    const ids: string[] = []
    for (let i = 0; i < 4; i++) ids.push(await submitAddressKycOverHttp(api.base, blackBoxKey, proof))

    // A worker reading a document: a running verification whose lease it holds.
    const [victim, held] = await pollUntil(
      async () => {
        const running = await query<{ locked_by: string; payload: string }>(
          "select locked_by, payload from jobs where kind = $1 and status = 'running'",
          [kycJobKinds.verify],
        )
        for (const job of running) {
          const worker = workers.find((w) => job.locked_by.includes(`:${w.pid}/`))
          if (worker) return [worker, JSON.parse(job.payload) as { kycRequestId: string }] as const
        }
        return [undefined, undefined] as const
      },
      ([worker]) => worker !== undefined,
      90_000,
      20,
    )
    await victim!.kill9()
    expect(ids).toContain(held!.kycRequestId)

    const rows = await pollUntil(
      () => query<{ id: string; status: string; result: string | null }>('select id, status, result from kyc_requests'),
      (list) => list.length === ids.length && list.every((row) => row.status !== 'pending'),
      150_000,
      200,
    )
    for (const row of rows) expect(row.result).not.toBeNull()
    // Every delivery done (none pending), then exactly one callback per request.
    await pollUntil(
      () => query<{ n: number }>("select count(*)::int as n from callback_outbox where status = 'pending'"),
      ([row]) => row?.n === 0,
      60_000,
      100,
    )
    const outcomes = callbacks.received.filter((c) => c.service === 'kyc')
    expect(outcomes.map((c) => c.kyc_request_id).sort()).toEqual([...ids].sort())
    expect(await query('select id from jobs where status = $1', ['failed'])).toEqual([])
  }, 300_000)
})
