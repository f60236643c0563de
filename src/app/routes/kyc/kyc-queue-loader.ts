import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router'
import { kycQueries } from '@/features/kyc/api/kyc-queries'
import { KycQueueUrlSchema, queueFilters } from '@/features/kyc/utils/queue-url-state'
import { parseSearchParams } from '@/lib/url-state'
import { prefetchOrSignIn } from '../loader-helpers'

/** Filter changes update the URL at once (the page's query fetches); two quick changes never race a loader. */
export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = parseSearchParams(KycQueueUrlSchema, new URL(request.url).searchParams)
    return prefetchOrSignIn(request, [queryClient.ensureQueryData(kycQueries.cases(queueFilters(state)))])
  }
}
