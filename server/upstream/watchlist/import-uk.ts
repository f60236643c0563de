import type { Readable } from 'node:stream'
import { headedRecords } from './csv-records'
import { WatchlistFormatError } from './import-errors'
import { addName, addValue, type EntryDraft, finishDraft, newDraft, publicationDate } from './entry-draft'
import type { EntryType, ImportedEntries } from './watchlist-entry'

/**
 * The UK sanctions list as CSV, one row per name (and per address, date…) of a designation:
 * - the FCDO's UK Sanctions List (`UK-Sanctions-List.csv`: a `Report Date: 13-Feb-2026` line, then
 *   Last Updated, Unique ID, OFSI Group ID, Name 6, Name 1…5, Name type, Alias strength,
 *   Name non-latin script, Regime Name, Designation Type, Other Information, Address Line 1…6,
 *   Address Postal Code, Address Country, D.O.B, Nationality(/ies), …);
 * - OFSI's former consolidated list (`ConList.csv`: a `Last Updated,03/06/2026` line, then Name 6,
 *   Name 1…5, DOB, Nationality, Address 1…6, Country, Group Type, Alias Type, Alias Quality, Regime,
 *   Group ID, …).
 * Name 6 is the family name (or an entity's whole name). entry_id is the Unique ID (OFSI: Group ID);
 * the list is `uk_sanctions`.
 */
const columns = {
  id: ['Unique ID', 'Group ID'],
  type: ['Designation Type', 'Individual, Entity, Ship', 'Group Type'],
  name1: ['Name 1'],
  name2: ['Name 2'],
  name3: ['Name 3'],
  name4: ['Name 4'],
  name5: ['Name 5'],
  name6: ['Name 6'],
  nameType: ['Name type', 'Alias Type'],
  strength: ['Alias strength', 'Alias Quality'],
  nonLatin: ['Name non-latin script'],
  regime: ['Regime Name', 'Regime'],
  other: ['Other Information'],
  dob: ['D.O.B', 'DOB'],
  nationality: ['Nationality(/ies)', 'Nationality'],
  address1: ['Address Line 1', 'Address 1'],
  address2: ['Address Line 2', 'Address 2'],
  address3: ['Address Line 3', 'Address 3'],
  address4: ['Address Line 4', 'Address 4'],
  address5: ['Address Line 5', 'Address 5'],
  address6: ['Address Line 6', 'Address 6'],
  postcode: ['Address Postal Code', 'Post/Zip Code'],
  country: ['Address Country', 'Country'],
} as const

function typeOf(value: string | null): EntryType {
  if (/individual/i.test(value ?? '')) return 'person'
  if (/ship/i.test(value ?? '')) return 'vessel'
  return 'entity'
}

/** `28/06/1960` → 1960-06-28; the UK writes an unknown day or month as 00 (`00/00/1958` → 1958). */
export function ukDate(value: string): string {
  const parts = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim())
  if (!parts) return value.trim()
  const [, day = '00', month = '00', year] = parts
  if (Number(month) === 0) return `${year}`
  if (Number(day) === 0) return `${year}-${month.padStart(2, '0')}`
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

/** `(1) Russia (2) Ukraine` → Russia, Ukraine; a single value as it is. */
const numbered = (value: string | null) =>
  (value ?? '')
    .split(/\(\d+\)/)
    .map((v) => v.replace(/[,.;]\s*$/, '').trim())
    .filter(Boolean)

export async function importUkCsv(stream: Readable, file = 'UK sanctions list (CSV)'): Promise<ImportedEntries> {
  const drafts = new Map<string, EntryDraft>()
  let publishedAt: string | null = null
  const records = headedRecords(stream, {
    file,
    columns,
    required: ['id', 'name6'],
    preamble: (row) => (publishedAt ??= publicationDate(row.join(' '))),
  })
  for await (const record of records) {
    const get = record.get
    const id = get('id')
    if (!id) throw new WatchlistFormatError(file, record.line, 'Unique ID (or Group ID) is empty')
    let draft = drafts.get(id)
    if (!draft) {
      draft = newDraft(id, typeOf(get('type')), { line: record.line })
      drafts.set(id, draft)
    }
    const given = [get('name1'), get('name2'), get('name3'), get('name4'), get('name5')].filter(Boolean).join(' ')
    const family = get('name6')
    const name =
      draft.type === 'person' && family && given ? `${family}, ${given}` : [given, family].filter(Boolean).join(' ')
    const nameType = get('nameType') ?? ''
    addName(draft, name, {
      primary: /^primary name$/i.test(nameType.trim()),
      weak: /low|weak/i.test(get('strength') ?? ''),
    })
    addName(draft, get('nonLatin'))
    addValue(draft.programs, get('regime'))
    addValue(draft.remarks, get('other'))
    for (const date of numbered(get('dob'))) addValue(draft.dates_of_birth, ukDate(date))
    for (const nationality of numbered(get('nationality'))) addValue(draft.nationalities, nationality)
    const address = [
      get('address1'),
      get('address2'),
      get('address3'),
      get('address4'),
      get('address5'),
      get('address6'),
      get('postcode'),
      get('country'),
    ]
      .filter(Boolean)
      .join(', ')
    addValue(draft.addresses, address)
  }
  return { entries: [...drafts.values()].map((d) => finishDraft(d, 'uk_sanctions', file)), publishedAt }
}
