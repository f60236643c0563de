import { liveKeys } from '@contract/bff/live-events'
import { RequestListResponseSchema, type RequestListResponse } from '@contract/bff/requests'
import { ReadAmlResponseSchema, type AmlResult } from '@contract/services/aml-hits'
import { ReadKycResponseSchema, type KycResult } from '@contract/services/kyc'
import { ReadOcrResponseSchema, type OcrResult } from '@contract/services/ocr'
import { ReadQuestionnaireResponseSchema, type QuestionnaireDetail } from '@contract/services/questionnaire-detail'
import {
  CreateQuestionnaireUrlResponseSchema,
  QuestionnairesListResponseSchema,
  type CreateQuestionnaireUrlQuery,
  type QuestionnairesListResponse,
} from '@contract/services/questionnaires'
import { ReadServiceDetailResponseSchema, type ServiceDetail } from '@contract/services/service-detail'
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

/** Admin side of questionnaires (questionnaire:manage): listing, links, submissions and their checks. */

export async function fetchQuestionnaires(
  country: string | null,
  page: number,
  signal?: AbortSignal,
): Promise<QuestionnairesListResponse['data']> {
  const body = await apiRequest('/bff/upstream/api/getAllQuestionnaires', {
    query: { 'country_name[]': country ? [country] : undefined, page },
    signal,
  })
  return QuestionnairesListResponseSchema.parse(body).data
}

export async function createQuestionnaireLink(query: { questionnaire_id: string; ttl: string; country_name?: string }) {
  const body = await apiRequest('/bff/upstream/api/createQuestionnaireUrl', {
    query: query satisfies Partial<CreateQuestionnaireUrlQuery>,
  })
  return CreateQuestionnaireUrlResponseSchema.parse(body).data
}

export interface IndexListFilters {
  status?: string
  mine?: boolean
  q?: string
  page: number
}

export async function fetchIndexedRequests(
  kind: 'questionnaire_link' | 'questionnaire_submission',
  filters: IndexListFilters,
  signal?: AbortSignal,
): Promise<RequestListResponse> {
  const body = await apiRequest('/bff/requests', {
    query: {
      kind,
      status: filters.status,
      mine: filters.mine ? 'true' : undefined,
      q: filters.q,
      page: filters.page,
      limit: 25,
    },
    signal,
  })
  return RequestListResponseSchema.parse(body)
}

export async function fetchQuestionnaireDetail(
  questionnaireRequestId: string,
  signal?: AbortSignal,
): Promise<QuestionnaireDetail> {
  const body = await apiRequest('/bff/upstream/api/readQuestionnaireResponse', {
    query: { questionnaire_request_id: questionnaireRequestId },
    signal,
  })
  return ReadQuestionnaireResponseSchema.parse(body).data.questionnaire_detail
}

export async function fetchServiceDetail(serviceId: string, signal?: AbortSignal): Promise<ServiceDetail> {
  const body = await apiRequest('/bff/upstream/api/readServiceDetail', { query: { service_id: serviceId }, signal })
  return ReadServiceDetailResponseSchema.parse(body).data.service_detail
}

export async function fetchOcrResult(ocrRequestId: string, signal?: AbortSignal): Promise<OcrResult> {
  const body = await apiRequest('/bff/upstream/api/readOcrResponse', {
    query: { ocr_request_id: ocrRequestId },
    signal,
  })
  return ReadOcrResponseSchema.parse(body).data
}

export async function fetchAmlResult(amlRequestId: string, signal?: AbortSignal): Promise<AmlResult> {
  const body = await apiRequest('/bff/upstream/api/readAmlResponse', {
    query: { aml_request_id: amlRequestId },
    signal,
  })
  return ReadAmlResponseSchema.parse(body).data
}

export async function fetchKycResult(kycRequestId: string, signal?: AbortSignal): Promise<KycResult> {
  const body = await apiRequest('/bff/upstream/api/readKycResponse', {
    query: { kyc_request_id: kycRequestId },
    signal,
  })
  return ReadKycResponseSchema.parse(body).data
}

const pollEvery = 2000
const pendingPoll = (pending: (data: never) => boolean) => (query: { state: { data: unknown } }) =>
  query.state.data !== undefined && pending(query.state.data as never) ? pollEvery : false

export const questionnaireQueries = {
  all: () => ['questionnaires'] as const,
  list: (country: string | null, page: number) =>
    queryOptions({
      queryKey: ['questionnaires', 'list', { country, page }],
      queryFn: ({ signal }) => fetchQuestionnaires(country, page, signal),
      staleTime: 5 * 60_000,
    }),
  /** Links and submissions come from the proxy's request index (live events refresh them). */
  links: (filters: IndexListFilters) =>
    queryOptions({
      queryKey: [...liveKeys.requests(), { kind: 'questionnaire_link', ...filters }],
      queryFn: ({ signal }) => fetchIndexedRequests('questionnaire_link', filters, signal),
    }),
  submissions: (filters: IndexListFilters) =>
    queryOptions({
      queryKey: [...liveKeys.requests(), { kind: 'questionnaire_submission', ...filters }],
      queryFn: ({ signal }) => fetchIndexedRequests('questionnaire_submission', filters, signal),
    }),
  /** The answers, updated live (liveKeys.questionnaire) and polled while pending. */
  detail: (questionnaireRequestId: string) =>
    queryOptions({
      queryKey: [...liveKeys.questionnaire(questionnaireRequestId), 'detail'],
      queryFn: ({ signal }) => fetchQuestionnaireDetail(questionnaireRequestId, signal),
      refetchInterval: pendingPoll((data: QuestionnaireDetail) => data.status === 'pending'),
    }),
  service: (questionnaireRequestId: string, serviceId: string) =>
    queryOptions({
      queryKey: [...liveKeys.questionnaire(questionnaireRequestId), 'service', serviceId],
      queryFn: ({ signal }) => fetchServiceDetail(serviceId, signal),
      refetchInterval: pendingPoll((data: ServiceDetail) => data.status === 'pending'),
    }),
  ocr: (questionnaireRequestId: string, ocrRequestId: string) =>
    queryOptions({
      queryKey: [...liveKeys.questionnaire(questionnaireRequestId), 'ocr', ocrRequestId],
      queryFn: ({ signal }) => fetchOcrResult(ocrRequestId, signal),
      refetchInterval: pendingPoll((data: OcrResult) => data.ocr_status === 'pending'),
    }),
  aml: (amlRequestId: string) =>
    queryOptions({
      queryKey: [...liveKeys.aml(amlRequestId), 'result'],
      queryFn: ({ signal }) => fetchAmlResult(amlRequestId, signal),
      refetchInterval: pendingPoll((data: AmlResult) => data.request_status === 'pending'),
    }),
  kyc: (kycRequestId: string) =>
    queryOptions({
      queryKey: [...liveKeys.kyc(kycRequestId), 'result'],
      queryFn: ({ signal }) => fetchKycResult(kycRequestId, signal),
      refetchInterval: pendingPoll((data: KycResult) => data.request_status === 'pending'),
    }),
}

export const questionnaireMutations = {
  createLink: () =>
    mutationOptions({
      mutationKey: ['questionnaires', 'create-link'],
      mutationFn: createQuestionnaireLink,
      meta: { invalidates: [liveKeys.requests()] },
    }),
}
