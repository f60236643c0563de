import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDirectory } from '../../scripts/vite-precompress-plugin'
import { buildTestProxy, type TestProxy } from './test-support/proxy-harness'

/** A built SPA as Vite writes it, precompressed by the build plugin. */
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `company ${i}` })))}\n`
const tiny = 'body{margin:0}'

describe('serving the built SPA', () => {
  let app: TestProxy
  let staticDir: string
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'kybdesk-spa-'))
    mkdirSync(join(staticDir, 'assets'))
    writeFileSync(
      join(staticDir, 'index.html'),
      `<!doctype html><title>kybdesk</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`,
    )
    writeFileSync(join(staticDir, 'assets', 'index-AbC123.js'), script)
    writeFileSync(join(staticDir, 'assets', 'tiny-XyZ789.css'), tiny)
    await precompressDirectory(staticDir)
    app = await buildTestProxy({ staticDir })
  })
  afterAll(async () => {
    await app.close()
    rmSync(staticDir, { recursive: true, force: true })
  })

  it('the build writes brotli and gzip copies of files worth compressing, and none of tiny ones', () => {
    expect(brotliDecompressSync(readFileSync(join(staticDir, 'assets', 'index-AbC123.js.br'))).toString()).toBe(script)
    expect(gunzipSync(readFileSync(join(staticDir, 'assets', 'index-AbC123.js.gz'))).toString()).toBe(script)
    expect(() => readFileSync(join(staticDir, 'assets', 'tiny-XyZ789.css.br'))).toThrow(/ENOENT/)
  })

  it('answers brotli when the browser accepts it, with a year-long immutable cache for hashed files', async () => {
    const res = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toContain('javascript')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toContain('accept-encoding')
    expect(res.rawPayload.length).toBeLessThan(script.length / 3)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script)
  })

  it('answers gzip to a gzip-only client and the plain file to one that accepts no encoding', async () => {
    const gz = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)
    const plain = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.payload).toBe(script)
    const small = await app.inject({ url: '/assets/tiny-XyZ789.css', headers: { 'accept-encoding': 'br' } })
    expect(small.statusCode).toBe(200)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.payload).toBe(tiny)
  })

  it('serves index.html with no-cache, for the root and for client-side routes', async () => {
    for (const url of ['/index.html', '/users?role=admin', '/companies/v2/abc']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      const body =
        res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.payload
      expect(body, url).toContain('<div id="root">')
    }
  })

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await app.inject({ url: '/assets/gone-000.js' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: true })
  })
})
