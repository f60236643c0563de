import { z } from 'zod'

/**
 * Query arrays arrive as `key[]=a&key[]=b` (as the spec writes them) or `key=a&key=b`; a query
 * parser yields a string for one value and an array for several. Both keys are accepted and merged.
 */
export function queryArrayInput<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), item], { error: 'must be a list of values' }).optional()
}

/** Merges the values sent under `key[]` and `key`; undefined when neither was sent. */
export function joinQueryArrays<T>(...values: Array<T | T[] | undefined>): T[] | undefined {
  const joined = values.flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  return joined.length > 0 ? joined : undefined
}

/** A country (or `country.state`) name sent in a list: trimmed, 1 to 128 characters. */
export const ListedNameSchema = z
  .string('must be a string')
  .trim()
  .min(1, 'must not be empty')
  .max(128, 'must be at most 128 characters')
