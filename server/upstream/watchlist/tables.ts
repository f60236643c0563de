/** Tables of the watchlists (migrations 0300-watchlist, 0301-watchlist-versions). List-valued columns hold JSON arrays. */
export interface WatchlistListsTable {
  list: string
  source: string
  /** Publication date of the list (YYYY-MM-DD). */
  published_at: string
  imported_at: number
  entry_count: number
  /** SHA-256 (hex) of the file(s) the list was imported from; null for the sandbox list. */
  file_hash: string | null
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
