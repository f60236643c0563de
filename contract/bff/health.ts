import { z } from 'zod'

/** `GET /healthz` of the embedded upstream: it answers. */
export const UpstreamHealthSchema = z.object({
  status: z.literal('ok'),
  service: z.literal('kybdesk-upstream'),
  version: z.string(),
})
export type UpstreamHealth = z.infer<typeof UpstreamHealthSchema>

/** `GET /healthz` of the proxy: it answers, and whether the upstream does. The dashboard shows it. */
export const ProxyHealthSchema = z.object({
  status: z.literal('ok'),
  service: z.literal('kybdesk-proxy'),
  version: z.string(),
  upstream: z.object({ reachable: z.boolean(), status: z.number().nullable() }),
})
export type ProxyHealth = z.infer<typeof ProxyHealthSchema>

/**
 * `GET /readyz` of the proxy (200): it answers and its database does — what a load balancer in front of
 * several instances checks before sending them users; 503 otherwise.
 */
export const ProxyReadinessSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['sqlite', 'postgres']),
})
export type ProxyReadiness = z.infer<typeof ProxyReadinessSchema>
