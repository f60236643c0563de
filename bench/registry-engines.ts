/**
 * Registry search on both engines at DATASET_SIZE companies (default 1 000 000): generates the
 * dataset straight into a SQLite file and into a PostgreSQL database (batches; the times are
 * printed), runs one fixed query set per mode on each, checks both engines return the same
 * companies, and prints p50/p95 per mode side by side. Goals on PostgreSQL: start_with p95 ≤ 10 ms,
 * contains ≤ 25 ms, fuzzy ≤ 100 ms.
 *
 *   npx tsx bench/registry-engines.ts                     # 1M; a throwaway PostgreSQL cluster
 *   DATASET_SIZE=100000 npx tsx bench/registry-engines.ts
 *   BENCH_POSTGRES_URL=postgres://… npx tsx bench/registry-engines.ts   # an existing server (its database is replaced)
 */
import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openUpstreamDatabase } from '../server/upstream/db/open-database'
import { openRegistry } from '../server/upstream/registry/registry'
import type { SearchInput } from '../server/upstream/registry/search'
import { normaliseName, wordsOf } from '../server/upstream/registry/normalise'
import { Rng } from '../server/upstream/registry/random'
import { startPostgresCluster } from '../server/test-support/postgres-cluster'

const size = Number(process.env.DATASET_SIZE ?? 1_000_000)
const dir = join(tmpdir(), 'kybdesk-bench-engines')
mkdirSync(dir, { recursive: true })
const sqliteFile = join(dir, `registry-${size}.sqlite`)
for (const suffix of ['', '-wal', '-shm']) rmSync(sqliteFile + suffix, { force: true })

const cluster = process.env.BENCH_POSTGRES_URL ? undefined : await startPostgresCluster()
const serverUrl = process.env.BENCH_POSTGRES_URL ?? cluster!.url
// A UTF-8 character type, so pg_trgm indexes letters of every script (names in Japanese, Greek…).
const admin = new pg.Client({ connectionString: serverUrl })
await admin.connect()
await admin.query('drop database if exists kybdesk_bench_registry with (force)')
await admin.query(
  "create database kybdesk_bench_registry template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C.UTF-8'",
)
await admin.end()
const pgUrl = new URL(serverUrl)
pgUrl.pathname = '/kybdesk_bench_registry'

const log = (message: string) => console.log(message)
const engines = {
  sqlite: await openUpstreamDatabase(sqliteFile),
  postgres: await openUpstreamDatabase(pgUrl.toString()),
}
const registries = {
  sqlite: openRegistry({ store: engines.sqlite.registryStore }),
  postgres: openRegistry({ store: engines.postgres.registryStore }),
}
for (const engine of ['sqlite', 'postgres'] as const) {
  const info = await registries[engine].ensureDataset({ size, log })
  console.log(`${engine}: generated ${size} companies in ${(info.durationMs / 1000).toFixed(1)} s`)
}

type Mode = 'start_with' | 'contains' | 'fuzzy v1' | 'fuzzy v2' | 'registration number' | 'short terms'
const CODES = ['GB', 'DE', 'FR', 'US_CA', 'US_DE', 'JP', 'NL', 'ES', 'IT', 'AU', 'IN', 'PL']

/** A fixed query set drawn from the dataset with a fixed seed (the same as bench/search.ts draws). */
async function buildQueries(): Promise<{ mode: Mode; input: SearchInput }[]> {
  const rng = new Rng(424242)
  const db = engines.sqlite.db
  const queries: { mode: Mode; input: SearchInput }[] = []
  for (const code of CODES) {
    const range = await engines.sqlite.registryStore.rangeOf(code)
    if (!range) continue
    for (let i = 0; i < 6; i++) {
      const row = await db
        .selectFrom('registry_company')
        .selectAll()
        .where('code', '=', code)
        .where('id', '>=', rng.int(range.first, range.last))
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
      const name = row.name_norm
      const words = wordsOf(name)
      const longest = [...words].sort((a, b) => b.length - a.length)[0] ?? name
      queries.push({ mode: 'start_with', input: { code, name: name.slice(0, rng.int(3, 6)), mode: 'start_with' } })
      const at = rng.int(0, Math.max(0, name.length - 5))
      queries.push({ mode: 'contains', input: { code, name: name.slice(at, at + rng.int(3, 6)), mode: 'contains' } })
      queries.push({ mode: 'fuzzy v1', input: { code, name: words.slice(0, 2).reverse().join(' '), mode: 'fuzzy' } })
      const misspelt =
        longest.length >= 5 ? longest.slice(0, 2) + longest[3] + longest[2] + longest.slice(4) : longest + 'x'
      const v2 = [misspelt, ...words.filter((w) => w !== longest).slice(0, 1)].join(' ')
      queries.push({ mode: 'fuzzy v2', input: { code, name: v2, mode: 'fuzzy', tolerant: true } })
      queries.push({ mode: 'registration number', input: { code, registrationNumber: row.registration_number } })
      queries.push({
        mode: 'short terms',
        input: { code, name: name.slice(at, at + 2), mode: i % 2 === 0 ? 'contains' : 'start_with' },
      })
    }
    for (const common of ['holding', 'services', 'bau', 'tech'])
      queries.push({ mode: 'contains', input: { code, name: normaliseName(common), mode: 'contains' } })
  }
  return queries
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

const queries = await buildQueries()
const ROUNDS = 3
const timings = new Map<Mode, Record<'sqlite' | 'postgres', number[]>>()
let differences = 0
for (const q of queries) {
  const entry = timings.get(q.mode) ?? { sqlite: [], postgres: [] }
  timings.set(q.mode, entry)
  const [a, b] = [await registries.sqlite.search(q.input), await registries.postgres.search(q.input)]
  const same = a.total === b.total && a.rows.map((r) => r.id).join() === b.rows.map((r) => r.id).join()
  if (!same) {
    differences++
    console.log(`differs: ${JSON.stringify(q.input)}: sqlite ${a.total}, postgres ${b.total}`)
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const engine of ['sqlite', 'postgres'] as const) {
      const start = performance.now()
      await registries[engine].search(q.input)
      entry[engine].push(performance.now() - start)
    }
  }
}

console.log(
  `\n${queries.length} queries × ${ROUNDS} rounds over ${size} companies (ms); the same companies on both engines in ${queries.length - differences}/${queries.length} queries`,
)
console.log('mode                 queries  SQLite p50  SQLite p95   PG p50     PG p95')
for (const [mode, t] of timings) {
  const cells = [
    percentile(t.sqlite, 50),
    percentile(t.sqlite, 95),
    percentile(t.postgres, 50),
    percentile(t.postgres, 95),
  ].map((v) => v.toFixed(2).padStart(10))
  console.log(`${mode.padEnd(20)} ${String(t.sqlite.length / ROUNDS).padStart(7)} ${cells.join(' ')}`)
}
await engines.sqlite.close()
await engines.postgres.close()
await cluster?.stop()
rmSync(dir, { recursive: true, force: true })
