import { z } from 'zod'
import { envelope, MetaDetailSchema, PendingResolvedSchema, requiredId } from '../common'
import {
  companyLifecycleFields,
  companyRegistrationFields,
  companyScreeningFields,
  FilingSchema,
  OwnershipShareSchema,
  NullableTextSchema as text,
  sharedCollectionFields,
  V1BeneficialOwnerSchema,
  V1PersonSchema,
  VotingShareSchema,
} from './profile-elements'

/** Query of `GET /api/companies/read` (spec §4.1). */
export const V1CompaniesReadQuerySchema = z.object({ company_id: requiredId(), request_id: requiredId() })
export type V1CompaniesReadQuery = z.infer<typeof V1CompaniesReadQuerySchema>

/**
 * The version 1 enhanced company profile (`data` of `GET /api/companies/read`, spec §2.4). Scalar
 * types the spec leaves open: text and dates `string | null`, `years_since_dissolution`
 * `number | null`; the AML fields follow ADR 0008 (null before any screening). See
 * profile-elements.ts for the collections.
 */
export const V1CompanyProfileSchema = z
  .looseObject({
    _id: z.string(),
    ...companyRegistrationFields,
    country_name: z.string(),
    description: text,
    /** Local flag path (`/flags/de.svg`). */
    country_flag: text,
    jurisdiction_code: text,
    ...companyLifecycleFields,
    company_fetched_data_status: PendingResolvedSchema,
    /** Time since registration in words, e.g. "12 years 3 months". */
    company_registration_period: text,
    /** Time since incorporation in words. */
    company_incorporation_period: text,
    years_since_dissolution: z.number().nullable(),
    request_status: PendingResolvedSchema,
    ...companyScreeningFields,
    primary_source: z.boolean(),
    secondary_source: z.boolean(),
    working_on_files: z.boolean(),
    meta_detail: MetaDetailSchema,
    services_in_progress: z.array(z.string()),
    services_completed: z.array(z.string()),
    ...sharedCollectionFields,
    filings_detail: z.array(FilingSchema),
    people_detail: z.array(V1PersonSchema),
    beneficial_owners_detail: z.array(V1BeneficialOwnerSchema),
    ownership_shares_detail: z.array(OwnershipShareSchema),
    voting_shares_detail: z.array(VotingShareSchema),
  })
  .meta({ id: 'V1CompanyProfile' })
export type V1CompanyProfile = z.infer<typeof V1CompanyProfileSchema>

export const V1CompaniesReadResponseSchema = envelope(V1CompanyProfileSchema)
export type V1CompaniesReadResponse = z.infer<typeof V1CompaniesReadResponseSchema>
