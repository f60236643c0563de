import { z } from 'zod'
import {
  companyAssessmentFields,
  envelope,
  MetaDetailSchema,
  pageQueryFields,
  PaginationSchema,
  PendingResolvedSchema,
  requiredId,
  SearchTypeSchema,
} from '../common'

/** Query of `GET /api/readKybResponse` (spec §4.1). */
export const V1ReadKybResponseQuerySchema = z.object({
  request_id: requiredId(),
  ...pageQueryFields(50),
})
export type V1ReadKybResponseQuery = z.infer<typeof V1ReadKybResponseQuerySchema>

/** `{country_name, states}` as used in kyb_request.country_names and fetched_countries_with_states. */
export const V1CountryWithStatesSchema = z.looseObject({ country_name: z.string(), states: z.array(z.string()) })
export type V1CountryWithStates = z.infer<typeof V1CountryWithStatesSchema>

/** `kyb_request` of spec §2.3. */
export const V1KybRequestSchema = z.looseObject({
  _id: z.string(),
  country_names: z.array(V1CountryWithStatesSchema),
  registration_number: z.string().nullable(),
  request_random_id: z.string(),
  /** Null when the search was by registration number only. */
  search_text: z.string().nullable(),
  search_type: SearchTypeSchema,
  services: z.array(z.string()),
  service_id: z.string(),
})
export type V1KybRequest = z.infer<typeof V1KybRequestSchema>

/** Names of the extra sections a company may have (`extensive_data`). The order is significant (datasets store the sections as bit positions): append, never reorder. */
export const extensiveDataSections = [
  'Company Officers',
  'Financial Performance',
  'Filings History',
  'Change History',
  'Branches',
  'Events And Announcement',
  'Additional Information',
] as const

/** One company of the version 1 search results (`kyb_request_data[]`, spec §2.3). */
export const V1KybCompanySchema = z
  .looseObject({
    /** The company_id of `GET /api/companies/read`. */
    id: z.string(),
    request_id: z.string(),
    search_text: z.string().nullable(),
    country_name: z.string(),
    /** Local flag path (`/flags/de.svg`). */
    country_flag: z.string().nullable(),
    /** Section names, usually from extensiveDataSections; unknown names pass. */
    extensive_data: z.array(z.string()),
    name: z.string(),
    registration_number: z.string().nullable(),
    registration_date: z.string().nullable(),
    type: z.string().nullable(),
    primary_source: z.boolean(),
    secondary_source: z.boolean(),
    /** Legal status as the registry words it (active, dissolved …). */
    status: z.string().nullable(),
    meta_detail: MetaDetailSchema,
    ...companyAssessmentFields,
    company_fetched_data_status: PendingResolvedSchema,
  })
  .meta({ id: 'V1KybCompany' })
export type V1KybCompany = z.infer<typeof V1KybCompanySchema>

/** `data` of `GET /api/readKybResponse` (spec §2.3). */
export const V1KybResultsSchema = z
  .looseObject({
    kyb_request: V1KybRequestSchema,
    kyb_request_data: z.array(V1KybCompanySchema),
    pagination: PaginationSchema,
    /** Share of the selected countries already resolved, 0 to 100. */
    resolved_percentage: z.number(),
    resolved_count: z.number().int(),
    fetched_countries_with_states: z.array(V1CountryWithStatesSchema),
    fetched_countries: z.array(z.string()),
    secondary_source: z.boolean(),
    request_status: PendingResolvedSchema,
  })
  .meta({ id: 'V1KybResults' })
export type V1KybResults = z.infer<typeof V1KybResultsSchema>

export const V1ReadKybResponseSchema = envelope(V1KybResultsSchema)
export type V1ReadKybResponse = z.infer<typeof V1ReadKybResponseSchema>
