import SwaggerParser from '@apidevtools/swagger-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeTable } from '@contract/routes/route-table'
import { buildTestProxy, signIn, type TestProxy } from '../test-support/proxy-harness'
import { openApiPathOf, registeredRoutes } from '../../shared/openapi/register-openapi'
import { upstreamPrefix } from './bff-openapi'

describe('GET /bff/openapi.json', () => {
  let app: TestProxy
  let document: Record<string, unknown> & { paths: Record<string, Record<string, Record<string, unknown>>> }
  beforeAll(async () => {
    app = await buildTestProxy()
    const res = await app.inject({ url: '/bff/openapi.json', headers: { cookie: await signIn(app) } })
    expect(res.statusCode).toBe(200)
    document = res.json()
  })
  afterAll(() => app.close())

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0')
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined()
  })

  it('describes every route the proxy registers, so none can go undocumented', () => {
    const routes = registeredRoutes(app)
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'PATCH /bff/users/:id',
        'GET /bff/events',
        'POST /callbacks/upstream',
      ]),
    )
    expect(routes.filter((r) => r.hidden)).toEqual([])
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(documented.sort()).toEqual(routes.map((r) => `${r.method} ${openApiPathOf(r.url)}`).sort())
  })

  it("describes the proxy's own endpoints with their schemas and permissions", () => {
    const create = document.paths['/bff/users']!.post!
    expect(create['x-permission']).toBe('users:manage')
    expect(JSON.stringify(create.requestBody)).toContain('"password"')
    const login = document.paths['/auth/login']!.post!
    expect(login.security).toEqual([])
    const audit = document.paths['/bff/audit']!.get!
    expect((audit.parameters as { name: string }[]).map((p) => p.name)).toEqual(
      expect.arrayContaining(['actor', 'action', 'outcome', 'from', 'to', 'page', 'page_size']),
    )
  })

  it('describes the upstream side of the proxy: request index, callbacks, live events, files', () => {
    const paths = ['/bff/requests', '/bff/requests/{id}', '/bff/callbacks', '/bff/events', '/bff/files']
    for (const path of paths) expect(document.paths[path]?.get, `GET ${path}`).toBeDefined()
    const requests = document.paths['/bff/requests']!.get!
    expect((requests.parameters as { name: string }[]).map((p) => p.name)).toEqual(
      expect.arrayContaining(['kind', 'status', 'mine', 'q', 'page', 'limit']),
    )
    expect(JSON.stringify(requests.responses)).toContain('"upstream_id"')
    expect(document.paths['/bff/requests/{id}']!.get!.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ])
    expect(document.paths['/bff/callbacks']!.get!['x-permission']).toBe('callbacks:read')
    expect(JSON.stringify(document.paths['/bff/callbacks']!.get!.responses)).toContain('"verdict"')
    const events = document.paths['/bff/events']!.get!.responses as Record<
      string,
      { content?: Record<string, unknown> }
    >
    expect(Object.keys(events['200']!.content!)).toEqual(['text/event-stream'])
    expect(JSON.stringify(events['200'])).toContain('"keys"')
    const files = document.paths['/bff/files']!.get!
    expect(files['x-permission']).toBe('profile:read')
    expect((files.parameters as { name: string; required: boolean }[]).find((p) => p.name === 'url')?.required).toBe(
      true,
    )
    expect(Object.keys((files.responses as Record<string, { content?: object }>)['200']!.content!)).toEqual([
      'application/octet-stream',
    ])

    const receiver = document.paths['/callbacks/upstream']?.post
    expect(receiver).toBeDefined()
    expect(receiver!.security).toEqual([])
    expect(receiver!.parameters).toEqual([expect.objectContaining({ name: 'Signature', in: 'header', required: true })])
    expect(JSON.stringify(receiver!.requestBody)).toContain('"sent_at"')
    const answers = receiver!.responses as Record<string, unknown>
    expect(Object.keys(answers).sort()).toEqual(['200', '400', '401', '500'])
    for (const code of ['200', '400', '401']) expect(JSON.stringify(answers[code])).toContain('"verdict"')
  })

  it('lists every forwarded account operation of the route table under /bff/upstream', () => {
    const forwarded = routeTable.filter((r) => r.auth !== 'questionnaire')
    expect(forwarded.length).toBeGreaterThan(0)
    for (const route of forwarded) {
      const operation = document.paths[`${upstreamPrefix}${route.path}`]?.[route.method.toLowerCase()]
      expect(operation, `${route.method} ${route.path}`).toBeDefined()
      expect(operation!['x-route-ids']).toContain(route.id)
      const responses = operation!.responses as Record<string, { headers?: unknown }>
      expect(JSON.stringify(responses['403'])).toContain('X-Requested-With')
      expect(responses['502']).toBeDefined()
      expect(responses['200']?.headers).toBeUndefined()
    }
    const countries = document.paths[`${upstreamPrefix}/v2/countries`]?.get
    expect(countries?.['x-permission']).toBe('countries:read')
    expect(JSON.stringify(document)).not.toContain('"in":"header","name":"token"')
  })

  it('is refused when signed out', async () => {
    expect((await app.inject({ url: '/bff/openapi.json' })).statusCode).toBe(401)
  })
})
