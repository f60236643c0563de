import { AuditOutcomeSchema } from '@contract/bff/audit'
import { useQuery } from '@tanstack/react-query'
import { CsvExportLink } from '@/components/ui/csv-export-link'
import { Pagination } from '@/components/ui/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { SelectField, TextField } from '@/components/ui/field'
import { LoadingBlock } from '@/components/ui/skeleton'
import { auditQueries } from '@/features/audit/api/audit-queries'
import { AuditTable } from '@/features/audit/components/audit-table'
import { ChainVerdict } from '@/features/audit/components/chain-verdict'
import { AuditUrlSchema, toAuditFilters } from '@/features/audit/utils/audit-url-state'
import { useUrlState } from '@/lib/url-state'
import { countOf } from '@/lib/plural'

export function AuditPage() {
  const [state, setState] = useUrlState(AuditUrlSchema)
  const filters = toAuditFilters(state)
  const query = useQuery(auditQueries.page(filters))
  const text = (key: 'actor' | 'action' | 'target', label: string, description: string) => (
    <TextField
      label={label}
      description={description}
      defaultValue={state[key]}
      onChange={(event) => setState({ [key]: event.target.value, page: 1 }, { replace: true })}
    />
  )
  return (
    <div className="max-w-7xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Audit trail</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Every sign-in, user change and state-changing action, newest first, in a hash-chained trail.
        </p>
      </div>
      <ChainVerdict />
      <form
        role="search"
        aria-label="Filter the audit trail"
        className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6"
        onSubmit={(event) => event.preventDefault()}
      >
        {text('actor', 'Actor', 'Part of an e-mail')}
        {text('action', 'Action', 'e.g. users or auth.login')}
        {text('target', 'Target', 'A type or an id')}
        <SelectField
          label="Outcome"
          value={state.outcome}
          onChange={(event) => setState({ outcome: AuditUrlSchema.shape.outcome.parse(event.target.value), page: 1 })}
          options={[
            { value: '', label: 'Any' },
            ...AuditOutcomeSchema.options.map((value) => ({ value, label: value })),
          ]}
        />
        <TextField
          label="From"
          type="date"
          value={state.from}
          onChange={(event) => setState({ from: event.target.value, page: 1 })}
        />
        <TextField
          label="To"
          type="date"
          value={state.to}
          onChange={(event) => setState({ to: event.target.value, page: 1 })}
        />
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" aria-live="polite">
          {query.data ? `${countOf(query.data.total, 'entry matches', 'entries match')}.` : ''}
        </p>
        <CsvExportLink path="/bff/audit.csv" query={{ ...filters }} />
      </div>
      {query.isPending ? (
        <LoadingBlock label="Loading the audit trail" lines={6} />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          The trail could not be loaded: {query.error.message}
        </p>
      ) : query.data.entries.length === 0 ? (
        <EmptyState title="No entry matches">Change or clear the filters.</EmptyState>
      ) : (
        <>
          <AuditTable entries={query.data.entries} busy={query.isFetching} />
          <Pagination
            page={query.data.page}
            lastPage={Math.max(1, Math.ceil(query.data.total / query.data.page_size))}
            total={query.data.total}
            onPage={(page) => setState({ page })}
          />
        </>
      )}
    </div>
  )
}
