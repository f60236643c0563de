import { ProxyHealthSchema, ProxyReadinessSchema, UpstreamHealthSchema } from '@contract/bff/health'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildProxyApp } from './proxy/app'
import { buildUpstreamApp } from './upstream/app'

// Both servers answer /healthz; the proxy reports whether the upstream answers over real HTTP.
describe('/healthz', () => {
  let upstream: Awaited<ReturnType<typeof buildUpstreamApp>>
  let upstreamUrl: string

  beforeAll(async () => {
    upstream = await buildUpstreamApp({ apiKey: 'test-key-0123456789abcdef' })
    await upstream.listen({ port: 0, host: '127.0.0.1' })
    upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`
  })
  afterAll(() => upstream.close())

  it('answers on the upstream with its version', async () => {
    const res = await upstream.inject({ url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(UpstreamHealthSchema.parse(res.json())).toMatchObject({ status: 'ok', service: 'kybdesk-upstream' })
  })

  it('answers on the proxy and says the upstream answers', async () => {
    const proxy = await buildProxyApp({ upstreamUrl, apiKey: 'test-key-0123456789abcdef' })
    const res = await proxy.inject({ url: '/healthz' })
    expect(res.statusCode).toBe(200)
    expect(ProxyHealthSchema.parse(res.json())).toMatchObject({
      status: 'ok',
      service: 'kybdesk-proxy',
      upstream: { reachable: true, status: 200 },
    })
    await proxy.close()
  })

  it('says so when the upstream does not answer', async () => {
    const proxy = await buildProxyApp({ upstreamUrl: 'http://127.0.0.1:9', apiKey: 'x' })
    const res = await proxy.inject({ url: '/healthz' })
    expect(ProxyHealthSchema.parse(res.json())).toMatchObject({ upstream: { reachable: false, status: null } })
    await proxy.close()
  })
})

describe('/readyz of the proxy', () => {
  it('is ready while its database answers, and answers 503 once it does not', async () => {
    const proxy = await buildProxyApp({ upstreamUrl: 'http://127.0.0.1:9', apiKey: 'x' })
    const ready = await proxy.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ProxyReadinessSchema.parse(ready.json())).toEqual({ status: 'ready', database: 'sqlite' })
    await proxy.proxyDb.db.destroy()
    const down = await proxy.inject({ url: '/readyz' })
    expect(down.statusCode).toBe(503)
    await proxy.close()
  })
})
