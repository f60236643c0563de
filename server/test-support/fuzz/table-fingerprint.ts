import { createHash } from 'node:crypto'

interface Sqlite {
  prepare(sql: string): { all(): unknown[]; pluck(): { all(): unknown[] } }
}

/**
 * A hash of every row of every table of `sqlite` but those named in `except`: it changes when
 * anything is inserted, updated or deleted. Full-text index tables are left out (they follow their
 * content table).
 */
export function tableFingerprint(sqlite: Sqlite, except: readonly string[] = []): string {
  const tables = sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and sql not like '%virtual table%' and name not like '%_fts%' order by name").pluck().all() as string[]
  const hash = createHash('sha256')
  for (const table of tables) {
    if (except.includes(table)) continue
    hash.update(table)
    for (const row of sqlite.prepare(`select * from "${table}"`).all()) hash.update(JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : typeof value === 'bigint' ? String(value) : value)))
  }
  return hash.digest('hex')
}
