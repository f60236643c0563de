import { useQuery } from '@tanstack/react-query'
import { healthQueries } from '../api/health-queries'

/** Shows whether the proxy and the upstream it talks to answer. */
export function SystemStatus() {
  const { data, isPending, isError, error } = useQuery(healthQueries.status())
  // As tall as the two rows that replace it, so that what follows does not move.
  if (isPending) return <p className="min-h-11 text-sm text-slate-600 dark:text-slate-300">Checking the services…</p>
  if (isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        The proxy does not answer: {error.message}
      </p>
    )
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-medium">Proxy</dt>
      <dd>running, version {data.version}</dd>
      <dt className="font-medium">Registry service</dt>
      <dd>{data.upstream.reachable ? 'answering' : 'not answering'}</dd>
    </dl>
  )
}
