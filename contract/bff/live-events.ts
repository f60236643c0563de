import { z } from 'zod'
import { PermissionSchema } from './permissions'

/**
 * Live events the proxy pushes on `GET /bff/events` (Server-Sent Events, event name `invalidate`):
 * which React Query keys to refresh. Keys are prefixes; the SPA's query factories build their keys
 * from `liveKeys` so that both sides agree. Every event names the permission a session's role needs
 * to receive it (ADR 0007): identifiers of KYC requests never reach analysts.
 */
export const LiveEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** e.g. `request.resolved`, `callback.received`, `kyc.reviewed`. */
  type: z.string(),
  keys: z.array(z.array(z.string())),
  /** The permission a role needs to receive the event. */
  permission: PermissionSchema,
})
export type LiveEvent = z.infer<typeof LiveEventSchema>

export const liveKeys = {
  /** The proxy's request index (recent searches, KYC requests, links…). */
  requests: () => ['requests'],
  kybV1: (requestId: string) => ['kyb', 'v1', requestId],
  kybV2: (kybRequestId: string) => ['kyb', 'v2', kybRequestId],
  companyV1: (companyId: string) => ['company', 'v1', companyId],
  companyV2: (kybResponseId: string) => ['company', 'v2', kybResponseId],
  aml: (amlRequestId: string) => ['aml', amlRequestId],
  /** The AML queue (dispositions, reviewers) of the AML review. */
  amlQueue: () => ['aml-queue'],
  ongoing: () => ['ongoing'],
  questionnaire: (id: string) => ['questionnaire', id],
  kyc: (kycRequestId: string) => ['kyc', kycRequestId],
  callbacks: () => ['callbacks'],
  audit: () => ['audit'],
  /** The inbox of cases and the overview built on it. */
  cases: () => ['cases'],
  /** Every session's notifications (each reads only its own). */
  notifications: () => ['notifications'],
} as const
