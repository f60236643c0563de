import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { sql, type Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { Clock } from '../clock/time-scale'
import type { SqlEngine } from '../../shared/sql-engine'
import type { JobsTable, UpstreamDatabase } from '../db/schema'
import type { JobListener } from './job-notifications'

export interface JobContext {
  jobId: string
  attempt: number
}

export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>

export interface JobRunnerOptions {
  db: Kysely<UpstreamDatabase>
  /** On PostgreSQL any number of processes share the queue; on SQLite this process owns it. */
  engine?: SqlEngine
  clock: Clock
  handlers: ReadonlyMap<string, JobHandler>
  log: Pick<Logger, 'error' | 'warn' | 'debug'>
  /** Jobs run at the same time (callback deliveries wait on the network). */
  concurrency?: number
  /** How long a claimed job stays locked before another claim may take it again. */
  leaseMs?: number
  /** Longest idle sleep between two looks at the table (the poll, fallback for missed announcements). */
  maxIdleMs?: number
  /**
   * PostgreSQL: listens for jobs other processes announce (job-notifications.ts), calling `onJob`
   * for each; the runner looks for due jobs at once instead of at its next poll.
   */
  listen?: (onJob: () => void) => JobListener
}

export interface JobRunner {
  start(): Promise<void>
  /** Look for due jobs now (call after committing new jobs). */
  wake(): void
  /** Stops claiming, waits for the running jobs to finish. */
  stop(): Promise<void>
}

type ClaimedJob = Pick<JobsTable, 'id' | 'kind' | 'payload' | 'attempts' | 'max_attempts'> & { locked_by: string }

/**
 * Runs the durable jobs of the `jobs` table: sleeps until the next run_at (or a wake), claims due
 * jobs one at a time with a single UPDATE … RETURNING, and re-runs jobs that were claimed but never
 * finished (a crash, kill -9) once their lease is over. A running job renews its lease every third
 * of it, so however long it takes it is never run twice at once; each claim writes its own token
 * (`locked_by`), and only that claim renews, retries or deletes the job.
 *
 * SQLite: one process owns the file, so jobs left running by a previous process are re-run at
 * start. PostgreSQL: any number of processes claim with `FOR UPDATE SKIP LOCKED` (claims never wait
 * on each other nor take the same job), and a dead process's jobs are taken over when their lease
 * runs out; a job another process enqueues wakes this one through its announcement (`listen`), the
 * poll of at most `maxIdleMs` catching any announcement missed. A job that fails `max_attempts`
 * times stays as `failed` (the dead letters; `npm run jobs`).
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock, handlers, log } = options
  const concurrency = options.concurrency ?? 4
  const leaseMs = options.leaseMs ?? 60_000
  const maxIdleMs = options.maxIdleMs ?? 1_000
  const postgres = options.engine === 'postgres'
  const holder = `${hostname()}:${process.pid}`
  const running = new Set<Promise<void>>()
  let stopped = true
  let timer: NodeJS.Timeout | undefined
  let pumping = false
  let again = false
  let listener: JobListener | undefined

  async function claim(): Promise<ClaimedJob | undefined> {
    const now = clock.now()
    const token = `${holder}/${randomUUID()}`
    const result = await sql<ClaimedJob>`
      update jobs set status = 'running', attempts = attempts + 1, locked_until = ${now + leaseMs},
        locked_by = ${token}, updated_at = ${now}
      where seq = (
        select seq from jobs
        where (status = 'pending' and run_at <= ${now}) or (status = 'running' and locked_until <= ${now})
        order by run_at, seq limit 1${postgres ? sql` for update skip locked` : sql``}
      )
      returning id, kind, payload, attempts, max_attempts, locked_by`.execute(db)
    return result.rows[0]
  }

  async function finish(job: ClaimedJob, error: unknown) {
    const now = clock.now()
    // Only the current claim finishes the job: a claim whose lease was taken over leaves it alone.
    const ours = db.updateTable('jobs').where('id', '=', job.id).where('locked_by', '=', job.locked_by)
    if (error === undefined) {
      await db.deleteFrom('jobs').where('id', '=', job.id).where('locked_by', '=', job.locked_by).execute()
      return
    }
    const message = error instanceof Error ? error.message : String(error)
    if (job.attempts >= job.max_attempts) {
      log.error(
        { err: error, jobId: job.id, kind: job.kind },
        `job ${job.kind} failed for good after ${job.attempts} attempts`,
      )
      await ours.set({ status: 'failed', last_error: message, locked_until: null, updated_at: now }).execute()
      return
    }
    log.warn(
      { err: error, jobId: job.id, kind: job.kind },
      `job ${job.kind} failed (attempt ${job.attempts}), retrying`,
    )
    const retryAt = now + Math.max(10, clock.delayMs(2 ** job.attempts))
    await ours
      .set({ status: 'pending', run_at: retryAt, last_error: message, locked_until: null, updated_at: now })
      .execute()
  }

  /** A running job keeps its lease: a slow job (OCR on a loaded machine) is never claimed a second time. */
  function holdLease(job: ClaimedJob) {
    const renew = setInterval(
      () => {
        const now = clock.now()
        db.updateTable('jobs')
          .set({ locked_until: now + leaseMs, updated_at: now })
          .where('id', '=', job.id)
          .where('locked_by', '=', job.locked_by)
          .where('status', '=', 'running')
          .execute()
          .catch((error: unknown) =>
            log.warn({ err: error, jobId: job.id }, 'could not renew the lease of a running job'),
          )
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    )
    return () => clearInterval(renew)
  }

  async function execute(job: ClaimedJob) {
    const handler = handlers.get(job.kind)
    const release = holdLease(job)
    let failure: unknown
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`)
      await handler(JSON.parse(job.payload) as unknown, { jobId: job.id, attempt: job.attempts })
    } catch (error) {
      failure = error ?? new Error('job failed')
    } finally {
      release()
    }
    await finish(job, failure)
  }

  async function nextDelay(): Promise<number> {
    const row = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.min<number>(sql`case when status = 'pending' then run_at else locked_until end`).as('next'))
      .where('status', 'in', ['pending', 'running'])
      .executeTakeFirst()
    if (row?.next === null || row?.next === undefined) return maxIdleMs
    return Math.min(maxIdleMs, Math.max(0, row.next - clock.now()))
  }

  function schedule(ms: number) {
    if (stopped) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void pump(), ms)
  }

  async function pump(): Promise<void> {
    if (stopped) return
    if (pumping) {
      again = true
      return
    }
    pumping = true
    try {
      do {
        again = false
        while (!stopped && running.size < concurrency) {
          const job = await claim()
          if (!job) break
          const task: Promise<void> = execute(job)
            .catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'job bookkeeping failed'))
            .finally(() => {
              running.delete(task)
              wake()
            })
          running.add(task)
        }
      } while (again && !stopped)
      if (!stopped) schedule(running.size >= concurrency ? maxIdleMs : await nextDelay())
    } catch (error) {
      if (!stopped) {
        log.error({ err: error }, 'job runner could not read the jobs table')
        schedule(maxIdleMs)
      }
    } finally {
      pumping = false
    }
  }

  function wake() {
    if (stopped) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void pump(), 0)
  }

  return {
    async start() {
      if (!stopped) return
      // SQLite: one process owns the file, so jobs left running by a previous process are re-run.
      // PostgreSQL: other processes may be running those jobs; their leases tell.
      if (!postgres)
        await db
          .updateTable('jobs')
          .set({ status: 'pending', locked_until: null, locked_by: null })
          .where('status', '=', 'running')
          .execute()
      stopped = false
      if (options.listen) {
        listener = options.listen(wake)
        await listener.ready
      }
      wake()
    },
    wake,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await listener?.close()
      listener = undefined
      while (running.size > 0 || pumping) {
        await Promise.allSettled([...running])
        if (pumping) await new Promise((resolve) => setTimeout(resolve, 5))
      }
    },
  }
}
