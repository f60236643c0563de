import type { Kysely } from 'kysely'

/**
 * Watchlists (server/upstream/watchlist): one row per list and one per listed entry. The screening
 * index (tokens, phonetic keys, rarity weights) is built in memory from these rows.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('watchlist_lists')
    .addColumn('list', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'bigint', (c) => c.notNull())
    .addColumn('entry_count', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('watchlist_entries')
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('aliases', 'text', (c) => c.notNull())
    .addColumn('programs', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .addColumn('dates_of_birth', 'text', (c) => c.notNull())
    .addColumn('nationalities', 'text', (c) => c.notNull())
    .addColumn('addresses', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('digest', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('watchlist_entries_pk', ['list', 'entry_id'])
    .execute()
}
