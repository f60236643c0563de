import { RequestListResponseSchema } from '@contract/bff/requests'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export async function fetchMatchingRequests(term: string, signal?: AbortSignal) {
  return RequestListResponseSchema.parse(
    await apiRequest('/bff/requests', { query: { q: term, page: 1, limit: 8 }, signal }),
  )
}

/** Requests of the index whose id or search text contains `term` (the command palette's "open a request"). */
export const requestQueries = {
  matching: (term: string) =>
    queryOptions({
      queryKey: ['requests', 'matching', term],
      queryFn: ({ signal }) => fetchMatchingRequests(term, signal),
      staleTime: 10_000,
    }),
}
