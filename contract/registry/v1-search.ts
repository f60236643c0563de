import { z } from 'zod'
import { typeError } from '../common'
import { countryByV1Name, isServedV1Name } from '../countries/served-places'
import {
  CompanyNameSchema,
  RegistrationNumberSchema,
  requireNameOrNumber,
  SearchTtlSchema,
  SearchTypeWithDefaultSchema,
  servedPlaceSchema,
} from './field-rules'

/** A served version 1 country name: `germany` or `united_states.alabama`. */
export const V1CountryNameSchema = servedPlaceSchema({
  isServed: isServedV1Name,
  stateSeparator: '.',
  countryOf: countryByV1Name,
  byState: (country) =>
    `${country.name} is searched by state: send ${country.name}.<state>, e.g. ${country.name}.${country.states[0]?.name ?? ''} (states listed by GET /api/countries/read)`,
  otherwise: 'must be a served country name (GET /api/countries/read), e.g. germany or united_states.alabama',
  meta: {
    description: 'A country (`germany`) or a state (`united_states.alabama`) from GET /api/countries/read',
    examples: ['germany'],
  },
})

const v1KybSearchFields = {
  search: CompanyNameSchema.optional().describe(
    'Company name to search for, 3 to 128 characters; required unless registration_number is given',
  ),
  registration_number: RegistrationNumberSchema.optional().describe(
    'Company registration number, 1 to 255 characters; required unless search is given',
  ),
  country_names: z
    .array(V1CountryNameSchema, typeError('an array of country names'))
    .length(1, 'must contain exactly one country (or country.state)')
    .describe('Exactly one country or country.state to search'),
  search_type: SearchTypeWithDefaultSchema,
  services: z
    .array(z.string('must be a string'), typeError('an array of service names'))
    .refine((services) => services.includes('kyb_check'), 'must include kyb_check')
    .describe('Services to run; must include kyb_check'),
  ttl: SearchTtlSchema.optional(),
}

/** JSON body of `POST /api/search` for the kyb_check service (spec §4.1). */
export const V1KybSearchBodySchema = requireNameOrNumber(z.object(v1KybSearchFields, 'must be a JSON object'), 'search')
export type V1KybSearchBody = z.infer<typeof V1KybSearchBodySchema>
export type V1KybSearchBodyInput = z.input<typeof V1KybSearchBodySchema>

/** Response of `POST /api/search` (kyb_check): bare identifiers, no envelope. */
export const V1SearchStartedSchema = z.looseObject({ request_id: z.string(), service_id: z.string() })
export type V1SearchStarted = z.infer<typeof V1SearchStartedSchema>
