import { createHash } from 'node:crypto'

interface Sqlite {
  prepare(sql: string): { all(): unknown[]; pluck(): { all(): unknown[] } }
}

/**
 * `table:hash` of every row of every table of `sqlite` but those named in `except`, one per table
 * joined by spaces: it changes when anything is inserted, updated or deleted. Full-text index
 * tables are left out (they follow their content table).
 */
export function tableFingerprint(sqlite: Sqlite, except: readonly string[] = []): string {
  const tables = sqlite
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and sql not like '%virtual table%' and name not like '%_fts%' order by name",
    )
    .pluck()
    .all() as string[]
  return tables
    .filter((table) => !except.includes(table))
    .map((table) => {
      const hash = createHash('sha256')
      for (const row of sqlite.prepare(`select * from "${table}"`).all())
        hash.update(
          JSON.stringify(row, (_key, value: unknown) =>
            Buffer.isBuffer(value) ? value.toString('base64') : typeof value === 'bigint' ? String(value) : value,
          ),
        )
      return `${table}:${hash.digest('hex').slice(0, 16)}`
    })
    .join(' ')
}

/** The tables whose hash differs between two fingerprints. */
export function changedTables(before: string, after: string): string[] {
  const old = new Set(before.split(' '))
  return after
    .split(' ')
    .filter((entry) => !old.has(entry))
    .map((entry) => entry.split(':')[0]!)
}
