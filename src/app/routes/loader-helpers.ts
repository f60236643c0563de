import { redirect } from 'react-router'
import { ApiError } from '@/lib/api-client'

/** `/sign-in?next=<where the user was>` (no `next` for the overview). */
export function signInPathFor(location: { pathname: string; search: string; hash?: string }) {
  const next = `${location.pathname}${location.search}${location.hash ?? ''}`
  return next === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`
}

/**
 * Runs a loader's prefetches. A 401 (the session ended) redirects to sign-in and back to the URL
 * being loaded; any other failure is left to the page, which shows it with a retry (the query
 * keeps the error), so the loader only warms the cache.
 */
export async function prefetchOrSignIn(request: Request, prefetches: ReadonlyArray<Promise<unknown> | null>) {
  const results = await Promise.allSettled(prefetches)
  for (const result of results) {
    if (result.status === 'rejected' && result.reason instanceof ApiError && result.reason.status === 401) {
      throw redirect(signInPathFor(new URL(request.url)))
    }
  }
  return null
}
