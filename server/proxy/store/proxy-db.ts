import { fileURLToPath } from 'node:url'
import type { Kysely } from 'kysely'
import { createKysely, createPostgresKysely, openSqlite } from '../../shared/database'
import { migrateToLatest } from '../../shared/migrate'
import type { ProxyDatabase } from './schema'
import { isPostgresUrl, type SqlEngine } from '../../shared/sql-engine'

export const proxyMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export interface ProxyDb {
  db: Kysely<ProxyDatabase>
  engine: SqlEngine
  /** The SQLite connection (null on PostgreSQL). */
  sqlite: ReturnType<typeof openSqlite> | null
  /** The `postgres://` URL the database was opened with (null on SQLite). */
  postgresUrl: string | null
  close: () => Promise<void>
}

export interface OpenProxyDbOptions {
  /** Run pending migrations first (default true; `npm run migrate` runs them as a step of its own). */
  migrate?: boolean
}

/**
 * Opens the proxy's database — a PostgreSQL database when `location` is a `postgres://` URL (several
 * instances share it), else a SQLite file under DATA_DIR (or ':memory:' in tests) — and runs every
 * migration in store/migrations (0001-0099: identity and audit; 0100-0199: request index, callbacks,
 * file grants, live events and rate limits; 0200-0249: AML review; 0300-0349: KYC review; 0350-0399:
 * questionnaire review; 0400-0449: cases). On PostgreSQL, Kysely's migrator holds an advisory lock
 * while it migrates, so instances starting together migrate once.
 */
export async function openProxyDb(location: string, options: OpenProxyDbOptions = {}): Promise<ProxyDb> {
  const postgres = isPostgresUrl(location)
  const sqlite = postgres ? null : openSqlite(location)
  const db = sqlite
    ? // The same few queries (the session lookup first) run on every request: keep their statements.
      createKysely<ProxyDatabase>(sqlite, { statementCacheSize: 200 })
    : createPostgresKysely<ProxyDatabase>(location)
  try {
    if (options.migrate ?? true) await migrateToLatest(db as Kysely<unknown>, proxyMigrationsFolder)
  } catch (error) {
    await db.destroy()
    throw error
  }
  let closed = false
  return {
    db,
    engine: postgres ? 'postgres' : 'sqlite',
    sqlite,
    postgresUrl: postgres ? location : null,
    close: async () => {
      if (closed) return
      closed = true
      await db.destroy()
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The proxy's database, opened and migrated by buildProxyApp and closed with the app. */
    proxyDb: ProxyDb
  }
}
