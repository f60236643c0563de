import { sqliteOf } from '../upstream/test-support/upstream-harness'
import { type FuzzTarget } from '../test-support/fuzz/fuzz-run'
import { operationsOf } from '../test-support/fuzz/openapi-operations'
import { tableFingerprint } from '../test-support/fuzz/table-fingerprint'
import { csrf, stackApiKey, startSignedInStack, type Stack } from './stack'

/**
 * The stack the malformed-input fuzzer runs against (the test and bench/fuzz.ts): rate limits out
 * of the way, no watchlist, and the upstream's job runner stopped, since accepted requests may
 * queue work and the fuzzer looks only at what requests themselves store.
 */
export async function startFuzzStack() {
  const limit = 1_000_000
  const started = await startSignedInStack({
    datasetSize: 200,
    upstream: { requestsPerMinute: limit, defaultWatchlist: false },
    proxy: { bffRequestsPerMinute: limit, publicLimits: { perAddressPerMinute: limit, perTokenPerMinute: limit } },
  })
  await started.stack.upstream.upstream.runner.stop()
  return started
}

/**
 * Tables that record requests whatever their outcome: the audit trail and sign-in failures record
 * refusals, the callback inbox keeps refused deliveries, a session's last-seen time moves with any
 * signed-in request. Nothing else may change for a refused request.
 */
const recordsOfRequests = ['audit_log', 'login_failures', 'callback_delivery', 'sessions']

const totalChanges = (sqlite: { prepare(sql: string): { get(): unknown } }) =>
  (sqlite.prepare('select total_changes() as n').get() as { n: number }).n

/** The three targets: the upstream with the account key, the proxy signed in as an admin (signing out left aside) and signed out. */
export async function fuzzTargets(
  stack: Stack,
  cookie: string,
): Promise<Record<'upstream' | 'proxySignedIn' | 'proxySignedOut', FuzzTarget>> {
  const upstreamDb = sqliteOf(stack.upstream)
  const proxyDb = stack.proxy.proxyDb.sqlite!
  const upstream = { changes: () => totalChanges(upstreamDb), state: () => tableFingerprint(upstreamDb) }
  const both = {
    changes: () => totalChanges(proxyDb) + totalChanges(upstreamDb),
    state: () => `${tableFingerprint(proxyDb, recordsOfRequests)} ${tableFingerprint(upstreamDb)}`,
  }
  const proxyOperations = operationsOf(
    (await stack.proxy.inject({ url: '/bff/openapi.json', headers: { cookie } })).json(),
  )
  return {
    upstream: {
      base: stack.upstreamUrl,
      operations: operationsOf(stack.upstream.swagger()),
      headers: { token: stackApiKey },
      ...upstream,
    },
    proxySignedIn: {
      base: stack.proxyUrl,
      operations: proxyOperations.filter((o) => o.path !== '/auth/logout'),
      headers: { cookie, ...csrf },
      ...both,
    },
    proxySignedOut: { base: stack.proxyUrl, operations: proxyOperations, headers: csrf, ...both },
  }
}
