import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { userQueries } from '@/features/users/api/user-queries'
import { prefetchOrSignIn } from '../loader-helpers'

export function loader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    prefetchOrSignIn(request, [queryClient.ensureQueryData(userQueries.list())])
}
