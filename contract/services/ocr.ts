import { z } from 'zod'
import { envelope, requiredId } from '../common'

/** `GET /api/readOcrResponse?ocr_request_id=` (spec §2.7, §3). */

export const ReadOcrResponseQuerySchema = z.object({ ocr_request_id: requiredId() })
export type ReadOcrResponseQuery = z.infer<typeof ReadOcrResponseQuerySchema>

/** `resolved` has been seen in a document-based response besides the three stated states. */
export const OcrStatusSchema = z.enum(['pending', 'verified', 'failed', 'resolved'])
export type OcrStatus = z.infer<typeof OcrStatusSchema>

export const CompanyIdentityFieldsSchema = z.looseObject({
  company_name: z.string().nullable().optional(),
  registration_number: z.string().nullable().optional(),
})

export const SubmittedBusinessFileSchema = z.looseObject({
  file_id: z.string(),
  file_url: z.string(),
  /** e.g. incorporation_certificate. */
  file_type: z.string(),
  extension: z.string(),
})

export const OcrResultSchema = z.looseObject({
  _id: z.string(),
  /** Document-based flow only. */
  country_names: z.array(z.string()).optional(),
  /** Empty in the document-based flow; what the user entered in the business information flow. */
  user_verification_data: CompanyIdentityFieldsSchema,
  user_submitted_business_data: z.array(SubmittedBusinessFileSchema),
  ocr_status: OcrStatusSchema,
  /** What OCR extracted; null (or empty) while pending. */
  ocr_response: CompanyIdentityFieldsSchema.nullable(),
  /** Reasons for failure; empty when none. */
  decline_reason: z.array(z.string()),
})
export type OcrResult = z.infer<typeof OcrResultSchema>

export const ReadOcrResponseSchema = envelope(OcrResultSchema)
export type ReadOcrResponse = z.infer<typeof ReadOcrResponseSchema>
