/**
 * Screening against every loaded list, on lists imported with the import command (ADR 0023):
 * - listed persons found (a potential match on that entry or a namesake) when their names carry a
 *   typo, a reordering, "LAST, First", or a typo and a reordering, with their birth year given
 *   (goal ≥ 97 %), and how often that entry is the top hit;
 * - synthetic clean people (faker, 24 locales, a birth year each) with a potential match (goal ≤ 1 %);
 * - p50/p95 per name screened against all loaded lists (goal p95 ≤ 5 ms).
 *
 *   npx tsx bench/screening-lists.ts [list files…]   (default: the shipped OFAC SDN list and the
 *                                                      EU, UK and OpenSanctions fixture files)
 * BENCH_PERSONS (default 1500) listed persons are sampled; SHOW_MISSES=1 prints the misses.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { allFakers } from '@faker-js/faker'
import anyAscii from 'any-ascii'
import { defaultMatchThreshold } from '../server/upstream/aml/matching/matcher'
import { parsePartialDate } from '../server/upstream/aml/matching/supporting-facts'
import { createScreeningService } from '../server/upstream/aml/screening-service'
import { runWatchlistCommand } from '../server/upstream/aml/watchlist-command'
import { openUpstreamDatabase } from '../server/upstream/db/open-database'
import { Rng } from '../server/upstream/registry/random'
import { defaultListFile, defaultListPublishedAt } from '../server/upstream/watchlist/import-file'
import type { WatchlistEntry } from '../server/upstream/watchlist/watchlist-entry'
import { listSummaries, loadEntries } from '../server/upstream/watchlist/watchlist-store'
import { CLEAN_NAME_LOCALES } from './clean-name-locales'
import { ScreeningTimings } from './screening-timings'

const fixture = (name: string) =>
  fileURLToPath(new URL(`../server/upstream/watchlist/fixtures/${name}`, import.meta.url))
const files =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : [
        defaultListFile,
        fixture('eu-fsf.xml'),
        fixture('uk-sanctions-list.csv'),
        fixture('opensanctions-entities.ftm.json'),
      ]
const dataDir = mkdtempSync(join(tmpdir(), 'kybdesk-bench-lists-'))
const rng = new Rng(20261126)

try {
  for (const file of files) {
    const dated = file === defaultListFile ? ['--published', defaultListPublishedAt] : []
    const code = await runWatchlistCommand(['import', file, ...dated], {
      dataDir,
      fetch,
      out: (line) => console.log(line),
    })
    if (code !== 0) throw new Error(`import of ${file} failed`)
  }
  const database = await openUpstreamDatabase(join(dataDir, 'upstream.sqlite'))
  const entries = await loadEntries(database.db)
  const lists = await listSummaries(database.db)
  const buildStart = performance.now()
  const { matcher } = await createScreeningService(database.db, defaultMatchThreshold).matcherFor(entries)
  const buildMs = performance.now() - buildStart
  await database.close()

  const fold = (name: string) =>
    anyAscii(name)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      .sort()
      .join(' ')
  const timings = new ScreeningTimings()
  const screen = (name: string, birthYear: number) =>
    timings.time(() =>
      matcher.screen({ name, type: 'person', date_of_birth: String(birthYear) }, defaultMatchThreshold),
    )

  /** The entry's name as surname and given names: `LAST, First Middle` as lists write it, else the last word is the surname. */
  function partsOf(name: string): { surname: string; given: string[] } | null {
    const [before, after] = name.split(/,\s*/, 2)
    if (after) return { surname: (before ?? '').trim(), given: after.trim().split(/\s+/) }
    const words = name.trim().split(/\s+/)
    return words.length >= 2 ? { surname: words.at(-1) ?? '', given: words.slice(0, -1) } : null
  }
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  /** One keyboard slip in one word of four letters or more: two letters swapped, one dropped, doubled or replaced. */
  function typo(text: string): string {
    const words = text.split(' ')
    const long = words.map((w, i) => ({ w, i })).filter(({ w }) => /^[\p{L}]{4,}$/u.test(w))
    const target = long[rng.int(0, long.length - 1)]
    if (!target) return text
    const { w, i } = target
    const at = rng.int(1, w.length - 2)
    const slips = [
      w.slice(0, at) + (w[at + 1] ?? '') + (w[at] ?? '') + w.slice(at + 2),
      w.slice(0, at) + w.slice(at + 1),
      w.slice(0, at) + (w[at] ?? '') + w.slice(at),
      w.slice(0, at) + (letters[rng.int(0, 25)] ?? 'e') + w.slice(at + 1),
    ]
    words[i] = slips[rng.int(0, slips.length - 1)] ?? w
    return words.join(' ')
  }

  const persons = entries.filter(
    (e) =>
      e.type === 'person' && e.dates_of_birth.some((d) => parsePartialDate(d) !== null) && partsOf(e.name) !== null,
  )
  const sample = [...persons].sort(() => rng.next() - 0.5).slice(0, Number(process.env.BENCH_PERSONS ?? 1500))
  const perKind = new Map<string, { n: number; found: number; top: number }>()
  const misses: string[] = []
  for (const entry of sample) {
    const parts = partsOf(entry.name)
    const date = entry.dates_of_birth.map(parsePartialDate).find((d) => d !== null)
    if (!parts || !date) continue
    const birthYear = rng.int(date.from, date.to)
    const natural = [...parts.given, parts.surname].map(capital).join(' ')
    const reordered =
      parts.given.length >= 2 && rng.next() < 0.5
        ? [...parts.given].reverse().concat(parts.surname).map(capital).join(' ')
        : [parts.surname, ...parts.given].map(capital).join(' ')
    const variants: Array<[string, string]> = [
      ['typo', typo(natural)],
      ['reordering', reordered],
      ['LAST, First', `${parts.surname.toUpperCase()}, ${parts.given.map(capital).join(' ')}`],
      ['typo and reordering', typo(reordered)],
    ]
    for (const [kind, query] of variants) {
      const hits = screen(query, birthYear)
      const isTarget = (hit: { entry: WatchlistEntry }) =>
        (hit.entry.list === entry.list && hit.entry.entry_id === entry.entry_id) ||
        fold(hit.entry.name) === fold(entry.name)
      const found = hits.some(isTarget)
      const stats = perKind.get(kind) ?? { n: 0, found: 0, top: 0 }
      stats.n++
      if (found) stats.found++
      if (hits[0] && isTarget(hits[0])) stats.top++
      perKind.set(kind, stats)
      if (!found && misses.length < 60) {
        const best = matcher
          .screen({ name: query, type: 'person', date_of_birth: String(birthYear) }, 0.5)
          .find(isTarget)
        misses.push(
          `${kind}: ${query} (${birthYear}) wanted ${entry.name} [${entry.dates_of_birth.join('; ')}], scored ${best?.score ?? 'below 0.5'}`,
        )
      }
    }
  }

  let clean = 0
  let flagged = 0
  const flaggedExamples: string[] = []
  for (const locale of CLEAN_NAME_LOCALES) {
    const faker = allFakers[locale]
    faker.seed(23)
    for (let i = 0; i < 150; i++) {
      const name = faker.person.fullName()
      const birthYear = rng.int(1940, 2005)
      clean++
      const hits = screen(name, birthYear)
      if (hits.length > 0) {
        flagged++
        if (flaggedExamples.length < 12)
          flaggedExamples.push(
            `${locale}: ${name} (${birthYear}) → ${hits[0]?.entry.name} [${hits[0]?.entry.dates_of_birth.join('; ')}] (${hits[0]?.score})`,
          )
      }
    }
  }

  const total = [...perKind.values()].reduce(
    (a, s) => ({ n: a.n + s.n, found: a.found + s.found, top: a.top + s.top }),
    { n: 0, found: 0, top: 0 },
  )
  console.log(
    `lists loaded: ${lists.map((l) => `${l.list} ${l.version} (${l.entry_count})`).join(', ')}; ${entries.length} entries, index built ${buildMs.toFixed(0)} ms`,
  )
  console.log(`listed persons with a birth year: ${persons.length}, sampled ${sample.length}`)
  console.log(
    `listed persons found (birth year given): ${((100 * total.found) / total.n).toFixed(1)} % of ${total.n} variants (top hit ${((100 * total.top) / total.n).toFixed(1)} %)`,
  )
  for (const [kind, s] of perKind)
    console.log(
      `  ${kind.padEnd(20)} found ${((100 * s.found) / s.n).toFixed(1)} %, top hit ${((100 * s.top) / s.n).toFixed(1)} % of ${s.n}`,
    )
  console.log(
    `clean people (with birth years) with a potential match: ${((100 * flagged) / clean).toFixed(2)} % of ${clean}`,
  )
  for (const example of flaggedExamples) console.log(`  ${example}`)
  console.log(`screening one name against all loaded lists: ${timings.summary()}`)
  if (process.env.SHOW_MISSES) for (const miss of misses) console.log(`  miss: ${miss}`)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
