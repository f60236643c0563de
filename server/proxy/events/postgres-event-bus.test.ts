import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { liveKeys } from '@contract/bff/live-events'
import { pollUntil } from '../../test-support/poll-until'
import { openProxyDb, type ProxyDb } from '../store/proxy-db'
import { openTestProxyDb } from '../test-support/proxy-db-engines'
import { liveEvent, type Published } from './event-bus'
import { createPostgresEventBus, type PostgresEventBus } from './postgres-event-bus'

describe('live events across instances on PostgreSQL', () => {
  let first: ProxyDb
  let second: ProxyDb
  let buses: PostgresEventBus[]
  const errors: unknown[] = []
  beforeEach(async () => {
    first = await openTestProxyDb('postgres')
    second = await openProxyDb(first.postgresUrl!)
    buses = [first, second].map((store) =>
      createPostgresEventBus({ url: store.postgresUrl!, db: store.db, onError: (e) => errors.push(e) }),
    )
    await Promise.all(buses.map((bus) => bus.ready))
  })
  afterEach(async () => {
    for (const bus of buses) await bus.close()
    await second.close()
    await first.close()
  })

  it('delivers an event published on one instance to the streams of both, in order, with its origin', async () => {
    const received: Published[][] = [[], []]
    buses.forEach((bus, n) => bus.subscribe((published) => received[n]!.push(published)))
    const resolved = liveEvent('request.resolved', [liveKeys.requests()], 'search:run')
    const callbacks = liveEvent('callback.received', [liveKeys.callbacks()], 'callbacks:read')
    buses[0]!.publish(resolved, 'session-hash-1')
    buses[0]!.publish(callbacks)
    for (const list of received)
      await pollUntil(
        async () => list.length,
        (n) => n === 2,
      )
    for (const list of received) {
      expect(list).toEqual([
        { event: resolved, originSessionId: 'session-hash-1' },
        { event: callbacks, originSessionId: null },
      ])
    }
    expect(errors).toEqual([])
  })

  it('tells both instances whose sessions changed', async () => {
    const told: string[][] = [[], []]
    buses.forEach((bus, n) => bus.onSessionsChanged((userId) => told[n]!.push(userId)))
    buses[1]!.sessionsChanged('user-1')
    buses[1]!.sessionsChanged('user-2')
    for (const list of told)
      await pollUntil(
        async () => list.length,
        (n) => n === 2,
      )
    expect(told).toEqual([
      ['user-1', 'user-2'],
      ['user-1', 'user-2'],
    ])
    expect(errors).toEqual([])
  })
})
