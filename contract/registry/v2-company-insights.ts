import { z } from 'zod'
import {
  envelope,
  MetaDetailSchema,
  PendingResolvedSchema,
  requiredId,
  RiskLevelSchema,
  VerificationStatusSchema,
} from '../common'
import { AmlMatchStatusSchema, AmlRequestStatusSchema } from '../services/aml'
import { DocumentSchema, sharedCollectionFields, V2BeneficialOwnerSchema, V2PersonSchema } from './profile-elements'

/** Path parameters of `GET /v2/kyb/{kyb_response_id}`. */
export const V2ReadKybResponseParamsSchema = z.object({ kyb_response_id: requiredId() })
export type V2ReadKybResponseParams = z.infer<typeof V2ReadKybResponseParamsSchema>

const text = z.string().nullable()

/**
 * Detailed company insights (`data` of `GET /v2/kyb/{kyb_response_id}`, spec §2.5): the version 1
 * collections with documents_detail instead of filings_detail, people with aml_status and without
 * periods, and none of the version-1-only fields.
 */
export const V2CompanyInsightsSchema = z.looseObject({
  kyb_response_id: z.string(),
  kyb_request_id: z.string(),
  name: z.string(),
  registration_number: text,
  registration_date: text,
  status: text,
  type: text,
  country_code: z.string(),
  description: text,
  incorporation_date: text,
  industries: text,
  tax_number: text,
  dissolution_date: text,
  inactive_date: text,
  fetch_status: PendingResolvedSchema,
  risk_level: RiskLevelSchema,
  verification_status: VerificationStatusSchema,
  company_aml_request_id: text,
  company_aml_request_status: AmlRequestStatusSchema.nullable(),
  company_aml_status: AmlMatchStatusSchema.nullable(),
  last_updated_at: text,
  meta_detail: MetaDetailSchema,
  ...sharedCollectionFields,
  documents_detail: z.array(DocumentSchema),
  people_detail: z.array(V2PersonSchema),
  beneficial_owners_detail: z.array(V2BeneficialOwnerSchema),
}).meta({ id: 'V2CompanyInsights' })
export type V2CompanyInsights = z.infer<typeof V2CompanyInsightsSchema>

export const V2ReadKybResponseSchema = envelope(V2CompanyInsightsSchema)
export type V2ReadKybResponse = z.infer<typeof V2ReadKybResponseSchema>
