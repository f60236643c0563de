import { liveKeys } from '@contract/bff/live-events'
import { RequestListResponseSchema, type RequestKind, type RequestListResponse } from '@contract/bff/requests'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export async function fetchMyRequests(
  kind: RequestKind,
  limit: number,
  signal?: AbortSignal,
): Promise<RequestListResponse> {
  const body = await apiRequest('/bff/requests', { query: { kind, mine: 'true', page: 1, limit }, signal })
  return RequestListResponseSchema.parse(body)
}

/** The signed-in user's latest searches, from the proxy's request index. */
export const recentSearchQueries = {
  mine: (kind: 'kyb_search_v1' | 'kyb_search_v2', limit = 8) =>
    queryOptions({
      queryKey: [...liveKeys.requests(), { kind, mine: true, page: 1, limit }],
      queryFn: ({ signal }) => fetchMyRequests(kind, limit, signal),
    }),
}
