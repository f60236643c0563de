import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Health } from './health-schema'

export type { Health } from './health-schema'

/** The validator is loaded alongside the request, not before it (first-route size, ADR 0004). */
const loadParseHealth = () => import('./health-schema').then((m) => m.parseHealth)

export async function fetchHealth(signal?: AbortSignal): Promise<Health> {
  const [parseHealth, body] = await Promise.all([loadParseHealth(), apiRequest('/healthz', { signal })])
  return parseHealth(body)
}

export const healthQueries = {
  all: () => ['health'] as const,
  status: () =>
    queryOptions({
      queryKey: [...healthQueries.all(), 'status'],
      queryFn: ({ signal }) => fetchHealth(signal),
      refetchInterval: 30_000,
    }),
}
