import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Link, useSearchParams } from 'react-router'
import { AfterPaint } from '@/components/ui/after-paint'
import { LoadingBlock } from '@/components/ui/skeleton'
import { authQueries } from '@/features/auth/api/auth-queries'
import { overviewQueries, periodSearch } from '@/features/overview/api/overview-queries'

/**
 * The attention list loads beside the figures' request (started with this module, so it is there when
 * the figures are), not before the page's first paint (first-route budget, ADR 0004).
 */
const attentionList = import('@/features/overview/components/attention-list')
const AttentionList = lazy(() => attentionList.then((m) => ({ default: m.AttentionList })))

/** recharts is loaded with the charts, once the page and its figures have painted (first-route budget, ADR 0004); the decline codes come with them. */
const OverviewCharts = lazy(() =>
  import('@/features/overview/components/overview-charts').then((m) => ({ default: m.OverviewCharts })),
)
const DeclineCodes = lazy(() =>
  import('@/features/overview/components/decline-codes').then((m) => ({ default: m.DeclineCodes })),
)

/** The period filter (URL state and zod) and the system status load after the page's first paint too. */
const PeriodPicker = lazy(() =>
  import('@/features/overview/components/period-picker').then((m) => ({ default: m.PeriodPicker })),
)
const SystemStatusSection = lazy(() =>
  import('@/features/health/components/system-status-section').then((m) => ({ default: m.SystemStatusSection })),
)

function Figures({ period }: { period: string }) {
  const query = useQuery(overviewQueries.figures(period))
  if (query.isPending) return <LoadingBlock label="Loading the figures" lines={4} />
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        The figures could not be loaded: {query.error.message}
      </p>
    )
  const figures = query.data
  return (
    <div className="space-y-6">
      <Suspense fallback={<LoadingBlock label="Loading what needs your attention" lines={2} />}>
        <AttentionList items={figures.attention} counts={figures.open_cases} />
      </Suspense>
      <AfterPaint fallback={<LoadingBlock label="Loading the charts" lines={4} />}>
        {figures.top_decline_codes && <DeclineCodes codes={figures.top_decline_codes} />}
        <OverviewCharts figures={figures} />
      </AfterPaint>
    </div>
  )
}

export function OverviewPage() {
  const { data: me } = useSuspenseQuery(authQueries.me())
  const [params] = useSearchParams()
  return (
    <div className="max-w-6xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Overview</h1>
        <p className="break-words text-sm text-slate-700 dark:text-slate-300">
          Signed in as {me.user.name || me.user.email}. Figures from this desk’s own records over the period you choose.
        </p>
      </div>
      {me.permissions.includes('search:run') && (
        <section
          aria-labelledby="start-heading"
          className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
        >
          <h2 id="start-heading" className="mb-2 font-medium">
            Registry search
          </h2>
          <p className="text-sm">
            Find a company in an official registry by name or registration number, then read its profile.{' '}
            <Link to="/search" className="text-brand-700 underline dark:text-sky-300">
              Start a search
            </Link>
          </p>
        </section>
      )}
      {/* The lazy parts keep their height while they load, and the figures with their lazy charts come last: what arrives late grows the page at its end and moves nothing above it (no layout shift). */}
      <AfterPaint fallback={<div aria-hidden className="min-h-16" />}>
        <PeriodPicker />
      </AfterPaint>
      <AfterPaint fallback={<div aria-hidden className="min-h-28" />}>
        <SystemStatusSection />
      </AfterPaint>
      <Figures period={periodSearch(params)} />
    </div>
  )
}
