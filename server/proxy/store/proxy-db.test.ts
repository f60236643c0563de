import { describe, expect, it } from 'vitest'
import { openProxyDb } from './proxy-db'

describe('openProxyDb', () => {
  it('runs every migration and gives a working database', async () => {
    const { db, sqlite, close } = await openProxyDb(':memory:')
    const tables = sqlite.prepare("select name from sqlite_master where type = 'table' order by name").pluck().all() as string[]
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'login_failures', 'audit_log']))
    const migrations = sqlite.prepare('select name from kysely_migration order by name').pluck().all() as string[]
    expect(migrations).toEqual(expect.arrayContaining(['0001-auth', '0002-audit']))
    expect(await db.selectFrom('users').selectAll().execute()).toEqual([])
    await close()
    await close()
  })
})
