/**
 * The operations of an OpenAPI 3 document as the fuzzer needs them: method, path template, path and
 * query parameters with their JSON Schemas, and the request body's content types and schema.
 */
export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  minimum?: number
  format?: string
  const?: unknown
}

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: JsonSchema
}

export interface Operation {
  method: string
  /** OpenAPI path, e.g. `/bff/users/{id}`. */
  path: string
  parameters: Parameter[]
  /** Content types of the request body (empty: no body declared). */
  contentTypes: string[]
  body?: JsonSchema
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >
}

export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {}
      const contentTypes = Object.keys(content)
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        contentTypes,
        body: contentTypes.length ? content[contentTypes[0]!]?.schema : undefined,
      }
    }),
  )
}

/** A value that fits `schema` closely enough to reach validation: the first enum value, a number, a short string. */
export function plausibleValue(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'x'
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0]
  if (choice) return plausibleValue(choice, depth + 1)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, plausibleValue(property, depth + 1)]),
      )
    case 'array':
      return [plausibleValue(schema.items, depth + 1)]
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1)
    case 'boolean':
      return true
    case 'null':
      return null
    default:
      return schema.format === 'date' ? '2024-01-31' : schema.format === 'email' ? 'someone@example.com' : 'x'
  }
}
