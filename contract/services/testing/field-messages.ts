import type { z } from 'zod'
import { toFieldErrors } from '../../errors'

/** The `path: message` lines a 400 would carry for `input`; empty when the input is valid. */
export function fieldMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input)
  return result.success ? [] : toFieldErrors(result.error).map((field) => `${field.path}: ${field.message}`)
}
