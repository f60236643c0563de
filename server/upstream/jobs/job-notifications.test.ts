import { afterEach, describe, expect, it } from 'vitest'
import { withClient } from '../../test-support/postgres-cluster'
import { createClock } from '../clock/time-scale'
import { openUpstreamDatabase, type UpstreamDb } from '../db/open-database'
import { openTestDatabase } from '../test-support/engines'
import { pollUntil } from '../test-support/upstream-harness'
import { jobsChannel, enqueueJob } from './job-queue'
import { listenForJobs } from './job-notifications'
import { createJobRunner, type JobRunner } from './job-runner'

const silent = { error: () => {}, warn: () => {}, debug: () => {} }
/** A poll so far away that only an announcement can wake the runner within the test. */
const noPoll = 3_600_000

/**
 * PostgreSQL: a runner hears the jobs another process enqueues. Its poll is an hour away, so a job
 * run within the test was claimed on its announcement.
 */
describe('job announcements on postgres', () => {
  let database: (UpstreamDb & { url: string }) | undefined
  let other: UpstreamDb | undefined
  let runner: JobRunner | undefined
  afterEach(async () => {
    await runner?.stop()
    await other?.close()
    await database?.close()
  })

  async function setup() {
    database = await openTestDatabase('postgres')
    const ran: string[] = []
    runner = createJobRunner({
      db: database.db,
      engine: 'postgres',
      clock: createClock(0),
      handlers: new Map([['note', async (payload: unknown) => void ran.push(String(payload))]]),
      log: silent,
      maxIdleMs: noPoll,
      listen: (onJob) => listenForJobs(database!.url, onJob, silent),
    })
    await runner.start()
    // Another process of the queue: a pool of its own.
    other = await openUpstreamDatabase(database.url)
    const enqueue = (payload: string) =>
      other!.db
        .transaction()
        .execute((trx) => enqueueJob(trx, { kind: 'note', payload, runAt: Date.now() }, Date.now()))
    return { ran, enqueue, url: database.url }
  }

  const listeners = (url: string) =>
    withClient(url, async (client) =>
      (
        await client.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and query = $1',
          [`listen ${jobsChannel}`],
        )
      ).rows.map((row) => row.pid),
    )

  it('runs a job another process enqueued without waiting for its poll', async () => {
    const { ran, enqueue } = await setup()
    await enqueue('first')
    await pollUntil(
      async () => ran,
      (list) => list.length === 1,
      20_000,
    )
    await enqueue('second')
    await pollUntil(
      async () => ran,
      (list) => list.length === 2,
      20_000,
    )
    expect(ran).toEqual(['first', 'second'])
  })

  it('listens again after its connection is lost', async () => {
    const { ran, enqueue, url } = await setup()
    const [first] = await listeners(url)
    expect(first).toBeDefined()
    await withClient(url, (client) => client.query('select pg_terminate_backend($1)', [first]))
    const [second] = await pollUntil(
      () => listeners(url),
      (pids) => pids.length === 1 && pids[0] !== first,
      20_000,
    )
    expect(second).not.toBe(first)
    await enqueue('after the loss')
    await pollUntil(
      async () => ran,
      (list) => list.length === 1,
      20_000,
    )
    expect(ran).toEqual(['after the loss'])
  })
})
