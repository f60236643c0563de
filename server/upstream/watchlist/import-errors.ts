/** A watchlist file that cannot be imported: which file, which line, and why. Nothing of it is stored. */
export class WatchlistFormatError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}${line > 0 ? ` line ${line}` : ''}: ${reason}`)
    this.name = 'WatchlistFormatError'
  }
}
