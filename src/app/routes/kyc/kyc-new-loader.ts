import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { countryQueries } from '@/features/countries/api/country-queries'
import { kycQueries } from '@/features/kyc/api/kyc-queries'
import { prefetchOrSignIn } from '../loader-helpers'

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) =>
    prefetchOrSignIn(request, [
      queryClient.ensureQueryData(countryQueries.kyc()),
      queryClient.ensureQueryData(kycQueries.languages()),
    ])
}
