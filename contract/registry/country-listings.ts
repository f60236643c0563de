import { z } from 'zod'
import { envelope } from '../common'

/** Entry of `data.countries` of `GET /api/countries/read` (spec §2.2). */
export const V1CountryEntrySchema = z.looseObject({
  country_name: z.string(),
  states: z.array(z.string()),
  country_code: z.string().optional(),
})
export type V1CountryEntry = z.infer<typeof V1CountryEntrySchema>

export const V1CountriesResponseSchema = envelope(z.looseObject({ countries: z.array(V1CountryEntrySchema) }))
export type V1CountriesResponse = z.infer<typeof V1CountriesResponseSchema>

/** Entry of `data` of `GET /v2/countries` (spec §2.2). */
export const V2CountryEntrySchema = z.looseObject({
  name: z.string(),
  state_name: z.string().optional(),
  code: z.string(),
  services: z.array(z.string()),
})
export type V2CountryEntry = z.infer<typeof V2CountryEntrySchema>

export const V2CountriesResponseSchema = envelope(z.array(V2CountryEntrySchema))
export type V2CountriesResponse = z.infer<typeof V2CountriesResponseSchema>
