import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { CsvExportLink } from '@/components/ui/csv-export-link'
import { Pagination } from '@/components/ui/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadingBlock } from '@/components/ui/skeleton'
import { amlQueries } from '@/features/aml/api/aml-queries'
import { AmlQueueFilters } from '@/features/aml/components/aml-queue-filters'
import { AmlQueueTable } from '@/features/aml/components/aml-queue-table'
import { AmlQueueUrlSchema, toQueueQuery } from '@/features/aml/utils/queue-url-state'
import { useUrlState } from '@/lib/url-state'
import { PageError } from '../page-error'

/** `/aml`: every AML request the proxy made, open potential matches first, filtered through the URL. */
export function AmlQueuePage() {
  const [state, update] = useUrlState(AmlQueueUrlSchema)
  const query = useQuery({ ...amlQueries.queue(toQueueQuery(state)), placeholderData: keepPreviousData })
  return (
    <div className="max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">AML reviews</h1>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Every AML screening started from kybdesk, open potential matches first.
          </p>
        </div>
        <CsvExportLink path="/bff/exports/aml-queue.csv" query={{ ...toQueueQuery(state) }} />
      </div>
      <AmlQueueFilters state={state} onChange={update} />
      {query.data ? (
        query.data.items.length === 0 ? (
          <EmptyState title="No AML requests match these filters" />
        ) : (
          <>
            <AmlQueueTable items={query.data.items} busy={query.isFetching} />
            <Pagination
              page={state.page}
              lastPage={query.data.pagination.pages}
              total={query.data.pagination.total}
              onPage={(page) => update({ page })}
            />
          </>
        )
      ) : query.error ? (
        <PageError error={query.error} resetErrorBoundary={() => void query.refetch()} />
      ) : (
        <LoadingBlock label="Loading AML requests" />
      )}
    </div>
  )
}
