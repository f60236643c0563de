import SwaggerParser from '@apidevtools/swagger-parser'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildOpenApiDocument } from './openapi'
import { registryResponseExamples } from './registry/examples'
import { defineRoute, type RouteDef } from './route'
import { routeTable } from './routes/route-table'
import { registryRoutes } from './routes/routes-registry'

const info = { title: 'Business Verification Service', version: '1.0.0' }

describe('buildOpenApiDocument', () => {
  it('produces a valid OpenAPI 3.1 document that lists every route of the table', async () => {
    const document = buildOpenApiDocument(routeTable, info)
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy()
    const listed = Object.values(document.paths).flatMap((operations) => Object.values(operations).flatMap((op) => op['x-route-ids'] as string[]))
    expect(listed.sort()).toEqual(routeTable.map((r) => r.id).sort())
    for (const route of routeTable) expect(document.paths[route.path]?.[route.method.toLowerCase()]).toBeDefined()
  })

  it('is checked by a validator that refuses a broken document', async () => {
    const broken = structuredClone(buildOpenApiDocument(routeTable, info))
    const parameters = broken.paths['/v2/kyb/{kyb_response_id}']?.get?.parameters as { in: string }[]
    expect(parameters[0]?.in).toBe('path')
    parameters[0] = { ...parameters[0], in: 'nowhere' }
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow()
  })

  it('shows response examples that match the response schemas', async () => {
    const document = buildOpenApiDocument(routeTable, info, { responseExamples: registryResponseExamples })
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy()
    for (const route of registryRoutes) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()] as { responses: Record<string, { content: Record<string, { examples?: Record<string, { value: unknown }> }> }> }
      const example = operation.responses['200']?.content['application/json']?.examples?.[route.id]?.value
      expect(route.response.safeParse(example).success, route.id).toBe(true)
    }
  })

  it('declares query and path parameters, the token header scheme and the error envelope', () => {
    const document = buildOpenApiDocument(routeTable, info)
    const read = document.paths['/api/readKybResponse']?.get as { parameters: { name: string; in: string; required: boolean }[]; responses: Record<string, unknown> }
    expect(read.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'request_id', in: 'query', required: true }),
        expect.objectContaining({ name: 'page', in: 'query', required: false }),
        expect.objectContaining({ name: 'limit', in: 'query', required: false }),
      ]),
    )
    expect(read.responses['400']).toEqual({ $ref: '#/components/responses/invalidParameter' })
    const insights = document.paths['/v2/kyb/{kyb_response_id}']?.get as { parameters: { name: string; in: string; required: boolean }[] }
    expect(insights.parameters).toContainEqual(expect.objectContaining({ name: 'kyb_response_id', in: 'path', required: true }))
    expect(document.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'token' })
    expect(document.security).toEqual([{ token: [] }])
    const search = document.paths['/v2/kyb']?.post as { responses: Record<string, { headers?: Record<string, unknown> }> }
    expect(search.responses['200']?.headers?.Signature).toEqual({ $ref: '#/components/headers/Signature' })
    expect(document.components.responses.tooManyRequests).toMatchObject({ headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } })
    expect(document.components.schemas.ErrorEnvelope).toMatchObject({ required: expect.arrayContaining(['error', 'message', 'data']) })
  })

  it('merges variants of one path into one operation and describes multipart fields', async () => {
    const fileUpload = defineRoute({
      id: 'testKycUpload',
      method: 'POST',
      path: '/api/search',
      summary: 'Multipart variant',
      tag: 'kyc',
      auth: 'account',
      bodyKind: 'multipart',
      body: z.object({ services: z.string().describe('must be kyc'), proof: z.file().describe('the document image') }),
      response: z.object({ reference: z.string() }),
      enveloped: false,
      variant: { field: 'services', value: 'kyc' },
    })
    const routes: RouteDef[] = [...registryRoutes, fileUpload]
    const document = buildOpenApiDocument(routes, info)
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy()
    const search = document.paths['/api/search']?.post as { 'x-route-ids': string[]; requestBody: { content: Record<string, { schema: { properties: Record<string, { description?: string }> } }> } }
    expect(search['x-route-ids']).toEqual(['v1Search', 'testKycUpload'])
    expect(Object.keys(search.requestBody.content).sort()).toEqual(['application/json', 'multipart/form-data'])
    const multipart = search.requestBody.content['multipart/form-data']?.schema
    expect(multipart?.properties.proof?.description).toBe('the document image')
    expect(multipart?.properties.services?.description).toBe('must be kyc')
  })

  it('documents routes that share a path but differ by token kind as one operation', async () => {
    const byToken = [0, 1].map((n) =>
      defineRoute({
        id: `testList${n}`,
        method: 'GET',
        path: '/api/test-list',
        summary: `List ${n}`,
        tag: 'questionnaires',
        auth: n === 0 ? 'account' : 'questionnaire',
        bodyKind: 'none',
        query: n === 0 ? z.object({ page: z.string().optional(), mine: z.string() }) : z.object({ page: z.string().optional() }),
        response: z.object({ n: z.literal(n) }),
        enveloped: true,
      }),
    )
    const document = buildOpenApiDocument(byToken, info)
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy()
    const operation = document.paths['/api/test-list']?.get as { description: string; parameters: { name: string; required: boolean }[]; responses: Record<string, unknown> }
    expect(operation.description).toContain('testList1 (questionnaire token)')
    expect(operation.parameters).toEqual([expect.objectContaining({ name: 'page', required: false }), expect.objectContaining({ name: 'mine', required: false })])
    expect(operation.responses['410']).toEqual({ $ref: '#/components/responses/expired' })
  })

  it('declares the parameters of a union or intersection query', async () => {
    const route = defineRoute({
      id: 'testUnionQuery',
      method: 'GET',
      path: '/api/test-union',
      summary: 'Union query',
      tag: 'aml',
      auth: 'account',
      bodyKind: 'none',
      query: z.union([z.object({ a: z.string(), shared: z.string() }), z.object({ b: z.string(), shared: z.string() })]).and(z.object({ page: z.string().optional() })),
      response: z.object({}),
      enveloped: true,
    })
    const document = buildOpenApiDocument([route], info)
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy()
    const parameters = (document.paths['/api/test-union']?.get as { parameters: { name: string; required: boolean }[] }).parameters
    expect(parameters.map((p) => [p.name, p.required]).sort()).toEqual([['a', false], ['b', false], ['page', false], ['shared', true]])
    const intersection = buildOpenApiDocument([{ ...route, query: z.object({ id: z.string() }).and(z.object({ limit: z.string().optional() })) }], info)
    const merged = (intersection.paths['/api/test-union']?.get as { parameters: { name: string; required: boolean }[] }).parameters
    expect(merged.map((p) => [p.name, p.required]).sort()).toEqual([['id', true], ['limit', false]])
  })

  it('hoists recursive schemas into components with resolvable references', () => {
    const document = buildOpenApiDocument(routeTable, info)
    const text = JSON.stringify(document)
    expect(text).not.toContain('#/$defs/')
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) expect(document.components.schemas[name as string]).toBeDefined()
    expect(document.components.schemas.OwnershipNode).toBeDefined()
  })
})
