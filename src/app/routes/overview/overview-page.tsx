import type { QueryClient } from '@tanstack/react-query'
import { healthQueries } from '@/features/health/api/health-queries'
import { SystemStatus } from '@/features/health/components/system-status'

export function OverviewPage() {
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold">Overview</h1>
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
