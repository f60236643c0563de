/**
 * Figures for the proxy's identity and audit half: password hashing, sign-in, the per-request
 * session lookup, audit appends and chain verification. Prints numbers; asserts nothing.
 *   npx tsx bench/proxy-identity.ts [auditRows=20000]
 */
import { performance } from 'node:perf_hooks'
import { buildProxyApp } from '../server/proxy/app'
import { appendAudit, verifyAuditChain } from '../server/proxy/audit-trail/audit-log'
import { defaultScryptParams, hashPassword, verifyPassword } from '../server/proxy/auth/password-hash'

const auditRows = Number(process.argv[2] ?? 20_000)

async function time<T>(label: string, runs: number, fn: () => Promise<T>) {
  const started = performance.now()
  for (let i = 0; i < runs; i++) await fn()
  const ms = performance.now() - started
  console.log(
    `${label.padEnd(44)} ${(ms / runs).toFixed(2).padStart(9)} ms/op  (${runs} runs, ${((runs * 1000) / ms).toFixed(0)} op/s)`,
  )
}

const stored = await hashPassword('bench-password-123')
await time(`scrypt hash N=2^${Math.log2(defaultScryptParams.N)} r=8 p=1`, 10, () => hashPassword('bench-password-123'))
await time('scrypt verify', 10, () => verifyPassword('bench-password-123', stored))

const admin = { email: 'bench@kybdesk.local', password: 'bench-password-123' }
const app = await buildProxyApp({
  upstreamUrl: 'http://127.0.0.1:9',
  apiKey: 'kyb_bench_key_0123456789',
  dbFile: ':memory:',
  admin,
  bffRequestsPerMinute: 1e9,
})
const csrf = { 'x-requested-with': 'kybdesk' }
let cookie = ''
await time('POST /auth/login (hash + session + audit)', 10, async () => {
  const res = await app.inject({ method: 'POST', url: '/auth/login', headers: csrf, payload: admin })
  const c = res.cookies.find((k) => k.name.endsWith('kybdesk_session'))
  cookie = `${c?.name}=${c?.value}`
})
await time('GET /auth/me (session lookup)', 2000, () => app.inject({ url: '/auth/me', headers: { cookie } }))
await time('GET /bff/users (session + permission + rate limit)', 2000, () =>
  app.inject({ url: '/bff/users', headers: { cookie } }),
)

const { db } = app.proxyDb
const entry = {
  actor_id: 'u1',
  actor_email: 'bench@kybdesk.local',
  role: 'admin',
  action: 'bench.append',
  target_type: 'thing',
  target_ids: ['t1'],
  outcome: 'success' as const,
  ip: '127.0.0.1',
  detail: { n: 1 },
}
await time('appendAudit (sequential)', auditRows, () => appendAudit(db, entry))
const concurrent = performance.now()
await Promise.all(Array.from({ length: 2000 }, () => appendAudit(db, entry)))
console.log(
  `${'appendAudit (2000 concurrent)'.padEnd(44)} ${((performance.now() - concurrent) / 2000).toFixed(2).padStart(9)} ms/op`,
)
const verifyStarted = performance.now()
const result = await verifyAuditChain(db)
const verifyMs = performance.now() - verifyStarted
console.log(
  `${'verifyAuditChain'.padEnd(44)} ${verifyMs.toFixed(0).padStart(9)} ms for ${result.rows} rows (ok=${result.ok}, ${((result.rows * 1000) / verifyMs).toFixed(0)} rows/s)`,
)
await time('GET /bff/audit (page of 50, filtered)', 200, () =>
  app.inject({ url: '/bff/audit?action=bench&page=3', headers: { cookie } }),
)
await app.close()
