import { afterEach, describe, expect, it } from 'vitest'
import { scaled } from '../../../e2e/load-factor'
import { createClock } from '../clock/time-scale'
import type { UpstreamDb } from '../db/open-database'
import { openTestDatabase, upstreamEngines } from '../test-support/engines'
import { pollUntil } from '../test-support/upstream-harness'
import { enqueueJob } from './job-queue'
import { createJobRunner, type JobHandler, type JobRunner } from './job-runner'

const silent = { error: () => {}, warn: () => {}, debug: () => {} }

describe.each(upstreamEngines)('durable job runner on %s', (engine) => {
  let database: UpstreamDb | undefined
  let runner: JobRunner | undefined
  const others: JobRunner[] = []
  afterEach(async () => {
    await runner?.stop()
    for (const other of others.splice(0)) await other.stop()
    await database?.close()
  })

  async function setup(handlers: Record<string, JobHandler>, scale = 0, leaseMs?: number) {
    database = await openTestDatabase(engine)
    const clock = createClock(scale)
    runner = createJobRunner({
      db: database.db,
      engine,
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

  it('re-runs a job claimed by a process that died (SQLite: at start; PostgreSQL: when its lease ends)', async () => {
    const seen: string[] = []
    const { db, runner } = await setup({ note: async (payload) => void seen.push(String(payload)) })
    const now = Date.now()
    const id = await enqueueJob(db, { kind: 'note', payload: 'orphan', runAt: now }, now)
    // On PostgreSQL other workers may hold leases: a dead one's job waits for its lease to end.
    const leaseEnd = engine === 'postgres' ? now + 300 : now + 3_600_000
    await db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 1, locked_until: leaseEnd, locked_by: 'dead-host:1/claim' })
      .where('id', '=', id)
      .execute()
    await runner.start()
    await pollUntil(
      async () => seen,
      (s) => s.includes('orphan'),
    )
    if (engine === 'postgres') expect(Date.now()).toBeGreaterThanOrEqual(leaseEnd)
    await pollUntil(
      async () => (await db.selectFrom('jobs').selectAll().execute()).length,
      (n) => n === 0,
    )
  })

  it('lets only the current claim finish a job: a claim whose lease was taken over leaves it alone', async () => {
    let calls = 0
    const { db, runner } = await setup({
      note: async (_payload, context) => {
        calls += 1
        // Meanwhile another worker took the job over (its lease ran out): the row is its now.
        await db.updateTable('jobs').set({ locked_by: 'other-host:2/claim' }).where('id', '=', context.jobId).execute()
      },
    })
    const now = Date.now()
    const id = await enqueueJob(db, { kind: 'note', payload: null, runAt: now }, now)
    await runner.start()
    await pollUntil(
      async () => calls,
      (n) => n === 1,
    )
    await runner.stop()
    const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'running', locked_by: 'other-host:2/claim' })
  })

  it('runs a job that outlasts its lease once: the lease is renewed while it runs', async () => {
    let started = 0
    let finished = 0
    const waiting: Array<() => void> = []
    // A lease the renewal (every third of it) keeps on a loaded machine too, whose timers and
    // database round trips run late: 60 ms leases were taken over when a renewal came 40 ms late.
    const leaseMs = scaled(600)
    const { db, runner } = await setup(
      {
        slow: async () => {
          started += 1
          await new Promise<void>((resolve) => waiting.push(resolve))
          finished += 1
        },
      },
      0,
      leaseMs,
    )
    const now = Date.now()
    await enqueueJob(db, { kind: 'slow', payload: null, runAt: now }, now)
    await runner.start()
    await pollUntil(
      async () => started,
      (n) => n === 1,
    )
    // Three leases pass while the job runs; a woken runner looks for due jobs each time.
    const until = Date.now() + 3 * leaseMs
    try {
      await pollUntil(
        async () => {
          runner.wake()
          return Date.now()
        },
        (t) => t > until,
      )
      expect(started).toBe(1)
    } finally {
      // Every run let finish, also where a second one started: the runner's stop waits for its jobs.
      for (const resolve of waiting) resolve()
    }
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

  it('shares the queue between runners: every job runs once, on one of them', async () => {
    const runs = new Map<number, number>()
    const by = { first: 0, second: 0 }
    const handler =
      (who: keyof typeof by): JobHandler =>
      async (payload) => {
        by[who] += 1
        const n = payload as number
        runs.set(n, (runs.get(n) ?? 0) + 1)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    const { db, clock, runner } = await setup({ note: handler('first') })
    const second = createJobRunner({
      db,
      engine,
      clock,
      handlers: new Map([['note', handler('second')]]),
      log: silent,
      maxIdleMs: 50,
    })
    others.push(second)
    const now = Date.now()
    for (let i = 0; i < 60; i += 1) await enqueueJob(db, { kind: 'note', payload: i, runAt: now }, now)
    await Promise.all([runner.start(), second.start()])
    await pollUntil(
      async () => (await db.selectFrom('jobs').selectAll().execute()).length,
      (n) => n === 0,
    )
    expect([...runs.values()].every((n) => n === 1)).toBe(true)
    expect(runs.size).toBe(60)
    expect(by.first).toBeGreaterThan(0)
    expect(by.second).toBeGreaterThan(0)
  })
})
