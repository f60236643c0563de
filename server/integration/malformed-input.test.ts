import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fuzz, problemOf, sendRaw, type FuzzReport } from '../test-support/fuzz/fuzz-run'
import { fuzzTargets, startFuzzStack } from './fuzz-targets'
import { csrf, stackApiKey, type Stack } from './stack'
import { scaled } from '../../e2e/load-factor'

/** This file's deadline for its slow steps, scaled to the machine's load like every default (e2e/load-factor.ts). */
const deadline = scaled(60_000)

/**
 * Malformed input on every route of both servers (ADR 0025): requests derived from each server's
 * OpenAPI document and broken by fast-check (fixed seed, bounded count; `bench/fuzz.ts` runs
 * longer) go over real HTTP. None may get a 5xx, every refusal is in the envelope (Fastify's own
 * 404/413/414/415/431 and parser errors too), and a refused request changes nothing stored in either
 * database but the tables that record requests themselves (audit trail, sign-in failures, callback
 * inbox, session last-seen: server/integration/fuzz-targets.ts).
 */
let stack: Stack
let cookie: string
let targets: Awaited<ReturnType<typeof fuzzTargets>>

beforeAll(async () => {
  ;({ stack, cookie } = await startFuzzStack())
  targets = await fuzzTargets(stack, cookie)
}, deadline)
afterAll(() => stack?.close())

function expectClean(report: FuzzReport, runs: number) {
  expect(report.failures).toEqual([])
  expect(report.sent + report.unsendable).toBe(runs)
  expect(report.sent).toBeGreaterThan(runs * 0.9)
}

describe('malformed requests', () => {
  it('to the upstream, with the account key', { timeout: deadline }, async () => {
    expectClean(await fuzz(targets.upstream, { seed: 25, runs: 250 }), 250)
  })

  it('to the proxy, signed in as an admin (signing out left aside)', { timeout: deadline }, async () => {
    expectClean(await fuzz(targets.proxySignedIn, { seed: 25, runs: 300 }), 300)
  })

  it('to the proxy, signed out', { timeout: deadline }, async () => {
    expectClean(await fuzz(targets.proxySignedOut, { seed: 26, runs: 100 }), 100)
  })

  it('found by bench/fuzz.ts: a multipart body without a boundary and control characters in drawn sandbox text are 400s, not 500s', async () => {
    const headers = { token: stackApiKey }
    const found = [
      {
        kind: 'no boundary',
        method: 'POST',
        path: '/api/search',
        headers: { ...headers, 'content-type': 'multipart/form-data' },
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--x--\r\n',
      },
      { kind: 'NUL in an address', method: 'GET', path: '/sandbox/documents/address?full_address=%00', headers },
      { kind: 'escape in a name', method: 'GET', path: '/sandbox/documents/identity?first_name=%1B%5B31m', headers },
      {
        kind: 'NUL in a company name',
        method: 'GET',
        path: '/sandbox/documents/certificate?country_code=GB&registration_number=1&name=a%00b',
        headers,
      },
    ]
    for (const request of found) {
      const response = await sendRaw(stack.upstreamUrl, request)
      expect(response.status, request.kind).toBe(400)
      expect(problemOf(response, []), request.kind).toBeUndefined()
    }
    const upload = await sendRaw(stack.proxyUrl, {
      ...found[0]!,
      path: '/bff/upstream/api/search',
      headers: { cookie, ...csrf, 'content-type': 'multipart/form-data' },
    })
    expect(problemOf(upload, []), upload.body).toBeUndefined()
  })
})
