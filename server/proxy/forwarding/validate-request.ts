import type { z } from 'zod'
import { describeFieldErrors, type FieldError, toFieldErrors } from '@contract/errors'
import type { RouteDef } from '@contract/route'
import { HttpError } from '../../shared/envelope'

export interface RawRequestParts {
  params: unknown
  query: unknown
  body: unknown
}

function check(schema: z.ZodType | undefined, value: unknown, prefix: string, fields: FieldError[]) {
  if (!schema) return
  const result = schema.safeParse(value ?? {})
  if (!result.success)
    fields.push(...toFieldErrors(result.error).map((f) => ({ ...f, path: prefix ? `${prefix}${f.path}` : f.path })))
}

/**
 * Validates path parameters, query and body with the route's contract schemas before any upstream
 * call; throws a 400 whose message names each field and rule (data.fields for forms).
 */
export function validateRequest(route: RouteDef, parts: RawRequestParts) {
  const fields: FieldError[] = []
  check(route.params, parts.params, '', fields)
  check(route.query, parts.query, '', fields)
  if (route.bodyKind !== 'none') check(route.body, parts.body, '', fields)
  if (fields.length > 0) throw new HttpError(400, `Invalid request: ${describeFieldErrors(fields)}`, { fields })
}
