import { AmlDecisionResponseSchema, AmlSuppressionResponseSchema, type AmlDecisionBody } from '@contract/bff/aml-review'
import { liveKeys } from '@contract/bff/live-events'
import {
  PerformCompanyAmlResponseSchema,
  PerformOfficersAmlResponseSchema,
  type PerformOfficersAmlBody,
} from '@contract/services/aml'
import { mutationOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

/** The company a screening is started for: the ids its profile was opened with, and which profile shows it. */
export interface ScreeningTarget {
  companyId: string
  requestId: string
  /** The profile's query key prefix (liveKeys.companyV1 / companyV2) to refresh with the new statuses. */
  profileKey: string[]
}

export async function startCompanyAml(target: ScreeningTarget) {
  const body = await apiRequest('/bff/upstream/api/performCompanyAml', {
    method: 'POST',
    body: { company_id: target.companyId, request_id: target.requestId },
  })
  return PerformCompanyAmlResponseSchema.parse(body).data
}

export async function startOfficersAml(target: ScreeningTarget, personName?: string) {
  const payload: PerformOfficersAmlBody = {
    company_id: target.companyId,
    request_id: target.requestId,
    ...(personName ? { person_name: personName } : {}),
  }
  return PerformOfficersAmlResponseSchema.parse(
    await apiRequest('/bff/upstream/api/performOfficersAml', { method: 'POST', body: payload }),
  ).data
}

export async function postAmlDecision(amlRequestId: string, body: AmlDecisionBody) {
  return AmlDecisionResponseSchema.parse(
    await apiRequest(`/bff/aml/${encodeURIComponent(amlRequestId)}/decisions`, { method: 'POST', body }),
  )
}

export async function liftAmlSuppression(id: string) {
  return AmlSuppressionResponseSchema.parse(
    await apiRequest(`/bff/aml/suppressions/${encodeURIComponent(id)}/lift`, { method: 'POST' }),
  )
}

/** What a screening is: the whole company, every officer and owner, or one person. */
export type ScreeningScope = { kind: 'company' } | { kind: 'officers' } | { kind: 'person'; name: string }

export const amlMutations = {
  screen: (target: ScreeningTarget) =>
    mutationOptions({
      mutationFn: (scope: ScreeningScope) =>
        scope.kind === 'company'
          ? startCompanyAml(target)
          : startOfficersAml(target, scope.kind === 'person' ? scope.name : undefined),
      meta: { invalidates: [target.profileKey, liveKeys.amlQueue()] },
    }),
  decide: (amlRequestId: string) =>
    mutationOptions({
      mutationFn: (body: AmlDecisionBody) => postAmlDecision(amlRequestId, body),
      meta: { invalidates: [liveKeys.aml(amlRequestId), liveKeys.amlQueue()] },
    }),
  lift: () =>
    mutationOptions({
      mutationFn: (suppressionId: string) => liftAmlSuppression(suppressionId),
      meta: { invalidates: [['aml'], liveKeys.amlQueue()] },
    }),
}
