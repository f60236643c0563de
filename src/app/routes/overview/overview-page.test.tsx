import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { auditPageFixture, overviewFixture } from '@/testing/fixtures/operations-fixtures'
import { indexedSearch, searchPageHandlers, v2Company, v2ResultsBody } from '@/testing/fixtures/registry-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

describe('overview page', () => {
  it('shows the charts with text alternatives, the attention list and the decline codes explained', async () => {
    mswServer.use(
      http.get('/bff/overview', () => HttpResponse.json(overviewFixture())),
      ...signedInHandlers('admin'),
    )
    renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument()
    const attention = await screen.findByRole('region', { name: 'Needs your attention' })
    expect(
      within(attention).getByRole('link', { name: 'Potential match waiting for a decision: Acme GmbH' }),
    ).toHaveAttribute('href', '/aml/aml-1')
    expect(within(attention).getByText('Overdue ·')).toBeInTheDocument()
    expect(within(attention).getByRole('link', { name: 'Overdue: 1' })).toHaveAttribute('href', '/inbox?view=overdue')
    expect(within(attention).getByRole('link', { name: 'Mine: 1' })).toHaveAttribute('href', '/inbox?view=mine')
    expect(await screen.findByText('3 searches, 2 AML checks and 1 KYC check in 30 days.')).toBeInTheDocument()
    expect(screen.getByText('1 potential match reported by ongoing monitoring in 30 days.')).toBeInTheDocument()
    expect(screen.getByText('AML outcomes (1 open potential match)', { selector: 'figcaption' })).toBeInTheDocument()
    expect(screen.getByText('Potential match: 1, No match: 1')).toBeInTheDocument()
    expect(screen.queryByText(/Risk mix/)).not.toBeInTheDocument()
    const activity = screen.getByRole('table', { name: /Searches and checks per day/ })
    expect(within(activity).getByRole('row', { name: '2026-11-23 3 2 1' })).toBeInTheDocument()
    expect(screen.getByText(/The document has expired; ask for a valid one/)).toBeInTheDocument()
    // What arrives late grows the bottom of the page (no layout shift): the status comes before the
    // figures; the decline codes (text, arriving with the charts) before the charts.
    const status = screen.getByRole('region', { name: 'System status' })
    const declines = screen.getByRole('region', { name: 'Top KYC decline codes' })
    expect(status.compareDocumentPosition(attention) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(declines.compareDocumentPosition(activity) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('leaves out what the role may not see', async () => {
    mswServer.use(
      http.get('/bff/overview', () =>
        HttpResponse.json(overviewFixture({ kyc_outcomes: null, top_decline_codes: null, attention: [] })),
      ),
      ...signedInHandlers('analyst'),
    )
    renderApp('/')
    expect(await screen.findByText('Nothing waits for you.')).toBeInTheDocument()
    await screen.findByText(/AML outcomes/, { selector: 'figcaption' })
    expect(screen.queryByText('KYC outcomes')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Top KYC decline codes' })).not.toBeInTheDocument()
  })
})

/** Answers the overview to an admin and records the query of each request. */
function recordOverviewQueries() {
  const asked: Record<string, string>[] = []
  mswServer.use(
    http.get('/bff/overview', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams)
      asked.push(query)
      return HttpResponse.json(
        overviewFixture(
          query.period === 'custom' ? { period: 'custom', from: query.from, to: query.to, days: 11 } : {},
        ),
      )
    }),
    ...signedInHandlers('admin'),
  )
  return asked
}

describe('overview period', () => {
  it('keeps the period in the URL, sends it to the proxy and checks a custom range before using it', async () => {
    const asked = recordOverviewQueries()
    const { router } = renderApp('/?period=7d')
    const period = await screen.findByRole('combobox', { name: 'Period' })
    expect(period).toHaveValue('7d')
    await waitFor(() => expect(asked).toEqual([{ period: '7d' }]))

    await userEvent.selectOptions(period, '90d')
    await waitFor(() => expect(asked.at(-1)).toEqual({ period: '90d' }))
    expect(router.state.location.search).toBe('?period=90d')

    await userEvent.selectOptions(period, 'custom')
    await userEvent.type(screen.getByLabelText('From'), '2026-10-10')
    await userEvent.type(screen.getByLabelText('To'), '2026-10-01')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('To must be on or after from')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?period=90d')

    await userEvent.clear(screen.getByLabelText('To'))
    await userEvent.type(screen.getByLabelText('To'), '2026-10-20')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(asked.at(-1)).toEqual({ period: 'custom', from: '2026-10-10', to: '2026-10-20' }))
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      period: 'custom',
      from: '2026-10-10',
      to: '2026-10-20',
    })
    expect(screen.queryByText('To must be on or after from')).not.toBeInTheDocument()
    expect(
      await screen.findByText('Searches and checks per day (2026-10-10 to 2026-10-20)', { selector: 'figcaption' }),
    ).toBeInTheDocument()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '30d')
    await waitFor(() => expect(asked.at(-1)).toEqual({}))
    expect(router.state.location.search).toBe('')
  })

  it('says when the period in the address is not valid and shows the default period', async () => {
    const asked = recordOverviewQueries()
    renderApp('/?period=custom&from=2026-10-10')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The period in the address is not valid (To is required for a custom period): the figures show the last 30 days.',
    )
    await waitFor(() => expect(asked).toEqual([{}]))
  })
})

describe('command palette', () => {
  it('opens with Ctrl-K, goes to a page, and opens a request by id', async () => {
    mswServer.use(
      http.get('/bff/requests', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q')
        const items =
          q === 'kreq_19fe' ? [indexedSearch({ upstream_id: 'kreq_19fe', search_text: 'Acme', country: 'DE' })] : []
        return HttpResponse.json({ items, pagination: { total: items.length, page: 1, limit: 8, pages: 1 } })
      }),
      ...signedInHandlers('admin'),
      ...searchPageHandlers(),
      http.get('/bff/audit', () => HttpResponse.json(auditPageFixture([]))),
      http.get('/bff/upstream/v2/kyb', () =>
        HttpResponse.json(v2ResultsBody({ status: 'resolved', rows: [v2Company()] })),
      ),
    )
    const { router } = renderApp('/')
    await screen.findByRole('heading', { name: 'Overview' })
    await userEvent.keyboard('{Control>}k{/Control}')
    const palette = await screen.findByRole('dialog', { name: 'Command palette' })
    await userEvent.type(within(palette).getByRole('combobox'), 'audit')
    await userEvent.click(await within(palette).findByRole('option', { name: 'Go to Audit' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit'))

    await userEvent.keyboard('{Control>}k{/Control}')
    const again = await screen.findByRole('dialog', { name: 'Command palette' })
    await userEvent.type(within(again).getByRole('combobox'), 'kreq_19fe')
    await userEvent.click(await within(again).findByRole('option', { name: /Open request kreq_19fe/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'))
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({
      version: 'v2',
      request: 'kreq_19fe',
      q: 'Acme',
      country: 'DE',
    })
  })

  it('lists the keyboard shortcuts on ?', async () => {
    mswServer.use(...signedInHandlers('analyst'))
    renderApp('/')
    await screen.findByRole('heading', { name: 'Overview' })
    await userEvent.keyboard('?')
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(within(help).getByText(/Open the command palette/)).toBeInTheDocument()
  })
})
