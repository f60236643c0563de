import { z } from 'zod'

/**
 * `services[]` of `POST /api/search` after bracket parsing: a list (or one plain value) that must
 * include `service`. The parsed value is always a list.
 */
export function servicesFieldSchema(service: string) {
  return z
    .union([z.array(z.string()), z.string()], {
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of service names'),
    })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .refine((value) => value.includes(service), `must include ${service}`)
}
