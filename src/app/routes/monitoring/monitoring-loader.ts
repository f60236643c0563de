import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { ongoingQueries } from '@/features/monitoring/api/ongoing-queries'
import { dateRangeProblem, MonitoringUrlSchema, toOngoingQuery } from '@/features/monitoring/utils/monitoring-url-state'
import { parseSearchParams } from '@/lib/url-state'
import { prefetchOrSignIn } from '../loader-helpers'

export function loader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const state = parseSearchParams(MonitoringUrlSchema, new URL(request.url).searchParams)
    // A range that ends before it starts is not asked for: the page marks it on its field.
    return prefetchOrSignIn(request, [
      dateRangeProblem(state) ? null : queryClient.ensureQueryData(ongoingQueries.list(toOngoingQuery(state))),
    ])
  }
}
