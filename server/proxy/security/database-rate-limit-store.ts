import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { type Kysely, sql } from 'kysely'
import type { ProxyDatabase } from '../store/schema'

/** Windows that started this long ago (the limits' windows are a minute) are deleted now and then. */
const staleAfterMs = 10 * 60 * 1000
const purgeEvery = 500

/**
 * How many hits an instance claims from the shared window at once for a limit of `max`: 2 % of it,
 * 1 to 100. An instance refuses at most its unused claim early, so with N instances a key is refused
 * at most N × (claim − 1) hits before its limit (2 % of the limit per instance), never admitted past it.
 */
export function claimSizeFor(max: number) {
  return Math.min(100, Math.max(1, Math.floor(max / 50)))
}

/**
 * Adds `count` hits of `key` to its fixed window of `windowMs` (a new window when the last one has
 * passed) and returns the window's hits so far, the claimed ones included, and when it started: one
 * upsert, so claims made at the same moment by every instance add up exactly (the row is locked
 * while it is updated).
 */
export async function claimHits(
  db: Kysely<ProxyDatabase>,
  key: string,
  windowMs: number,
  count: number,
  now = Date.now(),
) {
  const expired = sql<boolean>`rate_limit_window.window_start_ms <= ${now - windowMs}`
  const row = await db
    .insertInto('rate_limit_window')
    .values({ key, window_start_ms: now, hits: count })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when ${expired} then ${count} else rate_limit_window.hits + ${count} end`,
        window_start_ms: sql`case when ${expired} then ${now} else rate_limit_window.window_start_ms end`,
      }),
    )
    .returning(['hits', 'window_start_ms'])
    .executeTakeFirstOrThrow()
  return { hits: Number(row.hits), windowStartMs: Number(row.window_start_ms) }
}

/** What this instance holds of one key's current window. */
interface Claim {
  windowEndMs: number
  /** The window's hits in the database up to the last usable hit of this instance's last claim. */
  claimedTotal: number
  /** Hits claimed and not used yet (0 once the limit is reached: refused here until the window ends). */
  left: number
}

/**
 * A store of @fastify/rate-limit that counts in the proxy's database, so that the limits hold across
 * every instance sharing it (the default store counts per process). Each instance claims hits in
 * batches (`claimSizeFor(max)`, one upsert per batch) and spends them in memory; a key over its limit
 * is refused in memory until its window ends. Keys of the different limiters do not overlap (`user:`,
 * `ip:`, `public-ip:`, `public-token:`).
 */
export function databaseRateLimitStore(db: Kysely<ProxyDatabase>): FastifyRateLimitStoreCtor {
  const claims = new Map<string, Claim>()
  const claiming = new Map<string, Promise<void>>()
  let claimsMade = 0

  async function purge(now: number) {
    for (const [key, claim] of claims) if (claim.windowEndMs <= now) claims.delete(key)
    await db
      .deleteFrom('rate_limit_window')
      .where('window_start_ms', '<', now - staleAfterMs)
      .execute()
  }

  async function claim(key: string, windowMs: number, max: number) {
    const now = Date.now()
    if (++claimsMade % purgeEvery === 0) await purge(now)
    const size = claimSizeFor(max)
    const { hits, windowStartMs } = await claimHits(db, key, windowMs, size, now)
    // Only the part of this claim within the limit may be spent.
    const usable = Math.max(0, Math.min(size, max - (hits - size)))
    claims.set(key, { windowEndMs: windowStartMs + windowMs, claimedTotal: hits - size + usable, left: usable })
  }

  /** Spends one hit of `key`, claiming a batch first when this instance holds none for the current window. */
  async function hit(key: string, windowMs: number, max: number): Promise<{ current: number; ttl: number }> {
    for (;;) {
      const now = Date.now()
      const held = claims.get(key)
      if (held && held.windowEndMs > now) {
        const ttl = held.windowEndMs - now
        if (held.left > 0) {
          held.left -= 1
          return { current: held.claimedTotal - held.left, ttl }
        }
        if (held.claimedTotal >= max) return { current: max + 1, ttl }
      }
      let pending = claiming.get(key)
      if (!pending) {
        pending = claim(key, windowMs, max).finally(() => claiming.delete(key))
        claiming.set(key, pending)
      }
      await pending
    }
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin passes the window and the limit as third and fourth arguments (not in its types). */
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs = 60_000,
      max = 1000,
    ) {
      hit(key, windowMs, max).then(
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
