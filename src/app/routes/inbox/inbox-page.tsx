import { caseTypeLabels, type Case } from '@contract/bff/cases'
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { CsvExportLink } from '@/components/ui/csv-export-link'
import { Pagination } from '@/components/ui/data-table'
import { EmptyState } from '@/components/ui/empty-state'
import { controlClasses } from '@/components/ui/field'
import { authQueries } from '@/features/auth/api/auth-queries'
import { caseMutations, caseQueries } from '@/features/cases/api/case-queries'
import { CaseList } from '@/features/cases/components/case-list'
import { CasePanel } from '@/features/cases/components/case-panel'
import { QueueSettingsSection } from '@/features/cases/components/queue-settings'
import { InboxUrlSchema, inboxFilters, type InboxUrlState } from '@/features/cases/utils/inbox-url-state'
import { cn } from '@/lib/cn'
import { toSearchParams, useUrlState } from '@/lib/url-state'

const views: { view: InboxUrlState['view']; label: string; count: 'open' | 'mine' | 'unassigned' | 'overdue' }[] = [
  { view: 'mine', label: 'My cases', count: 'mine' },
  { view: 'unassigned', label: 'Unassigned', count: 'unassigned' },
  { view: 'overdue', label: 'Overdue', count: 'overdue' },
  { view: 'all', label: 'All open', count: 'open' },
]

export function InboxPage() {
  const { data: me } = useSuspenseQuery(authQueries.me())
  const [state, setState] = useUrlState(InboxUrlSchema)
  const queryClient = useQueryClient()
  const cases = useQuery(caseQueries.list(inboxFilters(state)))
  const counts = useQuery(caseQueries.counts())
  const claim = useMutation(caseMutations.claim(queryClient))
  const [chosen, setSelected] = useState(0)
  const ids = { type: useId(), state: useId(), q: useId() }
  const items = cases.data?.items ?? []
  // The selection stays on the list when it gets shorter (a case decided, a filter changed).
  const selected = Math.max(0, Math.min(chosen, items.length - 1))
  const caseHref = (kase: Case) => `/inbox?${toSearchParams(InboxUrlSchema, { ...state, case: kase.id }).toString()}`
  const canAssign = me.permissions.includes('cases:assign')
  return (
    <div className="max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">Inbox</h1>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Everything that waits for a decision, soonest due first. Keys: j / k move, Enter opens, a assigns to me.
          </p>
        </div>
        <CsvExportLink path="/bff/exports/cases.csv" query={{ ...inboxFilters(state) }} />
      </div>
      <nav aria-label="Inbox views" className="flex flex-wrap gap-2">
        {views.map((entry) => (
          <button
            key={entry.view}
            type="button"
            aria-pressed={state.view === entry.view}
            className={cn(
              'rounded-md border px-3 py-1.5 text-sm',
              state.view === entry.view
                ? 'border-brand-700 bg-brand-700 text-white dark:border-sky-300 dark:bg-sky-300 dark:text-slate-950'
                : 'border-slate-300 dark:border-slate-700',
            )}
            onClick={() => {
              setSelected(0)
              setState({ view: entry.view, page: 1, case: '' })
            }}
          >
            {entry.label} <span data-testid={`inbox-count-${entry.view}`}>{counts.data?.[entry.count] ?? '…'}</span>
          </button>
        ))}
      </nav>
      <div className="flex flex-wrap items-end gap-4">
        <div className="space-y-1">
          <label htmlFor={ids.type} className="block text-sm font-medium">
            Type
          </label>
          <select
            id={ids.type}
            className={controlClasses}
            value={state.type}
            onChange={(event) => setState({ type: event.target.value as InboxUrlState['type'], page: 1 })}
          >
            <option value="">Every type</option>
            {(counts.data?.by_type ?? []).map((entry) => (
              <option key={entry.type} value={entry.type}>
                {caseTypeLabels[entry.type]} ({entry.open} open)
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.state} className="block text-sm font-medium">
            State
          </label>
          <select
            id={ids.state}
            className={controlClasses}
            value={state.state}
            onChange={(event) => setState({ state: event.target.value as InboxUrlState['state'], page: 1 })}
          >
            <option value="open">Open</option>
            <option value="closed">Closed</option>
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.q} className="block text-sm font-medium">
            Name or id contains
          </label>
          <input
            id={ids.q}
            type="search"
            className={controlClasses}
            value={state.q}
            onChange={(event) => setState({ q: event.target.value, page: 1 }, { replace: true })}
          />
        </div>
      </div>
      {me.permissions.includes('cases:configure') && <QueueSettingsSection />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-3">
          {cases.isError ? (
            <p role="alert" className="break-words text-sm text-red-700 dark:text-red-300">
              The inbox could not be loaded: {cases.error.message}
            </p>
          ) : cases.isPending ? (
            <p role="status">Loading the inbox…</p>
          ) : items.length === 0 ? (
            <EmptyState title="Nothing here">No case matches this view and these filters.</EmptyState>
          ) : (
            <>
              <CaseList
                cases={items}
                selected={selected}
                onSelect={setSelected}
                onOpen={(kase) => setState({ case: kase.id })}
                onClaim={(kase) => claim.mutate(kase.id)}
                caseHref={caseHref}
              />
              <Pagination
                page={state.page}
                lastPage={cases.data.pagination.pages}
                total={cases.data.pagination.total}
                onPage={(page) => setState({ page })}
              />
            </>
          )}
          {claim.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {claim.error.message}
            </p>
          )}
        </div>
        {state.case ? (
          <CasePanel caseId={state.case} canAssign={canAssign} meId={me.user.id} />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">Choose a case to see its timeline.</p>
        )}
      </div>
    </div>
  )
}
