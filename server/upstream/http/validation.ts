import { describeFieldErrors, toFieldErrors } from '@contract/errors'
import type { z } from 'zod'
import { HttpError } from '../../shared/envelope'

/**
 * Parses `value` with `schema`, or throws a 400 whose message names every bad field and its rule
 * and whose `data.fields` lists them (contract/errors.ts).
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'query' | 'body' | 'path',
): z.infer<S> {
  const result = schema.safeParse(value ?? {})
  if (result.success) return result.data
  const fields = toFieldErrors(result.error)
  throw new HttpError(
    400,
    `Invalid ${where === 'path' ? 'path parameter' : where === 'query' ? 'query parameter' : 'request body'}: ${describeFieldErrors(fields)}`,
    { fields },
  )
}
