import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { importList } from './watchlist-updates'
import { createClock } from '../clock/time-scale'
import { openUpstreamDatabase } from '../db/open-database'
import { readWatchlistFile } from '../watchlist/import-file'
import { WatchlistFormatError } from '../watchlist/import-errors'

/** Where `update` fetches the OFAC SDN legacy CSV set. */
export const ofacDownloads = 'https://www.treasury.gov/ofac/downloads'
const ofacFiles = ['sdn.csv', 'alt.csv', 'add.csv'] as const

export const watchlistUsage = `Usage:
  npm run watchlist -- import <file> [--list NAME]   load a list: OFAC sdn.csv (alt.csv/add.csv beside it),
                                                      UN consolidated .xml, or OpenSanctions targets.simple.csv
  npm run watchlist -- update                         fetch the current OFAC SDN files from the US Treasury`

export interface CommandIo {
  dataDir: string
  fetch: typeof fetch
  out: (line: string) => void
}

async function load(dataDir: string, file: string, options: { list?: string; publishedAt?: string }, out: CommandIo['out']) {
  const imported = await readWatchlistFile(file, options)
  const database = await openUpstreamDatabase(join(dataDir, 'upstream.sqlite'))
  try {
    // A running upstream picks the re-screen job up from the shared database and rebuilds its matcher.
    const change = await importList({ db: database.db, clock: createClock(1), wakeJobs: () => undefined }, imported)
    out(`Imported ${imported.entries.length} entries into list ${imported.list} (published ${imported.published_at}): ${change.changed.length} new or changed, ${change.removed.length} removed.`)
  } finally {
    await database.close()
  }
}

async function update(io: CommandIo): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'kybdesk-ofac-'))
  try {
    for (const name of ofacFiles) {
      let response: Response
      try {
        response = await io.fetch(`${ofacDownloads}/${name}`, { signal: AbortSignal.timeout(30_000) })
      } catch (error) {
        io.out(`Could not reach the US Treasury (${ofacDownloads}): ${error instanceof Error ? error.message : String(error)}.`)
        io.out('This machine seems to be offline. The list in use is unchanged; import a downloaded file with `npm run watchlist -- import <file>`.')
        return 1
      }
      if (!response.ok) {
        if (name !== 'sdn.csv' && response.status === 404) continue
        io.out(`The US Treasury answered ${response.status} for ${name}. The list in use is unchanged.`)
        return 1
      }
      writeFileSync(join(dir, name), Buffer.from(await response.arrayBuffer()))
    }
    await load(io.dataDir, join(dir, 'sdn.csv'), { list: 'ofac_sdn', publishedAt: new Date().toISOString().slice(0, 10) }, io.out)
    return 0
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** `npm run watchlist -- …`: returns the exit code. */
export async function runWatchlistCommand(args: readonly string[], io: CommandIo): Promise<number> {
  const [command, ...rest] = args
  try {
    if (command === 'update' && rest.length === 0) return await update(io)
    if (command === 'import' && rest[0] !== undefined) {
      const at = rest.indexOf('--list')
      const list = at >= 0 ? rest[at + 1] : undefined
      if (at >= 0 && (!list || !/^[a-z][a-z0-9_]{1,39}$/.test(list))) {
        io.out('--list must be a short snake_case name, e.g. un_sc')
        return 2
      }
      await load(io.dataDir, rest[0], list ? { list } : {}, io.out)
      return 0
    }
  } catch (error) {
    if (error instanceof WatchlistFormatError) {
      io.out(`Refused: ${error.message}. The list in use is unchanged.`)
      return 1
    }
    throw error
  }
  io.out(watchlistUsage)
  return 2
}
