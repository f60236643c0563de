import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CallbackBodySchema } from '@contract/callbacks'
import { openProxyDb, type ProxyDb } from '../store/proxy-db'
import { openTestProxyDb, proxyDbEngines } from '../test-support/proxy-db-engines'
import { listDeliveries, storeRefusedDelivery, storeValidDelivery } from './callback-inbox'

const callback = (id: string) =>
  CallbackBodySchema.parse({
    id,
    event: 'request.resolved',
    sent_at: new Date().toISOString(),
    service: 'kyb_check',
    kyb_request_id: 'kyb_req_1',
    status: 'resolved',
  })
const raw = (id: string) => Buffer.from(JSON.stringify(callback(id)))

describe.each(proxyDbEngines)('callback inbox on %s', (engine) => {
  let store: ProxyDb
  beforeEach(async () => {
    store = await openTestProxyDb(engine)
  })
  afterEach(() => store.close())

  it('accepts an event once and records every later delivery as a duplicate', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 6 }, () => storeValidDelivery(store.db, callback('evt-1'), raw('evt-1'))),
    )
    expect(verdicts.filter((v) => v === 'accepted')).toHaveLength(1)
    expect(verdicts.filter((v) => v === 'duplicate')).toHaveLength(5)
    const { items } = await listDeliveries(store.db, {}, 1, 20)
    expect(items.map((d) => d.verdict).sort()).toEqual(['accepted', ...Array(5).fill('duplicate')])
  })

  it('lists the newest delivery first and keeps only the newest refused ones', async () => {
    expect(await storeValidDelivery(store.db, callback('evt-keep'), raw('evt-keep'))).toBe('accepted')
    for (let i = 0; i < 5; i++)
      await storeRefusedDelivery(store.db, { verdict: 'malformed', reason: `r${i}`, raw: Buffer.from(`${i}`) }, 3)
    const { items } = await listDeliveries(store.db, {}, 1, 20)
    expect(items.map((d) => d.reason)).toEqual(['r4', 'r3', 'r2', 'request.resolved for kyb_check'])
    expect(items[0]).not.toHaveProperty('seq')
  })
})

describe('callback inbox shared by two instances on PostgreSQL', () => {
  it('applies a callback delivered to both instances at once exactly once', async () => {
    const first = await openTestProxyDb('postgres')
    const second = await openProxyDb(first.postgresUrl!)
    try {
      for (const id of ['evt-a', 'evt-b', 'evt-c']) {
        const verdicts = await Promise.all([
          storeValidDelivery(first.db, callback(id), raw(id)),
          storeValidDelivery(second.db, callback(id), raw(id)),
        ])
        expect(verdicts.sort()).toEqual(['accepted', 'duplicate'])
      }
    } finally {
      await second.close()
      await first.close()
    }
  })
})
