import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { amlQueries } from '@/features/aml/api/aml-queries'
import { prefetchOrSignIn } from '../loader-helpers'

export function loader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) =>
    prefetchOrSignIn(request, [queryClient.ensureQueryData(amlQueries.review(params.amlRequestId ?? ''))])
}
