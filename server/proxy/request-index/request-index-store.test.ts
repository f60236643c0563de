import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ProxyDb } from '../store/proxy-db'
import { openTestProxyDb, proxyDbEngines } from '../test-support/proxy-db-engines'
import { findRequest, listRequests, recordRequest, updateKnownRequest } from './request-index-store'
import { visibleKinds } from './request-visibility'

const ana = { id: 'u-ana', email: 'ana@test.local' }
const bob = { id: 'u-bob', email: 'bob@test.local' }

describe.each(proxyDbEngines)('request index store on %s', (engine) => {
  let store: ProxyDb
  beforeEach(async () => {
    store = await openTestProxyDb(engine)
  })
  afterEach(() => store.close())

  it('creates a row once and merges what is learned later, keeping who made it', async () => {
    const created = await recordRequest(store.db, {
      kind: 'kyb_search_v2',
      upstream_id: 'k1',
      route_id: 'v2CreateKyb',
      user: ana,
      search_text: 'Acme',
      country: 'GB',
      status: 'pending',
      detail: { ttl: 60 },
    })
    expect(created).toMatchObject({
      created: true,
      changed: true,
      row: { user_email: 'ana@test.local', status: 'pending', detail: { ttl: 60 } },
    })
    const same = await recordRequest(store.db, {
      kind: 'kyb_search_v2',
      upstream_id: 'k1',
      route_id: 'v2ListKyb',
      status: 'pending',
    })
    expect(same.changed).toBe(false)
    const resolved = await recordRequest(store.db, {
      kind: 'kyb_search_v2',
      upstream_id: 'k1',
      route_id: 'callback',
      user: bob,
      status: 'resolved',
      detail: { total: 3 },
    })
    expect(resolved).toMatchObject({ created: false, changed: true, previousStatus: 'pending' })
    expect(resolved.row).toMatchObject({
      id: created.row.id,
      route_id: 'v2CreateKyb',
      user_id: 'u-ana',
      search_text: 'Acme',
      status: 'resolved',
      detail: { ttl: 60, total: 3 },
    })
    expect(await findRequest(store.db, created.row.id)).toEqual(resolved.row)
  })

  it('keeps a later status when a start response arrives after the callback, and takes its route', async () => {
    await recordRequest(store.db, {
      kind: 'kyb_search_v2',
      upstream_id: 'k2',
      route_id: 'callback',
      status: 'resolved',
    })
    const late = await recordRequest(store.db, {
      kind: 'kyb_search_v2',
      upstream_id: 'k2',
      route_id: 'v2CreateKyb',
      user: ana,
      search_text: 'Acme',
      status: 'pending',
    })
    expect(late.row).toMatchObject({
      route_id: 'v2CreateKyb',
      user_email: ana.email,
      search_text: 'Acme',
      status: 'resolved',
    })
  })

  it('shows questionnaire links expired once their ttl has passed, without writing on read', async () => {
    const past = new Date(Date.now() - 1000).toISOString()
    const future = new Date(Date.now() + 60_000).toISOString()
    await recordRequest(store.db, {
      kind: 'questionnaire_link',
      upstream_id: 'old',
      route_id: 'questionnaireCreateUrl',
      status: 'active',
      detail: { expires_at: past },
    })
    await recordRequest(store.db, {
      kind: 'questionnaire_link',
      upstream_id: 'new',
      route_id: 'questionnaireCreateUrl',
      status: 'active',
      detail: { expires_at: future },
    })
    const expired = await listRequests(store.db, { kinds: ['questionnaire_link'], status: 'expired' }, 1, 10)
    expect(expired.items.map((r) => r.upstream_id)).toEqual(['old'])
    const active = await listRequests(store.db, { kinds: ['questionnaire_link'], status: 'active' }, 1, 10)
    expect(active.items.map((r) => r.upstream_id)).toEqual(['new'])
    const old = expired.items[0]!
    expect(old.status).toBe('expired')
    expect(await findRequest(store.db, old.id)).toMatchObject({ status: 'expired' })
    // Derived when read: the stored row is not written by reading it.
    const stored = await store.db
      .selectFrom('request_index')
      .select(['status', 'updated_at'])
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ status: 'active', updated_at: old.updated_at })
    // The new link is expired as of a moment after its ttl.
    const later = new Date(Date.now() + 120_000)
    expect(await findRequest(store.db, active.items[0]!.id, later)).toMatchObject({ status: 'expired' })
  })

  it('updates only requests it already knows', async () => {
    expect(
      await updateKnownRequest(store.db, { kind: 'kyc', upstream_id: 'nope', status: 'verification.accepted' }),
    ).toBeUndefined()
    await recordRequest(store.db, { kind: 'kyc', upstream_id: 'kyc1', route_id: 'kycSubmit', status: 'pending' })
    expect(
      (await updateKnownRequest(store.db, { kind: 'kyc', upstream_id: 'kyc1', status: 'verification.declined' }))?.row
        .status,
    ).toBe('verification.declined')
  })

  it('lists newest first with filters, pages, mine and the kinds a reader may see', async () => {
    for (let i = 0; i < 5; i++)
      await recordRequest(store.db, {
        kind: 'kyb_search_v1',
        upstream_id: `r${i}`,
        route_id: 'v1Search',
        user: i % 2 ? bob : ana,
        search_text: `Company 100%_${i}`,
        status: i < 2 ? 'resolved' : 'pending',
      })
    await recordRequest(store.db, {
      kind: 'questionnaire_link',
      upstream_id: 'tok',
      route_id: 'createQuestionnaireUrl',
      user: ana,
    })
    const all = visibleKinds('admin')
    const page1 = await listRequests(store.db, { kinds: all }, 1, 4)
    expect(page1.pagination).toEqual({ total: 6, page: 1, limit: 4, pages: 2 })
    expect(page1.items.map((r) => r.upstream_id)).toEqual(['tok', 'r4', 'r3', 'r2'])
    expect((await listRequests(store.db, { kinds: all }, 2, 4)).items.map((r) => r.upstream_id)).toEqual(['r1', 'r0'])
    expect(
      (await listRequests(store.db, { kinds: all, status: 'resolved' }, 1, 10)).items.map((r) => r.upstream_id),
    ).toEqual(['r1', 'r0'])
    expect(
      (await listRequests(store.db, { kinds: all, userId: 'u-bob' }, 1, 10)).items.map((r) => r.upstream_id),
    ).toEqual(['r3', 'r1'])
    expect((await listRequests(store.db, { kinds: all, q: '100%_3' }, 1, 10)).items.map((r) => r.upstream_id)).toEqual([
      'r3',
    ])
    expect((await listRequests(store.db, { kinds: all, q: '%' }, 1, 10)).items).toHaveLength(5)
    const analyst = await listRequests(store.db, { kinds: visibleKinds('analyst') }, 1, 10)
    expect(analyst.items.map((r) => r.kind)).not.toContain('questionnaire_link')
    expect(analyst.pagination.total).toBe(5)
  })
})
