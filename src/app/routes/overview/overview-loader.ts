import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { healthQueries } from '@/features/health/api/health-queries'
import { overviewQueries, periodSearch } from '@/features/overview/api/overview-queries'

export function loader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(healthQueries.status())
    void queryClient.prefetchQuery(overviewQueries.figures(periodSearch(new URL(request.url).searchParams)))
    return null
  }
}
