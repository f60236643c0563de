import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fuzz, problemOf, sendRaw, type FuzzReport, type FuzzTarget } from '../test-support/fuzz/fuzz-run'
import { operationsOf } from '../test-support/fuzz/openapi-operations'
import { tableFingerprint } from '../test-support/fuzz/table-fingerprint'
import { csrf, stackApiKey, startSignedInStack, type Stack } from './stack'

/**
 * Malformed input on every route of both servers (ADR 0025): requests derived from each server's
 * OpenAPI document and broken by fast-check (fixed seed, bounded count; `bench/fuzz.ts` runs
 * longer) go over real HTTP. None may get a 5xx, every refusal is in the envelope (Fastify's own
 * 404/413/414/415/431 and parser errors too), and a refused request changes nothing stored in either
 * database but the records of refusals themselves (audit trail, sign-in failures, callback inbox).
 */
let stack: Stack
let cookie: string

beforeAll(async () => {
  ;({ stack, cookie } = await startSignedInStack({
    datasetSize: 200,
    upstream: { requestsPerMinute: 100_000, defaultWatchlist: false },
    proxy: { bffRequestsPerMinute: 100_000, publicLimits: { perAddressPerMinute: 100_000, perTokenPerMinute: 100_000 } },
  }))
  // Accepted requests may queue work; it is not run here (the fuzzer looks at what requests write).
  await stack.upstream.upstream.runner.stop()
}, 60_000)
afterAll(() => stack?.close())

/** A refusal is recorded where it should be (audit trail, sign-in failures, callback inbox); nothing else may change. */
const recordsOfRefusals = ['audit_log', 'login_failures', 'callback_delivery']
const totalChanges = (sqlite: { prepare(sql: string): { get(): unknown } }) => (sqlite.prepare('select total_changes() as n').get() as { n: number }).n
const upstreamChanges = () => totalChanges(stack.upstream.upstream.database.sqlite)
const bothChanges = () => totalChanges(stack.proxy.proxyDb.sqlite) + upstreamChanges()
const upstreamState = () => tableFingerprint(stack.upstream.upstream.database.sqlite)
const bothStates = () => `${tableFingerprint(stack.proxy.proxyDb.sqlite, recordsOfRefusals)} ${upstreamState()}`

function expectClean(report: FuzzReport, runs: number) {
  expect(report.failures).toEqual([])
  expect(report.sent + report.unsendable).toBe(runs)
  expect(report.sent).toBeGreaterThan(runs * 0.9)
}

describe('malformed requests', () => {
  it('to the upstream, with the account key', async () => {
    const operations = operationsOf(stack.upstream.swagger())
    const target: FuzzTarget = { base: stack.upstreamUrl, operations, headers: { token: stackApiKey }, changes: upstreamChanges, state: upstreamState }
    expectClean(await fuzz(target, { seed: 25, runs: 250 }), 250)
  }, 60_000)

  it('to the proxy, signed in as an admin (signing out left aside)', async () => {
    const document = (await stack.proxy.inject({ url: '/bff/openapi.json', headers: { cookie } })).json()
    const operations = operationsOf(document).filter((operation) => operation.path !== '/auth/logout')
    const target: FuzzTarget = { base: stack.proxyUrl, operations, headers: { cookie, ...csrf }, changes: bothChanges, state: bothStates }
    expectClean(await fuzz(target, { seed: 25, runs: 300 }), 300)
  }, 60_000)

  it('to the proxy, signed out', async () => {
    const document = (await stack.proxy.inject({ url: '/bff/openapi.json', headers: { cookie } })).json()
    const target: FuzzTarget = { base: stack.proxyUrl, operations: operationsOf(document), headers: csrf, changes: bothChanges, state: bothStates }
    expectClean(await fuzz(target, { seed: 26, runs: 100 }), 100)
  }, 60_000)

  it('found by bench/fuzz.ts: a multipart body without a boundary and control characters in drawn sandbox text are 400s, not 500s', async () => {
    const headers = { token: stackApiKey }
    const found = [
      { kind: 'no boundary', method: 'POST', path: '/api/search', headers: { ...headers, 'content-type': 'multipart/form-data' }, body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--x--\r\n' },
      { kind: 'NUL in an address', method: 'GET', path: '/sandbox/documents/address?full_address=%00', headers },
      { kind: 'escape in a name', method: 'GET', path: '/sandbox/documents/identity?first_name=%1B%5B31m', headers },
      { kind: 'NUL in a company name', method: 'GET', path: '/sandbox/documents/certificate?country_code=GB&registration_number=1&name=a%00b', headers },
    ]
    for (const request of found) {
      const response = await sendRaw(stack.upstreamUrl, request)
      expect(response.status, request.kind).toBe(400)
      expect(problemOf(response, []), request.kind).toBeUndefined()
    }
    const upload = await sendRaw(stack.proxyUrl, { ...found[0]!, path: '/bff/upstream/api/search', headers: { cookie, ...csrf, 'content-type': 'multipart/form-data' } })
    expect(problemOf(upload, []), upload.body).toBeUndefined()
  })
})
