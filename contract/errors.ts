import { z } from 'zod'

/**
 * The error envelope every failure comes in (spec §1, §7 and ADR 0008). For a 400,
 * `data.fields` lists each invalid field with the rule it broke, so clients can map messages back
 * onto form fields.
 */
export const FieldErrorSchema = z.object({
  /** Dotted path of the field as sent, e.g. `country_codes` or `document.age.min`. */
  path: z.string(),
  message: z.string(),
})
export type FieldError = z.infer<typeof FieldErrorSchema>

export const ErrorEnvelopeSchema = z.looseObject({
  error: z.literal(true),
  message: z.string(),
  data: z.looseObject({ fields: z.array(FieldErrorSchema).optional() }),
})
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>

/** Turns zod issues into field errors: "`name`: must be 3 to 128 characters". */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message }))
}

export function describeFieldErrors(fields: FieldError[]): string {
  return fields.map((f) => `${f.path}: ${f.message}`).join('; ')
}

/** HTTP status codes (ADR 0008). */
export const statusCodes = {
  invalidParameter: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  expired: 410,
  tooLarge: 413,
  unsupportedType: 415,
  tooManyRequests: 429,
  unexpected: 500,
} as const

/** The field errors of `value` against `schema`; empty when it is valid. */
export function fieldErrorsOf(schema: z.ZodType, value: unknown): FieldError[] {
  const result = schema.safeParse(value)
  return result.success ? [] : toFieldErrors(result.error)
}
