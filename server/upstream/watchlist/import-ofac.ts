import type { Readable } from 'node:stream'
import { csvRows } from './csv-records'
import { WatchlistFormatError } from './import-errors'
import type { EntryType, WatchlistAlias, WatchlistEntry } from './watchlist-entry'

/**
 * The OFAC SDN list in its legacy CSV set (no header rows, `-0-` for empty):
 * - sdn.csv: ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT,
 *   Vess_flag, Vess_owner, Remarks — aliases (`a.k.a.`, `f.k.a.`, `n.k.a.`), `DOB` and
 *   `nationality` also sit inside Remarks;
 * - alt.csv (optional): ent_num, alt_num, alt_type, alt_name, alt_remarks;
 * - add.csv (optional): ent_num, add_num, address, city/state/postal code, country, add_remarks.
 * An entry's entry_id is its ent_num; the list is `ofac_sdn`.
 */

const empty = (value: string | undefined) =>
  value === undefined || value.trim() === '-0-' || value.trim() === '' ? null : value.trim()

function typeOf(value: string | null): EntryType {
  switch (value?.toLowerCase()) {
    case 'individual':
      return 'person'
    case 'vessel':
      return 'vessel'
    case 'aircraft':
      return 'aircraft'
    default:
      return 'entity'
  }
}

/** Aliases, dates of birth and nationalities written inside an SDN Remarks field. */
export function factsFromRemarks(remarks: string | null): {
  aliases: WatchlistAlias[]
  dates_of_birth: string[]
  nationalities: string[]
} {
  if (!remarks) return { aliases: [], dates_of_birth: [], nationalities: [] }
  const aliases = [...remarks.matchAll(/\b[afn]\.k\.a\.,?\s+'([^']+)'/gi)].map((m) => ({
    name: (m[1] ?? '').trim(),
    strength: 'strong' as const,
  }))
  const clauses = remarks.split(';').map((c) => c.trim().replace(/^alt\.\s+/i, ''))
  const dates_of_birth = clauses.flatMap((c) =>
    /^DOB\s+/i.test(c) ? [c.replace(/^DOB\s+/i, '').replace(/\.$/, '')] : [],
  )
  const nationalities = clauses.flatMap((c) =>
    /^(nationality|citizen)\s+/i.test(c) ? [c.replace(/^(nationality|citizen)\s+/i, '').replace(/\.$/, '')] : [],
  )
  return { aliases: aliases.filter((a) => a.name !== ''), dates_of_birth, nationalities }
}

/** Rows of a header-less OFAC CSV stream with at least `columns` cells, each with its line number. */
async function* rowsOf(
  stream: Readable,
  file: string,
  columns: number,
): AsyncGenerator<{ line: number; row: string[] }> {
  for await (const { line, row } of csvRows(stream, file)) {
    if (row.length === 1 && row[0]?.charCodeAt(0) === 0x1a) continue // the DOS end-of-file mark some OFAC files end with
    if (row.length < columns)
      throw new WatchlistFormatError(file, line, `expected ${columns} columns, found ${row.length}`)
    yield { line, row }
  }
}

function entryNumber(value: string | undefined, file: string, line: number): string {
  const text = value?.trim() ?? ''
  if (!/^\d+$/.test(text))
    throw new WatchlistFormatError(file, line, `ent_num must be a whole number (got "${text.slice(0, 40)}")`)
  return text
}

export interface OfacFiles {
  sdn: Readable
  alt?: Readable
  add?: Readable
}

export async function importOfacSdn(files: OfacFiles): Promise<WatchlistEntry[]> {
  const entries = new Map<string, WatchlistEntry>()
  for await (const { line, row } of rowsOf(files.sdn, 'sdn.csv', 12)) {
    const entryId = entryNumber(row[0], 'sdn.csv', line)
    const name = empty(row[1])
    if (!name) throw new WatchlistFormatError('sdn.csv', line, 'SDN_Name is empty')
    const remarks = empty(row[11])
    const facts = factsFromRemarks(remarks)
    const programs = (empty(row[3]) ?? '')
      .split(/\]\s*\[/)
      .map((p) => p.replace(/[[\]]/g, '').trim())
      .filter(Boolean)
    const flag = empty(row[9])
    entries.set(entryId, {
      list: 'ofac_sdn',
      entry_id: entryId,
      type: typeOf(empty(row[2])),
      name,
      aliases: facts.aliases,
      programs,
      remarks,
      dates_of_birth: facts.dates_of_birth,
      nationalities: facts.nationalities,
      addresses: flag ? [`flag: ${flag}`] : [],
    })
  }
  if (files.alt) {
    for await (const { line, row } of rowsOf(files.alt, 'alt.csv', 4)) {
      const entry = entries.get(entryNumber(row[0], 'alt.csv', line))
      const name = empty(row[3])
      if (!entry || !name) continue
      if (entry.aliases.some((a) => a.name.toLowerCase() === name.toLowerCase())) continue
      entry.aliases.push({ name, strength: /weak/i.test(empty(row[4]) ?? '') ? 'weak' : 'strong' })
    }
  }
  if (files.add) {
    for await (const { line, row } of rowsOf(files.add, 'add.csv', 5)) {
      const entry = entries.get(entryNumber(row[0], 'add.csv', line))
      const parts = [empty(row[2]), empty(row[3]), empty(row[4])].filter((p): p is string => p !== null)
      if (entry && parts.length > 0) entry.addresses.push(parts.join(', '))
    }
  }
  return [...entries.values()]
}
