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

/** A list as imported: its entries and the date the list was published (YYYY-MM-DD). */
export interface ImportedList {
  list: string
  source: string
  published_at: string
  entries: WatchlistEntry[]
}
