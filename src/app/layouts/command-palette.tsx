import type { Permission } from '@contract/bff/permissions'
import type { IndexedRequest } from '@contract/bff/requests'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Command } from 'cmdk'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Dialog } from '@/components/ui/dialog'
import { reviewPath } from '@/features/aml/utils/aml-paths'
import { recentSearchQueries } from '@/features/registry/api/recent-search-queries'
import { registryMutations } from '@/features/registry/api/registry-queries'
import { notify } from '@/lib/notify'
import { requestQueries } from '@/features/requests/api/request-queries'
import { visibleNavigation } from './navigation'

const itemClasses =
  'cursor-pointer rounded-md px-3 py-2 text-sm aria-selected:bg-brand-100 aria-selected:text-brand-800 dark:aria-selected:bg-slate-800 dark:aria-selected:text-sky-200'
const groupClasses =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-slate-600 dark:[&_[cmdk-group-heading]]:text-slate-400'

/** The page of an indexed request, when the desk has one: a registry search, a KYC case, an AML review. */
export function requestPath(request: IndexedRequest): string | null {
  if (request.kind === 'kyc') return `/kyc/cases/${encodeURIComponent(request.upstream_id)}`
  if (request.kind === 'company_aml') return reviewPath(request.upstream_id)
  const version = request.kind === 'kyb_search_v1' ? 'v1' : request.kind === 'kyb_search_v2' ? 'v2' : null
  if (!version) return null
  const params = new URLSearchParams({ version, request: request.upstream_id })
  if (request.search_text) params.set('q', request.search_text)
  if (request.country) params.set('country', request.country)
  if (request.search_type) params.set('type', request.search_type)
  return `/search?${params.toString()}`
}

/**
 * Ctrl/Cmd-K: go to any page the role may use, open a request of the index by its id (listed first: a
 * pasted id opens its page on Enter), or find a company by name (a version 2 search in the country of
 * the user's latest search; not offered for the exact id of a known request).
 */
export function CommandPalette({
  permissions,
  isOpen,
  onOpenChange,
}: {
  permissions: readonly Permission[]
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const term = text.trim()
  const canSearch = permissions.includes('search:run')
  const latest = useQuery({ ...recentSearchQueries.mine('kyb_search_v2', 1), enabled: isOpen && canSearch })
  const country = latest.data?.items[0]?.country ?? 'DE'
  const requests = useQuery({ ...requestQueries.matching(term), enabled: isOpen && term.length >= 4 })
  const matchingRequests = requests.data?.items ?? []
  const isKnownId = matchingRequests.some((request) => request.upstream_id === term)
  const offersSearch = canSearch && term.length >= 3 && !isKnownId
  // The highlighted item: the first matching request as soon as the index answers (cmdk highlights
  // the first item when the text changes, before the answer, and would keep "Find company").
  const [selected, setSelected] = useState('')
  const firstRequest = matchingRequests[0]?.upstream_id
  const [highlightedFor, setHighlightedFor] = useState<string | undefined>()
  if (firstRequest !== highlightedFor) {
    setHighlightedFor(firstRequest)
    if (firstRequest) setSelected(`request ${firstRequest}`)
  }
  const startSearch = useMutation(registryMutations.startV2())
  const close = () => {
    setText('')
    onOpenChange(false)
  }
  const go = (path: string) => {
    close()
    void navigate(path)
  }
  const findCompany = () =>
    startSearch.mutate(
      { name: term, country_codes: [country], search_type: 'contains' },
      {
        onSuccess: (results) =>
          go(
            `/search?${new URLSearchParams({ q: term, country, request: results.kyb_request.kyb_request_id }).toString()}`,
          ),
        onError: (error) => void notify('error', error.message),
      },
    )
  return (
    <Dialog title="Command palette" isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <Command label="Commands" className="space-y-2" shouldFilter value={selected} onValueChange={setSelected}>
        <Command.Input
          value={text}
          onValueChange={setText}
          placeholder="Type a page, a company name or a request id"
          aria-label="Command"
          autoFocus
          className="block w-full rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
        />
        <Command.List className="max-h-80 overflow-y-auto">
          {/* cmdk counts only the items it filters: the forced groups below are matches too. */}
          {!offersSearch && matchingRequests.length === 0 && (
            <Command.Empty className="px-3 py-2 text-sm">Nothing matches.</Command.Empty>
          )}
          {matchingRequests.length > 0 && (
            <Command.Group heading="Requests" className={groupClasses} forceMount>
              {matchingRequests.map((request) => {
                const path = requestPath(request)
                return (
                  <Command.Item
                    key={request.id}
                    value={`request ${request.upstream_id}`}
                    keywords={[term]}
                    forceMount
                    className={itemClasses}
                    onSelect={() =>
                      path
                        ? go(path)
                        : void notify(
                            'info',
                            `Request ${request.upstream_id} (${request.kind}) has no page in this desk yet.`,
                          )
                    }
                  >
                    Open request {request.upstream_id} · {request.kind.replace(/_/g, ' ')}
                    {request.search_text ? ` · ${request.search_text}` : ''}
                  </Command.Item>
                )
              })}
            </Command.Group>
          )}
          <Command.Group heading="Go to" className={groupClasses}>
            {visibleNavigation(permissions).map((item) => (
              <Command.Item
                key={item.to}
                value={`Go to ${item.label}`}
                onSelect={() => go(item.to)}
                className={itemClasses}
              >
                Go to {item.label}
              </Command.Item>
            ))}
          </Command.Group>
          {offersSearch && (
            <Command.Group heading="Companies" className={groupClasses} forceMount>
              <Command.Item
                value={`find-company ${term}`}
                keywords={[term]}
                onSelect={findCompany}
                disabled={startSearch.isPending}
                className={itemClasses}
                forceMount
              >
                {startSearch.isPending
                  ? `Searching for “${term}”…`
                  : `Find company “${term}” (version 2 search, ${country})`}
              </Command.Item>
            </Command.Group>
          )}
        </Command.List>
      </Command>
    </Dialog>
  )
}
