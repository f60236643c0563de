import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openProxyDb, type ProxyDb } from '../store/proxy-db'
import { openTestProxyDb, proxyDbEngines } from '../test-support/proxy-db-engines'
import { countHit, databaseRateLimitStore } from './database-rate-limit-store'

describe.each(proxyDbEngines)('rate-limit windows in the database on %s', (engine) => {
  let store: ProxyDb
  beforeEach(async () => {
    store = await openTestProxyDb(engine)
  })
  afterEach(() => store.close())

  it('counts hits per key within a window and starts a new window once it has passed', async () => {
    expect(await countHit(store.db, 'user:a', 60_000, 1_000_000)).toEqual({ current: 1, ttl: 60_000 })
    expect(await countHit(store.db, 'user:a', 60_000, 1_010_000)).toEqual({ current: 2, ttl: 50_000 })
    expect(await countHit(store.db, 'user:b', 60_000, 1_010_000)).toEqual({ current: 1, ttl: 60_000 })
    expect(await countHit(store.db, 'user:a', 60_000, 1_060_000)).toEqual({ current: 1, ttl: 60_000 })
  })

  it('answers @fastify/rate-limit through its store interface', async () => {
    const Store = databaseRateLimitStore(store.db)
    const limiter = new Store({}).child({} as never)
    const incr = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        limiter.incr('ip:1', (error, result) => (error ? reject(error) : resolve(result!))),
      )
    expect((await incr()).current).toBe(1)
    expect((await incr()).current).toBe(2)
  })
})

describe('rate-limit windows shared by two instances on PostgreSQL', () => {
  it('counts every hit once when both instances count at the same moment', async () => {
    const first = await openTestProxyDb('postgres')
    const second = await openProxyDb(first.postgresUrl!)
    try {
      const now = Date.now()
      const counts = await Promise.all(
        Array.from({ length: 20 }, (_, n) => countHit(n % 2 === 0 ? first.db : second.db, 'user:shared', 60_000, now)),
      )
      expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1))
    } finally {
      await second.close()
      await first.close()
    }
  })
})
