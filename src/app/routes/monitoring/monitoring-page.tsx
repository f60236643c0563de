import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { Button } from '@/components/ui/button'
import { CsvExportLink } from '@/components/ui/csv-export-link'
import { Pagination } from '@/components/ui/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadingBlock } from '@/components/ui/skeleton'
import { reviewPath } from '@/features/aml/utils/aml-paths'
import { authQueries } from '@/features/auth/api/auth-queries'
import { CountryPicker } from '@/features/countries/components/country-picker'
import { ongoingQueries } from '@/features/monitoring/api/ongoing-queries'
import { MonitoringFilters } from '@/features/monitoring/components/monitoring-filters'
import { MonitoringTable } from '@/features/monitoring/components/monitoring-table'
import {
  dateRangeProblem,
  MonitoringUrlSchema,
  toOngoingQuery,
  type MonitoringUrlState,
} from '@/features/monitoring/utils/monitoring-url-state'
import { markMonitoringAlertsSeen, useMonitoringAlerts } from '@/lib/monitoring-alerts'
import { placeFlag, placeLabel } from '@/lib/place-labels'
import { useUrlState } from '@/lib/url-state'
import { PageError } from '../page-error'

/** Countries picked one at a time (with flags), each removable: the ongoing read's country filter. */
function CountriesFilter({ selected, onChange }: { selected: string[]; onChange: (next: string[]) => void }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-72">
        <CountryPicker
          version="v1"
          label="Add a country"
          value={null}
          onChange={(value) => value && !selected.includes(value) && onChange([...selected, value])}
        />
      </div>
      {selected.length > 0 && (
        <ul aria-label="Countries filtered on" className="flex flex-wrap gap-2">
          {selected.map((name) => {
            const flag = placeFlag('v1', name)
            return (
              <li
                key={name}
                className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 py-0.5 pl-2 pr-1 text-sm dark:border-slate-600"
              >
                {flag && <img src={flag} alt="" className="h-3 w-4 rounded-sm" />}
                {placeLabel('v1', name)}
                <Button
                  variant="ghost"
                  className="px-1.5 py-0"
                  aria-label={`Remove ${placeLabel('v1', name)}`}
                  onClick={() => onChange(selected.filter((n) => n !== name))}
                >
                  ×
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

/** `/monitoring`: the ongoing AML requests, every filter in the URL, alerts highlighted, CSV export. */
export function MonitoringPage() {
  const [state, update] = useUrlState(MonitoringUrlSchema)
  // A range that ends before it starts is marked on its field; the list keeps its last answer meanwhile.
  const query = useQuery({
    ...ongoingQueries.list(toOngoingQuery(state)),
    placeholderData: keepPreviousData,
    enabled: dateRangeProblem(state) === undefined,
  })
  const { data: me } = useQuery(authQueries.me())
  const alerts = useMonitoringAlerts()
  const alerted = useMemo(() => new Set(alerts.ids), [alerts.ids])
  useEffect(() => markMonitoringAlertsSeen(), [alerts.unseen])
  const setState = (patch: Partial<MonitoringUrlState>, options?: { replace?: boolean }) => update(patch, options)
  return (
    <div className="max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">Monitoring</h1>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Screened AML requests and their ongoing monitoring; a changed status raises an alert here.
          </p>
        </div>
        <CsvExportLink path="/bff/exports/monitoring.csv" query={toOngoingQuery(state)} />
      </div>
      <MonitoringFilters
        state={state}
        onChange={setState}
        countries={<CountriesFilter selected={state.country} onChange={(country) => setState({ country, page: 1 })} />}
      />
      {query.data ? (
        query.data.ongoing_requests.length === 0 ? (
          <EmptyState title="No monitored requests match these filters" />
        ) : (
          <>
            <MonitoringTable
              rows={query.data.ongoing_requests}
              busy={query.isFetching}
              alerted={alerted}
              canWrite={me?.permissions.includes('monitoring:write') ?? false}
              reviewPath={reviewPath}
            />
            <Pagination
              page={state.page}
              lastPage={query.data.pagination?.last_page ?? state.page}
              total={query.data.pagination?.total}
              onPage={(page) => setState({ page })}
            />
          </>
        )
      ) : query.error ? (
        <PageError error={query.error} resetErrorBoundary={() => void query.refetch()} />
      ) : dateRangeProblem(state) ? (
        <EmptyState title="No list for this range">Correct the dates above to see the monitored requests.</EmptyState>
      ) : (
        <LoadingBlock label="Loading monitored requests" />
      )}
    </div>
  )
}
