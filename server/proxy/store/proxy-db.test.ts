import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openSqlite, withStatementCache } from '../../shared/database'
import { openTestProxyDb, proxyDbEngines, testProxyDbLocation } from '../test-support/proxy-db-engines'
import { openProxyDb } from './proxy-db'

describe.each(proxyDbEngines)('openProxyDb on %s', (engine) => {
  it('runs every migration and gives a working database', async () => {
    const { db, close } = await openTestProxyDb(engine)
    const tables = (await db.introspection.getTables()).map((table) => table.name)
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'sessions', 'login_failures', 'audit_log', 'callback_delivery']),
    )
    const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
    expect(migrations.rows.map((row) => row.name)).toEqual(expect.arrayContaining(['0001-auth', '0002-audit']))
    expect(await db.selectFrom('users').selectAll().execute()).toEqual([])
    await close()
    await close()
  })

  it('answers repeated and failed queries right', async () => {
    const { db, close } = await openTestProxyDb(engine)
    const now = new Date().toISOString()
    const user = (id: string, email: string) => ({
      id,
      email,
      name: id,
      role: 'analyst' as const,
      password_hash: 'x',
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    for (const [id, email] of [
      ['u1', 'a@test.local'],
      ['u2', 'b@test.local'],
    ] as const)
      await db.insertInto('users').values(user(id, email)).execute()
    const emailOf = (id: string) => db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst()
    expect(await emailOf('u1')).toEqual({ email: 'a@test.local' })
    expect(await emailOf('u2')).toEqual({ email: 'b@test.local' })
    await expect(db.insertInto('users').values(user('u1', 'c@test.local')).execute()).rejects.toThrow(/UNIQUE|unique/)
    expect(await sql<{ n: number }>`select count(*) as n from users`.execute(db)).toMatchObject({ rows: [{ n: 2 }] })
    await close()
  })
})

describe('openProxyDb on postgres, several instances', () => {
  it('migrates once when several instances start together on one database', async () => {
    const { location, drop } = await testProxyDbLocation('postgres')
    const instances = await Promise.all([openProxyDb(location), openProxyDb(location), openProxyDb(location)])
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(instances[0]!.db)
    expect(rows.length).toBeGreaterThan(5)
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length)
    for (const instance of instances) await instance.close()
    await drop()
  })
})

describe('the SQLite statement cache', () => {
  it('answers streamed queries right with its cached statements', async () => {
    const { db, close } = await openProxyDb(':memory:')
    const now = new Date().toISOString()
    for (const id of ['u1', 'u2'])
      await db
        .insertInto('users')
        .values({
          id,
          email: `${id}@test.local`,
          name: id,
          role: 'analyst',
          password_hash: 'x',
          disabled: 0,
          created_at: now,
          updated_at: now,
        })
        .execute()
    const streamed: string[] = []
    for await (const row of db.selectFrom('users').select('id').orderBy('id').stream()) streamed.push(row.id)
    expect(streamed).toEqual(['u1', 'u2'])
    await close()
  })

  it('reuses prepared statements by SQL text, keeping the most recently used ones', () => {
    const sqlite = openSqlite(':memory:')
    const cached = withStatementCache(sqlite, 2)
    const first = cached.prepare('select 1 as n')
    expect(cached.prepare('select 1 as n')).toBe(first)
    cached.prepare('select 2 as n')
    expect(cached.prepare('select 1 as n')).toBe(first)
    cached.prepare('select 3 as n')
    expect(cached.prepare('select 1 as n')).toBe(first)
    expect(cached.prepare('select 2 as n')).not.toBe(cached.prepare('select 3 as n'))
    cached.close()
    expect(sqlite.open).toBe(false)
  })
})
