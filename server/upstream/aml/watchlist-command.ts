import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { importList } from './watchlist-updates'
import { createClock } from '../clock/time-scale'
import { openUpstreamDatabase } from '../db/open-database'
import { readWatchlistFile } from '../watchlist/import-file'
import { WatchlistFormatError } from '../watchlist/import-errors'
import { type PublishedList, publishedLists } from '../watchlist/published-lists'

const defaultLists = publishedLists.filter((p) => p.byDefault).map((p) => p.list)
const namedLists = publishedLists.filter((p) => !p.byDefault).map((p) => p.list)

export const watchlistUsage = `Usage:
  npm run watchlist -- import <file> [--list NAME] [--published YYYY-MM-DD]
                                                      load a list file, its format recognised by its content: OFAC sdn.csv
                                                      (alt.csv/add.csv beside it), UN consolidated XML, EU financial
                                                      sanctions XML or CSV, UK sanctions list CSV (FCDO or OFSI),
                                                      OpenSanctions entities.ftm.json or targets.simple.csv; --published
                                                      dates a file that states no date (OFAC CSV; else the import day)
  npm run watchlist -- update [--list NAME]           fetch and load the published lists (${defaultLists.join(', ')}),
                                                      or one of them, or ${namedLists.join(' / ')}`

export interface CommandIo {
  dataDir: string
  fetch: typeof fetch
  out: (line: string) => void
}

async function load(
  dataDir: string,
  file: string,
  options: { list?: string; publishedAt?: string },
  out: CommandIo['out'],
) {
  const imported = await readWatchlistFile(file, options)
  const database = await openUpstreamDatabase(join(dataDir, 'upstream.sqlite'))
  try {
    // A running upstream picks the re-screen job up from the shared database and rebuilds its matcher.
    const change = await importList({ db: database.db, clock: createClock(1), wakeJobs: () => undefined }, imported)
    out(
      `Imported ${imported.entries.length} entries into list ${imported.list} (published ${imported.published_at}, sha256 ${(imported.file_hash ?? '').slice(0, 12)}): ` +
        `${change.changed.length} new or changed, ${change.removed.length} removed.`,
    )
  } finally {
    await database.close()
  }
}

/** Fetches one published list into a temporary folder and loads it; false (with a message) when it cannot. */
async function updateOne(io: CommandIo, published: PublishedList): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), `kybdesk-${published.list}-`))
  try {
    for (const { url, name, optional } of published.files) {
      let response: Response
      try {
        response = await io.fetch(url, { signal: AbortSignal.timeout(10 * 60_000) })
      } catch (error) {
        io.out(
          `Could not reach ${published.publisher} (${new URL(url).host}): ${error instanceof Error ? error.message : String(error)}.`,
        )
        io.out(
          `This machine seems to be offline. List ${published.list} is unchanged; import a downloaded file with \`npm run watchlist -- import <file> --list ${published.list}\`.`,
        )
        return false
      }
      if (!response.ok || !response.body) {
        if (optional && response.status === 404) continue
        io.out(`${published.publisher} answered ${response.status} for ${name}. List ${published.list} is unchanged.`)
        return false
      }
      await pipeline(
        Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        createWriteStream(join(dir, name)),
      )
    }
    await load(io.dataDir, join(dir, published.files[0]?.name ?? ''), { list: published.list }, io.out)
    return true
  } catch (error) {
    if (!(error instanceof WatchlistFormatError)) throw error
    io.out(`Refused the file published for ${published.list}: ${error.message}. The list in use is unchanged.`)
    return false
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The value of `--name VALUE` among the arguments: absent, valid, or refused with a message. */
function option(
  args: readonly string[],
  name: string,
  pattern: RegExp,
  rule: string,
  io: CommandIo,
): { ok: true; value?: string } | { ok: false } {
  const at = args.indexOf(name)
  if (at < 0) return { ok: true }
  const value = args[at + 1]
  if (!value || !pattern.test(value)) {
    io.out(`${name} must be ${rule}`)
    return { ok: false }
  }
  return { ok: true, value }
}

/** `npm run watchlist -- …`: returns the exit code. */
export async function runWatchlistCommand(args: readonly string[], io: CommandIo): Promise<number> {
  const [command, ...rest] = args
  const listArg = option(rest, '--list', /^[a-z][a-z0-9_]{1,39}$/, 'a short snake_case name, e.g. un_sc', io)
  const publishedArg = option(
    rest,
    '--published',
    /^\d{4}-\d{2}-\d{2}$/,
    "a date YYYY-MM-DD (the list's publication date, for files that do not state it)",
    io,
  )
  if (!listArg.ok || !publishedArg.ok) return 2
  const list = listArg.value
  if (command === 'update' && rest.length === (list ? 2 : 0)) {
    const chosen = list ? publishedLists.filter((p) => p.list === list) : publishedLists.filter((p) => p.byDefault)
    if (chosen.length === 0) {
      io.out(`No published list is named ${list}: choose one of ${publishedLists.map((p) => p.list).join(', ')}.`)
      return 2
    }
    let failed = 0
    for (const published of chosen) if (!(await updateOne(io, published))) failed += 1
    return failed === 0 ? 0 : 1
  }
  if (command === 'import' && rest[0] !== undefined && !rest[0].startsWith('--')) {
    if (!existsSync(rest[0])) {
      io.out(`No such file: ${rest[0]}`)
      return 2
    }
    try {
      await load(
        io.dataDir,
        rest[0],
        { ...(list ? { list } : {}), ...(publishedArg.value ? { publishedAt: publishedArg.value } : {}) },
        io.out,
      )
      return 0
    } catch (error) {
      if (!(error instanceof WatchlistFormatError)) throw error
      io.out(`Refused: ${error.message}. The list in use is unchanged.`)
      return 1
    }
  }
  io.out(watchlistUsage)
  return 2
}
