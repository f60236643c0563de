import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { liveKeys } from '@contract/bff/live-events'
import { buildTestProxy, type TestProxy } from '../test-support/proxy-harness'
import type { Published } from '../events/event-bus'
import { applyIndexOperations } from './apply-index-operations'

let app: TestProxy
let published: Published[]
beforeEach(async () => {
  app = await buildTestProxy()
  published = []
  app.eventBus.subscribe((p) => published.push(p))
})
afterEach(() => app.close())

const search = (status: string) => ({
  mode: 'record' as const,
  entry: { kind: 'kyb_search_v2' as const, upstream_id: 'k-1', route_id: 'v2CreateKyb', status },
  keys: [liveKeys.requests(), liveKeys.kybV2('k-1')],
})

describe('index operations and live events', () => {
  it('a change made by a session is announced to the others, with the permission of its kind', async () => {
    await applyIndexOperations(app.proxyDb.db, app.eventBus, [search('pending')], {
      publish: true,
      originSessionId: 'session-a',
    })
    expect(published).toEqual([
      {
        event: expect.objectContaining({ type: 'request.indexed', permission: 'search:run' }),
        originSessionId: 'session-a',
      },
    ])
  })

  it('a read (a poll) that learns a new status updates the row but announces nothing', async () => {
    await applyIndexOperations(app.proxyDb.db, app.eventBus, [search('pending')], { publish: true })
    published = []
    await applyIndexOperations(app.proxyDb.db, app.eventBus, [{ ...search('resolved'), mode: 'update' }], {
      publish: false,
      originSessionId: 'session-a',
    })
    expect(published).toEqual([])
    const row = await app.proxyDb.db
      .selectFrom('request_index')
      .select('status')
      .where('upstream_id', '=', 'k-1')
      .executeTakeFirst()
    expect(row?.status).toBe('resolved')
  })

  it('KYC rows are announced only to roles that review KYC', async () => {
    await applyIndexOperations(
      app.proxyDb.db,
      app.eventBus,
      [
        {
          mode: 'record',
          entry: { kind: 'kyc', upstream_id: 'kyc-1', route_id: 'kycSubmit', status: 'pending' },
          keys: [liveKeys.kyc('kyc-1')],
        },
      ],
      { publish: true },
    )
    expect(published[0]?.event.permission).toBe('kyc:review')
  })
})
