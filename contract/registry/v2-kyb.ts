import { z } from 'zod'
import { countryByV2Code, isServedV2Code } from '../countries/served-places'
import {
  companyAssessmentFields,
  envelope,
  pageQueryFields,
  PaginationSchema,
  PendingResolvedSchema,
  requiredId,
  SearchTypeSchema,
  typeError,
} from '../common'
import {
  CompanyNameSchema,
  RegistrationNumberSchema,
  requireNameOrNumber,
  SearchTtlSchema,
  SearchTypeWithDefaultSchema,
  servedPlaceSchema,
} from './field-rules'

/** A served version 2 country or state code: `DE` or `US_AL`. */
export const V2CountryCodeSchema = servedPlaceSchema({
  isServed: isServedV2Code,
  stateSeparator: '_',
  countryOf: countryByV2Code,
  byState: (country) =>
    `${country.alpha2} is searched by state: send ${country.alpha2}_<state>, e.g. ${country.alpha2}_${country.states[0]?.code ?? ''} (codes listed by GET /v2/countries)`,
  otherwise: 'must be a served country or state code (GET /v2/countries), e.g. DE or US_AL',
  meta: { description: 'A country code (`DE`) or a state code (`US_AL`) from GET /v2/countries', examples: ['DE'] },
})

const v2CreateKybFields = {
  name: CompanyNameSchema.optional().describe(
    'Company name to search for, 3 to 128 characters; required unless registration_number is given',
  ),
  registration_number: RegistrationNumberSchema.optional().describe(
    'Company registration number, 1 to 255 characters; required unless name is given',
  ),
  country_codes: z
    .array(V2CountryCodeSchema, typeError('an array of country codes'))
    .length(1, 'must contain exactly one country or state code')
    .describe('Exactly one country or state code to search'),
  search_type: SearchTypeWithDefaultSchema,
  ttl: SearchTtlSchema.optional(),
}

/** JSON body of `POST /v2/kyb` (spec §4.2). */
export const V2CreateKybBodySchema = requireNameOrNumber(z.object(v2CreateKybFields, 'must be a JSON object'), 'name')
export type V2CreateKybBody = z.infer<typeof V2CreateKybBodySchema>
export type V2CreateKybBodyInput = z.input<typeof V2CreateKybBodySchema>

/** Query of `GET /v2/kyb` (spec §4.2). */
export const V2ListKybQuerySchema = z.object({
  kyb_request_id: requiredId(),
  ...pageQueryFields(25),
})
export type V2ListKybQuery = z.infer<typeof V2ListKybQuerySchema>

/** `kyb_request` of spec §2.5. */
export const V2KybRequestSchema = z.looseObject({
  kyb_request_id: z.string(),
  country_codes: z.array(z.string()),
  registration_number: z.string().nullable(),
  reference_id: z.string().nullable(),
  /** Null when the search was by registration number only. */
  name: z.string().nullable(),
  search_type: SearchTypeSchema,
  status: PendingResolvedSchema,
  services: z.array(z.string()),
})
export type V2KybRequest = z.infer<typeof V2KybRequestSchema>

/** One company of the version 2 results (`kyb_responses[]`, spec §2.5). */
export const V2KybCompanySchema = z
  .looseObject({
    kyb_response_id: z.string(),
    country_code: z.string(),
    name: z.string(),
    registration_number: z.string().nullable(),
    type: z.string().nullable(),
    /** Legal status of the company, e.g. active or dissolved. */
    status: z.string().nullable(),
    ...companyAssessmentFields,
    fetch_status: PendingResolvedSchema,
  })
  .meta({ id: 'V2KybCompany' })
export type V2KybCompany = z.infer<typeof V2KybCompanySchema>

/** `data` of `POST /v2/kyb` and `GET /v2/kyb`. */
export const V2KybResultsSchema = z
  .looseObject({
    kyb_request: V2KybRequestSchema,
    kyb_responses: z.array(V2KybCompanySchema),
    pagination: PaginationSchema,
  })
  .meta({ id: 'V2KybResults' })
export type V2KybResults = z.infer<typeof V2KybResultsSchema>

export const V2KybResponseSchema = envelope(V2KybResultsSchema)
export type V2KybResponse = z.infer<typeof V2KybResponseSchema>
