import { type ColumnDataType, type Kysely, PostgresAdapter } from 'kysely'

/**
 * The two engines both servers keep their data in: SQLite (one file, one process) or PostgreSQL
 * (several proxy instances, several upstream workers). What differs between them is here and in
 * each server's own store helpers (server/proxy/store/sql-engine.ts).
 */
export type SqlEngine = 'sqlite' | 'postgres'

/** Which engine a Kysely instance (or transaction, or the migrator's handle) talks to. */
export function engineOf(db: Pick<Kysely<unknown>, 'getExecutor'>): SqlEngine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

/** True for a `postgres://` or `postgresql://` URL, false for a SQLite file path or ':memory:'. */
export function isPostgresUrl(target: string): boolean {
  return /^postgres(ql)?:\/\//i.test(target)
}

/** Column type of file contents: `blob` on SQLite, `bytea` on PostgreSQL. */
export function bytesType(db: Kysely<unknown>): ColumnDataType {
  return engineOf(db) === 'postgres' ? 'bytea' : 'blob'
}

/**
 * Column type of an auto-numbered primary key: SQLite's `integer primary key autoincrement`,
 * PostgreSQL's `bigserial`. Use with autoIdConstraint.
 */
export function autoIdType(db: Kysely<unknown>): ColumnDataType {
  return engineOf(db) === 'postgres' ? 'bigserial' : 'integer'
}

/** The constraints of an auto-numbered primary key of autoIdType. */
export function autoIdConstraint(db: Kysely<unknown>) {
  const postgres = engineOf(db) === 'postgres'
  return <C extends { primaryKey(): C; autoIncrement(): C }>(column: C): C =>
    postgres ? column.primaryKey() : column.primaryKey().autoIncrement()
}
