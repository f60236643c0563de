import { liveKeys } from '@contract/bff/live-events'
import {
  V1KybSearchBodySchema,
  V1ReadKybResponseSchema,
  V1SearchStartedSchema,
  V2CreateKybBodySchema,
  V2KybResponseSchema,
  type V1KybResults,
  type V1KybSearchBodyInput,
  type V1SearchStarted,
  type V2CreateKybBodyInput,
  type V2KybResults,
} from '@contract/registry'
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { isV1Pending, isV2Pending } from '../utils/result-rows'

/** Rows per page of the results table (both versions). */
export const resultsPageSize = 25
/** Rows per read when the whole result set is needed (the most the upstream's lists answer). */
export const wholeSetPageSize = 100

export async function fetchV1Results(
  requestId: string,
  page: number,
  signal?: AbortSignal,
  limit = resultsPageSize,
): Promise<V1KybResults> {
  const body = await apiRequest('/bff/upstream/api/readKybResponse', {
    query: { request_id: requestId, page, limit },
    signal,
  })
  return V1ReadKybResponseSchema.parse(body).data
}

export async function fetchV2Results(
  kybRequestId: string,
  page: number,
  signal?: AbortSignal,
  limit = resultsPageSize,
): Promise<V2KybResults> {
  const body = await apiRequest('/bff/upstream/v2/kyb', {
    query: { kyb_request_id: kybRequestId, page, limit },
    signal,
  })
  return V2KybResponseSchema.parse(body).data
}

/**
 * Every page of a search's results, read in the largest pages: the upstream cannot sort, so a sorted
 * table sorts the whole set (as the CSV export reads it) rather than the rows of one page.
 */
async function fetchWholeSet<T extends { pagination: { last_page: number } }>(
  read: (page: number) => Promise<T>,
): Promise<T[]> {
  const pages = [await read(1)]
  for (let page = 2; page <= pages[0]!.pagination.last_page; page += 1) pages.push(await read(page))
  return pages
}

export async function postV1Search(input: V1KybSearchBodyInput): Promise<V1SearchStarted> {
  const body = V1KybSearchBodySchema.parse(input)
  return V1SearchStartedSchema.parse(await apiRequest('/bff/upstream/api/search', { method: 'POST', body }))
}

export async function postV2Search(input: V2CreateKybBodyInput): Promise<V2KybResults> {
  const body = V2CreateKybBodySchema.parse(input)
  return V2KybResponseSchema.parse(await apiRequest('/bff/upstream/v2/kyb', { method: 'POST', body })).data
}

const pollEvery = 2000

/** Keys start with liveKeys.kybV1/kybV2 so that the proxy's live events refresh them at once. */
export const registryQueries = {
  v1Results: (requestId: string, page: number) =>
    queryOptions({
      queryKey: [...liveKeys.kybV1(requestId), { page, limit: resultsPageSize }],
      queryFn: ({ signal }) => fetchV1Results(requestId, page, signal),
      refetchInterval: (query) => (isV1Pending(query.state.data) ? pollEvery : false),
      staleTime: 5_000,
    }),
  v1WholeSet: (requestId: string) =>
    queryOptions({
      queryKey: [...liveKeys.kybV1(requestId), 'whole-set'],
      queryFn: ({ signal }) => fetchWholeSet((page) => fetchV1Results(requestId, page, signal, wholeSetPageSize)),
      refetchInterval: (query) => (query.state.data?.some(isV1Pending) ? pollEvery : false),
      staleTime: 5_000,
    }),
  v2WholeSet: (kybRequestId: string) =>
    queryOptions({
      queryKey: [...liveKeys.kybV2(kybRequestId), 'whole-set'],
      queryFn: ({ signal }) => fetchWholeSet((page) => fetchV2Results(kybRequestId, page, signal, wholeSetPageSize)),
      refetchInterval: (query) => (query.state.data?.some(isV2Pending) ? pollEvery : false),
      staleTime: 5_000,
    }),
  v2Results: (kybRequestId: string, page: number) =>
    queryOptions({
      queryKey: [...liveKeys.kybV2(kybRequestId), { page, limit: resultsPageSize }],
      queryFn: ({ signal }) => fetchV2Results(kybRequestId, page, signal),
      refetchInterval: (query) => (isV2Pending(query.state.data) ? pollEvery : false),
      staleTime: 5_000,
    }),
}

export const registryMutations = {
  startV1: () =>
    mutationOptions({
      mutationKey: ['kyb', 'v1', 'start'],
      mutationFn: postV1Search,
      meta: { invalidates: [liveKeys.requests()] },
    }),
  startV2: () =>
    mutationOptions({
      mutationKey: ['kyb', 'v2', 'start'],
      mutationFn: postV2Search,
      meta: { invalidates: [liveKeys.requests()] },
    }),
}
