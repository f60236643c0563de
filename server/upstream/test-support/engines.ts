import { inject } from 'vitest'
import { createPostgresDatabase } from '../../test-support/postgres-cluster'
import type { SqlEngine } from '../../shared/sql-engine'
import { openUpstreamDatabase, type UpstreamDb } from '../db/open-database'

/** Both engines, for `describe.each(upstreamEngines)`: store and queue tests run on each. */
export const upstreamEngines: SqlEngine[] = ['sqlite', 'postgres']

/** A migrated upstream database of its own on `engine` (SQLite in memory, or a fresh PostgreSQL database of the run's cluster). */
export async function openTestDatabase(engine: SqlEngine): Promise<UpstreamDb & { url: string }> {
  if (engine === 'sqlite') return { ...(await openUpstreamDatabase(':memory:')), url: ':memory:' }
  const created = await createPostgresDatabase(inject('postgresUrl'))
  const database = await openUpstreamDatabase(created.url)
  return {
    ...database,
    url: created.url,
    async close() {
      await database.close()
      await created.drop()
    },
  }
}
