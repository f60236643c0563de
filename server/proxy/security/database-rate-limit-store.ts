import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { type Kysely, sql } from 'kysely'
import type { ProxyDatabase } from '../store/schema'

/** Windows that started this long ago (the limits' windows are a minute) are deleted now and then. */
const staleAfterMs = 10 * 60 * 1000
const purgeEvery = 500

/**
 * Counts a hit of `key` in its fixed window of `windowMs` and returns the hits so far and the
 * milliseconds left in the window: one upsert, so concurrent requests on every instance count
 * exactly (the row is locked while it is updated).
 */
export async function countHit(db: Kysely<ProxyDatabase>, key: string, windowMs: number, now = Date.now()) {
  const expired = sql<boolean>`rate_limit_window.window_start_ms <= ${now - windowMs}`
  const row = await db
    .insertInto('rate_limit_window')
    .values({ key, window_start_ms: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when ${expired} then 1 else rate_limit_window.hits + 1 end`,
        window_start_ms: sql`case when ${expired} then ${now} else rate_limit_window.window_start_ms end`,
      }),
    )
    .returning(['hits', 'window_start_ms'])
    .executeTakeFirstOrThrow()
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_start_ms) + windowMs - now) }
}

/**
 * A store of @fastify/rate-limit that keeps its counters in the proxy's database, so that the limits
 * hold across every instance sharing it (the default store counts per process). Keys of the
 * different limiters do not overlap (`user:`, `ip:`, `public-ip:`, `public-token:`).
 */
export function databaseRateLimitStore(db: Kysely<ProxyDatabase>): FastifyRateLimitStoreCtor {
  let calls = 0
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin passes the window as a third argument (not in its types). */
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs = 60_000,
    ) {
      void (async () => {
        if (++calls % purgeEvery === 0)
          await db
            .deleteFrom('rate_limit_window')
            .where('window_start_ms', '<', Date.now() - staleAfterMs)
            .execute()
        return countHit(db, key, windowMs)
      })().then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    child() {
      return new DatabaseRateLimitStore()
    }
  }
  return DatabaseRateLimitStore
}
