import { z } from 'zod'
import { buildOpenApiDocument, type OpenApiDocument } from '@contract/openapi'
import type { RouteDef } from '@contract/route'
import { routeTable } from '@contract/route-table'
import { isForwarded, permissionOf } from '../forwarding/route-permissions'
import { bffEndpoints, type BffEndpoint } from './bff-endpoints'

type JsonSchema = Record<string, unknown>

/** Prefix under which the proxy forwards the upstream's account endpoints. */
export const upstreamPrefix = '/bff/upstream'

function toJson(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema
  return json
}

/** Query, path or header parameters from an object schema. */
function parametersOf(schema: z.ZodType | undefined, location: 'query' | 'path' | 'header'): JsonSchema[] {
  if (!schema) return []
  const json = toJson(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }))
}

/** Rate limits (429) and the CSRF header rule apply under /bff and /auth, not to /callbacks. */
function isDashboardApi(path: string) {
  return path.startsWith('/bff/') || path.startsWith('/auth/')
}

function errorResponses(endpoint: BffEndpoint): Record<string, JsonSchema> {
  const codes = ['500']
  if (isDashboardApi(endpoint.path)) codes.push('429')
  if (endpoint.body || endpoint.query || endpoint.params) codes.push('400')
  if (endpoint.access) codes.push('401')
  if (endpoint.access || (endpoint.method !== 'get' && isDashboardApi(endpoint.path))) codes.push('403')
  if (endpoint.params) codes.push('404')
  const responses: Record<string, JsonSchema> = Object.fromEntries(codes.map((code) => [code, { $ref: `#/components/responses/bff${code}` }]))
  for (const [code, other] of Object.entries(endpoint.otherResponses ?? {})) {
    responses[code] = { description: other.description, ...(other.schema ? { content: { 'application/json': { schema: toJson(other.schema, 'output') } } } : {}) }
  }
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)))
}

function operationOf(endpoint: BffEndpoint): JsonSchema {
  const success: JsonSchema = { description: endpoint.status === 204 ? 'Done (no content)' : 'Success' }
  if (endpoint.response) success.content = { 'application/json': { schema: toJson(endpoint.response, 'output') } }
  if (endpoint.mediaType) success.content = { [endpoint.mediaType]: { schema: endpoint.mediaSchema ?? { type: 'string' } } }
  return {
    operationId: `${endpoint.method}${endpoint.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ''))}`,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.access ? { 'x-permission': endpoint.access } : { security: [] }),
    parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query'), ...parametersOf(endpoint.headers, 'header')],
    ...(endpoint.body ? { requestBody: { required: true, content: { 'application/json': { schema: toJson(endpoint.body, 'input') } } } } : {}),
    responses: { [String(endpoint.status)]: success, ...errorResponses(endpoint) },
  }
}

/** An upstream operation as the BFF forwards it: its permission, the proxy's 401/403 and 502. */
function forwardedOperation(op: JsonSchema, routes: readonly RouteDef[]): JsonSchema {
  const ids = op['x-route-ids'] as string[]
  const permissions = [...new Set(routes.filter((r) => ids.includes(r.id)).map(permissionOf))].filter((p) => p !== undefined)
  // The proxy answers with its own errors, and does not pass the upstream's Signature header on.
  const responses: Record<string, JsonSchema> = {}
  for (const [code, response] of Object.entries(op.responses as Record<string, JsonSchema>)) {
    const { headers: _upstreamHeaders, ...rest } = response
    responses[code] = code in bffErrors ? { $ref: `#/components/responses/bff${code}` } : rest
  }
  for (const code of ['401', '403', '502']) responses[code] = { $ref: `#/components/responses/bff${code}` }
  return {
    ...op,
    operationId: `upstream_${String(op.operationId)}`,
    tags: (op.tags as string[]).map((t) => `upstream:${t}`),
    ...(permissions.length > 0 ? { 'x-permission': permissions.length === 1 ? permissions[0] : permissions } : {}),
    responses,
  }
}

const bffErrors: Record<string, string> = {
  '400': 'Invalid request; data.fields lists each field and the rule it broke',
  '401': 'Not signed in (no valid session)',
  '403': 'The role lacks the permission, or the X-Requested-With: kybdesk header is missing on a state-changing request',
  '404': 'Unknown identifier',
  '429': 'Too many requests; see the Retry-After header',
  '500': 'Unexpected error',
  '502': 'The upstream did not answer, or its answer failed the signature check or the contract',
}

/**
 * The OpenAPI 3.1 document of the /bff API: the proxy's own endpoints (auth, users, audit, the
 * request index, the callback inbox and receiver, live events, files) from their zod schemas, plus
 * every account endpoint of the upstream as forwarded under /bff/upstream (from the contract route
 * table). Every operation but sign-in and /callbacks/upstream uses the session cookie and, when it
 * changes state, the CSRF header.
 */
export function buildBffOpenApi(version: string, routes: readonly RouteDef[] = routeTable): OpenApiDocument {
  const forwarded = routes.filter(isForwarded)
  const upstream = buildOpenApiDocument(forwarded, { title: 'kybdesk BFF', version })
  const paths: OpenApiDocument['paths'] = {}
  for (const endpoint of bffEndpoints) paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operationOf(endpoint) }
  for (const [path, operations] of Object.entries(upstream.paths)) {
    paths[`${upstreamPrefix}${path}`] = Object.fromEntries(
      Object.entries(operations).map(([method, op]) => [method, forwardedOperation(op, forwarded)]),
    )
  }
  const errorEnvelope = { $ref: '#/components/schemas/ErrorEnvelope' }
  return {
    openapi: '3.1.0',
    info: {
      title: 'kybdesk BFF',
      version,
      description:
        'The API the kybdesk dashboard talks to. Sign in with POST /auth/login (session cookie). State-changing requests must send `X-Requested-With: kybdesk`. Endpoints under /bff/upstream forward to the Business Verification Service with the account key, which never leaves the proxy.',
    },
    servers: [{ url: '/', description: 'The kybdesk proxy' }],
    security: [{ session: [] }],
    tags: [
      { name: 'auth', description: 'Sign-in, sign-out, my account' },
      { name: 'users', description: 'User administration (admin)' },
      { name: 'audit', description: 'Audit trail (admin)' },
      { name: 'requests', description: 'The proxy’s index of its upstream requests (the vendor API cannot list them)' },
      { name: 'callbacks', description: 'Signed callbacks from the upstream and their inbox' },
      { name: 'events', description: 'Live events (Server-Sent Events) telling the dashboard what to refresh' },
      { name: 'files', description: 'File downloads from upstream file links' },
      { name: 'kyc', description: 'The KYC verification queue and reviewer decisions (four eyes on overrides)' },
      { name: 'meta', description: 'This document' },
      ...upstream.tags.map((tag) => ({ name: `upstream:${tag.name}`, description: `Forwarded: ${tag.description}` })),
    ],
    paths,
    components: {
      ...upstream.components,
      responses: {
        ...upstream.components.responses,
        ...Object.fromEntries(Object.entries(bffErrors).map(([code, description]) => [`bff${code}`, { description, content: { 'application/json': { schema: errorEnvelope } } }])),
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'kybdesk_session',
          description: 'Session cookie set by POST /auth/login: `__Host-kybdesk_session` over https, `kybdesk_session` on plain-http localhost.',
        },
      },
    },
  }
}
