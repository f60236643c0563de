/**
 * The malformed-input fuzzer of `server/integration/malformed-input.test.ts` (ADR 0025), longer and
 * with a new seed each run: requests derived from the upstream's and the proxy's OpenAPI documents,
 * broken by fast-check and sent over loopback HTTP to both servers. Prints the requests sent, their
 * statuses and kinds, and every failure (a 5xx, an answer outside the envelope, a refused request
 * that changed stored state) with the seed that reproduces it.
 *   npx tsx bench/fuzz.ts [runsPerTarget=3000] [seed=random]
 */
import { loadavg } from 'node:os'
import { csrf, stackApiKey, startSignedInStack } from '../server/integration/stack'
import { fuzz, type FuzzReport, type FuzzTarget } from '../server/test-support/fuzz/fuzz-run'
import { operationsOf } from '../server/test-support/fuzz/openapi-operations'
import { tableFingerprint } from '../server/test-support/fuzz/table-fingerprint'

const runs = Number(process.argv[2] ?? 3000)
const seed = Number(process.argv[3] ?? Math.floor(Math.random() * 2 ** 31))

const { stack, cookie } = await startSignedInStack({
  datasetSize: 200,
  upstream: { requestsPerMinute: 1_000_000, defaultWatchlist: false },
  proxy: { bffRequestsPerMinute: 1_000_000, publicLimits: { perAddressPerMinute: 1_000_000, perTokenPerMinute: 1_000_000 } },
})
await stack.upstream.upstream.runner.stop()
const totalChanges = (sqlite: { prepare(sql: string): { get(): unknown } }) => (sqlite.prepare('select total_changes() as n').get() as { n: number }).n
const upstreamDb = stack.upstream.upstream.database.sqlite
const proxyDb = stack.proxy.proxyDb.sqlite
const upstream = { changes: () => totalChanges(upstreamDb), state: () => tableFingerprint(upstreamDb) }
const both = {
  changes: () => totalChanges(proxyDb) + totalChanges(upstreamDb),
  state: () => `${tableFingerprint(proxyDb, ['audit_log', 'login_failures', 'callback_delivery'])} ${tableFingerprint(upstreamDb)}`,
}
const proxyOperations = operationsOf((await stack.proxy.inject({ url: '/bff/openapi.json', headers: { cookie } })).json())

const targets: Array<[string, FuzzTarget]> = [
  ['upstream (account key)', { base: stack.upstreamUrl, operations: operationsOf(stack.upstream.swagger()), headers: { token: stackApiKey }, ...upstream }],
  ['proxy (signed-in admin)', { base: stack.proxyUrl, operations: proxyOperations.filter((o) => o.path !== '/auth/logout'), headers: { cookie, ...csrf }, ...both }],
  ['proxy (signed out)', { base: stack.proxyUrl, operations: proxyOperations, headers: csrf, ...both }],
]

const counts = (map: Map<string | number, number>) => [...map].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}: ${n}`).join(', ')
let failures = 0
console.log(`seed ${seed}, ${runs} requests per target, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`)
for (const [name, target] of targets) {
  const started = performance.now()
  const report: FuzzReport = await fuzz(target, { seed, runs })
  const seconds = (performance.now() - started) / 1000
  failures += report.failures.length
  const serverErrors = [...report.byStatus].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
  console.log(`\n${name}: ${report.sent} sent in ${seconds.toFixed(1)} s (${report.unsendable} refused by the client), ${serverErrors} server errors, ${report.failures.length} failures`)
  console.log(`  statuses: ${counts(report.byStatus)}`)
  console.log(`  kinds: ${counts(report.byKind)}`)
  for (const failure of report.failures.slice(0, 20)) console.log(`  FAIL ${failure}`)
}
await stack.close()
console.log(`\n${failures} failures in all (seed ${seed})`)
process.exitCode = failures ? 1 : 0
