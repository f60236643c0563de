import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { amlQueries } from '@/features/aml/api/aml-queries'
import { AmlQueueUrlSchema, toQueueQuery } from '@/features/aml/utils/queue-url-state'
import { parseSearchParams } from '@/lib/url-state'
import { prefetchOrSignIn } from '../loader-helpers'

export function loader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    prefetchOrSignIn(request, [
      queryClient.ensureQueryData(
        amlQueries.queue(toQueueQuery(parseSearchParams(AmlQueueUrlSchema, new URL(request.url).searchParams))),
      ),
    ])
}
