import { afterEach, describe, expect, it } from 'vitest'
import { createClock } from '../clock/time-scale'
import { openUpstreamDatabase, type UpstreamDb } from '../db/open-database'
import { pollUntil } from '../test-support/upstream-harness'
import { enqueueJob } from './job-queue'
import { createJobRunner, type JobHandler, type JobRunner } from './job-runner'

const silent = { error: () => {}, warn: () => {}, debug: () => {} }

describe('durable job runner', () => {
  let database: UpstreamDb | undefined
  let runner: JobRunner | undefined
  afterEach(async () => {
    await runner?.stop()
    await database?.close()
  })

  async function setup(handlers: Record<string, JobHandler>, scale = 0, leaseMs?: number) {
    database = await openUpstreamDatabase(':memory:')
    const clock = createClock(scale)
    runner = createJobRunner({
      db: database.db,
      clock,
      handlers: new Map(Object.entries(handlers)),
      log: silent,
      maxIdleMs: 50,
      leaseMs,
    })
    return { db: database.db, clock, runner }
  }

  it('runs due jobs in run_at order, once each, and removes them', async () => {
    const seen: number[] = []
    const { db, runner } = await setup({ note: async (payload) => void seen.push((payload as { n: number }).n) })
    const now = Date.now()
    await enqueueJob(db, { kind: 'note', payload: { n: 2 }, runAt: now + 30 }, now)
    await enqueueJob(db, { kind: 'note', payload: { n: 1 }, runAt: now }, now)
    await runner.start()
    await pollUntil(
      async () => seen.length,
      (n) => n === 2,
    )
    expect(seen).toEqual([1, 2])
    await pollUntil(
      async () => (await db.selectFrom('jobs').selectAll().execute()).length,
      (n) => n === 0,
    )
  })

  it('waits for a future job and wakes when told of a new one', async () => {
    const seen: string[] = []
    const { db, runner } = await setup({ note: async (payload) => void seen.push(String(payload)) })
    await runner.start()
    const now = Date.now()
    await enqueueJob(db, { kind: 'note', payload: 'later', runAt: now + 200 }, now)
    runner.wake()
    await pollUntil(
      async () => seen,
      (s) => s.includes('later'),
    )
    expect(Date.now()).toBeGreaterThanOrEqual(now + 200)
  })

  it('retries a failing job and marks it failed after its last attempt', async () => {
    let calls = 0
    const { db, runner } = await setup({
      flaky: async () => {
        calls += 1
        if (calls < 3) throw new Error('not yet')
      },
      broken: async () => {
        throw new Error('always broken')
      },
    })
    const now = Date.now()
    await enqueueJob(db, { kind: 'flaky', payload: null, runAt: now }, now)
    await enqueueJob(db, { kind: 'broken', payload: null, runAt: now, maxAttempts: 2 }, now)
    await runner.start()
    await pollUntil(
      async () => calls,
      (n) => n === 3,
    )
    const failed = await pollUntil(
      () => db.selectFrom('jobs').selectAll().where('kind', '=', 'broken').where('status', '=', 'failed').execute(),
      (rows) => rows.length === 1,
    )
    expect(failed[0]).toMatchObject({ attempts: 2, last_error: 'always broken' })
    await pollUntil(
      async () => (await db.selectFrom('jobs').selectAll().where('kind', '=', 'flaky').execute()).length,
      (n) => n === 0,
    )
  })

  it('re-runs a job claimed by a process that died', async () => {
    const seen: string[] = []
    const { db, runner } = await setup({ note: async (payload) => void seen.push(String(payload)) })
    const now = Date.now()
    const id = await enqueueJob(db, { kind: 'note', payload: 'orphan', runAt: now }, now)
    await db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 1, locked_until: now + 3_600_000 })
      .where('id', '=', id)
      .execute()
    await runner.start()
    await pollUntil(
      async () => seen,
      (s) => s.includes('orphan'),
    )
  })

  it('runs a job that outlasts its lease once: the lease is renewed while it runs', async () => {
    let started = 0
    let finished = 0
    const waiting: Array<() => void> = []
    const { db, runner } = await setup(
      {
        slow: async () => {
          started += 1
          await new Promise<void>((resolve) => waiting.push(resolve))
          finished += 1
        },
      },
      0,
      60,
    )
    const now = Date.now()
    await enqueueJob(db, { kind: 'slow', payload: null, runAt: now }, now)
    await runner.start()
    await pollUntil(
      async () => started,
      (n) => n === 1,
    )
    // Five leases pass while the job runs; a woken runner looks for due jobs each time.
    const until = Date.now() + 300
    await pollUntil(
      async () => {
        runner.wake()
        return Date.now()
      },
      (t) => t > until,
    )
    expect(started).toBe(1)
    for (const resolve of waiting) resolve()
    await pollUntil(
      async () => (await db.selectFrom('jobs').selectAll().execute()).length,
      (n) => n === 0,
    )
    expect([started, finished]).toEqual([1, 1])
  })

  it('claims each job once even when woken many times', async () => {
    let calls = 0
    const { db, runner } = await setup({ slow: async () => void (calls += 1) })
    const now = Date.now()
    for (let i = 0; i < 20; i += 1) await enqueueJob(db, { kind: 'slow', payload: i, runAt: now }, now)
    await runner.start()
    for (let i = 0; i < 10; i += 1) runner.wake()
    await pollUntil(
      async () => (await db.selectFrom('jobs').selectAll().execute()).length,
      (n) => n === 0,
    )
    expect(calls).toBe(20)
  })
})
