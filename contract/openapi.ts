import { z } from 'zod'
import { ErrorEnvelopeSchema, statusCodes } from './errors'
import type { RouteDef } from './route'

/**
 * Builds an OpenAPI 3.1 document from the route table with z.toJSONSchema. Request schemas are
 * converted as inputs (defaults shown, optional fields not required), responses as outputs.
 * Routes sharing a method and path (the `services` variants of `POST /api/search`) become one
 * operation whose body and response are a oneOf of the variants; `x-route-ids` lists their ids.
 */
export interface OpenApiInfo {
  title: string
  version: string
  description?: string
}

type JsonSchema = Record<string, unknown>
type Io = 'input' | 'output'

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: OpenApiInfo
  servers: { url: string; description: string }[]
  security: Record<string, string[]>[]
  tags: { name: string; description: string }[]
  paths: Record<string, Record<string, JsonSchema>>
  components: {
    schemas: Record<string, JsonSchema>
    responses: Record<string, JsonSchema>
    headers?: Record<string, JsonSchema>
    securitySchemes: Record<string, JsonSchema>
  }
}

const tagDescriptions: Record<RouteDef['tag'], string> = {
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

/** The error responses of ADR 0008, each with the error envelope. */
const errorResponses: Record<keyof typeof statusCodes, string> = {
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

/** Converts zod schemas, hoisting their `$defs` into components.schemas with rewritten `$ref`s. */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {}
  private counter = 0

  convert(schema: z.ZodType, io: Io): JsonSchema {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12', cycles: 'ref', reused: 'inline' }) as JsonSchema
    const { $defs, $schema: _ignored, ...rest } = json as JsonSchema & { $defs?: Record<string, JsonSchema>; $schema?: string }
    const renames = new Map<string, string>()
    for (const [key, def] of Object.entries($defs ?? {})) renames.set(key, this.componentName(key, def, io))
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite)
      if (value === null || typeof value !== 'object') return value
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => {
          if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')) {
            const target = renames.get(inner.slice('#/$defs/'.length)) ?? inner
            return [key, `#/components/schemas/${target}`]
          }
          return [key, rewrite(inner)]
        }),
      )
    }
    for (const [key, def] of Object.entries($defs ?? {})) {
      const name = renames.get(key) ?? key
      this.components[name] = rewrite(def) as JsonSchema
    }
    // A schema that is itself a $def (the root refers to itself) comes back as a bare $ref.
    return rewrite(rest) as JsonSchema
  }

  private componentName(key: string, def: JsonSchema, io: Io): string {
    const base = /^__schema\d+$/.test(key) ? `Schema${(this.counter += 1)}` : key
    const existing = this.components[base]
    // Compare with the stored component as it was before its refs were rewritten.
    if (!existing || JSON.stringify(existing).replaceAll('#/components/schemas/', '#/$defs/') === JSON.stringify(def)) return base
    return `${base}_${io}`
  }
}

function parametersOf(converter: SchemaConverter, route: RouteDef): JsonSchema[] {
  const parameters: JsonSchema[] = []
  const add = (schema: z.ZodType | undefined, location: 'query' | 'path') => {
    if (!schema) return
    const lists = objectVariants(converter.convert(schema, 'input')).map((variant) =>
      Object.entries(variant.properties ?? {}).map(([name, property]) => {
        const { description, ...propertySchema } = property
        return {
          name,
          in: location,
          required: location === 'path' || (variant.required ?? []).includes(name),
          schema: propertySchema,
          ...(typeof description === 'string' ? { description } : {}),
        }
      }),
    )
    parameters.push(...mergeParameters(lists))
  }
  add(route.params, 'path')
  add(route.query, 'query')
  // Placeholders without a params schema still need to be declared.
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
    if (!parameters.some((p) => p.in === 'path' && p.name === name)) parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } })
  }
  return parameters
}

interface ObjectSchema {
  properties?: Record<string, JsonSchema>
  required?: string[]
}

/** The object schemas a query or params schema stands for: itself, or each member of a union. */
function objectVariants(json: JsonSchema): ObjectSchema[] {
  const members = [json.anyOf, json.oneOf].find(Array.isArray) as JsonSchema[] | undefined
  if (members) return members.flatMap(objectVariants)
  if (Array.isArray(json.allOf)) {
    // Every combination of one variant per part.
    return (json.allOf as JsonSchema[]).reduce<ObjectSchema[]>(
      (combinations, part) =>
        combinations.flatMap((combination) =>
          objectVariants(part).map((variant) => ({
            properties: { ...combination.properties, ...variant.properties },
            required: [...(combination.required ?? []), ...(variant.required ?? [])],
          })),
        ),
      [{ properties: {}, required: [] }],
    )
  }
  return [json as ObjectSchema]
}

/** Parameters of routes sharing one operation: each once, required only when every route requires it. */
function mergeParameters(lists: JsonSchema[][]): JsonSchema[] {
  const merged = new Map<string, JsonSchema>()
  for (const parameter of lists.flat()) {
    const key = `${String(parameter.in)} ${String(parameter.name)}`
    const inAll = lists.every((list) => list.some((p) => `${String(p.in)} ${String(p.name)}` === key && p.required === true))
    merged.set(key, { ...(merged.get(key) ?? parameter), required: parameter.in === 'path' || inAll })
  }
  return [...merged.values()]
}

/** How the routes behind one method and path differ: by `services` value or by the kind of token. */
function describeAlternatives(routes: readonly RouteDef[]): string {
  const variants = routes.filter((r) => r.variant)
  const byService = variants.length
    ? `Several services, chosen by \`${variants[0]?.variant?.field ?? 'services'}\`: ${variants.map((r) => `${r.variant?.value} (${r.bodyKind} body, ${r.auth} token)`).join(', ')}.`
    : ''
  const others = routes.filter((r) => !r.variant)
  const byToken = others.length > 1 || (others.length && variants.length) ? ` Without a variant: ${others.map((r) => `${r.id} (${r.auth} token)`).join(', ')}.` : ''
  return `${byService}${byToken}`.trim()
}

function oneOf(schemas: JsonSchema[]): JsonSchema {
  return schemas.length === 1 ? (schemas[0] as JsonSchema) : { oneOf: schemas }
}

function requestBodyOf(converter: SchemaConverter, routes: readonly RouteDef[]): JsonSchema | undefined {
  const byType = new Map<string, JsonSchema[]>()
  for (const route of routes) {
    if (!route.body || route.bodyKind === 'none') continue
    const type = route.bodyKind === 'multipart' ? 'multipart/form-data' : 'application/json'
    const schema = converter.convert(route.body, 'input')
    if (route.variant) {
      const note = `${route.variant.field} includes ${route.variant.value}: ${route.summary}`
      schema.description = typeof schema.description === 'string' ? `${note}. ${schema.description}` : note
    }
    byType.set(type, [...(byType.get(type) ?? []), schema])
  }
  if (byType.size === 0) return undefined
  const content = Object.fromEntries([...byType].map(([type, schemas]) => [type, { schema: oneOf(schemas) }]))
  return { required: true, content }
}

export interface OpenApiOptions {
  /** Example success bodies by route id, shown with the 200 response. */
  responseExamples?: Readonly<Record<string, unknown>>
}

function operationOf(converter: SchemaConverter, routes: readonly RouteDef[], options: OpenApiOptions): JsonSchema {
  const first = routes[0] as RouteDef
  const body = requestBodyOf(converter, routes)
  const responses: Record<string, JsonSchema> = {
    '200': {
      description: routes.map((r) => (r.enveloped ? 'Success (envelope)' : 'Success (bare identifiers, no envelope)'))[0] ?? 'Success',
      headers: { Signature: { $ref: '#/components/headers/Signature' } },
      content: { 'application/json': { schema: oneOf(routes.map((r) => converter.convert(r.response, 'output'))), ...examplesOf(routes, options) } },
    },
  }
  for (const key of errorKeysFor(routes)) responses[String(statusCodes[key])] = { $ref: `#/components/responses/${key}` }
  return {
    operationId: routes.map((r) => r.id).join('Or'),
    summary: routes.length === 1 ? first.summary : routes.map((r) => r.summary).join(' | '),
    ...(routes.length > 1 ? { description: describeAlternatives(routes) } : {}),
    tags: [...new Set(routes.map((r) => r.tag))],
    'x-route-ids': routes.map((r) => r.id),
    'x-auth': [...new Set(routes.map((r) => r.auth))].join(' | '),
    parameters: mergeParameters(routes.map((route) => parametersOf(converter, route))),
    ...(body ? { requestBody: body } : {}),
    responses,
  }
}

function examplesOf(routes: readonly RouteDef[], options: OpenApiOptions): JsonSchema {
  const examples = Object.fromEntries(
    routes.flatMap((r) => (options.responseExamples && r.id in options.responseExamples ? [[r.id, { summary: r.summary, value: options.responseExamples[r.id] }]] : [])),
  )
  return Object.keys(examples).length ? { examples } : {}
}

export function buildOpenApiDocument(routes: readonly RouteDef[], info: OpenApiInfo, options: OpenApiOptions = {}): OpenApiDocument {
  const converter = new SchemaConverter()
  const groups = new Map<string, RouteDef[]>()
  for (const route of routes) {
    const key = `${route.method} ${route.path}`
    groups.set(key, [...(groups.get(key) ?? []), route])
  }
  const paths: OpenApiDocument['paths'] = {}
  for (const group of groups.values()) {
    const first = group[0] as RouteDef
    paths[first.path] = { ...paths[first.path], [first.method.toLowerCase()]: operationOf(converter, group, options) }
  }
  const errorEnvelope = converter.convert(ErrorEnvelopeSchema, 'output')
  const usedTags = [...new Set(routes.map((r) => r.tag))]
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/', description: 'The service base URL ({base_url})' }],
    security: [{ token: [] }],
    tags: usedTags.map((name) => ({ name, description: tagDescriptions[name] })),
    paths,
    components: {
      schemas: { ...converter.components, ErrorEnvelope: errorEnvelope },
      responses: Object.fromEntries(
        Object.entries(errorResponses).map(([key, description]) => [
          key,
          {
            description,
            headers: {
              Signature: { $ref: '#/components/headers/Signature' },
              ...(key === 'tooManyRequests' ? { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } : {}),
            },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
          },
        ]),
      ),
      headers: {
        Signature: {
          description:
            'Lower-case hex sha256(raw_body + hex(sha256(secret_key))) (ADR 0008); vendors signing the legacy way send sp_signature = sha256(body + secret_key) instead',
          schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
        },
        RetryAfter: { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } },
      },
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'token',
          description: 'The account secret key, or on questionnaire-link endpoints the questionnaire token (spec §5).',
        },
      },
    },
  }
}
