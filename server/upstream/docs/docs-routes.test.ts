import SwaggerParser from '@apidevtools/swagger-parser'
import { describe, expect, it } from 'vitest'
import { openApiPathOf, registeredRoutes } from '../../shared/openapi/register-openapi'
import { hasValidSignature, testApiKey, useTestApp } from '../test-support/upstream-harness'

describe('OpenAPI document and docs page', () => {
  const upstream = useTestApp()

  it('serves a valid OpenAPI 3.1 document of the implemented routes, without token', async () => {
    const res = await upstream.app.inject({ url: '/openapi.json' })
    expect(res.statusCode).toBe(200)
    expect(await hasValidSignature(res.body, res.headers)).toBe(true)
    const document = res.json() as { openapi: string; paths: Record<string, Record<string, { tags?: string[] }>> }
    expect(document.openapi).toBe('3.1.0')
    await SwaggerParser.validate(structuredClone(document) as never)
    expect(Object.keys(document.paths['/sandbox/watchlist/{entry_id}'] ?? {})).toEqual(['delete'])
    expect(Object.keys(document.paths['/v2/kyb'] ?? {}).sort()).toEqual(['get', 'post'])
    expect(document.paths['/api/performOfficersAml']?.post?.tags).toEqual(['aml'])
  })

  it('describes every route the app registers, so none can go undocumented', async () => {
    const document = (await upstream.app.inject({ url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    const routes = registeredRoutes(upstream.app)
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /healthz', 'POST /api/search', 'GET /v2/kyb/:kyb_response_id', 'GET /api/getFile']),
    )
    expect(routes.filter((r) => r.hidden)).toEqual([])
    const missing = routes.filter((r) => !document.paths[openApiPathOf(r.url)]?.[r.method.toLowerCase()])
    expect(missing).toEqual([])
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(documented.sort()).toEqual(routes.map((r) => `${r.method} ${openApiPathOf(r.url)}`).sort())
  })

  it("keeps the contract's error answers: a bad query is still the 400 envelope naming the field", async () => {
    const res = await upstream.app.inject({ url: '/api/readKybResponse?page=x', headers: { token: testApiKey } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      error: true,
      data: { fields: expect.arrayContaining([expect.objectContaining({ path: 'request_id' })]) },
    })
    expect(res.json().message).toMatch(/^Invalid query parameter: request_id/)
  })

  it('renders a self-contained HTML page listing routes, parameters and schemas', async () => {
    const res = await upstream.app.inject({ url: '/docs' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    const html = res.body
    expect(html).not.toMatch(/<script|src="http|href="http/)
    expect(html).toContain('/v2/kyb/{kyb_response_id}')
    expect(html).toContain('kyb_request_id')
    expect(html).toContain('country_codes')
    expect(html).toContain('registry-v2')
    expect(html).toContain('min length 3') // the rules of the fields are shown
    expect(html).toContain('financial_detail')
    expect(html).toContain('key_figure_readings') // nested inside a nullable object
  })
})
