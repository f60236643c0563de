import type { Kysely } from 'kysely'

/**
 * The version of each list (ADR 0023): the SHA-256 of the published file(s) it was imported from,
 * beside its publication date, entry count and import time. Null for lists not imported from a
 * file (the sandbox list).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('watchlist_lists').addColumn('file_hash', 'text').execute()
}
