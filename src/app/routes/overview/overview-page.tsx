import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { authQueries } from '@/features/auth/api/auth-queries'
import { healthQueries } from '@/features/health/api/health-queries'
import { SystemStatus } from '@/features/health/components/system-status'

export function OverviewPage() {
  const { data: me } = useSuspenseQuery(authQueries.me())
  return (
    <div className="max-w-3xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Overview</h1>
        <p className="break-words text-sm text-slate-700 dark:text-slate-300">Signed in as {me.user.name || me.user.email}.</p>
      </div>
      {me.permissions.includes('search:run') && (
        <section aria-labelledby="start-heading" className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <h2 id="start-heading" className="mb-2 font-medium">Registry search</h2>
          <p className="text-sm">
            Find a company in an official registry by name or registration number, then read its profile.{' '}
            <Link to="/search" className="text-brand-700 underline dark:text-sky-300">Start a search</Link>
          </p>
        </section>
      )}
      <section aria-labelledby="status-heading" className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
        <h2 id="status-heading" className="mb-2 font-medium">System status</h2>
        <SystemStatus />
      </section>
    </div>
  )
}

export function route(queryClient: QueryClient) {
  return {
    Component: OverviewPage,
    loader: () => {
      void queryClient.prefetchQuery(healthQueries.status())
      return null
    },
  }
}
