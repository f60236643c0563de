import type { Kysely } from 'kysely'
import type { UpstreamDatabase } from '../db/schema'
import { type ListSummary, listSummaries, listsVersion, loadEntries } from '../watchlist/watchlist-store'
import type { WatchlistEntry } from '../watchlist/watchlist-entry'
import {
  createMatcher,
  type Matcher,
  type ScreeningHit,
  type ScreeningSubject,
  type TokenStats,
  tokenStatsOf,
} from './matching/matcher'
import { NameReadings } from './matching/name-readings'

export interface ScreeningOutcome {
  hits: ScreeningHit[]
  lists: ListSummary[]
}

/**
 * The matcher over every list in the database, rebuilt when the lists change (also by another
 * process: the watchlist command), and screening of subjects against it or against a few entries.
 * A rebuild reads again only the names it has not read before (a list change touches a few).
 */
export function createScreeningService(
  db: Kysely<UpstreamDatabase>,
  threshold: number,
  prepare: () => Promise<unknown> = async () => undefined,
) {
  let cached: { version: string; matcher: Matcher; stats: TokenStats; lists: ListSummary[] } | undefined
  let building: Promise<NonNullable<typeof cached>> | undefined
  const readings = new NameReadings()

  async function current() {
    await prepare()
    const version = await listsVersion(db)
    if (cached?.version === version) return cached
    building ??= (async () => {
      const entries = await loadEntries(db)
      const stats = tokenStatsOf(entries, readings)
      const built = { version, matcher: createMatcher(entries, stats, readings), stats, lists: await listSummaries(db) }
      readings.settle()
      cached = built
      return built
    })().finally(() => {
      building = undefined
    })
    return building
  }

  return {
    threshold,
    async screen(subject: ScreeningSubject): Promise<ScreeningOutcome> {
      const { matcher, lists } = await current()
      return { hits: matcher.screen(subject, threshold), lists }
    },
    /** A matcher over `entries` only, weighted like the whole list: screening a list change. */
    async matcherFor(entries: readonly WatchlistEntry[]): Promise<{ matcher: Matcher; lists: ListSummary[] }> {
      const { stats, lists } = await current()
      return { matcher: createMatcher(entries, stats, readings), lists }
    },
  }
}

export type ScreeningService = ReturnType<typeof createScreeningService>
