import { ErrorEnvelopeSchema, statusCodes } from '@contract/errors'
import type { RouteDef } from '@contract/route'
import { z } from 'zod'

/**
 * The Fastify route schema (zod, documentation only: see register-openapi.ts) of one endpoint of
 * the contract. Routes sharing one method and path (the services of `POST /api/search`) become one
 * operation whose body and response are the union of the variants; `x-route-ids` lists their ids.
 */
export type ContractRouteSchema = Record<string, unknown>

export const contractTagDescriptions: Record<RouteDef['tag'], string> = {
  countries: 'Countries and states served by registry search',
  'registry-v1': 'Version 1 registry search (KYB Check) and enhanced company profiles',
  'registry-v2': 'Version 2 registry search (recommended) and detailed company insights',
  aml: 'AML screening of companies and officers',
  'ongoing-aml': 'Ongoing AML monitoring',
  questionnaires: 'Questionnaires, business information and document-based KYB',
  ocr: 'OCR of uploaded company documents',
  kyc: 'Identity (document and address) verification',
  sandbox: 'Sandbox (embedded upstream only): create companies, watchlist entries and documents for demos and tests',
}

/** The error answers of ADR 0008, each with the error envelope. */
const errorDescriptions: Record<keyof typeof statusCodes, string> = {
  invalidParameter: 'Invalid or missing parameter; data.fields lists each field and the rule it broke',
  unauthorized: 'Missing or invalid token',
  forbidden: 'Token not allowed here (questionnaire token on an account endpoint, or another questionnaire)',
  notFound: 'Unknown identifier',
  expired: 'Questionnaire link expired',
  tooLarge: 'File too large',
  unsupportedType: 'File type not allowed',
  tooManyRequests: 'Too many requests; see the Retry-After header',
  unexpected: 'Unexpected error',
}

function errorKeysFor(routes: readonly RouteDef[]): (keyof typeof statusCodes)[] {
  const hasInput = routes.some((r) => r.query || r.body || r.params)
  const keys: (keyof typeof statusCodes)[] = ['unauthorized', 'forbidden', 'tooManyRequests', 'unexpected']
  if (hasInput) keys.push('invalidParameter', 'notFound')
  if (routes.some((r) => r.auth !== 'account')) keys.push('expired')
  if (routes.some((r) => r.bodyKind === 'multipart')) keys.push('tooLarge', 'unsupportedType')
  return keys.sort((a, b) => statusCodes[a] - statusCodes[b])
}

/** A response of `schema` under one media type, with its description. */
export function jsonResponse(description: string, schema: z.ZodType, mediaType = 'application/json') {
  return { description, content: { [mediaType]: { schema } } }
}

/** The error answers of the contract's routes, keyed by status code. */
export function contractErrorResponses(routes: readonly RouteDef[]): Record<string, ReturnType<typeof jsonResponse>> {
  return Object.fromEntries(
    errorKeysFor(routes).map((key) => [
      String(statusCodes[key]),
      jsonResponse(errorDescriptions[key], ErrorEnvelopeSchema),
    ]),
  )
}

const unionOf = (schemas: z.ZodType[]): z.ZodType =>
  schemas.length === 1 ? (schemas[0] as z.ZodType) : z.union(schemas as [z.ZodType, z.ZodType, ...z.ZodType[]])

function defined<T>(values: readonly (T | undefined)[]): T[] {
  return values.filter((value): value is T => value !== undefined)
}

/** How the routes behind one method and path differ: by `services` value or by the kind of token. */
function describeAlternatives(routes: readonly RouteDef[]): string {
  const variants = routes.filter((r) => r.variant)
  const byService = variants.length
    ? `Several services, chosen by \`${variants[0]?.variant?.field ?? 'services'}\`: ${variants.map((r) => `${r.variant?.value} (${r.bodyKind} body, ${r.auth} token)`).join(', ')}.`
    : ''
  const others = routes.filter((r) => !r.variant)
  const byToken =
    others.length > 1 || (others.length && variants.length)
      ? ` Without a variant: ${others.map((r) => `${r.id} (${r.auth} token)`).join(', ')}.`
      : ''
  return `${byService}${byToken}`.trim()
}

export function contractRouteSchema(routes: readonly RouteDef[]): ContractRouteSchema {
  const first = routes[0]
  if (!first) throw new Error('contractRouteSchema needs at least one route')
  const queries = defined(routes.map((r) => r.query))
  const params = defined(routes.map((r) => r.params))
  const bodies = defined(routes.map((r) => (r.bodyKind === 'none' ? undefined : r.body)))
  return {
    operationId: routes.map((r) => r.id).join('Or'),
    summary: routes.length === 1 ? first.summary : routes.map((r) => r.summary).join(' | '),
    ...(routes.length > 1 ? { description: describeAlternatives(routes) } : {}),
    tags: [...new Set(routes.map((r) => r.tag))],
    'x-route-ids': routes.map((r) => r.id),
    'x-auth': [...new Set(routes.map((r) => r.auth))].join(' | '),
    ...(queries.length ? { querystring: unionOf(queries) } : {}),
    ...(params.length ? { params: unionOf(params) } : {}),
    ...(bodies.length
      ? {
          body: unionOf(bodies),
          consumes: [routes.some((r) => r.bodyKind === 'multipart') ? 'multipart/form-data' : 'application/json'],
        }
      : {}),
    response: {
      200: jsonResponse(
        first.enveloped ? 'Success (envelope)' : 'Success (bare identifiers, no envelope)',
        unionOf(routes.map((r) => r.response)),
      ),
      ...contractErrorResponses(routes),
    },
  }
}
