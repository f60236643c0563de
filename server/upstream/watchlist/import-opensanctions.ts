import type { Readable } from 'node:stream'
import { headedRecords } from './csv-records'
import { WatchlistFormatError } from './import-errors'
import type { EntryType, WatchlistEntry } from './watchlist-entry'

/**
 * OpenSanctions `targets.simple.csv` (header row: id, schema, name, aliases, birth_date, countries,
 * addresses, identifiers, sanctions, …; several values in a cell are separated by `;`).
 */
const columns = {
  id: ['id'],
  schema: ['schema'],
  name: ['name'],
  aliases: ['aliases'],
  birth_date: ['birth_date'],
  countries: ['countries'],
  addresses: ['addresses'],
  sanctions: ['sanctions'],
} as const

function typeOf(schema: string | null): EntryType {
  if (schema === 'Person') return 'person'
  if (schema === 'Vessel') return 'vessel'
  if (schema === 'Airplane') return 'aircraft'
  return 'entity'
}

const many = (value: string | null) =>
  (value ?? '')
    .split(';')
    .map((v) => v.trim())
    .filter(Boolean)

export async function importOpenSanctions(stream: Readable, list = 'opensanctions'): Promise<WatchlistEntry[]> {
  const file = 'targets.simple.csv'
  const entries: WatchlistEntry[] = []
  const required = ['id', 'schema', 'name', 'aliases', 'birth_date', 'countries', 'sanctions'] as const
  for await (const { line, get } of headedRecords(stream, { file, columns, required })) {
    const id = get('id')
    const name = get('name')
    if (!id || !name) throw new WatchlistFormatError(file, line, `${id ? 'name' : 'id'} is empty`)
    entries.push({
      list,
      entry_id: id,
      type: typeOf(get('schema')),
      name,
      aliases: many(get('aliases')).map((alias) => ({ name: alias, strength: 'strong' })),
      programs: many(get('sanctions')),
      remarks: null,
      dates_of_birth: many(get('birth_date')),
      nationalities: many(get('countries')),
      addresses: many(get('addresses')),
    })
  }
  return entries
}
