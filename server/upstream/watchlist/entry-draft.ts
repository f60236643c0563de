import { WatchlistFormatError } from './import-errors'
import type { EntryType, WatchlistAlias, WatchlistEntry } from './watchlist-entry'

/**
 * An entry being gathered from several rows or elements (the EU and UK files give one name, date or
 * address per row): values are kept once each, in the order met.
 */
export interface EntryDraft {
  entry_id: string
  type: EntryType
  /** Where the entry starts, for errors: its first line (CSV) or its element (XML, line 0). */
  line: number
  element: string | null
  name: string | null
  aliases: WatchlistAlias[]
  programs: Set<string>
  remarks: Set<string>
  dates_of_birth: Set<string>
  nationalities: Set<string>
  addresses: Set<string>
}

export function newDraft(entryId: string, type: EntryType, at: { line?: number; element?: string }): EntryDraft {
  return {
    entry_id: entryId,
    type,
    line: at.line ?? 0,
    element: at.element ?? null,
    name: null,
    aliases: [],
    programs: new Set(),
    remarks: new Set(),
    dates_of_birth: new Set(),
    nationalities: new Set(),
    addresses: new Set(),
  }
}

/** A name of the entry: the primary one (the first strong one when none is marked primary) or an alias. */
export function addName(draft: EntryDraft, name: string | null, options: { primary?: boolean; weak?: boolean } = {}) {
  const value = name?.replace(/\s+/g, ' ').trim()
  if (!value) return
  const same = (other: string) => other.toLowerCase() === value.toLowerCase()
  if (options.primary && draft.name !== null && !same(draft.name)) {
    if (!draft.aliases.some((a) => same(a.name))) draft.aliases.unshift({ name: draft.name, strength: 'strong' })
    draft.name = null
  }
  if (draft.name === null && (options.primary || (draft.aliases.length === 0 && !options.weak))) {
    draft.name = value
    draft.aliases = draft.aliases.filter((a) => !same(a.name))
    return
  }
  if ((draft.name !== null && same(draft.name)) || draft.aliases.some((a) => same(a.name))) return
  draft.aliases.push({ name: value, strength: options.weak ? 'weak' : 'strong' })
}

export function addValue(set: Set<string>, value: string | null | undefined) {
  const trimmed = value?.replace(/\s+/g, ' ').trim()
  if (trimmed) set.add(trimmed)
}

/** The finished entry; an entry without any name is refused, naming where it starts. */
export function finishDraft(draft: EntryDraft, list: string, file: string): WatchlistEntry {
  const name = draft.name ?? draft.aliases[0]?.name
  if (!name)
    throw new WatchlistFormatError(file, draft.line, `${draft.element ?? `entry ${draft.entry_id}`} has no name`)
  return {
    list,
    entry_id: draft.entry_id,
    type: draft.type,
    name,
    aliases: draft.aliases.filter((a) => a.name !== name),
    programs: [...draft.programs],
    remarks: draft.remarks.size > 0 ? [...draft.remarks].join(' ') : null,
    dates_of_birth: [...draft.dates_of_birth],
    nationalities: [...draft.nationalities],
    addresses: [...draft.addresses],
  }
}

/**
 * A date of birth as a list states it in parts, written the one way supporting-facts reads:
 * `1937-04-28`, `1937`, `circa 1937`, `1953 to 1958`, `circa 1953 to 1958`.
 */
export function birthDateText(parts: {
  date?: string | null
  year?: string | null
  from?: string | null
  to?: string | null
  circa?: boolean
}): string | null {
  const circa = parts.circa ? 'circa ' : ''
  if (parts.date) return `${circa}${parts.date}`
  if (parts.year) return `${circa}${parts.year}`
  if (parts.from && parts.to) return `${circa}${parts.from} to ${parts.to}`
  const one = parts.from ?? parts.to
  return one ? `circa ${one}` : null
}

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** A list's publication date as files write it (`2026-02-13T…`, `13/02/2026`, `13-Feb-2026`), as YYYY-MM-DD; null when none is found. */
export function publicationDate(value: string | null | undefined): string | null {
  const text = value?.trim() ?? ''
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text)
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`
  const dayFirst = /(\d{1,2})[/.-](\d{1,2}|[a-z]{3})[a-z]*[/.-](\d{4})/i.exec(text)
  if (!dayFirst) return null
  const monthText = dayFirst[2] ?? ''
  const month = /^\d+$/.test(monthText) ? Number(monthText) : monthNames.indexOf(monthText.toLowerCase()) + 1
  if (month < 1 || month > 12) return null
  return `${dayFirst[3]}-${String(month).padStart(2, '0')}-${(dayFirst[1] ?? '').padStart(2, '0')}`
}
