import type { OverviewResponse } from '@contract/bff/overview'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

const loadParseOverview = () => import('./parse-overview').then((m) => m.parseOverview)

export async function fetchOverview(days: number, signal?: AbortSignal): Promise<OverviewResponse> {
  const [parse, body] = await Promise.all([loadParseOverview(), apiRequest('/bff/overview', { query: { days }, signal })])
  return parse(body)
}

export const overviewQueries = {
  /** Under the request index's live key: a new or changed request refreshes the figures. */
  figures: (days: number) => queryOptions({ queryKey: ['requests', 'overview', { days }], queryFn: ({ signal }) => fetchOverview(days, signal) }),
}
