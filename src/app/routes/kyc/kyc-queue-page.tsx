import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { CsvExportLink } from '@/components/ui/csv-export-link'
import { Pagination } from '@/components/ui/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { CountryPicker } from '@/features/countries/components/country-picker'
import { kycQueries } from '@/features/kyc/api/kyc-queries'
import { CaseTable } from '@/features/kyc/components/case-table'
import { QueueFilters } from '@/features/kyc/components/queue-filters'
import { KycQueueUrlSchema, queueFilters } from '@/features/kyc/utils/queue-url-state'
import { toSearchParams, useUrlState } from '@/lib/url-state'

export function KycQueuePage() {
  const [state, setState] = useUrlState(KycQueueUrlSchema)
  const cases = useQuery(kycQueries.cases(queueFilters(state)))
  const queueSearch = toSearchParams(KycQueueUrlSchema, state).toString()
  const caseHref = (id: string) => `/kyc/cases/${encodeURIComponent(id)}${queueSearch ? `?${queueSearch}` : ''}`
  return (
    <div className="max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">KYC verifications</h1>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Declined verifications awaiting a decision come first; the list updates as results arrive.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <CsvExportLink path="/bff/exports/kyc-queue.csv" query={{ ...queueFilters(state) }} />
          <Link to="/kyc/new" className={buttonClasses('primary')}>
            New verification
          </Link>
        </div>
      </div>
      <QueueFilters
        state={state}
        onChange={(patch) => setState(patch)}
        renderCountryField={(props) => <CountryPicker version="kyc" label="Country" {...props} />}
      />
      {cases.isError ? (
        <p role="alert" className="break-words text-sm text-red-700 dark:text-red-300">
          The queue could not be loaded: {cases.error.message}
        </p>
      ) : cases.isPending ? (
        <p role="status">Loading the queue…</p>
      ) : cases.data.items.length === 0 ? (
        <EmptyState title="No verification matches these filters">
          Change the filters, or start a new verification.
        </EmptyState>
      ) : (
        <>
          <CaseTable cases={cases.data.items} caseHref={caseHref} busy={cases.isFetching} />
          <Pagination
            page={state.page}
            lastPage={cases.data.pagination.pages}
            total={cases.data.pagination.total}
            onPage={(page) => setState({ page })}
          />
        </>
      )}
    </div>
  )
}
