import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openProxyDb, type ProxyDb } from '../store/proxy-db'
import { dropAuditGuards } from '../test-support/drop-audit-guards'
import { openTestProxyDb, proxyDbEngines } from '../test-support/proxy-db-engines'
import { appendAudit, type AuditEntry, verifyAuditChain } from './audit-log'

const entry = (n: number): AuditEntry => ({
  actor_id: `u${n}`,
  actor_email: `user${n}@test.local`,
  role: 'analyst',
  action: 'test.action',
  target_type: 'thing',
  target_ids: [`t${n}`],
  outcome: 'success',
  ip: '127.0.0.1',
  detail: { n, nested: { b: 1, a: 2 } },
})

describe.each(proxyDbEngines)('audit log on %s', (engine) => {
  let store: ProxyDb
  beforeEach(async () => {
    store = await openTestProxyDb(engine)
  })
  afterEach(() => store.close())

  it('chains every row to the previous one and verifies', async () => {
    for (let n = 1; n <= 5; n++) await appendAudit(store.db, entry(n))
    const rows = await store.db.selectFrom('audit_log').selectAll().orderBy('id').execute()
    expect(rows).toHaveLength(5)
    expect(rows[0]!.prev_hash).toBe('0'.repeat(64))
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash)
    expect(await verifyAuditChain(store.db)).toEqual({ ok: true, rows: 5 })
  })

  it('does not fork the chain under concurrent appends', async () => {
    await Promise.all(Array.from({ length: 40 }, (_, n) => appendAudit(store.db, entry(n))))
    const result = await verifyAuditChain(store.db, 7)
    expect(result).toEqual({ ok: true, rows: 40 })
  })

  it('refuses UPDATE and DELETE through the database', async () => {
    await appendAudit(store.db, entry(1))
    await expect(store.db.updateTable('audit_log').set({ action: 'x' }).execute()).rejects.toThrow('append-only')
    await expect(store.db.deleteFrom('audit_log').execute()).rejects.toThrow('append-only')
  })

  it('detects an edited row', async () => {
    for (let n = 1; n <= 5; n++) await appendAudit(store.db, entry(n))
    await dropAuditGuards(store)
    await store.db.updateTable('audit_log').set({ outcome: 'failure' }).where('id', '=', 3).execute()
    expect(await verifyAuditChain(store.db)).toEqual({ ok: false, rows: 2, firstBadRow: 3 })
  })

  it('detects an edited row even when its hash was recomputed, at the next row', async () => {
    for (let n = 1; n <= 5; n++) await appendAudit(store.db, entry(n))
    await dropAuditGuards(store)
    await store.db
      .updateTable('audit_log')
      .set({ hash: 'f'.repeat(64) })
      .where('id', '=', 3)
      .execute()
    const result = await verifyAuditChain(store.db)
    expect(result.ok).toBe(false)
    expect(result.firstBadRow).toBe(3)
  })

  it('detects a deleted row', async () => {
    for (let n = 1; n <= 5; n++) await appendAudit(store.db, entry(n))
    await dropAuditGuards(store)
    await store.db.deleteFrom('audit_log').where('id', '=', 2).execute()
    expect(await verifyAuditChain(store.db)).toEqual({ ok: false, rows: 1, firstBadRow: 3 })
  })

  it('detects a deleted first row', async () => {
    for (let n = 1; n <= 3; n++) await appendAudit(store.db, entry(n))
    await dropAuditGuards(store)
    await store.db.deleteFrom('audit_log').where('id', '=', 1).execute()
    expect(await verifyAuditChain(store.db)).toEqual({ ok: false, rows: 0, firstBadRow: 2 })
  })
})

describe.each(proxyDbEngines)('audit log inside a caller transaction on %s', (engine) => {
  it('appends on the caller transaction and rolls back with it', async () => {
    const store = await openTestProxyDb(engine)
    try {
      await store.db.transaction().execute(async (trx) => {
        await appendAudit(trx, entry(1))
      })
      await expect(
        store.db.transaction().execute(async (trx) => {
          await appendAudit(trx, entry(2))
          throw new Error('caller failed')
        }),
      ).rejects.toThrow('caller failed')
      expect(await verifyAuditChain(store.db)).toEqual({ ok: true, rows: 1 })
    } finally {
      await store.close()
    }
  })
})

describe('audit log appended by several instances on one PostgreSQL database', () => {
  it('keeps one chain when the instances append at the same moment', async () => {
    const first = await openTestProxyDb('postgres')
    const second = await openProxyDb(first.postgresUrl!)
    try {
      await Promise.all(Array.from({ length: 30 }, (_, n) => appendAudit(n % 2 === 0 ? first.db : second.db, entry(n))))
      expect(await verifyAuditChain(first.db)).toEqual({ ok: true, rows: 30 })
    } finally {
      await second.close()
      await first.close()
    }
  })
})
