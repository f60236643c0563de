import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import {
  indexedSearch,
  searchPageHandlers,
  v1ResultsBody,
  v2Company,
  v2ResultsBody,
} from '@/testing/fixtures/registry-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

const params = (search: string) => Object.fromEntries(new URLSearchParams(search))

async function pickCountry(typed: string, option: string) {
  const input = await screen.findByRole('combobox', { name: 'Country or state' })
  await userEvent.type(input, typed)
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

describe('search page', () => {
  it('runs a version 2 search, shows progress while rows are fetched and stops polling once resolved', async () => {
    let reads = 0
    let posted: unknown
    mswServer.use(
      ...signedInHandlers('analyst'),
      ...searchPageHandlers(),
      http.post('/bff/upstream/v2/kyb', async ({ request }) => {
        posted = await request.json()
        return HttpResponse.json(
          v2ResultsBody({
            status: 'pending',
            rows: [
              v2Company({ fetch_status: 'pending' }),
              v2Company({ kyb_response_id: 'kres_b002', name: 'Acme Logistik AG', fetch_status: 'resolved' }),
            ],
          }),
        )
      }),
      http.get('/bff/upstream/v2/kyb', () => {
        reads += 1
        return HttpResponse.json(
          v2ResultsBody({
            status: 'resolved',
            rows: [v2Company(), v2Company({ kyb_response_id: 'kres_b002', name: 'Acme Logistik AG' })],
          }),
        )
      }),
    )
    const { router, queryClient } = renderApp('/search')
    expect(await screen.findByRole('heading', { name: 'Registry search' })).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'Acme')
    await pickCountry('Germ', 'Germany')
    await userEvent.click(screen.getByRole('radio', { name: /Starts with/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))

    const progress = await screen.findByRole('progressbar', { name: 'Companies fully fetched on this page' })
    expect(progress).toHaveAttribute('aria-valuenow', '50')
    expect(posted).toEqual({ name: 'Acme', country_codes: ['DE'], search_type: 'start_with' })
    expect(params(router.state.location.search)).toEqual({
      country: 'DE',
      q: 'Acme',
      request: 'kreq_19fe',
      type: 'start_with',
    })

    // The poll (every 2 s while pending) brings the resolved state; then polling stops.
    expect(await screen.findByText(/Search complete: 2 companies found/, {}, { timeout: 6000 })).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    const query = queryClient.getQueryCache().find({ queryKey: ['kyb', 'v2', 'kreq_19fe'], exact: false })!
    const interval = (query.options as { refetchInterval?: unknown }).refetchInterval as (
      q: typeof query,
    ) => number | false
    expect(interval(query)).toBe(false)
    expect(query.isActive()).toBe(true)
    expect(reads).toBe(1)
    const table = screen.getByRole('table', { name: 'Search results' })
    expect(within(table).getByRole('link', { name: 'Acme Logistik AG' })).toHaveAttribute(
      'href',
      '/companies/v2/kres_b002',
    )
  })

  it('calls a version 2 search complete once the registries answered, while profiles still fill in', async () => {
    mswServer.use(
      ...signedInHandlers('analyst'),
      ...searchPageHandlers(),
      http.get('/bff/upstream/v2/kyb', () =>
        HttpResponse.json(
          v2ResultsBody({
            status: 'resolved',
            rows: [
              v2Company({ fetch_status: 'pending' }),
              v2Company({ kyb_response_id: 'kres_b002', name: 'Acme Logistik AG' }),
            ],
          }),
        ),
      ),
    )
    const { queryClient } = renderApp('/search?country=DE&q=Acme&request=kreq_19fe&type=start_with')
    expect(
      await screen.findByText(
        /Search complete: 2 companies found\. 1 of 2 profiles on this page are still being fetched/,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Export all 2 as CSV' })).toHaveAttribute(
      'href',
      '/bff/exports/search.csv?version=v2&request=kreq_19fe',
    )
    // The page keeps polling until every profile on it is fetched.
    const query = queryClient.getQueryCache().find({ queryKey: ['kyb', 'v2', 'kreq_19fe'], exact: false })!
    const interval = (query.options as { refetchInterval?: unknown }).refetchInterval as (
      q: typeof query,
    ) => number | false
    expect(interval(query)).toBe(2000)
  })

  it('restores inputs, results, page and sort from the URL and writes sort changes back', async () => {
    mswServer.use(
      ...signedInHandlers('analyst'),
      ...searchPageHandlers(),
      http.get('/bff/upstream/api/readKybResponse', ({ request }) => {
        expect(new URL(request.url).searchParams.get('request_id')).toBe('req_8d2b41')
        return HttpResponse.json(v1ResultsBody())
      }),
    )
    const { router } = renderApp('/search?version=v1&q=Acme&country=germany&request=req_8d2b41&type=fuzzy')
    expect(await screen.findByRole('link', { name: 'Acme Handels GmbH' })).toHaveAttribute(
      'href',
      '/companies/v1/req_8d2b41/cmp_5f1a9c',
    )
    expect(screen.getByRole('radio', { name: 'Version 1' })).toBeChecked()
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme')
    expect(screen.getByRole('combobox', { name: 'Country or state' })).toHaveValue('Germany')
    expect(screen.getByRole('radio', { name: /Fuzzy/ })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: /Company/ }))
    await waitFor(() => expect(params(router.state.location.search).sort).toBe('name'))
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Company/ })).toHaveAttribute('aria-sort', 'ascending'),
    )
  })

  it('shows the v1 resolved percentage while registries answer', async () => {
    mswServer.use(
      ...signedInHandlers(),
      ...searchPageHandlers(),
      http.get('/bff/upstream/api/readKybResponse', () =>
        HttpResponse.json(v1ResultsBody({ status: 'pending', percentage: 40 })),
      ),
    )
    renderApp('/search?version=v1&q=Acme&country=germany&request=req_8d2b41')
    expect(await screen.findByRole('progressbar', { name: 'Registries answered' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    )
  })

  it('says so when nothing was found', async () => {
    mswServer.use(
      ...signedInHandlers(),
      ...searchPageHandlers(),
      http.get('/bff/upstream/v2/kyb', () => HttpResponse.json(v2ResultsBody({ rows: [] }))),
    )
    const { router } = renderApp('/search?q=Nothing&country=DE&request=kreq_19fe')
    expect(await screen.findByText('No companies found')).toBeInTheDocument()
    expect(screen.getByText(/the "Fuzzy" search type/)).toBeInTheDocument()
    // A search by number has no search type to suggest.
    await act(() => router.navigate('/search?mode=number&q=350618&country=DE&request=kreq_19fe'))
    expect(await screen.findByText(/Check the number/)).toBeInTheDocument()
    expect(screen.queryByText(/Fuzzy/)).not.toBeInTheDocument()
  })

  it('shows a failed read with its message and a retry', async () => {
    let fail = true
    mswServer.use(
      ...signedInHandlers(),
      ...searchPageHandlers(),
      http.get('/bff/upstream/v2/kyb', () =>
        fail
          ? HttpResponse.json(
              { error: true, message: 'The registry service did not answer in time.', data: {} },
              { status: 502 },
            )
          : HttpResponse.json(v2ResultsBody()),
      ),
    )
    renderApp('/search?q=Acme&country=DE&request=kreq_19fe')
    expect(await screen.findByRole('alert')).toHaveTextContent('The registry service did not answer in time.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Acme Handels GmbH' })).toBeInTheDocument()
  })

  it('shows hostile company names as text', async () => {
    mswServer.use(
      ...signedInHandlers(),
      ...searchPageHandlers(),
      http.get('/bff/upstream/v2/kyb', () =>
        HttpResponse.json(
          v2ResultsBody({ rows: [v2Company({ name: '<script>alert("x")</script><img src=x onerror=alert(1)>' })] }),
        ),
      ),
    )
    renderApp('/search?q=Acme&country=DE&request=kreq_19fe')
    expect(
      await screen.findByRole('link', { name: '<script>alert("x")</script><img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument()
    expect(document.querySelector('main script')).toBeNull()
    expect(document.querySelector('main img[src="x"]')).toBeNull()
  })

  it('checks the contract rules on the fields and maps server field errors back', async () => {
    let posts = 0
    mswServer.use(
      ...signedInHandlers(),
      ...searchPageHandlers(),
      http.post('/bff/upstream/v2/kyb', () => {
        posts += 1
        return HttpResponse.json(
          {
            error: true,
            message: 'Invalid request',
            data: {
              fields: [
                { path: 'country_codes.0', message: 'is not served for kyb' },
                { path: 'ttl', message: 'must be at least 60' },
              ],
            },
          },
          { status: 400 },
        )
      }),
    )
    renderApp('/search')
    await screen.findByRole('heading', { name: 'Registry search' })
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'Ac')
    await userEvent.type(screen.getByLabelText('Time limit in seconds (optional)'), '30')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Company name must be 3 to 128 characters')).toBeInTheDocument()
    expect(screen.getByText('Choose a country or state')).toBeInTheDocument()
    expect(screen.getByText('Time limit must be a whole number of seconds, at least 60')).toBeInTheDocument()
    expect(posts).toBe(0)

    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'me')
    await userEvent.clear(screen.getByLabelText('Time limit in seconds (optional)'))
    await pickCountry('Germ', 'Germany')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('is not served for kyb')).toBeInTheDocument()
    expect(screen.getByText('must be at least 60')).toBeInTheDocument()
    expect(posts).toBe(1)
  })

  it('searches by registration number through version 1', async () => {
    let posted: unknown
    mswServer.use(
      ...signedInHandlers(),
      ...searchPageHandlers(),
      http.post('/bff/upstream/api/search', async ({ request }) => {
        posted = await request.json()
        return HttpResponse.json({ request_id: 'req_8d2b41', service_id: 'svc_31c0' })
      }),
      http.get('/bff/upstream/api/readKybResponse', () => HttpResponse.json(v1ResultsBody())),
    )
    const { router } = renderApp('/search')
    await userEvent.click(await screen.findByRole('radio', { name: 'Version 1' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Registration number' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Registration number' }), 'HRB 123456')
    await pickCountry('germ', 'Germany')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('link', { name: 'Acme Handels GmbH' })).toBeInTheDocument()
    expect(posted).toEqual({
      registration_number: 'HRB 123456',
      country_names: ['germany'],
      search_type: 'contains',
      services: ['kyb_check'],
    })
    expect(params(router.state.location.search)).toMatchObject({
      version: 'v1',
      mode: 'number',
      q: 'HRB 123456',
      country: 'germany',
      request: 'req_8d2b41',
    })
  })

  it('lists the user’s recent searches with links that reopen them', async () => {
    mswServer.use(
      ...signedInHandlers(),
      ...searchPageHandlers([
        indexedSearch(),
        indexedSearch({
          id: 'row_2',
          kind: 'kyb_search_v1',
          upstream_id: 'req_1',
          search_text: null,
          country: 'united_states.alabama',
          detail: { registration_number: '000-111' },
          created_at: '2026-11-21T06:00:00.000Z',
        }),
      ]),
    )
    renderApp('/search')
    const recent = await screen.findByRole('region', { name: 'Your recent searches' })
    const links = await within(recent).findAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['No. 000-111', 'Acme'])
    expect(links[0]).toHaveAttribute(
      'href',
      '/search?country=united_states.alabama&mode=number&q=000-111&request=req_1&version=v1',
    )
    expect(recent).toHaveTextContent('Alabama, United States')
  })

  it('sorts the whole result set, not only the page shown, and pages through the results, both in the URL', async () => {
    const reads: Array<{ page: string; limit: string }> = []
    mswServer.use(
      ...signedInHandlers(),
      ...searchPageHandlers(),
      http.get('/bff/upstream/v2/kyb', ({ request }) => {
        const url = new URL(request.url)
        const page = url.searchParams.get('page') ?? '1'
        const limit = Number(url.searchParams.get('limit'))
        reads.push({ page, limit: String(limit) })
        // 30 companies: "Alpha 01" … "Alpha 29" and, last of all, "Zeta GmbH".
        const all = [
          ...Array.from({ length: 29 }, (_, i) =>
            v2Company({ kyb_response_id: `a${i}`, name: `Alpha ${String(i + 1).padStart(2, '0')}` }),
          ),
          v2Company({ kyb_response_id: 'z', name: 'Zeta GmbH' }),
        ]
        const rows = all.slice((Number(page) - 1) * limit, Number(page) * limit)
        return HttpResponse.json(
          v2ResultsBody({ rows, page: Number(page), lastPage: Math.ceil(all.length / limit), total: all.length }),
        )
      }),
    )
    const { router } = renderApp('/search?q=GmbH&country=DE&request=kreq_19fe&sort=name&dir=desc')
    const table = await screen.findByRole('table', { name: 'Search results' })
    // Zeta is on the upstream's second page of 25, yet first when sorted by name, descending.
    await waitFor(() => expect(within(table).getAllByRole('link')[0]).toHaveTextContent('Zeta GmbH'))
    expect(within(table).getAllByRole('link')).toHaveLength(25)
    expect(reads).toContainEqual({ page: '1', limit: '100' })
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Alpha 05', 'Alpha 04', 'Alpha 03', 'Alpha 02', 'Alpha 01']),
    )
    expect(params(router.state.location.search)).toMatchObject({ page: '2', sort: 'name', dir: 'desc' })
    await act(() => router.navigate(-1))
    await waitFor(() => expect(within(table).getAllByRole('link')[0]).toHaveTextContent('Zeta GmbH'))
    // Unsorted, the table shows the upstream's page as it comes.
    await act(() => router.navigate('/search?q=GmbH&country=DE&request=kreq_19fe'))
    await waitFor(() => expect(within(table).getAllByRole('link')[0]).toHaveTextContent('Alpha 01'))
    expect(reads).toContainEqual({ page: '1', limit: '25' })
  })
})
