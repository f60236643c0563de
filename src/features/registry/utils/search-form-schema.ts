import { SearchTypeSchema } from '@contract/common'
import {
  CompanyNameSchema,
  RegistrationNumberSchema,
  SearchTtlSchema,
  V1CountryNameSchema,
  V2CountryCodeSchema,
  type V1KybSearchBodyInput,
  type V2CreateKybBodyInput,
} from '@contract/registry'
import { z } from 'zod'

/**
 * The search form's values and rules. Every rule is the contract's (company name 3–128 characters,
 * registration number 1–255, a served country of the chosen version, ttl ≥ 60 s), applied to the
 * form's fields; the request bodies are then checked again against the contract's body schemas.
 */
export const ApiVersionSchema = z.enum(['v1', 'v2'])
export type ApiVersion = z.infer<typeof ApiVersionSchema>
export const SearchModeSchema = z.enum(['name', 'number'])
export type SearchMode = z.infer<typeof SearchModeSchema>

export const SearchFormSchema = z
  .object({
    version: ApiVersionSchema,
    mode: SearchModeSchema,
    term: z.string(),
    country: z.string(),
    searchType: SearchTypeSchema,
    /** Seconds, as typed; empty for none. */
    ttl: z.string(),
  })
  .superRefine((values, ctx) => {
    const check = (schema: z.ZodType, value: unknown, path: keyof typeof values, prefix: string) => {
      const result = schema.safeParse(value)
      if (!result.success)
        ctx.addIssue({
          code: 'custom',
          path: [path],
          message: `${prefix} ${result.error.issues[0]?.message ?? 'is invalid'}`,
        })
    }
    if (values.mode === 'name') check(CompanyNameSchema, values.term, 'term', 'Company name')
    else check(RegistrationNumberSchema, values.term, 'term', 'Registration number')
    if (!values.country) ctx.addIssue({ code: 'custom', path: ['country'], message: 'Choose a country or state' })
    else
      check(values.version === 'v1' ? V1CountryNameSchema : V2CountryCodeSchema, values.country, 'country', 'Country')
    if (values.ttl.trim() !== '') {
      if (!/^\d+$/.test(values.ttl.trim()))
        ctx.addIssue({
          code: 'custom',
          path: ['ttl'],
          message: 'Time limit must be a whole number of seconds, at least 60',
        })
      else check(SearchTtlSchema, Number(values.ttl), 'ttl', 'Time limit')
    }
  })
export type SearchFormValues = z.infer<typeof SearchFormSchema>

const ttlOf = (values: SearchFormValues) => (values.ttl.trim() ? { ttl: Number(values.ttl) } : {})

export function toV1Body(values: SearchFormValues): V1KybSearchBodyInput {
  return {
    ...(values.mode === 'name' ? { search: values.term.trim() } : { registration_number: values.term.trim() }),
    country_names: [values.country],
    search_type: values.searchType,
    services: ['kyb_check'],
    ...ttlOf(values),
  }
}

export function toV2Body(values: SearchFormValues): V2CreateKybBodyInput {
  return {
    ...(values.mode === 'name' ? { name: values.term.trim() } : { registration_number: values.term.trim() }),
    country_codes: [values.country],
    search_type: values.searchType,
    ...ttlOf(values),
  }
}

/** Which form field a server 400 path (`country_codes.0`, `search`…) belongs to. */
export function formFieldOf(serverPath: string): keyof SearchFormValues | undefined {
  const head = serverPath.split('.')[0]
  if (head === 'search' || head === 'name' || head === 'registration_number') return 'term'
  if (head === 'country_names' || head === 'country_codes') return 'country'
  if (head === 'search_type') return 'searchType'
  if (head === 'ttl') return 'ttl'
  return undefined
}

export const searchTypeHelp: Record<z.infer<typeof SearchTypeSchema>, { label: string; help: string }> = {
  contains: { label: 'Contains', help: 'Names with the text anywhere in them.' },
  start_with: { label: 'Starts with', help: 'Names that begin with the text.' },
  fuzzy: { label: 'Fuzzy', help: 'Close matches: words in any order (v1), also misspellings (v2).' },
}
