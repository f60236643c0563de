import { inject } from 'vitest'
import { createPostgresDatabase } from '../../test-support/postgres-cluster'
import { openProxyDb, type ProxyDb } from '../store/proxy-db'
import type { SqlEngine } from '../../shared/sql-engine'

/** Both engines of the proxy's store, for `describe.each(proxyDbEngines)`. */
export const proxyDbEngines: SqlEngine[] = ['sqlite', 'postgres']

/** A fresh database of the proxy on `engine`, or its location: SQLite in memory, or a new PostgreSQL database on the test cluster. */
export async function testProxyDbLocation(engine: SqlEngine) {
  if (engine === 'sqlite') return { location: ':memory:', drop: async () => undefined }
  const database = await createPostgresDatabase(inject('postgresUrl'))
  return { location: database.url, drop: database.drop }
}

/** A fresh, migrated database of the proxy on `engine`; `close()` also drops it. */
export async function openTestProxyDb(engine: SqlEngine): Promise<ProxyDb> {
  const { location, drop } = await testProxyDbLocation(engine)
  const proxyDb = await openProxyDb(location)
  return {
    ...proxyDb,
    close: async () => {
      await proxyDb.close()
      await drop()
    },
  }
}
