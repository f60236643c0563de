import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantFileLinks } from '../proxy/files/file-grants'
import { buildSignedInProxy, type TestProxy } from '../proxy/test-support/proxy-harness'

/**
 * File links are fetched by the proxy only when they point to the upstream's file paths and were
 * handed out by the proxy (server/proxy/files): anything else is refused before any connection,
 * whatever the spelling of the address, and the upstream's redirects are not followed. Every
 * address used here is on this machine: a canary server on loopback counts the connections that
 * must never come, and a stand-in upstream answers file downloads with a redirect to the canary.
 */
function listen(handler: http.RequestListener) {
  const server = http.createServer(handler)
  const connections = { count: 0 }
  server.on('connection', () => (connections.count += 1))
  return new Promise<{ port: number; connections: { count: number }; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        connections,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  )
}

let canary: Awaited<ReturnType<typeof listen>>
let upstream: Awaited<ReturnType<typeof listen>>
let app: TestProxy
let admin: string
let fileLink: string

beforeAll(async () => {
  canary = await listen((_req, res) => res.end('canary'))
  upstream = await listen((_req, res) => {
    res.writeHead(302, { location: `http://127.0.0.1:${canary.port}/api/getFile?file_id=stolen` })
    res.end()
  })
  ;({ app, admin } = await buildSignedInProxy({ upstreamUrl: `http://127.0.0.1:${upstream.port}` }))
  fileLink = `http://127.0.0.1:${upstream.port}/api/getFile?file_id=file_granted&expires=1&signature=abc`
  await grantFileLinks(
    app.proxyDb.db,
    { proof: fileLink },
    new URL(`http://127.0.0.1:${upstream.port}`),
    'profile:read',
  )
})
afterAll(async () => {
  await app?.close()
  await upstream?.close()
  await canary?.close()
})

const download = (url: string) =>
  app.inject({ url: `/bff/files?url=${encodeURIComponent(url)}`, headers: { cookie: admin } })

describe('file links the proxy did not grant (SSRF)', () => {
  it('refuses loopback addresses in every spelling, and other paths of the upstream, with 400 before any connection', async () => {
    const c = canary.port
    const u = upstream.port
    const links = [
      `http://127.0.0.1:${c}/api/getFile?file_id=x`,
      `http://localhost:${c}/api/getFile?file_id=x`,
      `http://LOCALHOST.:${c}/api/getFile?file_id=x`,
      `http://127.1:${c}/api/getFile?file_id=x`,
      `http://2130706433:${c}/api/getFile?file_id=x`,
      `http://0x7f000001:${c}/api/getFile?file_id=x`,
      `http://0177.0.0.1:${c}/api/getFile?file_id=x`,
      `http://[::1]:${c}/api/getFile?file_id=x`,
      `http://[::ffff:127.0.0.1]:${c}/api/getFile?file_id=x`,
      `http://0.0.0.0:${c}/api/getFile?file_id=x`,
      `http://127.0.0.1:${u}@127.0.0.1:${c}/api/getFile?file_id=x`,
      `http://localhost:${u}/api/getFile?file_id=x`,
      `http://127.0.0.1:${u}/healthz`,
      `http://127.0.0.1:${u}/api/getFile/../../healthz`,
      `http://127.0.0.1:${u}/api/getFile/%2e%2e/%2e%2e/healthz`,
      `http://127.0.0.1:${u}/api/getFile%2f..%2f..%2fhealthz`,
      `http://127.0.0.1:${u}\\@127.0.0.1:${c}/api/getFile`,
      `//127.0.0.1:${c}/api/getFile?file_id=x`,
      `https://127.0.0.1:${u}/api/getFile?file_id=x`,
      `file:///etc/passwd`,
      `gopher://127.0.0.1:${c}/_x`,
      `javascript:alert(1)`,
      `\u0000http://127.0.0.1:${c}/api/getFile`,
    ]
    for (const link of links) {
      const res = await download(link)
      expect(res.statusCode, `${link}: ${res.body}`).toBe(400)
      expect(res.json()).toMatchObject({ error: true, data: { fields: [{ path: 'url' }] } })
    }
    expect(canary.connections.count).toBe(0)
    expect(upstream.connections.count).toBe(0)
  })

  it('refuses private and cloud metadata addresses with 400 (the check needs no connection to decide)', async () => {
    for (const host of [
      '169.254.169.254',
      'metadata.google.internal',
      '10.0.0.1',
      '192.168.1.1',
      '172.16.0.1',
      '[fd00::1]',
      '[fe80::1]',
      '100.100.100.200',
    ]) {
      const res = await download(`http://${host}/api/getFile?file_id=x`)
      expect(res.statusCode, host).toBe(400)
    }
    expect(upstream.connections.count).toBe(0)
  })

  it('answers 404 for a well-formed upstream file link it never handed out, without asking the upstream', async () => {
    const res = await download(
      `http://127.0.0.1:${upstream.port}/api/getFile?file_id=file_never_granted&expires=1&signature=abc`,
    )
    expect(res.statusCode, res.body).toBe(404)
    expect(res.json()).toMatchObject({ error: true })
    expect(upstream.connections.count).toBe(0)
  })

  it("does not follow the upstream's redirect of a granted link (502, the redirect target never reached)", async () => {
    const res = await download(fileLink)
    expect(res.statusCode, res.body).toBe(502)
    expect(res.json()).toMatchObject({ error: true, message: expect.stringContaining('redirect') })
    expect(upstream.connections.count).toBe(1)
    expect(canary.connections.count).toBe(0)
  })
})
