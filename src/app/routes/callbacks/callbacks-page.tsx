import { CallbackVerdictSchema } from '@contract/bff/callbacks'
import { useQuery } from '@tanstack/react-query'
import { Pagination } from '@/components/ui/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { SelectField, TextField } from '@/components/ui/field'
import { LoadingBlock } from '@/components/ui/skeleton'
import { callbackQueries } from '@/features/callbacks/api/callback-queries'
import { CallbackTable, verdictLabels } from '@/features/callbacks/components/callback-table'
import { useUrlState } from '@/lib/url-state'
import { CallbacksUrlSchema, toCallbackFilters } from '@/features/callbacks/utils/callbacks-url-state'

export function CallbacksPage() {
  const [state, setState] = useUrlState(CallbacksUrlSchema)
  const query = useQuery(callbackQueries.list(toCallbackFilters(state)))
  return (
    <div className="max-w-7xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Callbacks</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Every delivery the upstream (or anyone) sent to this desk, with the verdict on its signature and freshness.
          Accepted deliveries updated the request index and can be re-applied; refused ones changed nothing.
        </p>
      </div>
      <form
        role="search"
        aria-label="Filter callbacks"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label="Verdict"
          value={state.verdict}
          onChange={(event) =>
            setState({ verdict: CallbacksUrlSchema.shape.verdict.parse(event.target.value), page: 1 })
          }
          options={[
            { value: '', label: 'Any verdict' },
            ...CallbackVerdictSchema.options.map((value) => ({ value, label: verdictLabels[value] })),
          ]}
        />
        <TextField
          label="Event"
          description="Exactly, e.g. request.resolved"
          defaultValue={state.event}
          onChange={(event) => setState({ event: event.target.value, page: 1 }, { replace: true })}
        />
      </form>
      {query.isPending ? (
        <LoadingBlock label="Loading callbacks" lines={5} />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          The inbox could not be loaded: {query.error.message}
        </p>
      ) : query.data.items.length === 0 ? (
        <EmptyState title="No delivery matches">Callbacks appear here as the upstream sends them.</EmptyState>
      ) : (
        <>
          <p className="text-sm" aria-live="polite">
            {query.data.pagination.total} deliveries match.
          </p>
          <CallbackTable deliveries={query.data.items} busy={query.isFetching} />
          <Pagination
            page={query.data.pagination.page}
            lastPage={query.data.pagination.pages}
            total={query.data.pagination.total}
            onPage={(page) => setState({ page })}
          />
        </>
      )}
    </div>
  )
}
