import {
  AmlQueueResponseSchema,
  AmlReviewResponseSchema,
  type AmlQueueQuery,
  type AmlQueueResponse,
  type AmlReviewResponse,
} from '@contract/bff/aml-review'
import { liveKeys } from '@contract/bff/live-events'
import { ReadAmlResponseSchema, type AmlResult } from '@contract/services/aml-hits'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export async function fetchAmlResult(amlRequestId: string, signal?: AbortSignal): Promise<AmlResult> {
  const body = await apiRequest('/bff/upstream/api/readAmlResponse', {
    query: { aml_request_id: amlRequestId },
    signal,
  })
  return ReadAmlResponseSchema.parse(body).data
}

export async function fetchAmlReview(amlRequestId: string, signal?: AbortSignal): Promise<AmlReviewResponse> {
  return AmlReviewResponseSchema.parse(await apiRequest(`/bff/aml/${encodeURIComponent(amlRequestId)}`, { signal }))
}

export async function fetchAmlQueue(filters: AmlQueueQuery, signal?: AbortSignal): Promise<AmlQueueResponse> {
  return AmlQueueResponseSchema.parse(await apiRequest('/bff/aml/queue', { query: { ...filters }, signal }))
}

const pollEvery = 2000

/** Keys start with liveKeys.aml(id) / liveKeys.amlQueue() so that live events refresh them at once. */
export const amlQueries = {
  /** A screening's status and hits (the hits extension); polled only while it is pending. */
  result: (amlRequestId: string) =>
    queryOptions({
      queryKey: [...liveKeys.aml(amlRequestId), 'result'],
      queryFn: ({ signal }) => fetchAmlResult(amlRequestId, signal),
      refetchInterval: (query) => (query.state.data?.request_status === 'pending' ? pollEvery : false),
    }),
  review: (amlRequestId: string) =>
    queryOptions({
      queryKey: [...liveKeys.aml(amlRequestId), 'review'],
      queryFn: ({ signal }) => fetchAmlReview(amlRequestId, signal),
      refetchInterval: (query) => (query.state.data?.result?.request_status === 'pending' ? pollEvery : false),
    }),
  queue: (filters: AmlQueueQuery) =>
    queryOptions({
      queryKey: [...liveKeys.amlQueue(), filters],
      queryFn: ({ signal }) => fetchAmlQueue(filters, signal),
    }),
}
