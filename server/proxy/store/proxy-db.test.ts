import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openSqlite, withStatementCache } from '../../shared/database'
import { openProxyDb } from './proxy-db'

describe('openProxyDb', () => {
  it('runs every migration and gives a working database', async () => {
    const { db, sqlite, close } = await openProxyDb(':memory:')
    const tables = sqlite
      .prepare("select name from sqlite_master where type = 'table' order by name")
      .pluck()
      .all() as string[]
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'login_failures', 'audit_log']))
    const migrations = sqlite.prepare('select name from kysely_migration order by name').pluck().all() as string[]
    expect(migrations).toEqual(expect.arrayContaining(['0001-auth', '0002-audit']))
    expect(await db.selectFrom('users').selectAll().execute()).toEqual([])
    await close()
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

  it('answers repeated, streamed and failed queries right with its statement cache', async () => {
    const { db, close } = await openProxyDb(':memory:')
    const now = new Date().toISOString()
    for (const [id, email] of [
      ['u1', 'a@test.local'],
      ['u2', 'b@test.local'],
    ]) {
      await db
        .insertInto('users')
        .values({
          id: id!,
          email: email!,
          name: id!,
          role: 'analyst',
          password_hash: 'x',
          disabled: 0,
          created_at: now,
          updated_at: now,
        })
        .execute()
    }
    const emailOf = (id: string) => db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst()
    expect(await emailOf('u1')).toEqual({ email: 'a@test.local' })
    expect(await emailOf('u2')).toEqual({ email: 'b@test.local' })
    const streamed: string[] = []
    for await (const row of db.selectFrom('users').select('id').orderBy('id').stream()) streamed.push(row.id)
    expect(streamed).toEqual(['u1', 'u2'])
    const duplicate = db.insertInto('users').values({
      id: 'u1',
      email: 'c@test.local',
      name: 'c',
      role: 'analyst',
      password_hash: 'x',
      disabled: 0,
      created_at: now,
      updated_at: now,
    })
    await expect(duplicate.execute()).rejects.toThrow(/UNIQUE/)
    expect(await sql<{ n: number }>`select count(*) as n from users`.execute(db)).toMatchObject({ rows: [{ n: 2 }] })
    await close()
  })
})
