import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
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

/**
 * Writes a job row. Call it inside the transaction that records the work it belongs to, so nothing
 * acknowledged is lost; then wake the runner once the transaction has committed.
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
  return id
}
