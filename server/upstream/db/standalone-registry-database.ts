import { createKysely, openSqlite } from '../../shared/database'
import { up } from './migrations/0100-registry'
import { up as upSandbox } from './migrations/0110-registry-sandbox'
import type { RegistryTables } from '../registry/tables'

/**
 * A database holding only the registry tables (SQLite), for bench/search.ts. The upstream itself
 * runs every migration of server/upstream/db/migrations with server/shared/migrate.ts instead.
 */
export async function openStandaloneRegistryDatabase(file: string) {
  const sqlite = openSqlite(file)
  const db = createKysely<RegistryTables>(sqlite)
  const exists = sqlite.prepare("select 1 from sqlite_master where name = 'registry_company'").get()
  if (!exists) {
    await up(db as never)
    await upSandbox(db as never)
  }
  return { sqlite, db }
}
