import * as z from 'zod/mini'

/** The proxy's own `/healthz` (not an upstream shape, so it lives here rather than in contract/). */
export const HealthSchema = z.object({
  status: z.string(),
  version: z.string(),
  upstream: z.object({ reachable: z.boolean(), status: z.nullable(z.number()) }),
})
export type Health = z.infer<typeof HealthSchema>

export function parseHealth(value: unknown): Health {
  return z.parse(HealthSchema, value)
}
