import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client'

export const HealthSchema = z.object({
  status: z.string(),
  version: z.string(),
  upstream: z.object({ reachable: z.boolean(), status: z.number().nullable() }),
})
export type Health = z.infer<typeof HealthSchema>

export async function fetchHealth(signal?: AbortSignal): Promise<Health> {
  return HealthSchema.parse(await apiRequest('/healthz', { signal }))
}

export const healthQueries = {
  all: () => ['health'] as const,
  status: () => queryOptions({ queryKey: [...healthQueries.all(), 'status'], queryFn: ({ signal }) => fetchHealth(signal), refetchInterval: 30_000 }),
}
