import { type Kysely, sql } from 'kysely'

/** Advisory lock key of the upstream's migrations (any fixed number; the proxy uses its own). */
const migrationLockKey = 4_010_027

/**
 * Runs `migrate` holding a PostgreSQL session advisory lock on one pinned connection, so several
 * processes (the API and any number of workers) starting together migrate one after the other;
 * the later ones find nothing left to do.
 */
export async function withMigrationLock<DB>(db: Kysely<DB>, migrate: () => Promise<void>): Promise<void> {
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${migrationLockKey})`.execute(conn)
    try {
      await migrate()
    } finally {
      await sql`select pg_advisory_unlock(${migrationLockKey})`.execute(conn)
    }
  })
}
