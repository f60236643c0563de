import { liveKeys } from '@contract/bff/live-events'
import {
  V1CompaniesReadResponseSchema,
  V2ReadKybResponseSchema,
  type V1CompanyProfile,
  type V2CompanyInsights,
} from '@contract/registry'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { hasPendingAml, isV1CompanyPending, isV2CompanyPending } from '../utils/to-company-view'

export async function fetchV1Company(
  requestId: string,
  companyId: string,
  signal?: AbortSignal,
): Promise<V1CompanyProfile> {
  const body = await apiRequest('/bff/upstream/api/companies/read', {
    query: { company_id: companyId, request_id: requestId },
    signal,
  })
  return V1CompaniesReadResponseSchema.parse(body).data
}

export async function fetchV2Company(kybResponseId: string, signal?: AbortSignal): Promise<V2CompanyInsights> {
  const body = await apiRequest(`/bff/upstream/v2/kyb/${encodeURIComponent(kybResponseId)}`, { signal })
  return V2ReadKybResponseSchema.parse(body).data
}

const pollEvery = 2000

/**
 * Keys start with liveKeys.companyV1/companyV2 so that live events refresh them at once (an AML
 * callback names the profiles of its search). Polling runs while the profile or a screening shown
 * on it is pending, and stops the moment nothing is.
 */
export const companyQueries = {
  v1: (requestId: string, companyId: string) =>
    queryOptions({
      queryKey: [...liveKeys.companyV1(companyId), { requestId }],
      queryFn: ({ signal }) => fetchV1Company(requestId, companyId, signal),
      refetchInterval: (query) =>
        isV1CompanyPending(query.state.data) || hasPendingAml(query.state.data) ? pollEvery : false,
    }),
  v2: (kybResponseId: string) =>
    queryOptions({
      queryKey: liveKeys.companyV2(kybResponseId),
      queryFn: ({ signal }) => fetchV2Company(kybResponseId, signal),
      refetchInterval: (query) =>
        isV2CompanyPending(query.state.data) || hasPendingAml(query.state.data) ? pollEvery : false,
    }),
}
