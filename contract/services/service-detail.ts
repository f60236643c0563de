import { z } from 'zod'
import { envelope, PendingResolvedSchema, requiredId } from '../common'

/** `GET /api/readServiceDetail?service_id=` (spec §2.7, §4.4): the ids of every check of a service. */

export const ReadServiceDetailQuerySchema = z.object({ service_id: requiredId() })
export type ReadServiceDetailQuery = z.infer<typeof ReadServiceDetailQuerySchema>

export const ServiceNameSchema = z.enum(['questionnaire', 'kyb_check', 'kyc', 'document_base_kyb'])
export type ServiceName = z.infer<typeof ServiceNameSchema>

/** Id of a check the service may not have run: null or empty when none. */
const MaybeIdSchema = z.string().nullable().optional()

export const ServiceDetailSchema = z.looseObject({
  _id: z.string(),
  services: z.array(ServiceNameSchema),
  random_id: z.string(),
  status: PendingResolvedSchema,
  questionnaire_request_id: MaybeIdSchema,
  aml_request_id: MaybeIdSchema,
  kyc_request_id: MaybeIdSchema,
  kyb_request_id: MaybeIdSchema,
  /** The OCR request id (read with readOcrResponse?ocr_request_id=). */
  oc_request_id: MaybeIdSchema,
  /** The same value as oc_request_id, under the name some responses use. */
  ocr_request_id: MaybeIdSchema,
  /** One id per UBO entered in a sub-question answer. */
  ubo_aml_request_ids: z.array(z.string()),
  ubo_kyc_request_ids: z.array(z.string()),
})
export type ServiceDetail = z.infer<typeof ServiceDetailSchema>

/** The OCR request id of a service detail, whichever of the two names carries it. */
export function ocrRequestIdOf(detail: Pick<ServiceDetail, 'oc_request_id' | 'ocr_request_id'>): string | undefined {
  return detail.oc_request_id || detail.ocr_request_id || undefined
}

export const ReadServiceDetailResponseSchema = envelope(z.looseObject({ service_detail: ServiceDetailSchema }))
export type ReadServiceDetailResponse = z.infer<typeof ReadServiceDetailResponseSchema>
