import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { companyQueries } from '@/features/company/api/company-queries'
import { prefetchOrSignIn } from '../loader-helpers'

export { shouldRevalidate } from './company-revalidation'

export function loader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) =>
    prefetchOrSignIn(request, [
      queryClient.ensureQueryData(companyQueries.v1(params.requestId ?? '', params.companyId ?? '')),
    ])
}
