/**
 * Figures for the table exports (ADR 0018): rows per second while the proxy streams the AML queue
 * and the KYC queue of `rows` index rows each as CSV, read `indexPageSize` rows a page.
 * Prints numbers; asserts nothing.
 *   npx tsx bench/exports.ts [rows=20000]
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { buildProxyApp } from '../server/proxy/app'

const rows = Number(process.argv[2] ?? 20_000)
const admin = { email: 'bench@kybdesk.local', password: 'bench-password-123' }
const app = await buildProxyApp({
  upstreamUrl: 'http://127.0.0.1:9',
  apiKey: 'kyb_bench_key_0123456789',
  dbFile: ':memory:',
  admin,
  bffRequestsPerMinute: 1e9,
})
const login = await app.inject({
  method: 'POST',
  url: '/auth/login',
  headers: { 'x-requested-with': 'kybdesk' },
  payload: admin,
})
const session = login.cookies.find((c) => c.name.endsWith('kybdesk_session'))
const cookie = `${session?.name}=${session?.value}`

const { db } = app.proxyDb
const now = new Date().toISOString()
const row = (kind: string, i: number, detail: object, status: string) => ({
  id: randomUUID(),
  kind,
  upstream_id: `${kind}_${i}`,
  service_id: null,
  route_id: 'bench',
  user_id: null,
  user_email: 'bench@kybdesk.local',
  search_text: `Company ${i} GmbH`,
  country: 'germany',
  search_type: null,
  status,
  detail: JSON.stringify(detail),
  created_at: now,
  updated_at: now,
})
const started = performance.now()
for (let i = 0; i < rows; i += 500) {
  const batch = Array.from({ length: Math.min(500, rows - i) }, (_, j) => i + j)
  await db
    .insertInto('request_index')
    .values(
      batch.map((n) => row('company_aml', n, { match_status: n % 3 ? 'no match' : 'potential match' }, 'resolved')),
    )
    .execute()
  await db
    .insertInto('request_index')
    .values(
      batch.map((n) =>
        row(
          'kyc',
          n,
          { declined_codes: n % 2 ? ['SPDR07'] : [], kyc_request_type: ['document'] },
          n % 2 ? 'verification.declined' : 'verification.accepted',
        ),
      ),
    )
    .execute()
}
console.log(`seeded ${rows} AML and ${rows} KYC rows in ${((performance.now() - started) / 1000).toFixed(1)} s`)

for (const table of ['aml-queue', 'kyc-queue']) {
  const before = performance.now()
  const res = await app.inject({ url: `/bff/exports/${table}.csv`, headers: { cookie } })
  const ms = performance.now() - before
  const lines = res.body.split('\r\n').length - 2
  console.log(
    `${`GET /bff/exports/${table}.csv`.padEnd(34)} ${lines} rows, ${(res.body.length / 1e6).toFixed(1)} MB in ${(ms / 1000).toFixed(2)} s (${Math.round((lines * 1000) / ms)} rows/s)`,
  )
}
await app.close()
