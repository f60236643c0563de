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
