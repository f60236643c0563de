import { describe, expect, it } from 'vitest'
import { buildProxyApp } from './app'

describe('flags on the proxy', () => {
  it('serves a served country flag as SVG and refuses anything else', async () => {
    const app = await buildProxyApp({
      upstreamUrl: 'http://127.0.0.1:9',
      apiKey: 'test-key-0123456789abcdef',
      signatureScheme: 'sha256',
      dbFile: ':memory:',
    })
    try {
      const flag = await app.inject({ url: '/flags/de.svg' })
      expect(flag.statusCode).toBe(200)
      expect(flag.headers['content-type']).toContain('image/svg+xml')
      expect(flag.body).toContain('<svg')
      for (const url of ['/flags/..%2Fpackage.json', '/flags/DE.svg', '/flags/zz.svg', '/flags/deu.svg']) {
        expect((await app.inject({ url })).statusCode).toBe(404)
      }
    } finally {
      await app.close()
    }
  })
})
