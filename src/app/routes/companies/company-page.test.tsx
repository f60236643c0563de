import { exampleV2CompanyInsights } from '@contract/registry'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { amlResultFixture, amlReviewHandlers } from '@/testing/fixtures/aml-fixtures'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { v1ProfileBody, v2ProfileBody } from '@/testing/fixtures/registry-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()
// The AML status cells of the profile read each resolved screening's review.
beforeEach(() =>
  mswServer.use(...amlReviewHandlers({ result: amlResultFixture({ match_status: 'no match', hits: [] }) }).handlers),
)

const v2Route = (body: unknown, status = 200) =>
  http.get('/bff/upstream/v2/kyb/:id', () => HttpResponse.json(body as object, { status }))
const tabName = (name: string) => new RegExp(`^${name.replace('&', '\\&')}( \\(\\d+\\))?$`)
const tabNames = [
  'Overview',
  'Officers',
  'Owners',
  'Ownership',
  'Documents',
  'Financials',
  'History',
  'Branches & parents',
  'Capital & registries',
]

describe('company profile', () => {
  it('shows the header and lets every tab be opened, each in the URL', async () => {
    mswServer.use(...signedInHandlers('analyst'), v2Route(v2ProfileBody()))
    const { router } = renderApp('/companies/v2/kres_a001')
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Handels GmbH' })).toBeInTheDocument()
    expect(screen.getByText('active')).toBeInTheDocument()
    expect(screen.getByText('low risk')).toBeInTheDocument()
    expect(screen.getByText('verified')).toBeInTheDocument()
    expect(screen.getByText('HRB 123456')).toBeInTheDocument()
    const tabs = screen.getByRole('tablist', { name: 'Company profile sections' })
    for (const name of tabNames) {
      await userEvent.click(within(tabs).getByRole('tab', { name: tabName(name) }))
      await waitFor(() =>
        expect(within(tabs).getByRole('tab', { name: tabName(name) })).toHaveAttribute('aria-selected', 'true'),
      )
      expect(screen.getByRole('tabpanel')).toBeInTheDocument()
    }
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('capital')
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('Handelsregister'))
  })

  it('opens the tab named in the URL, and shows officers with expandable similar people', async () => {
    mswServer.use(...signedInHandlers(), v2Route(v2ProfileBody()))
    renderApp('/companies/v2/kres_a001?tab=officers')
    const panel = await screen.findByRole('tabpanel')
    expect(within(panel).getByText('Anna Schmidt')).toBeInTheDocument()
    expect(within(panel).getByText('no match')).toBeInTheDocument()
    await userEvent.click(within(panel).getByRole('button', { name: 'Show 1 similar person' }))
    expect(within(panel).getByText(/Beispiel AG/)).toBeInTheDocument()
  })

  it('shows the ownership tree, collapsible, with the cumulative share of each owner', async () => {
    mswServer.use(...signedInHandlers(), v2Route(v2ProfileBody()))
    renderApp('/companies/v2/kres_a001?tab=ownership')
    const panel = await screen.findByRole('tabpanel')
    const holding = within(panel).getByRole('button', { name: /Holding Alpha GmbH/ })
    expect(holding).toHaveAttribute('aria-expanded', 'true')
    expect(within(panel).getByText('= 80 % of the company')).toBeInTheDocument()
    await userEvent.click(holding)
    expect(holding).toHaveAttribute('aria-expanded', 'false')
    expect(within(panel).queryByText('= 80 % of the company')).not.toBeInTheDocument()
    const table = within(panel).getByRole('table', { name: 'Cumulative ownership' })
    const trust = within(table).getByRole('row', { name: /Alpha Family Trust/ })
    expect(trust).toHaveTextContent('80 %')
  })

  it('shows key figures and a lazily loaded chart on the Financials tab', async () => {
    mswServer.use(...signedInHandlers(), v2Route(v2ProfileBody()))
    renderApp('/companies/v2/kres_a001?tab=financials')
    const panel = await screen.findByRole('tabpanel')
    expect(within(panel).getByText('+20.0 % vs 2022', { exact: false })).toBeInTheDocument()
    const chart = await within(panel).findByTestId('financial-chart')
    expect(within(chart).getByRole('table', { name: 'revenue by year' })).toHaveTextContent('2023')
  })

  it('says the profile is still being fetched, polls, and stops once it is complete', async () => {
    let reads = 0
    mswServer.use(
      ...signedInHandlers(),
      http.get('/bff/upstream/v2/kyb/:id', () => {
        reads += 1
        return HttpResponse.json(v2ProfileBody({ fetch_status: reads === 1 ? 'pending' : 'resolved' }))
      }),
    )
    renderApp('/companies/v2/kres_a001')
    expect(await screen.findByText(/still being fetched/)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(/still being fetched/)).not.toBeInTheDocument(), { timeout: 8000 })
    expect(reads).toBe(2)
  })

  it('says what is missing when the registry has no data for a section', async () => {
    mswServer.use(
      ...signedInHandlers(),
      v2Route(
        v2ProfileBody({
          people_detail: [],
          documents_detail: [],
          ownership_structure: null,
          financial_detail: null,
          branches: [],
          parent_companies: [],
        }),
      ),
    )
    renderApp('/companies/v2/kres_a001?tab=officers')
    expect(await screen.findByText('No officers are recorded for this company (yet).')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Documents' }))
    expect(await screen.findByText('No documents are recorded for this company.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Ownership' }))
    expect(await screen.findByText('No ownership structure is recorded for this company.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Financials' }))
    expect(await screen.findByText('No financial information is recorded for this company.')).toBeInTheDocument()
  })

  it('never makes hostile values clickable or executable', async () => {
    const hostileName = '<script>window.__pwned = true</script>Evil Corp'
    mswServer.use(
      ...signedInHandlers(),
      v2Route(
        v2ProfileBody({
          name: hostileName,
          contacts_detail: [
            { type: 'website', value: 'javascript:window.__pwned=true', meta_detail: {} },
            { type: 'website', value: 'https://acme.example/', meta_detail: {} },
          ],
          documents_detail: [
            {
              ...exampleV2CompanyInsights.documents_detail[0]!,
              uid: 'doc_x',
              title: 'Trap',
              document_url: 'javascript:alert(1)',
              own_document_available: null,
            },
          ],
        }),
      ),
    )
    renderApp('/companies/v2/kres_a001')
    expect(await screen.findByRole('heading', { level: 1, name: hostileName })).toBeInTheDocument()
    expect(document.querySelector('main script')).toBeNull()
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByText('javascript:window.__pwned=true').closest('a')).toBeNull()
    expect(within(panel).getByRole('link', { name: 'https://acme.example/' })).toHaveAttribute(
      'rel',
      expect.stringContaining('noopener'),
    )
    await userEvent.click(screen.getByRole('tab', { name: /Documents/ }))
    expect(await screen.findByText('Trap')).toBeInTheDocument()
    expect(within(screen.getByRole('tabpanel')).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument()
    expect(within(screen.getByRole('tabpanel')).getByText('javascript:alert(1)').closest('a')).toBeNull()
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined()
  })

  it('reads a version 1 profile, with filings downloadable through the proxy', async () => {
    const body = v1ProfileBody()
    body.data.filings_detail = [{ ...body.data.filings_detail[0]!, file_url: '/api/getFile?file=f1&sig=abc' }]
    mswServer.use(
      ...signedInHandlers(),
      http.get('/bff/upstream/api/companies/read', ({ request }) => {
        const url = new URL(request.url)
        expect(url.searchParams.get('company_id')).toBe('cmp_5f1a9c')
        expect(url.searchParams.get('request_id')).toBe('req_8d2b41')
        return HttpResponse.json(body)
      }),
    )
    renderApp('/companies/v1/req_8d2b41/cmp_5f1a9c?tab=documents')
    const panel = await screen.findByRole('tabpanel')
    expect(within(panel).getByRole('heading', { name: 'Filings' })).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      `/bff/files?url=${encodeURIComponent('/api/getFile?file=f1&sig=abc')}`,
    )
    await userEvent.click(screen.getByRole('tab', { name: tabName('Owners') }))
    expect(
      within(await screen.findByRole('table', { name: 'Ownership shares' })).getByText('75–100 %'),
    ).toBeInTheDocument()
  })

  it('says so when the company does not exist', async () => {
    mswServer.use(
      ...signedInHandlers(),
      v2Route({ error: true, message: 'No company with kyb_response_id nope', data: {} }, 404),
    )
    renderApp('/companies/v2/nope')
    expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('No company with kyb_response_id nope')
  })
})
