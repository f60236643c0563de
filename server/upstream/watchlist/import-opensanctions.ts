import type { Readable } from 'node:stream'
import { parse } from 'csv-parse'
import { WatchlistFormatError } from './import-errors'
import type { EntryType, WatchlistEntry } from './watchlist-entry'

/**
 * OpenSanctions `targets.simple.csv` (header row: id, schema, name, aliases, birth_date, countries,
 * addresses, identifiers, sanctions, …; several values in a cell are separated by `;`).
 */
const required = ['id', 'schema', 'name', 'aliases', 'birth_date', 'countries', 'sanctions']

function typeOf(schema: string): EntryType {
  if (schema === 'Person') return 'person'
  if (schema === 'Vessel') return 'vessel'
  if (schema === 'Airplane') return 'aircraft'
  return 'entity'
}

const many = (value: string | undefined) => (value ?? '').split(';').map((v) => v.trim()).filter(Boolean)

export async function importOpenSanctions(stream: Readable, list = 'opensanctions'): Promise<WatchlistEntry[]> {
  const parser = stream.pipe(parse({ columns: true, skip_empty_lines: true, info: true, bom: true, relax_column_count: false }))
  const entries: WatchlistEntry[] = []
  let checkedHeader = false
  try {
    for await (const item of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      const { record, info } = item
      if (!checkedHeader) {
        const missing = required.filter((c) => !(c in record))
        if (missing.length > 0) throw new WatchlistFormatError('targets.simple.csv', 1, `missing column(s) ${missing.join(', ')}`)
        checkedHeader = true
      }
      const id = record.id?.trim()
      const name = record.name?.trim()
      if (!id || !name) throw new WatchlistFormatError('targets.simple.csv', info.lines, `${id ? 'name' : 'id'} is empty`)
      entries.push({
        list,
        entry_id: id,
        type: typeOf(record.schema ?? ''),
        name,
        aliases: many(record.aliases).map((alias) => ({ name: alias, strength: 'strong' })),
        programs: many(record.sanctions),
        remarks: null,
        dates_of_birth: many(record.birth_date),
        nationalities: many(record.countries),
        addresses: many(record.addresses),
      })
    }
  } catch (error) {
    if (error instanceof WatchlistFormatError) throw error
    throw new WatchlistFormatError('targets.simple.csv', (error as { lines?: number }).lines ?? 0, error instanceof Error ? error.message : String(error))
  }
  return entries
}
