/**
 * The malformed-input fuzzer of `server/integration/malformed-input.test.ts` (ADR 0025), longer and
 * with a new seed each run: requests derived from the upstream's and the proxy's OpenAPI documents,
 * broken by fast-check and sent over loopback HTTP to both servers. Prints the requests sent, their
 * statuses and kinds, and every failure (a 5xx, an answer outside the envelope, a refused request
 * that changed stored state) with the seed that reproduces it.
 *   npx tsx bench/fuzz.ts [runsPerTarget=3000] [seed=random]
 */
import { loadavg } from 'node:os'
import { fuzzTargets, startFuzzStack } from '../server/integration/fuzz-targets'
import { fuzz, type FuzzReport, type FuzzTarget } from '../server/test-support/fuzz/fuzz-run'

const runs = Number(process.argv[2] ?? 3000)
const seed = Number(process.argv[3] ?? Math.floor(Math.random() * 2 ** 31))

const { stack, cookie } = await startFuzzStack()
const { upstream, proxySignedIn, proxySignedOut } = await fuzzTargets(stack, cookie)
const targets: Array<[string, FuzzTarget]> = [
  ['upstream (account key)', upstream],
  ['proxy (signed-in admin)', proxySignedIn],
  ['proxy (signed out)', proxySignedOut],
]

const counts = (map: Map<string | number, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ')
let failures = 0
console.log(
  `seed ${seed}, ${runs} requests per target, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
for (const [name, target] of targets) {
  const started = performance.now()
  const report: FuzzReport = await fuzz(target, { seed, runs })
  const seconds = (performance.now() - started) / 1000
  failures += report.failures.length
  const serverErrors = [...report.byStatus].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
  console.log(
    `\n${name}: ${report.sent} sent in ${seconds.toFixed(1)} s (${report.unsendable} refused by the client), ${serverErrors} server errors, ${report.failures.length} failures`,
  )
  console.log(`  statuses: ${counts(report.byStatus)}`)
  console.log(`  kinds: ${counts(report.byKind)}`)
  for (const failure of report.failures.slice(0, 20)) console.log(`  FAIL ${failure}`)
}
await stack.close()
console.log(`\n${failures} failures in all (seed ${seed})`)
process.exitCode = failures ? 1 : 0
