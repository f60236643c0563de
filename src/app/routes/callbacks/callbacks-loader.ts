import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { callbackQueries } from '@/features/callbacks/api/callback-queries'
import { CallbacksUrlSchema, toCallbackFilters } from '@/features/callbacks/utils/callbacks-url-state'
import { parseSearchParams } from '@/lib/url-state'
import { prefetchOrSignIn } from '../loader-helpers'

export function loader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    prefetchOrSignIn(request, [
      queryClient.ensureQueryData(
        callbackQueries.list(
          toCallbackFilters(parseSearchParams(CallbacksUrlSchema, new URL(request.url).searchParams)),
        ),
      ),
    ])
}
