import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'

/**
 * Opens a SQLite database file (or ':memory:') in WAL mode with foreign keys on, and wraps it in
 * Kysely. Both servers keep their own file; they never share a database.
 */
export function openSqlite(file: string) {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const sqlite = new Database(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return sqlite
}

export function createKysely<DB>(sqlite: Database.Database) {
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) })
}
