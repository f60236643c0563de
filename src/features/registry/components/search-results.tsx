import { useQuery } from '@tanstack/react-query'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/data-table'
import { ProgressBar } from '@/components/ui/progress-bar'
import { LoadingBlock } from '@/components/ui/skeleton'
import { CsvExportLink } from '@/components/ui/csv-export-link'
import { registryQueries, resultsPageSize } from '../api/registry-queries'
import { v1ResultsView, v2ResultsView, wholeSetView, type ResultsView } from '../utils/result-rows'
import type { SortableColumn } from '../utils/search-url-state'
import { ResultsTable } from './results-table'

export interface SearchResultsProps {
  version: 'v1' | 'v2'
  requestId: string
  /** How the search was made: by name with a search type, or by registration number (no type). */
  searchedBy: { mode: 'name'; type: string } | { mode: 'number' }
  page: number
  sort: SortableColumn | ''
  dir: 'asc' | 'desc'
  onPage: (page: number) => void
  onSort: (sort: SortableColumn | '', dir: 'asc' | 'desc') => void
}

/** The results of one search: progress while registries answer, then the table. */
export function SearchResults(props: SearchResultsProps) {
  return props.version === 'v1' ? <V1Results {...props} /> : <V2Results {...props} />
}

/*
 * The upstream cannot sort: unsorted, the table shows the page the upstream answers; sorted, it reads
 * the whole result set (as the CSV export does), sorts every row and shows the page asked for.
 */
function V1Results(props: SearchResultsProps) {
  const sorted = props.sort !== ''
  const paged = useQuery({
    ...registryQueries.v1Results(props.requestId, props.page),
    select: v1ResultsView,
    enabled: !sorted,
  })
  const whole = useQuery({
    ...registryQueries.v1WholeSet(props.requestId),
    select: (pages) => wholeSetView(pages.map(v1ResultsView), props.page, resultsPageSize),
    enabled: sorted,
  })
  return <ResultsBody {...props} query={sorted ? whole : paged} wholeSet={sorted} />
}

function V2Results(props: SearchResultsProps) {
  const sorted = props.sort !== ''
  const paged = useQuery({
    ...registryQueries.v2Results(props.requestId, props.page),
    select: v2ResultsView,
    enabled: !sorted,
  })
  const whole = useQuery({
    ...registryQueries.v2WholeSet(props.requestId),
    select: (pages) => wholeSetView(pages.map(v2ResultsView), props.page, resultsPageSize),
    enabled: sorted,
  })
  return <ResultsBody {...props} query={sorted ? whole : paged} wholeSet={sorted} />
}

/** What to try when nothing was found: only what the search's own mode offers. */
function nothingFoundHint(searchedBy: SearchResultsProps['searchedBy']) {
  if (searchedBy.mode === 'number') return 'Check the number (with or without the registry’s letters) or the country.'
  return searchedBy.type === 'fuzzy'
    ? 'Try another spelling or another country.'
    : 'Try another spelling, the "Fuzzy" search type, or another country.'
}

function ResultsBody({
  query,
  version,
  requestId,
  sort,
  dir,
  onPage,
  onSort,
  wholeSet,
  searchedBy,
}: SearchResultsProps & {
  /** The rows are the whole result set: the table sorts them all and shows page `view.page`. */
  wholeSet: boolean
  query: {
    data?: ResultsView
    isPending: boolean
    isError: boolean
    error: Error | null
    refetch: () => unknown
    isFetching: boolean
  }
}) {
  if (query.isPending) return <LoadingBlock label="Loading results" lines={5} />
  if (query.isError || !query.data) {
    return (
      <div
        role="alert"
        className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <p className="break-words">The results could not be loaded: {query.error?.message ?? 'no data'}</p>
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    )
  }
  const view = query.data
  const stillFetching = view.rows.filter((row) => row.fetchStatus === 'pending').length
  return (
    <section aria-labelledby="results-heading" className="space-y-4">
      <h2 id="results-heading" className="text-lg font-semibold">
        Results
      </h2>
      {view.pending ? (
        <div className="space-y-1">
          <ProgressBar label={view.progressLabel} value={view.progress} />
          <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
            Still fetching — this list refreshes by itself.
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
          Search complete: {view.total} {view.total === 1 ? 'company' : 'companies'} found.
          {stillFetching > 0 &&
            ` ${stillFetching} of ${view.rows.length} profiles ${wholeSet ? 'found' : 'on this page'} are still being fetched; the list refreshes by itself.`}
        </p>
      )}
      {view.rows.length === 0 ? (
        <EmptyState title={view.pending ? 'No companies yet' : 'No companies found'}>
          {view.pending ? 'The registries have not answered yet.' : nothingFoundHint(searchedBy)}
        </EmptyState>
      ) : (
        <>
          <ResultsTable
            rows={view.rows}
            version={version}
            sort={sort}
            dir={dir}
            onSort={onSort}
            busy={query.isFetching}
            pageIndex={wholeSet ? view.page - 1 : undefined}
            pageSize={resultsPageSize}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Pagination page={view.page} lastPage={view.lastPage} total={view.total} onPage={onPage} />
            <CsvExportLink path="/bff/exports/search.csv" query={{ version, request: requestId }}>
              Export all {view.total} as CSV
            </CsvExportLink>
          </div>
        </>
      )}
    </section>
  )
}
