import { fileURLToPath } from 'node:url'
import type Database from 'better-sqlite3'
import type { Kysely } from 'kysely'
import { createKysely, createPostgresKysely, openSqlite } from '../../shared/database'
import { migrateToLatest } from '../../shared/migrate'
import { createPostgresRegistryStore } from '../registry/postgres-registry-store'
import type { RegistryStore } from '../registry/registry-store'
import { createSqliteRegistryStore } from '../registry/sqlite-registry-store'
import { isPostgresUrl, type SqlEngine } from '../../shared/sql-engine'
import { withMigrationLock } from './migration-lock'
import type { UpstreamDatabase } from './schema'

export const upstreamMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export interface UpstreamDb {
  engine: SqlEngine
  db: Kysely<UpstreamDatabase>
  /** The SQLite connection (bulk writes with prepared statements); undefined on PostgreSQL. */
  sqlite: Database.Database | undefined
  /** The registry's reads and writes on this engine. */
  registryStore: RegistryStore
  close(): Promise<void>
}

export interface OpenUpstreamOptions {
  /** Connections this process keeps to PostgreSQL at most. */
  maxConnections?: number
}

/**
 * Opens (and migrates) the upstream's database: a SQLite file (or ':memory:'), or PostgreSQL when
 * `target` is a `postgres://` URL (UPSTREAM_DATABASE_URL). On PostgreSQL, processes starting together
 * (the API and its workers) migrate one at a time under an advisory lock.
 */
export async function openUpstreamDatabase(target: string, options: OpenUpstreamOptions = {}): Promise<UpstreamDb> {
  if (isPostgresUrl(target)) {
    const db = createPostgresKysely<UpstreamDatabase>(target, { maxConnections: options.maxConnections ?? 10 })
    try {
      await withMigrationLock(db, () => migrateToLatest(db as Kysely<unknown>, upstreamMigrationsFolder))
    } catch (error) {
      await db.destroy()
      throw error
    }
    return {
      engine: 'postgres',
      db,
      sqlite: undefined,
      registryStore: createPostgresRegistryStore(db),
      close: () => db.destroy(),
    }
  }
  const sqlite = openSqlite(target)
  const db = createKysely<UpstreamDatabase>(sqlite)
  try {
    await migrateToLatest(db as Kysely<unknown>, upstreamMigrationsFolder)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return {
    engine: 'sqlite',
    db,
    sqlite,
    registryStore: createSqliteRegistryStore(sqlite),
    close: () => db.destroy(),
  }
}
