import { z } from 'zod'
import { envelope, MetaDetailSchema, PendingResolvedSchema, requiredId } from '../common'
import {
  companyLifecycleFields,
  companyRegistrationFields,
  companyScreeningFields,
  DocumentSchema,
  NullableTextSchema as text,
  sharedCollectionFields,
  V2BeneficialOwnerSchema,
  V2PersonSchema,
} from './profile-elements'

/** Path parameters of `GET /v2/kyb/{kyb_response_id}`. */
export const V2ReadKybResponseParamsSchema = z.object({ kyb_response_id: requiredId() })
export type V2ReadKybResponseParams = z.infer<typeof V2ReadKybResponseParamsSchema>

/**
 * Detailed company insights (`data` of `GET /v2/kyb/{kyb_response_id}`, spec §2.5): the version 1
 * collections with documents_detail instead of filings_detail, people with aml_status and without
 * periods, and none of the version-1-only fields.
 */
export const V2CompanyInsightsSchema = z
  .looseObject({
    kyb_response_id: z.string(),
    kyb_request_id: z.string(),
    ...companyRegistrationFields,
    country_code: z.string(),
    description: text,
    ...companyLifecycleFields,
    fetch_status: PendingResolvedSchema,
    ...companyScreeningFields,
    meta_detail: MetaDetailSchema,
    ...sharedCollectionFields,
    documents_detail: z.array(DocumentSchema),
    people_detail: z.array(V2PersonSchema),
    beneficial_owners_detail: z.array(V2BeneficialOwnerSchema),
  })
  .meta({ id: 'V2CompanyInsights' })
export type V2CompanyInsights = z.infer<typeof V2CompanyInsightsSchema>

export const V2ReadKybResponseSchema = envelope(V2CompanyInsightsSchema)
export type V2ReadKybResponse = z.infer<typeof V2ReadKybResponseSchema>
