import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { ongoingQueries } from '@/features/monitoring/api/ongoing-queries'
import { MonitoringUrlSchema, toOngoingQuery } from '@/features/monitoring/utils/monitoring-url-state'
import { parseSearchParams } from '@/lib/url-state'
import { prefetchOrSignIn } from '../loader-helpers'

export function loader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    prefetchOrSignIn(request, [
      queryClient.ensureQueryData(
        ongoingQueries.list(toOngoingQuery(parseSearchParams(MonitoringUrlSchema, new URL(request.url).searchParams))),
      ),
    ])
}
