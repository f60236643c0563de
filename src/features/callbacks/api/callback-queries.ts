import {
  CallbackListResponseSchema,
  CallbackReapplyResponseSchema,
  type CallbackVerdict,
} from '@contract/bff/callbacks'
import { liveKeys } from '@contract/bff/live-events'
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export interface CallbackFilters {
  verdict?: CallbackVerdict
  event?: string
  page: number
}

export async function fetchCallbacks(filters: CallbackFilters, signal?: AbortSignal) {
  return CallbackListResponseSchema.parse(
    await apiRequest('/bff/callbacks', { query: { ...filters, limit: 25 }, signal }),
  )
}

export async function postReapply(id: string) {
  return CallbackReapplyResponseSchema.parse(
    await apiRequest(`/bff/callbacks/${encodeURIComponent(id)}/reapply`, { method: 'POST' }),
  )
}

export const callbackQueries = {
  all: () => liveKeys.callbacks(),
  list: (filters: CallbackFilters) =>
    queryOptions({
      queryKey: [...callbackQueries.all(), filters],
      queryFn: ({ signal }) => fetchCallbacks(filters, signal),
      placeholderData: keepPreviousData,
    }),
}

export const callbackMutations = {
  reapply: () =>
    mutationOptions({
      mutationKey: ['callbacks', 'reapply'],
      mutationFn: postReapply,
      meta: { invalidates: [liveKeys.requests(), liveKeys.audit()] },
    }),
}
