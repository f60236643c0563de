/**
 * Registry search benchmark. Builds (or reuses) a DATASET_SIZE (default 1 000 000) registry in a
 * temporary directory, times a fixed set of queries per search mode and the same queries as a LIKE
 * scan, and prints p50/p95 per mode. Also times a fresh 200 000-company generation unless
 * BENCH_SKIP_200K=1. Goals: start_with p95 ≤ 10 ms, contains ≤ 20 ms, fuzzy ≤ 100 ms.
 *
 *   npx tsx bench/search.ts                       # 1M, reused from $TMPDIR/kybdesk-bench-search
 *   DATASET_SIZE=200000 npx tsx bench/search.ts
 */
import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type Database from 'better-sqlite3'
import type { CompanyRow } from '../server/upstream/registry/company-summary'
import { ensureDataset } from '../server/upstream/registry/generate-dataset'
import { normaliseRegistrationNumber, wordsOf } from '../server/upstream/registry/normalise'
import { Rng } from '../server/upstream/registry/random'
import { createRegistrySearch, type SearchInput } from '../server/upstream/registry/search'
import { openStandaloneRegistryDatabase } from '../server/upstream/db/standalone-registry-database'
import { createSqliteRegistryStore } from '../server/upstream/registry/sqlite-registry-store'

const size = Number(process.env.DATASET_SIZE ?? 1_000_000)
const dir = join(tmpdir(), 'kybdesk-bench-search')
mkdirSync(dir, { recursive: true })

async function timedGeneration(file: string, companies: number) {
  const { sqlite } = await openStandaloneRegistryDatabase(file)
  const info = await ensureDataset(createSqliteRegistryStore(sqlite), { size: companies })
  return { sqlite, info }
}

if (process.env.BENCH_SKIP_200K !== '1') {
  const file = join(dir, `fresh-200k-${process.pid}.db`)
  const { sqlite, info } = await timedGeneration(file, 200_000)
  console.log(`generation of 200000 companies: ${(info.durationMs / 1000).toFixed(1)} s`)
  sqlite.close()
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
}

const { sqlite, info } = await timedGeneration(join(dir, `registry-${size}.db`), size)
console.log(
  info.generatedNow
    ? `generation of ${size} companies: ${(info.durationMs / 1000).toFixed(1)} s`
    : `reusing the ${info.size}-company database in ${dir}`,
)

type Mode = 'start_with' | 'contains' | 'fuzzy v1' | 'fuzzy v2' | 'registration number' | 'short terms'
interface Query {
  mode: Mode
  input: SearchInput
  /** The company the query was made from (misspelt queries: should be found). */ source?: { id: string; name: string }
}

const CODES = ['GB', 'DE', 'FR', 'US_CA', 'US_DE', 'JP', 'NL', 'ES', 'IT', 'AU', 'IN', 'PL']

/** A fixed query set drawn from the dataset with a fixed seed (same dataset → same queries). */
function buildQueries(db: Database.Database): Query[] {
  const rng = new Rng(424242)
  const queries: Query[] = []
  const sample = db.prepare('select * from registry_company where code = ? and id >= ? order by id limit 1')
  const range = db.prepare('select first_id as first, last_id as last from registry_jurisdiction where code = ?')
  for (const code of CODES) {
    const r = range.get(code) as { first: number; last: number } | undefined
    if (!r) continue
    for (let i = 0; i < 6; i++) {
      const row = sample.get(code, rng.int(r.first, r.last)) as CompanyRow
      const name = row.name_norm
      const words = wordsOf(name)
      const longest = [...words].sort((a, b) => b.length - a.length)[0] ?? name
      queries.push({ mode: 'start_with', input: { code, name: name.slice(0, rng.int(3, 6)), mode: 'start_with' } })
      const at = rng.int(0, Math.max(0, name.length - 5))
      queries.push({ mode: 'contains', input: { code, name: name.slice(at, at + rng.int(3, 6)), mode: 'contains' } })
      queries.push({ mode: 'fuzzy v1', input: { code, name: words.slice(0, 2).reverse().join(' '), mode: 'fuzzy' } })
      const misspelt =
        longest.length >= 5 ? longest.slice(0, 2) + longest[3] + longest[2] + longest.slice(4) : longest + 'x'
      queries.push({
        mode: 'fuzzy v2',
        input: {
          code,
          name: [misspelt, ...words.filter((w) => w !== longest).slice(0, 1)].join(' '),
          mode: 'fuzzy',
          tolerant: true,
        },
        source: { id: row.public_id, name: row.name },
      })
      queries.push({
        mode: 'registration number',
        input: { code, registrationNumber: ` ${row.registration_number.toLowerCase()} ` },
      })
      queries.push({
        mode: 'short terms',
        input: { code, name: name.slice(at, at + 2), mode: i % 2 === 0 ? 'contains' : 'start_with' },
      })
    }
    for (const common of ['holding', 'services', 'bau', 'tech'])
      queries.push({ mode: 'contains', input: { code, name: common, mode: 'contains' } })
  }
  return queries
}

/** The same query as a plain LIKE scan of the jurisdiction (no FTS, no scoring). */
function likeScan(db: Database.Database) {
  const scan = (where: string) => {
    const rows = db.prepare(
      `select * from registry_company where code = ? and ${where} order by name_norm, id limit 1000`,
    )
    const count = db.prepare(`select count(*) from registry_company where code = ? and ${where}`).pluck()
    return (code: string, ...params: string[]) => {
      rows.all(code, ...params)
      return count.get(code, ...params) as number
    }
  }
  const like = scan("name like ? escape '\\'")
  const regNumber = scan("replace(upper(registration_number), ' ', '') = ?")
  const esc = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)
  return (q: Query) => {
    const { code, name = '' } = q.input
    if (q.mode === 'registration number')
      return regNumber(code, normaliseRegistrationNumber(q.input.registrationNumber ?? ''))
    if (q.input.mode === 'start_with') return like(code, `${esc(name)}%`)
    if (q.input.mode === 'fuzzy') return like(code, `%${wordsOf(name).map(esc).join('%')}%`)
    return like(code, `%${esc(name)}%`)
  }
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

const queries = buildQueries(sqlite)
const { search } = createRegistrySearch(createSqliteRegistryStore(sqlite))
const like = likeScan(sqlite)
const ROUNDS = 3
const timings = new Map<Mode, { index: number[]; like: number[]; hits: number }>()
const sourceRanks: number[] = []
for (const q of queries) {
  const entry = timings.get(q.mode) ?? { index: [], like: [], hits: 0 }
  timings.set(q.mode, entry)
  const warm = await search(q.input)
  entry.hits += warm.total > 0 ? 1 : 0
  // Rank of the source company's name (several companies may share it); -1 when the company is missing.
  if (q.source) {
    const { id, name } = q.source
    sourceRanks.push(warm.rows.some((r) => r.id === id) ? warm.rows.findIndex((r) => r.name === name) : -1)
    if (!warm.rows.some((r) => r.id === id))
      console.log(`fuzzy v2 missed: ${JSON.stringify(q.input.name)} for ${JSON.stringify(name)} (${q.input.code})`)
  }
  like(q)
  for (let round = 0; round < ROUNDS; round++) {
    let start = performance.now()
    await search(q.input)
    entry.index.push(performance.now() - start)
    start = performance.now()
    like(q)
    entry.like.push(performance.now() - start)
  }
}

console.log(
  `\n${queries.length} queries × ${ROUNDS} rounds over ${info.size} companies (ms; "found" = queries with at least one result)`,
)
console.log('mode                 queries found  index p50  index p95   LIKE p50   LIKE p95')
for (const [mode, t] of timings) {
  const n = t.index.length / ROUNDS
  const cells = [percentile(t.index, 50), percentile(t.index, 95), percentile(t.like, 50), percentile(t.like, 95)].map(
    (v) => v.toFixed(2).padStart(10),
  )
  console.log(`${mode.padEnd(20)} ${String(n).padStart(7)} ${String(t.hits).padStart(5)} ${cells.join(' ')}`)
}
const found = sourceRanks.filter((r) => r >= 0)
console.log(
  `\nfuzzy v2 recall: the misspelt company found in ${found.length}/${sourceRanks.length} queries, its name ranked first in ${found.filter((r) => r === 0).length}, in the top 5 in ${found.filter((r) => r < 5).length}`,
)
sqlite.close()
