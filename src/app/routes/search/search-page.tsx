import { useQueryClient } from '@tanstack/react-query'
import { CountryPicker } from '@/features/countries/components/country-picker'
import { registryQueries } from '@/features/registry/api/registry-queries'
import { RecentSearches } from '@/features/registry/components/recent-searches'
import { SearchForm, type SearchStarted } from '@/features/registry/components/search-form'
import { SearchResults } from '@/features/registry/components/search-results'
import type { SearchFormValues } from '@/features/registry/utils/search-form-schema'
import { SearchUrlSchema, type SearchUrlState } from '@/features/registry/utils/search-url-state'
import { useUrlState } from '@/lib/url-state'

function formDefaults(state: SearchUrlState): SearchFormValues {
  return {
    version: state.version,
    mode: state.mode,
    term: state.q,
    country: state.country,
    searchType: state.type,
    ttl: state.ttl,
  }
}

export function SearchPage() {
  const [state, setState] = useUrlState(SearchUrlSchema)
  const queryClient = useQueryClient()
  const onStarted = ({ values, requestId, firstPage }: SearchStarted) => {
    if (firstPage) queryClient.setQueryData(registryQueries.v2Results(requestId, 1).queryKey, firstPage)
    setState({
      version: values.version,
      mode: values.mode,
      q: values.term.trim(),
      country: values.country,
      type: values.searchType,
      ttl: values.ttl.trim(),
      request: requestId,
      page: 1,
      sort: '',
      dir: 'asc',
    })
  }
  // The form restarts from the URL whenever its inputs there change (back button, shared link).
  const formKey = [state.version, state.mode, state.q, state.country, state.type, state.ttl].join('|')
  return (
    <div className="max-w-7xl space-y-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Registry search</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Search an official company registry by name or registration number.
        </p>
      </div>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <SearchForm
          key={formKey}
          defaults={formDefaults(state)}
          onStarted={onStarted}
          renderCountryField={(props) => <CountryPicker {...props} />}
        />
        <section aria-labelledby="recent-heading" className="space-y-3">
          <h2 id="recent-heading" className="text-lg font-semibold">
            Your recent searches
          </h2>
          <RecentSearches />
        </section>
      </div>
      {state.request && (
        <SearchResults
          key={`${state.version}:${state.request}`}
          version={state.version}
          requestId={state.request}
          searchedBy={state.mode === 'number' ? { mode: 'number' } : { mode: 'name', type: state.type }}
          page={state.page}
          sort={state.sort}
          dir={state.dir}
          onPage={(page) => setState({ page })}
          onSort={(sort, dir) => setState({ sort, dir }, { replace: true })}
        />
      )}
    </div>
  )
}
