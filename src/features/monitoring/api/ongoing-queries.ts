import { liveKeys } from '@contract/bff/live-events'
import {
  OngoingReadResponseSchema,
  OngoingUpdateResponseSchema,
  type OngoingReadResponse,
  type OngoingUpdateBody,
} from '@contract/services/ongoing-aml'
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { OngoingQuery } from '../utils/monitoring-url-state'

export async function fetchOngoing(query: OngoingQuery, signal?: AbortSignal): Promise<OngoingReadResponse['data']> {
  return OngoingReadResponseSchema.parse(await apiRequest('/bff/upstream/api/ongoingRequest/read', { query, signal }))
    .data
}

export async function postOngoingUpdate(body: OngoingUpdateBody) {
  return OngoingUpdateResponseSchema.parse(
    await apiRequest('/bff/upstream/api/ongoingRequest/update', { method: 'POST', body }),
  )
}

/** Keys start with liveKeys.ongoing(): a monitoring callback refreshes the table at once. */
export const ongoingQueries = {
  list: (query: OngoingQuery) =>
    queryOptions({ queryKey: [...liveKeys.ongoing(), query], queryFn: ({ signal }) => fetchOngoing(query, signal) }),
}

export const ongoingMutations = {
  update: () =>
    mutationOptions({
      mutationFn: postOngoingUpdate,
      meta: { invalidates: [liveKeys.ongoing(), liveKeys.requests()] },
    }),
}
