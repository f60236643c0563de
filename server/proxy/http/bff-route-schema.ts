import type { Permission } from '@contract/bff/permissions'
import { ErrorEnvelopeSchema } from '@contract/errors'
import type { RouteOptions } from 'fastify'
import { z } from 'zod'
import { jsonResponse } from '../../shared/openapi/contract-route-schema'

/** The proxy's own error answers, each with the error envelope. */
const bffErrorDescriptions: Record<string, string> = {
  '400': 'Invalid request; data.fields lists each field and the rule it broke',
  '401': 'Not signed in (no valid session)',
  '403':
    'The role lacks the permission, or the X-Requested-With: kybdesk header is missing on a state-changing request',
  '404': 'Unknown identifier',
  '429': 'Too many requests; see the Retry-After header',
  '500': 'Unexpected error',
  '502': 'The upstream did not answer, or its answer failed the signature check or the contract',
}

/** What a route of the proxy itself (not forwarded) declares about itself for the OpenAPI document. */
export interface BffRouteDoc {
  tag: 'auth' | 'users' | 'audit' | 'requests' | 'callbacks' | 'events' | 'files' | 'meta' | (string & {})
  summary: string
  /** undefined = no session needed; 'signed-in' = any role. */
  access?: Permission | 'signed-in'
  query?: z.ZodType
  params?: z.ZodType
  /** Request headers the route reads (an object schema: name → value). */
  headers?: z.ZodType
  body?: z.ZodType
  /** Success status and body (undefined body = no content). */
  status?: 200 | 201 | 204
  response?: z.ZodType
  /** Non-JSON success media type (CSV, an event stream, a file): the body is `mediaSchema`, a string by default. */
  mediaType?: string
  mediaSchema?: z.ZodType
  /** Answers other than the proxy's shared error envelopes (they replace the default of that code). */
  otherResponses?: Record<string, { description: string; schema?: z.ZodType }>
}

/** An answer without a body (a `null` schema is documented as a response with no content). */
const noContent = (description: string) => z.null().describe(description)

/**
 * The Fastify route schema (zod, documentation only: server/shared/openapi/register-openapi.ts) of a
 * route of the proxy: its inputs and answers. The shared error answers are added to every route by
 * `addBffErrorResponses`.
 */
export function bffRouteSchema(doc: BffRouteDoc): Record<string, unknown> {
  const status = doc.status ?? 200
  const success =
    doc.mediaType !== undefined
      ? jsonResponse('Success', doc.mediaSchema ?? z.string(), doc.mediaType)
      : doc.response
        ? jsonResponse('Success', doc.response)
        : noContent(status === 204 ? 'Done (no content)' : 'Success')
  const responses: Record<string, unknown> = { [String(status)]: success }
  for (const [code, other] of Object.entries(doc.otherResponses ?? {})) {
    responses[code] = other.schema ? jsonResponse(other.description, other.schema) : noContent(other.description)
  }
  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.access ? { 'x-permission': doc.access } : { security: [] }),
    ...(doc.query ? { querystring: doc.query } : {}),
    ...(doc.params ? { params: doc.params } : {}),
    ...(doc.headers ? { headers: doc.headers } : {}),
    ...(doc.body ? { body: doc.body } : {}),
    response: responses,
  }
}

/** Rate limits (429) and the CSRF header rule apply under /bff and /auth, not to /callbacks. */
const isDashboardApi = (url: string) => url.startsWith('/bff/') || url.startsWith('/auth/')

/**
 * Adds the proxy's error answers that apply to a route (an `onRoute` hook): 400 with inputs, 401 and
 * 403 behind a session, 403 for the CSRF rule, 404 with path parameters, 429 under the rate limit,
 * 502 for forwarded routes, 500 always. Answers the route declares itself are kept.
 */
export function addBffErrorResponses(route: RouteOptions) {
  const schema = route.schema as (Record<string, unknown> & { response?: Record<string, unknown> }) | undefined
  if (!schema?.response) return
  const method = String(route.method)
  const url = route.url
  const signedIn = schema.security === undefined
  const codes = ['500']
  if (isDashboardApi(url)) codes.push('429')
  if (schema.body || schema.querystring || schema.params) codes.push('400')
  if (signedIn) codes.push('401')
  if (signedIn || (method !== 'GET' && isDashboardApi(url))) codes.push('403')
  if (schema.params) codes.push('404')
  if (url.startsWith('/bff/upstream/')) codes.push('502')
  for (const code of codes)
    schema.response[code] ??= jsonResponse(bffErrorDescriptions[code] ?? 'Error', ErrorEnvelopeSchema)
}
