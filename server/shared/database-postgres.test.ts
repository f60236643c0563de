import { type Generated, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createPostgresDatabase } from '../test-support/postgres-cluster'
import { createPostgresKysely, keepPrepared } from './database'

interface Db {
  notes: { id: Generated<number>; body: string }
}

describe('PostgreSQL engine (the test cluster and createPostgresKysely)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>
  let db: ReturnType<typeof createPostgresKysely<Db>>

  beforeAll(async () => {
    database = await createPostgresDatabase(inject('postgresUrl'))
    db = createPostgresKysely<Db>(database.url)
  })
  afterAll(async () => {
    await db?.destroy()
    await database?.drop()
  })

  it('keeps rows and reads counts back as numbers, as SQLite does', async () => {
    await db.schema
      .createTable('notes')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('body', 'text', (c) => c.notNull())
      .execute()
    await db
      .insertInto('notes')
      .values([{ body: 'a' }, { body: 'b' }])
      .execute()
    const { n } = await db
      .selectFrom('notes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(n).toBe(2)
  })

  it('runs a statement kept prepared under its name on a connection, with each run’s parameters', async () => {
    const byId = db.selectFrom('notes').select('body').where('id', '=', 0).compile()
    keepPrepared(db, byId.sql)
    await db.connection().execute(async (connection) => {
      const bodies = []
      for (const id of [1, 2]) {
        const { rows } = await connection.executeQuery<{ body: string }>({ ...byId, parameters: [id] })
        bodies.push(rows[0]?.body)
      }
      expect(bodies).toEqual(['a', 'b'])
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(connection)
      expect(rows).toEqual([{ name: expect.stringMatching(/^kybdesk_[0-9a-f]{24}$/), statement: byId.sql }])
    })
  })

  it('has pg_trgm, which registry search on PostgreSQL uses', async () => {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db)
    const { rows } = await sql<{ s: number }>`SELECT similarity('kybdesk', 'kybdesc') AS s`.execute(db)
    expect(rows[0]!.s).toBeGreaterThan(0.3)
  })
})
