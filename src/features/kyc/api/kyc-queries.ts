import {
  KycCaseDetailSchema,
  KycCaseListResponseSchema,
  type KycCaseDetail,
  type KycCaseListQueryInput,
  type KycCaseListResponse,
  type KycDecisionBody,
} from '@contract/bff/kyc-cases'
import { liveKeys } from '@contract/bff/live-events'
import { KycLanguagesResponseSchema, ReadKycResponseSchema, type KycResult } from '@contract/services/kyc'
import { KycSubmissionResponseSchema, type KycSubmissionResponse } from '@contract/services/kyc-submission'
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { apiRequest, uploadForm, type UploadProgress } from '@/lib/api-client'
import { pollWhileStreamDown } from '@/lib/live-events'

export async function fetchKycLanguages(signal?: AbortSignal): Promise<string[]> {
  return KycLanguagesResponseSchema.parse(await apiRequest('/bff/upstream/api/readKycLanguages', { signal })).data
    .languages
}

export async function fetchKycCases(
  filters: KycCaseListQueryInput,
  signal?: AbortSignal,
): Promise<KycCaseListResponse> {
  return KycCaseListResponseSchema.parse(await apiRequest('/bff/kyc/cases', { query: { ...filters }, signal }))
}

export async function fetchKycCase(kycRequestId: string, signal?: AbortSignal): Promise<KycCaseDetail> {
  return KycCaseDetailSchema.parse(await apiRequest(`/bff/kyc/cases/${encodeURIComponent(kycRequestId)}`, { signal }))
}

export async function fetchKycResult(kycRequestId: string, signal?: AbortSignal): Promise<KycResult> {
  return ReadKycResponseSchema.parse(
    await apiRequest('/bff/upstream/api/readKycResponse', { query: { kyc_request_id: kycRequestId }, signal }),
  ).data
}

export async function postKycSubmission({
  form,
  onProgress,
}: {
  form: FormData
  onProgress?: (progress: UploadProgress) => void
}): Promise<KycSubmissionResponse> {
  return KycSubmissionResponseSchema.parse(await uploadForm('/bff/upstream/api/search', form, { onProgress }))
}

export async function postKycDecision({
  kycRequestId,
  body,
}: {
  kycRequestId: string
  body: KycDecisionBody
}): Promise<KycCaseDetail> {
  return KycCaseDetailSchema.parse(
    await apiRequest(`/bff/kyc/cases/${encodeURIComponent(kycRequestId)}/decisions`, { method: 'POST', body }),
  )
}

const pollEvery = 2000
/** The KYC languages rarely change: read once per hour at most (countries: the countries feature). */
const languagesStaleTime = 60 * 60_000

/**
 * The queue is a view of the request index (its key starts with liveKeys.requests()); a case's
 * reads start with liveKeys.kyc(id): the proxy's live events refresh both (a KYC callback names
 * both, and the case's own route carries the status the callback recorded). Reads poll only while
 * a request is pending and the live stream is down.
 */
export const kycQueries = {
  languages: () =>
    queryOptions({
      queryKey: ['kyc-lists', 'languages'],
      queryFn: ({ signal }) => fetchKycLanguages(signal),
      staleTime: languagesStaleTime,
    }),
  cases: (filters: KycCaseListQueryInput) =>
    queryOptions({
      queryKey: [...liveKeys.requests(), 'kyc-cases', filters],
      queryFn: ({ signal }) => fetchKycCases(filters, signal),
      refetchInterval: (query) =>
        pollWhileStreamDown(
          query.state.data?.items.some((item) => item.status === null || item.status === 'pending') ?? false,
          pollEvery * 2,
        ),
      staleTime: 5_000,
    }),
  case: (kycRequestId: string) =>
    queryOptions({
      queryKey: [...liveKeys.kyc(kycRequestId), 'case'],
      queryFn: ({ signal }) => fetchKycCase(kycRequestId, signal),
      refetchInterval: (query) =>
        pollWhileStreamDown(
          query.state.data !== undefined &&
            (query.state.data.case.status === null || query.state.data.case.status === 'pending'),
          pollEvery,
        ),
      staleTime: 5_000,
    }),
  result: (kycRequestId: string) =>
    queryOptions({
      queryKey: [...liveKeys.kyc(kycRequestId), 'result'],
      queryFn: ({ signal }) => fetchKycResult(kycRequestId, signal),
      refetchInterval: (query) => pollWhileStreamDown(query.state.data?.request_status === 'pending', pollEvery),
      staleTime: 5_000,
    }),
}

export const kycMutations = {
  submit: () =>
    mutationOptions({
      mutationKey: ['kyc', 'submit'],
      mutationFn: postKycSubmission,
      meta: { invalidates: [liveKeys.requests()] },
    }),
  decide: (kycRequestId: string) =>
    mutationOptions({
      mutationKey: ['kyc', 'decide', kycRequestId],
      mutationFn: postKycDecision,
      meta: { invalidates: [liveKeys.requests(), liveKeys.kyc(kycRequestId)] },
    }),
}
