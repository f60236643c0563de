import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { countryQueries } from '@/features/countries/api/country-queries'
import { registryQueries } from '@/features/registry/api/registry-queries'
import { SearchUrlSchema } from '@/features/registry/utils/search-url-state'
import { parseSearchParams } from '@/lib/url-state'
import { prefetchOrSignIn } from '../loader-helpers'

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = parseSearchParams(SearchUrlSchema, new URL(request.url).searchParams)
    const countries =
      state.version === 'v1'
        ? queryClient.ensureQueryData(countryQueries.v1())
        : queryClient.ensureQueryData(countryQueries.v2())
    const results = state.request
      ? state.version === 'v1'
        ? queryClient.ensureQueryData(registryQueries.v1Results(state.request, state.page))
        : queryClient.ensureQueryData(registryQueries.v2Results(state.request, state.page))
      : null
    return prefetchOrSignIn(request, [countries, results])
  }
}
