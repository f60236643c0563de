import type { IndexedRequest } from '@contract/bff/requests'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { LoadingBlock } from '@/components/ui/skeleton'
import { placeLabel } from '@/lib/place-labels'
import { parseSearchParams, toSearchParams } from '@/lib/url-state'
import { recentSearchQueries } from '../api/recent-search-queries'
import { SearchUrlSchema, type SearchUrlState } from '../utils/search-url-state'

/** Where a recent search opens: the search page with its inputs and results in the URL (through the URL-state helper). */
export function recentSearchHref(request: IndexedRequest): string {
  const registrationNumber =
    typeof request.detail.registration_number === 'string' ? request.detail.registration_number : null
  const state = parseSearchParams(SearchUrlSchema, new URLSearchParams())
  const params = toSearchParams(SearchUrlSchema, {
    ...state,
    version: request.kind === 'kyb_search_v1' ? 'v1' : 'v2',
    request: request.upstream_id,
    ...(request.search_text
      ? { q: request.search_text }
      : registrationNumber
        ? { mode: 'number', q: registrationNumber }
        : {}),
    ...(request.country ? { country: request.country } : {}),
    ...(request.search_type ? { type: request.search_type as SearchUrlState['type'] } : {}),
  })
  return `/search?${params.toString()}`
}

/** The signed-in user's latest searches of both versions, newest first. */
export function RecentSearches() {
  const v1 = useQuery(recentSearchQueries.mine('kyb_search_v1'))
  const v2 = useQuery(recentSearchQueries.mine('kyb_search_v2'))
  if (v1.isPending || v2.isPending) return <LoadingBlock label="Loading recent searches" />
  if (v1.isError || v2.isError) {
    return (
      <p role="alert" className="break-words text-sm text-red-700 dark:text-red-300">
        Recent searches could not be loaded: {(v1.error ?? v2.error)?.message}
      </p>
    )
  }
  const items = [...v1.data.items, ...v2.data.items]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, 8)
  if (items.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">You have not searched yet.</p>
  return (
    <ul className="space-y-2">
      {items.map((item) => {
        const version = item.kind === 'kyb_search_v1' ? 'v1' : 'v2'
        const what =
          item.search_text ??
          (typeof item.detail.registration_number === 'string'
            ? `No. ${item.detail.registration_number}`
            : item.upstream_id)
        return (
          <li key={item.id} className="text-sm">
            <Link
              to={recentSearchHref(item)}
              className="break-words font-medium text-brand-700 underline dark:text-sky-300"
            >
              {what}
            </Link>
            <span className="block text-xs text-slate-700 dark:text-slate-300">
              {item.country ? placeLabel(version, item.country) : 'unknown country'} · {version} ·{' '}
              {new Date(item.created_at).toLocaleString()}{' '}
              {item.status && <Badge tone={item.status === 'resolved' ? 'good' : 'info'}>{item.status}</Badge>}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
