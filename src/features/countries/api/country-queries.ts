import { KycCountriesResponseSchema } from '@contract/services/kyc'
import {
  V1CountriesResponseSchema,
  V2CountriesResponseSchema,
  type V1CountryEntry,
  type V2CountryEntry,
} from '@contract/registry/country-listings'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export async function fetchV1Countries(signal?: AbortSignal): Promise<V1CountryEntry[]> {
  return V1CountriesResponseSchema.parse(await apiRequest('/bff/upstream/api/countries/read', { signal })).data
    .countries
}

export async function fetchV2Countries(signal?: AbortSignal): Promise<V2CountryEntry[]> {
  return V2CountriesResponseSchema.parse(await apiRequest('/bff/upstream/v2/countries', { signal })).data
}

/** Countries the KYC service verifies documents of (lower-case names such as `united_kingdom`). */
export async function fetchKycCountries(signal?: AbortSignal): Promise<string[]> {
  return KycCountriesResponseSchema.parse(await apiRequest('/bff/upstream/api/readKycCountries', { signal })).data
    .countries
}

/** The served countries rarely change: read once per hour at most. */
const staleTime = 60 * 60_000

export const countryQueries = {
  all: () => ['countries'] as const,
  v1: () =>
    queryOptions({
      queryKey: [...countryQueries.all(), 'v1'],
      queryFn: ({ signal }) => fetchV1Countries(signal),
      staleTime,
    }),
  v2: () =>
    queryOptions({
      queryKey: [...countryQueries.all(), 'v2'],
      queryFn: ({ signal }) => fetchV2Countries(signal),
      staleTime,
    }),
  kyc: () =>
    queryOptions({
      queryKey: [...countryQueries.all(), 'kyc'],
      queryFn: ({ signal }) => fetchKycCountries(signal),
      staleTime,
    }),
}
