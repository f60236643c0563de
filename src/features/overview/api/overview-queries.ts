import type { OverviewResponse } from '@contract/bff/overview'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

/** The validators (zod) load alongside the overview's first request (first route, ADR 0004). */
const loadOverviewParsing = () => import('./parse-overview')

/** The overview's period parameters of a URL as a canonical query string ('' = the default, 30 days). */
export function periodSearch(params: URLSearchParams): string {
  const picked = new URLSearchParams()
  for (const key of ['period', 'from', 'to']) {
    const value = params.get(key)
    if (value) picked.set(key, value)
  }
  return picked.toString()
}

export async function fetchOverview(period: string, signal?: AbortSignal): Promise<OverviewResponse> {
  const parsing = loadOverviewParsing()
  // The default period needs no validation: its request goes out while the validators load.
  const query = period ? (await parsing).overviewQueryOf(period) : {}
  const [{ parseOverview }, body] = await Promise.all([parsing, apiRequest('/bff/overview', { query, signal })])
  return parseOverview(body)
}

export const overviewQueries = {
  /** Under the request index's live key: a new or changed request refreshes the figures. */
  figures: (period: string) =>
    queryOptions({
      queryKey: ['requests', 'overview', { period }],
      queryFn: ({ signal }) => fetchOverview(period, signal),
    }),
}
