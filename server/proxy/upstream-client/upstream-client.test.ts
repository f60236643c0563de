import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineRoute } from '@contract/route'
import { signBody } from '@contract/signature'
import { createUpstreamClient, type UpstreamLog } from './upstream-client'
import { UpstreamError } from './upstream-error'

/**
 * The client's own behaviour against a local fake HTTP server (the real upstream is exercised in
 * server/integration). Each handler decides what the "upstream" answers.
 */
const apiKey = 'test-account-key-0123456789'
const thingRoute = defineRoute({
  id: 'testThing',
  method: 'GET',
  path: '/api/thing/{thing_id}',
  summary: 'test',
  tag: 'countries',
  auth: 'account',
  bodyKind: 'none',
  response: z.looseObject({
    error: z.literal(false),
    message: z.string(),
    data: z.object({ status: z.enum(['pending', 'resolved']) }),
  }),
  enveloped: true,
})
const createRoute = defineRoute({ ...thingRoute, id: 'testCreate', method: 'POST', path: '/api/thing' })

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void | Promise<void>
let handler: Handler
let hits: Array<{ method?: string; url?: string; token?: string; body: string }>
let server: http.Server
let baseUrl: string
const logLines: string[] = []
const log: UpstreamLog = {
  debug: (obj, msg) => logLines.push(JSON.stringify({ ...obj, msg })),
  warn: (obj, msg) => logLines.push(JSON.stringify({ ...obj, msg })),
}

async function sendSigned(res: http.ServerResponse, status: number, payload: unknown, key = apiKey) {
  const body = JSON.stringify(payload)
  res.writeHead(status, { 'content-type': 'application/json', signature: await signBody(body, key, 'sha256') })
  res.end(body)
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      hits.push({ method: req.method, url: req.url, token: req.headers.token as string | undefined, body })
      void handler(req, res, body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  hits = []
  logLines.length = 0
})

function client(overrides: Partial<Parameters<typeof createUpstreamClient>[0]> = {}) {
  return createUpstreamClient({ baseUrl, apiKey, signature: 'sha256', log, retryBaseDelayMs: 5, ...overrides })
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(UpstreamError)
  return error as UpstreamError
}

describe('upstream client', () => {
  it('sends the token header, fills the path and returns a verified, contract-checked body', async () => {
    handler = (_req, res) =>
      sendSigned(res, 200, { error: false, message: 'ok', data: { status: 'pending', extra: 1 } })
    const result = await client().call({ route: thingRoute, params: { thing_id: 'a/b' }, search: 'page=2' })
    expect(result).toMatchObject({
      status: 200,
      body: { error: false, message: 'ok', data: { status: 'pending', extra: 1 } },
      retryAfter: undefined,
    })
    expect(JSON.parse(result.raw)).toEqual(result.body)
    expect(hits).toEqual([{ method: 'GET', url: '/api/thing/a%2Fb?page=2', token: apiKey, body: '' }])
  })

  it('walks an answer through the schema once per exact text, and never remembers one that did not fit', async () => {
    let checks = 0
    const counted = defineRoute({
      ...thingRoute,
      id: 'testCounted',
      response: thingRoute.response.refine(() => {
        checks += 1
        return true
      }),
    })
    let status = 'pending'
    handler = (_req, res) => sendSigned(res, 200, { error: false, message: 'ok', data: { status } })
    const upstream = client({ sharedReadMs: 0 })
    for (let n = 0; n < 3; n++) await upstream.call({ route: counted, params: { thing_id: 'x' } })
    expect(checks).toBe(1)
    status = 'resolved'
    await upstream.call({ route: counted, params: { thing_id: 'x' } })
    expect(checks).toBe(2)
    status = 'weird'
    for (let n = 0; n < 2; n++)
      expect((await failure(upstream.call({ route: counted, params: { thing_id: 'x' } }))).statusCode).toBe(502)
  })

  it('shares a read among its callers until something may have changed it, never an error (ADR 0039)', async () => {
    let status = 'pending'
    handler = (req, res) =>
      req.method === 'GET' && req.url === '/api/thing/missing'
        ? sendSigned(res, 404, { error: true, message: 'Not found', data: {} })
        : sendSigned(res, 200, { error: false, message: 'ok', data: { status } })
    const upstream = client({ sharedReadMs: 3_600_000 })
    const read = (id = 'x') => upstream.call({ route: thingRoute, params: { thing_id: id } })
    const statusOf = async (id?: string) => ((await read(id)).body as { data: { status: string } }).data.status
    // Asked at once and again later: one request to the upstream.
    await Promise.all([read(), read()])
    await read()
    expect(hits.filter((hit) => hit.url === '/api/thing/x')).toHaveLength(1)
    // Another URL is another read.
    await read('y')
    expect(hits.map((hit) => hit.url)).toEqual(['/api/thing/x', '/api/thing/y'])
    // A state-changing call through the client: read afresh.
    status = 'resolved'
    await upstream.call({ route: createRoute, json: {} })
    expect(await statusOf()).toBe('resolved')
    // A live event (the app calls forgetReads): read afresh.
    status = 'pending'
    expect(await statusOf()).toBe('resolved')
    upstream.forgetReads()
    expect(await statusOf()).toBe('pending')
    // An error answer is never served again.
    hits = []
    expect((await read('missing')).status).toBe(404)
    expect((await read('missing')).status).toBe(404)
    expect(hits).toHaveLength(2)
  })

  it('refuses a body that does not fit the contract with a 502 naming the field', async () => {
    handler = (_req, res) => sendSigned(res, 200, { error: false, message: 'ok', data: { status: 'weird' } })
    const error = await failure(client().call({ route: thingRoute, params: { thing_id: 'x' } }))
    expect(error.statusCode).toBe(502)
    expect(error.message).toContain('testThing did not fit the contract')
    expect(error.message).toContain('data.status')
    expect(error.data).toMatchObject({ fields: [{ path: 'data.status' }] })
  })

  it('refuses a response signed with another key, and one without a signature', async () => {
    handler = (_req, res) =>
      sendSigned(res, 200, { error: false, message: 'ok', data: { status: 'pending' } }, 'some-other-key-000000')
    const wrong = await failure(client().call({ route: thingRoute, params: { thing_id: 'x' } }))
    expect(wrong.statusCode).toBe(502)
    expect(wrong.message).toContain('wrong Signature header')
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: false, message: 'ok', data: { status: 'pending' } }))
    }
    const missing = await failure(client().call({ route: thingRoute, params: { thing_id: 'x' } }))
    expect(missing.message).toContain('carries no Signature header')
    const unchecked = await client({ signature: 'off' }).call({ route: thingRoute, params: { thing_id: 'x' } })
    expect(unchecked.status).toBe(200)
  })

  it('checks the legacy scheme in the sp_signature header', async () => {
    handler = async (_req, res) => {
      const body = JSON.stringify({ error: false, message: 'ok', data: { status: 'resolved' } })
      res.writeHead(200, { sp_signature: await signBody(body, apiKey, 'legacy') })
      res.end(body)
    }
    expect((await client({ signature: 'legacy' }).call({ route: thingRoute, params: { thing_id: 'x' } })).status).toBe(
      200,
    )
    expect((await failure(client().call({ route: thingRoute, params: { thing_id: 'x' } }))).reason).toBe(
      'bad_signature',
    )
  })

  it('passes a signed error envelope back with its status', async () => {
    handler = (_req, res) => sendSigned(res, 404, { error: true, message: 'Unknown thing_id', data: {} })
    const result = await client().call({ route: thingRoute, params: { thing_id: 'x' } })
    expect(result).toMatchObject({ status: 404, body: { error: true, message: 'Unknown thing_id' } })
  })

  it('retries a GET on 503 and then succeeds', async () => {
    let count = 0
    handler = (_req, res) => {
      count += 1
      if (count < 3) return sendSigned(res, 503, { error: true, message: 'busy', data: {} })
      return sendSigned(res, 200, { error: false, message: 'ok', data: { status: 'resolved' } })
    }
    const result = await client().call({ route: thingRoute, params: { thing_id: 'x' } })
    expect(result.status).toBe(200)
    expect(hits).toHaveLength(3)
  })

  it('gives up after two retries and never retries a POST', async () => {
    handler = (_req, res) => sendSigned(res, 502, { error: true, message: 'bad gateway', data: {} })
    const get = await client().call({ route: thingRoute, params: { thing_id: 'x' } })
    expect(get.status).toBe(502)
    expect(hits).toHaveLength(3)
    hits = []
    const post = await client().call({ route: createRoute, json: { a: 1 } })
    expect(post.status).toBe(502)
    expect(hits).toEqual([{ method: 'POST', url: '/api/thing', token: apiKey, body: '{"a":1}' }])
  })

  it('retries a GET when the connection is refused, then reports the upstream unreachable', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const error = await failure(
      client({ baseUrl: `http://127.0.0.1:${port}` }).call({ route: thingRoute, params: { thing_id: 'x' } }),
    )
    expect(error.statusCode).toBe(502)
    expect(error.message).toContain('ECONNREFUSED')
    expect(logLines.filter((l) => l.includes('retrying'))).toHaveLength(2)
  })

  it('answers 504 when the upstream does not finish within the total timeout', async () => {
    handler = (_req, res) => {
      res.writeHead(200)
      res.write('{"error":false,')
    }
    const error = await failure(client({ totalTimeoutMs: 200 }).call({ route: createRoute, json: {} }))
    expect(error.statusCode).toBe(504)
    expect(error.message).toContain('did not answer testCreate in time')
  })

  it('refuses a body that is not JSON and a redirect', async () => {
    handler = async (_req, res) => {
      res.writeHead(200, { signature: await signBody('<html>', apiKey, 'sha256') })
      res.end('<html>')
    }
    expect((await failure(client().call({ route: thingRoute, params: { thing_id: 'x' } }))).message).toContain(
      'not JSON',
    )
    hits = []
    handler = async (_req, res) => {
      const body = JSON.stringify({ error: true, message: 'moved', data: {} })
      res.writeHead(302, { location: 'http://169.254.169.254/', signature: await signBody(body, apiKey, 'sha256') })
      res.end(body)
    }
    expect((await failure(client().call({ route: thingRoute, params: { thing_id: 'x' } }))).reason).toBe('redirect')
    expect(hits).toHaveLength(1)
  })

  it('never puts the key in an error or a log line', async () => {
    handler = (_req, res) => sendSigned(res, 401, { error: true, message: `bad token ${apiKey}`, data: {} })
    const error = await failure(client().call({ route: thingRoute, params: { thing_id: 'x' } }))
    expect(error.message).toContain('refused the proxy')
    expect(JSON.stringify({ message: error.message, data: error.data })).not.toContain(apiKey)
    expect(logLines.join('\n')).not.toContain(apiKey)
  })
})
