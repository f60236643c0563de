/** Tables of the watchlists (migration 0300-watchlist). List-valued columns hold JSON arrays. */
export interface WatchlistListsTable {
  list: string
  source: string
  /** Publication date of the list (YYYY-MM-DD). */
  published_at: string
  imported_at: number
  entry_count: number
}

export interface WatchlistEntriesTable {
  list: string
  entry_id: string
  type: string
  name: string
  aliases: string
  programs: string
  remarks: string | null
  dates_of_birth: string
  nationalities: string
  addresses: string
  published_at: string
  /** Hash of the entry's content: an import tells changed entries from unchanged ones by it. */
  digest: string
}

export interface WatchlistTables {
  watchlist_lists: WatchlistListsTable
  watchlist_entries: WatchlistEntriesTable
}
