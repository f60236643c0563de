import type { Kysely } from 'kysely'
import type { JobsTable, UpstreamDatabase } from '../db/schema'
import { announceJobs } from './job-queue'

export interface QueueReport {
  /** Jobs per status: pending, running (leased), failed (the dead letters). */
  counts: Record<string, number>
  /** The failed jobs, newest first: they ran max_attempts times and are no longer retried. */
  dead: Pick<JobsTable, 'id' | 'kind' | 'payload' | 'attempts' | 'last_error' | 'updated_at'>[]
  /** Running jobs with the process holding each lease. */
  leased: Pick<JobsTable, 'id' | 'kind' | 'attempts' | 'locked_by' | 'locked_until'>[]
}

/** What the job queue holds now: the admin read behind `npm run jobs`. */
export async function readQueue(db: Kysely<UpstreamDatabase>, limit = 50): Promise<QueueReport> {
  const counts = await db
    .selectFrom('jobs')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute()
  const dead = await db
    .selectFrom('jobs')
    .select(['id', 'kind', 'payload', 'attempts', 'last_error', 'updated_at'])
    .where('status', '=', 'failed')
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute()
  const leased = await db
    .selectFrom('jobs')
    .select(['id', 'kind', 'attempts', 'locked_by', 'locked_until'])
    .where('status', '=', 'running')
    .orderBy('locked_until')
    .limit(limit)
    .execute()
  return { counts: Object.fromEntries(counts.map((row) => [row.status, Number(row.n)])), dead, leased }
}

/** Puts a failed job back in the queue, due now, with its attempts reset. False when no failed job has this id. */
export async function retryDeadJob(db: Kysely<UpstreamDatabase>, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'pending', attempts: 0, run_at: now, locked_by: null, locked_until: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) return false
  await announceJobs(db)
  return true
}
