import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { createPostgresDatabase } from '../../test-support/postgres-cluster'
import { blackBoxKey, pollUntil } from '../conformance/black-box-server'
import { spawnUpstream } from '../conformance/upstream-process'
import { questionnaireJobKinds } from '../questionnaires/questionnaire-jobs-kinds'
import { useCallbackReceiver } from '../test-support/callback-receiver'
import { addressProofOverHttp, submitAddressKycOverHttp } from '../test-support/kyc-over-http'
import {
  sandboxCertificateOverHttp,
  submitCertificateQuestionnaireOverHttp,
} from '../test-support/questionnaire-over-http'
import { spawnWorker } from '../test-support/worker-process'
import { scaled } from '../../../e2e/load-factor'

/** Deadlines of the start and of the run, scaled to the machine's load like every default (e2e/load-factor.ts). */
const startDeadline = scaled(120_000)
const runDeadline = scaled(300_000)

/**
 * The API (no in-process jobs) and two `npm run worker` processes on one PostgreSQL database: a
 * questionnaire with a certificate and KYC requests are worked on by the workers; the worker
 * reading the certificate is killed with SIGKILL, its job is taken over when the lease ends, and
 * every request resolves with exactly one result and one callback per event.
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
  }, startDeadline)

  afterAll(async () => {
    for (const worker of workers) await worker.kill9()
    await api?.kill9()
    await client?.end()
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const query = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[]

  it(
    'resolves every KYC request and questionnaire exactly once after a worker is killed mid-OCR',
    { timeout: runDeadline },
    async () => {
      const certificate = await sandboxCertificateOverHttp(api.base, blackBoxKey, {
        name: 'Kestrel Lane Foods Ltd',
        registration_number: '05512873',
      })
      const submission = await submitCertificateQuestionnaireOverHttp(api.base, blackBoxKey, certificate)
      const proof = await addressProofOverHttp(api.base, blackBoxKey)
      const ids: string[] = []
      for (let i = 0; i < 3; i++) ids.push(await submitAddressKycOverHttp(api.base, blackBoxKey, proof))

      // A worker reading the certificate: the questionnaire's OCR job is running under its lease.
      const victim = await pollUntil(
        async () => {
          const [job] = await query<{ locked_by: string }>(
            "select locked_by from jobs where kind = $1 and status = 'running'",
            [questionnaireJobKinds.ocr],
          )
          return workers.find((w) => job?.locked_by.includes(`:${w.pid}/`))
        },
        (worker) => worker !== undefined,
        90_000,
        20,
      )
      await victim!.kill9()

      const kyc = await pollUntil(
        () =>
          query<{ id: string; status: string; result: string | null }>('select id, status, result from kyc_requests'),
        (list) => list.length === ids.length && list.every((row) => row.status !== 'pending'),
        150_000,
        200,
      )
      for (const row of kyc) expect(row.result).not.toBeNull()
      const [questionnaire] = await pollUntil(
        () =>
          query<{ status: string }>('select status from questionnaire_requests where id = $1', [
            submission.questionnaire_request_id,
          ]),
        ([row]) => row?.status === 'resolved',
        150_000,
        200,
      )
      expect(questionnaire).toEqual({ status: 'resolved' })
      // The certificate was read once the other worker took the job over, and its verdict written.
      expect(
        await query('select stage, status from ocr_requests where questionnaire_request_id = $1', [
          submission.questionnaire_request_id,
        ]),
      ).toEqual([{ stage: 'done', status: 'verified' }])

      // Every delivery done (none pending), then exactly one callback per event of each request.
      await pollUntil(
        () => query<{ n: number }>("select count(*)::int as n from callback_outbox where status = 'pending'"),
        ([row]) => row?.n === 0,
        60_000,
        100,
      )
      const received = callbacks.received
      const [outbox] = await query<{ n: number }>('select count(*)::int as n from callback_outbox')
      expect(received).toHaveLength(outbox!.n)
      const events = received.map((c) =>
        [
          c.event,
          c.service,
          c.kyc_request_id,
          c.questionnaire_request_id,
          c.ocr_request_id,
          c.kyb_request_id,
          c.aml_request_id,
        ].join(' '),
      )
      expect(new Set(events).size).toBe(events.length)
      expect(
        received
          .filter((c) => c.service === 'kyc')
          .map((c) => c.kyc_request_id)
          .sort(),
      ).toEqual([...ids].sort())
      const ofQuestionnaire = received.filter((c) => c.questionnaire_request_id === submission.questionnaire_request_id)
      expect(ofQuestionnaire.map((c) => c.event).sort()).toEqual([
        'ocr.completed',
        'questionnaire.submitted',
        'request.resolved',
      ])
      expect(await query('select id from jobs where status = $1', ['failed'])).toEqual([])
    },
  )
})
