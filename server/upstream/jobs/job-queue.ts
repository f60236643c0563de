import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import { engineOf } from '../../shared/sql-engine'
import type { UpstreamDatabase } from '../db/schema'

/** Anything jobs can be written through: the database or an open transaction. */
export type DbExecutor = Kysely<UpstreamDatabase> | Transaction<UpstreamDatabase>

export interface NewJob {
  kind: string
  payload: unknown
  /** Wall-clock ms at which the job becomes due. */
  runAt: number
  maxAttempts?: number
}

/** The PostgreSQL channel on which new jobs are announced to the runners of every process. */
export const jobsChannel = 'upstream_jobs'

/**
 * On PostgreSQL, announces new jobs on `jobsChannel` (job-notifications.ts listens): sent in the
 * transaction that writes them, the notification is delivered at its commit, never for a rollback.
 * On SQLite, nothing: one process owns the queue and wakes its own runner.
 */
export async function announceJobs(executor: DbExecutor): Promise<void> {
  if (engineOf(executor) === 'postgres') await sql`select pg_notify(${jobsChannel}, '')`.execute(executor)
}

/**
 * Writes a job row and announces it. Call it inside the transaction that records the work it
 * belongs to, so nothing acknowledged is lost; then wake this process's runner once the
 * transaction has committed (other processes hear the announcement).
 */
export async function enqueueJob(executor: DbExecutor, job: NewJob, now: number): Promise<string> {
  const id = randomUUID()
  await executor
    .insertInto('jobs')
    .values({
      id,
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? null),
      status: 'pending',
      run_at: job.runAt,
      attempts: 0,
      max_attempts: job.maxAttempts ?? 5,
      locked_until: null,
      locked_by: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await announceJobs(executor)
  return id
}
