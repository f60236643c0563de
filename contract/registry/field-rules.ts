import { z } from 'zod'
import { SearchTypeSchema, typeError } from '../common'
import type { CountryData } from '../countries/country-types'

/**
 * Field rules shared by the version 1 and version 2 search requests (spec §4.1, §4.2, §8). Each
 * message states the rule; the issue path names the field.
 */

const companyNameRule = 'must be 3 to 128 characters'
export const CompanyNameSchema = z
  .string(typeError('a string'))
  .trim()
  .min(3, companyNameRule)
  .max(128, companyNameRule)

const registrationNumberRule = 'must be 1 to 255 characters'
export const RegistrationNumberSchema = z
  .string(typeError('a string'))
  .trim()
  .min(1, registrationNumberRule)
  .max(255, registrationNumberRule)

const ttlRule = 'must be a whole number of seconds, at least 60'
// Spec §8: no maximum. zod's .int() also caps at Number.MAX_SAFE_INTEGER, so wholeness is checked
// on its own (a ttl of 1e20 seconds is valid) and the JSON Schema type stays integer.
export const SearchTtlSchema = z
  .number(ttlRule)
  .min(60, ttlRule)
  .refine((seconds) => Number.isInteger(seconds), ttlRule)
  .meta({ type: 'integer' })
  .describe(
    'Seconds after which the search is finalized with the registry data received so far; at least 60, no maximum',
  )

export const SearchTypeWithDefaultSchema = SearchTypeSchema.default('contains').describe(
  'contains (default): the text anywhere in the name; start_with: names beginning with it; fuzzy: close matches',
)

/** Adds the "one of name / registration number" rule to an object schema, reported on `nameField`. */
export function requireNameOrNumber<T extends z.ZodObject>(schema: T, nameField: string) {
  return schema.refine(
    (value: Record<string, unknown>) => value[nameField] !== undefined || value.registration_number !== undefined,
    {
      message: 'is required unless registration_number is given',
      path: [nameField],
      // Report it together with the other field errors, not only once they are fixed.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
    },
  )
}

/** How one API version names a served place: version 1 `germany` / `united_states.alabama`, version 2 `DE` / `US_AL`. */
interface PlaceNaming {
  isServed: (value: string) => boolean
  /** Joins a country and a state in one identifier. */
  stateSeparator: string
  countryOf: (value: string) => CountryData | undefined
  /** The message for a country searched state by state but sent alone. */
  byState: (country: CountryData) => string
  /** The message for anything else that is not served. */
  otherwise: string
  meta: { description: string; examples: string[] }
}

/** A served country or state identifier, with a hint when a country served state by state is sent alone. */
export function servedPlaceSchema(naming: PlaceNaming) {
  return z
    .string('must be a string')
    .refine(naming.isServed, {
      error: (issue) => {
        // A country listed with states is searched state by state.
        const country =
          typeof issue.input === 'string' && !issue.input.includes(naming.stateSeparator)
            ? naming.countryOf(issue.input)
            : undefined
        if (country?.requiresState) return naming.byState(country)
        return naming.otherwise
      },
    })
    .meta(naming.meta)
}
