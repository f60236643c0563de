import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely'
import pg from 'pg'

/**
 * Opens a SQLite database file (or ':memory:') in WAL mode with foreign keys on, and wraps it in
 * Kysely. Both servers keep their own file; they never share a database. (PostgreSQL, for several
 * instances: `createPostgresKysely`.)
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

export interface KyselyOptions {
  /** Keep the prepared statements of this many recent SQL texts (0: prepare every query). */
  statementCacheSize?: number
}

export function createKysely<DB>(sqlite: Database.Database, options: KyselyOptions = {}) {
  const database = options.statementCacheSize ? withStatementCache(sqlite, options.statementCacheSize) : sqlite
  return new Kysely<DB>({ dialect: new SqliteDialect({ database }) })
}

/**
 * Reuses the statements Kysely prepares, by SQL text (the `size` most recently used), so a query
 * that runs on every request is not compiled by SQLite every time. Safe because Kysely holds its
 * single SQLite connection for the whole of a query, stream or transaction: a statement is never
 * in use twice at once. SQLite re-prepares a kept statement by itself after a schema change.
 */
export function withStatementCache(sqlite: Database.Database, size: number): SqliteDatabase {
  const statements = new Map<string, Database.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const kept = statements.get(sql)
      statements.delete(sql)
      const statement = kept ?? sqlite.prepare(sql)
      statements.set(sql, statement)
      if (statements.size > size) statements.delete(statements.keys().next().value!)
      return statement
    },
  }
}

export interface PostgresOptions {
  /** Connections this process keeps open at most (default 10). */
  maxConnections?: number
  /** Told when an idle connection of the pool fails (it is dropped; default: nothing). */
  onIdleConnectionError?: (error: Error) => void
}

/** The SQL texts each PostgreSQL Kysely runs as named prepared statements, with their names. */
const preparedStatements = new WeakMap<object, Map<string, string>>()

/**
 * Makes `sql` a named prepared statement on each connection of `db`'s pool (PostgreSQL; nothing on
 * SQLite, whose statements createKysely's cache keeps): the server parses and plans it once per
 * connection instead of at every run. For the few queries that run on every request, with an explicit
 * column list (a prepared `select *` fails once a column is added to its table).
 */
export function keepPrepared<DB>(db: Kysely<DB>, sql: string) {
  preparedStatements.get(db)?.set(sql, `kybdesk_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`)
}

/** PostgreSQL's type id of `bigint` (`count(*)`, `bigserial`): read as a number, as SQLite's integers are. */
const bigintType = 20

/**
 * Kysely over a pool of PostgreSQL connections (`postgres://…`), the engine for several instances of
 * a server on one database. `bigint` values come back as numbers, as from SQLite, so the same query
 * code reads the same shapes on both engines (kybdesk's counts and ids stay far below 2^53).
 */
export function createPostgresKysely<DB>(url: string, options: PostgresOptions = {}) {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    types: {
      getTypeParser: ((id: number, format?: 'text' | 'binary') =>
        id === bigintType && format !== 'binary'
          ? Number
          : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
    },
  })
  // An idle connection the server ended (a restart, a failover, an administrator) leaves the pool with
  // this event; the next query opens another. Unheard, the event would end the process.
  pool.on('error', (error) => options.onIdleConnectionError?.(error))
  const prepared = new Map<string, string>()
  // Kysely sends `query(sql, parameters)`; the statements kept prepared go with their name.
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    Object.assign(client, {
      query: (text: unknown, ...rest: unknown[]) => {
        const name = typeof text === 'string' ? prepared.get(text) : undefined
        return name ? query({ name, text, values: rest[0] }, ...rest.slice(1)) : query(text, ...rest)
      },
    })
  })
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  preparedStatements.set(db, prepared)
  return db
}
