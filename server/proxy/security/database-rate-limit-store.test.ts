import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openProxyDb, type ProxyDb } from '../store/proxy-db'
import { openTestProxyDb, proxyDbEngines } from '../test-support/proxy-db-engines'
import { claimHits, claimSizeFor, databaseRateLimitStore } from './database-rate-limit-store'

/** One limiter of @fastify/rate-limit's kind on `db`, with its `incr` as a promise. */
function limiterOn(db: ProxyDb['db'], max: number) {
  const Store = databaseRateLimitStore(db)
  const limiter = new Store({}).child({} as never)
  return (key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      (limiter.incr as (...args: unknown[]) => void)(
        key,
        (error: Error | null, result?: { current: number; ttl: number }) => (error ? reject(error) : resolve(result!)),
        60_000,
        max,
      ),
    )
}

async function windowHits(db: ProxyDb['db'], key: string) {
  const row = await db.selectFrom('rate_limit_window').select('hits').where('key', '=', key).executeTakeFirst()
  return Number(row?.hits ?? 0)
}

describe.each(proxyDbEngines)('rate-limit windows in the database on %s', (engine) => {
  let store: ProxyDb
  beforeEach(async () => {
    store = await openTestProxyDb(engine)
  })
  afterEach(() => store.close())

  it('adds claimed hits per key within a window and starts a new window once it has passed', async () => {
    expect(await claimHits(store.db, 'user:a', 60_000, 1, 1_000_000)).toEqual({ hits: 1, windowStartMs: 1_000_000 })
    expect(await claimHits(store.db, 'user:a', 60_000, 5, 1_010_000)).toEqual({ hits: 6, windowStartMs: 1_000_000 })
    expect(await claimHits(store.db, 'user:b', 60_000, 2, 1_010_000)).toEqual({ hits: 2, windowStartMs: 1_010_000 })
    expect(await claimHits(store.db, 'user:a', 60_000, 3, 1_060_000)).toEqual({ hits: 3, windowStartMs: 1_060_000 })
  })

  it('answers @fastify/rate-limit through its store interface, refusing past the limit', async () => {
    const incr = limiterOn(store.db, 3)
    const counts = []
    for (let n = 0; n < 5; n++) counts.push((await incr('ip:1')).current)
    expect(counts.slice(0, 3)).toEqual([1, 2, 3])
    expect(counts.slice(3).every((current) => current > 3)).toBe(true)
  })

  it('claims hits in batches and refuses an exhausted key without writing', async () => {
    const max = 500
    const size = claimSizeFor(max)
    expect(size).toBe(10)
    const incr = limiterOn(store.db, max)
    await incr('user:batch')
    expect(await windowHits(store.db, 'user:batch')).toBe(size)
    for (let n = 1; n < size; n++) await incr('user:batch')
    expect(await windowHits(store.db, 'user:batch')).toBe(size)
    await incr('user:batch')
    expect(await windowHits(store.db, 'user:batch')).toBe(2 * size)
    for (let n = size + 1; n < max; n++) await incr('user:batch')
    expect((await incr('user:batch')).current).toBeGreaterThan(max)
    const counted = await windowHits(store.db, 'user:batch')
    for (let n = 0; n < 20; n++) expect((await incr('user:batch')).current).toBeGreaterThan(max)
    expect(await windowHits(store.db, 'user:batch')).toBe(counted)
  })
})

describe('rate-limit windows shared by two instances on PostgreSQL', () => {
  let first: ProxyDb
  let second: ProxyDb
  beforeEach(async () => {
    first = await openTestProxyDb('postgres')
    second = await openProxyDb(first.postgresUrl!)
  })
  afterEach(async () => {
    await second.close()
    await first.close()
  })

  it('adds up every claim when both instances claim at the same moment', async () => {
    const now = Date.now()
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        claimHits(n % 2 === 0 ? first.db : second.db, 'user:shared', 60_000, 1, now),
      ),
    )
    expect(claims.map((c) => c.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1))
  })

  it('admits at most the limit across both, refusing at most one unused claim per instance early', async () => {
    const max = 200
    const limiters = [limiterOn(first.db, max), limiterOn(second.db, max)]
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, n) => limiters[n % 2]!('user:both').then((r) => r.current <= max)),
    )
    const admitted = results.filter(Boolean).length
    expect(admitted).toBeLessThanOrEqual(max)
    expect(admitted).toBeGreaterThanOrEqual(max - 2 * (claimSizeFor(max) - 1))
  })
})
