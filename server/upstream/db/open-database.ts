import { fileURLToPath } from 'node:url'
import type Database from 'better-sqlite3'
import type { Kysely } from 'kysely'
import { createKysely, openSqlite } from '../../shared/database'
import { migrateToLatest } from '../../shared/migrate'
import type { UpstreamDatabase } from './schema'

export const upstreamMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export interface UpstreamDb {
  sqlite: Database.Database
  db: Kysely<UpstreamDatabase>
  close(): Promise<void>
}

/** Opens (and migrates) the upstream's SQLite file, or ':memory:'. */
export async function openUpstreamDatabase(file: string): Promise<UpstreamDb> {
  const sqlite = openSqlite(file)
  const db = createKysely<UpstreamDatabase>(sqlite)
  try {
    await migrateToLatest(db as Kysely<unknown>, upstreamMigrationsFolder)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return { sqlite, db, close: () => db.destroy() }
}
