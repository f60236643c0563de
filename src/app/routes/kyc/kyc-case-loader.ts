import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { kycQueries } from '@/features/kyc/api/kyc-queries'
import { prefetchOrSignIn } from '../loader-helpers'

export function loader(queryClient: QueryClient) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const id = params.kycRequestId ?? ''
    return prefetchOrSignIn(request, [
      queryClient.ensureQueryData(kycQueries.case(id)),
      queryClient.ensureQueryData(kycQueries.result(id)),
    ])
  }
}
