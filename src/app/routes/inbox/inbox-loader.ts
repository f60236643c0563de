import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router'
import { caseQueries } from '@/features/cases/api/case-queries'
import { InboxUrlSchema, inboxFilters } from '@/features/cases/utils/inbox-url-state'
import { parseSearchParams } from '@/lib/url-state'
import { prefetchOrSignIn } from '../loader-helpers'

/** Filter changes update the URL at once (the page's queries fetch); the loader runs on arrival only. */
export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = parseSearchParams(InboxUrlSchema, new URL(request.url).searchParams)
    return prefetchOrSignIn(request, [
      queryClient.ensureQueryData(caseQueries.list(inboxFilters(state))),
      queryClient.ensureQueryData(caseQueries.counts()),
    ])
  }
}
