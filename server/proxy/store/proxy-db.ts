import { fileURLToPath } from 'node:url'
import type { Kysely } from 'kysely'
import { createKysely, openSqlite } from '../../shared/database'
import { migrateToLatest } from '../../shared/migrate'
import type { ProxyDatabase } from './schema'

export const proxyMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export interface ProxyDb {
  db: Kysely<ProxyDatabase>
  sqlite: ReturnType<typeof openSqlite>
  close: () => Promise<void>
}

/**
 * Opens the proxy's database (a file under DATA_DIR, or ':memory:' in tests) and runs every
 * migration in store/migrations (0001-0099: identity and audit; 0100-0199: request index, callbacks and file grants; 0200-0249: AML review; 0300-0349: KYC review; 0350-0399: questionnaire review; 0400-0449: cases).
 */
export async function openProxyDb(file: string): Promise<ProxyDb> {
  const sqlite = openSqlite(file)
  // The same few queries (the session lookup first) run on every request: keep their statements.
  const db = createKysely<ProxyDatabase>(sqlite, { statementCacheSize: 200 })
  try {
    await migrateToLatest(db as Kysely<unknown>, proxyMigrationsFolder)
  } catch (error) {
    await db.destroy()
    throw error
  }
  let closed = false
  return {
    db,
    sqlite,
    close: async () => {
      if (closed) return
      closed = true
      await db.destroy()
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The proxy's database, opened and migrated by buildProxyApp and closed with the app. */
    proxyDb: ProxyDb
  }
}
