/** One listed entry of a watchlist (a sanctions list), as stored and as screened. */
export type EntryType = 'person' | 'entity' | 'vessel' | 'aircraft'

export interface WatchlistAlias {
  name: string
  /** OFAC's distinction: a weak alias is a loose, often short designation. Both are screened. */
  strength: 'strong' | 'weak'
}

export interface WatchlistEntry {
  /** Short snake_case list name: `ofac_sdn`, `un_sc`, `sandbox`… */
  list: string
  /** The list's own identifier of the entry (OFAC: ent_num). */
  entry_id: string
  type: EntryType
  name: string
  aliases: WatchlistAlias[]
  programs: string[]
  remarks: string | null
  dates_of_birth: string[]
  nationalities: string[]
  addresses: string[]
}

/** A list as imported: its entries, the date the list was published (YYYY-MM-DD) and the SHA-256 of its file(s). */
export interface ImportedList {
  list: string
  source: string
  published_at: string
  file_hash: string | null
  entries: WatchlistEntry[]
}

/** What an importer reads from a list's file: its entries, and the publication date the file states (null when it states none). */
export interface ImportedEntries {
  entries: WatchlistEntry[]
  publishedAt: string | null
}
