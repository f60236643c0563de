import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ongoingBody, ongoingRow } from '@/testing/fixtures/aml-fixtures'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { v1CountriesBody } from '@/testing/fixtures/registry-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

const rows = [
  ongoingRow({
    aml_request_id: 'aml-a',
    search: 'Acme Handels GmbH',
    ongoing_monitoring: false,
    duration: '',
    duration_type: '',
    country_names: ['germany'],
  }),
  ongoingRow({
    aml_request_id: 'aml-b',
    search: 'Beta Trading Ltd',
    match_status: 'potential match',
    ongoing_monitoring: true,
    duration: '3',
    duration_type: 'month',
  }),
]

function handlers(reads: URLSearchParams[], updates: unknown[] = [], update?: () => Response) {
  return [
    http.get('/bff/upstream/api/countries/read', () => HttpResponse.json(v1CountriesBody)),
    http.get('/bff/upstream/api/ongoingRequest/read', ({ request }) => {
      reads.push(new URL(request.url).searchParams)
      return HttpResponse.json(ongoingBody(rows, 2, 3))
    }),
    http.post('/bff/upstream/api/ongoingRequest/update', async ({ request }) => {
      updates.push(await request.json())
      return update?.() ?? HttpResponse.json({ error: false, message: 'Ongoing request updated', data: {} })
    }),
  ]
}

const lastRead = (reads: URLSearchParams[]) => reads.at(-1)!

describe('monitoring page', () => {
  it('reads every filter from the URL, sends dates as DD-MM-YYYY, and writes changes back to the URL', async () => {
    const reads: URLSearchParams[] = []
    mswServer.use(...signedInHandlers('analyst'), ...handlers(reads))
    const { router } = renderApp(
      '/monitoring?search=Acme&country=germany&country=france&match=potential_match&monitoring=on&from=2026-01-02&to=2026-03-04&page=2',
    )
    expect(await screen.findByRole('table', { name: 'Monitored AML requests' })).toBeInTheDocument()
    expect(Object.fromEntries(lastRead(reads))).toEqual({
      search: 'Acme',
      'country_names[]': 'france',
      match_status: 'potential match',
      ongoing_monitoring: 'true',
      start_date: '02-01-2026',
      end_date: '04-03-2026',
      page: '2',
      limit: '25',
    })
    expect(lastRead(reads).getAll('country_names[]')).toEqual(['germany', 'france'])
    expect(screen.getByRole('textbox', { name: 'Name or service id' })).toHaveValue('Acme')
    expect(screen.getByRole('combobox', { name: 'Match status' })).toHaveValue('potential_match')
    expect(screen.getByRole('combobox', { name: 'Monitoring' })).toHaveValue('on')
    expect(screen.getByLabelText('Created from')).toHaveValue('2026-01-02')
    expect(
      within(screen.getByRole('list', { name: 'Countries filtered on' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Germany×', 'France×'])
    expect(screen.getByText('Page 2 of 3 · 2 results')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/bff/exports/monitoring.csv?search=Acme&country_names%5B%5D=germany&country_names%5B%5D=france&match_status=potential+match&ongoing_monitoring=true&start_date=02-01-2026&end_date=04-03-2026',
    )

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Match status' }), 'no_match')
    await waitFor(() => expect(lastRead(reads).get('match_status')).toBe('no match'))
    const params = new URLSearchParams(router.state.location.search)
    expect(params.get('match')).toBe('no_match')
    expect(params.get('page')).toBeNull()
    expect(params.getAll('country')).toEqual(['germany', 'france'])

    await userEvent.click(screen.getByRole('button', { name: 'Remove Germany' }))
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).getAll('country')).toEqual(['france']))
    await waitFor(() => expect(lastRead(reads).getAll('country_names[]')).toEqual(['france']))
  })

  it('falls back to the defaults for a hostile URL', async () => {
    const reads: URLSearchParams[] = []
    mswServer.use(...signedInHandlers('analyst'), ...handlers(reads))
    renderApp('/monitoring?match=maybe&from=yesterday&page=-4')
    await screen.findByRole('table', { name: 'Monitored AML requests' })
    expect(Object.fromEntries(lastRead(reads))).toEqual({ page: '1', limit: '25' })
  })

  it('shows enable and disable only to roles with monitoring:write', async () => {
    mswServer.use(...signedInHandlers('analyst'), ...handlers([]))
    renderApp('/monitoring')
    await screen.findByRole('table', { name: 'Monitored AML requests' })
    expect(screen.queryByRole('button', { name: /monitoring of/ })).not.toBeInTheDocument()
  })

  it('checks the duration rules before sending and maps the server’s 400 onto the field', async () => {
    const updates: unknown[] = []
    let refuse = true
    mswServer.use(
      ...signedInHandlers('compliance_manager'),
      ...handlers([], updates, () =>
        refuse
          ? HttpResponse.json(
              {
                error: true,
                message: 'Invalid request: duration: is not allowed today',
                data: { fields: [{ path: 'duration', message: 'is not allowed today' }] },
              },
              { status: 400 },
            )
          : HttpResponse.json({ error: false, message: 'Ongoing request updated', data: {} }),
      ),
    )
    renderApp('/monitoring')
    await userEvent.click(await screen.findByRole('button', { name: 'Enable monitoring of Acme Handels GmbH' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enable monitoring of Acme Handels GmbH' })
    for (const [type, bad, rule] of [
      ['day', '8', 'must be 1 to 7 for duration_type day'],
      ['week', '5', 'must be 1 to 4 for duration_type week'],
      ['month', '13', 'must be 1 to 12 for duration_type month'],
      ['month', '0', 'must be 1 to 12 for duration_type month'],
    ] as const) {
      await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Duration type' }), type)
      await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Duration' }))
      await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Duration' }), bad)
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enable monitoring' }))
      expect(await within(dialog).findByText(rule)).toBeInTheDocument()
    }
    expect(updates).toEqual([])

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Duration type' }), 'week')
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Duration' }))
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Duration' }), '4')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable monitoring' }))
    expect(await within(dialog).findByText('is not allowed today')).toBeInTheDocument()
    expect(within(dialog).getByRole('spinbutton', { name: 'Duration' })).toHaveAttribute('aria-invalid', 'true')

    refuse = false
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable monitoring' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(updates.at(-1)).toEqual({
      service_type: 'ongoing_aml',
      aml_request_id: 'aml-a',
      ongoing_enable: true,
      duration: 4,
      duration_type: 'week',
    })
  })

  it('disables monitoring without asking for a duration', async () => {
    const updates: unknown[] = []
    mswServer.use(...signedInHandlers('compliance_manager'), ...handlers([], updates))
    renderApp('/monitoring')
    await userEvent.click(await screen.findByRole('button', { name: 'Disable monitoring of Beta Trading Ltd' }))
    const dialog = await screen.findByRole('dialog', { name: 'Disable monitoring of Beta Trading Ltd' })
    expect(within(dialog).queryByRole('spinbutton', { name: 'Duration' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('combobox', { name: 'Duration type' })).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable monitoring' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(updates.at(-1)).toMatchObject({ aml_request_id: 'aml-b', ongoing_enable: false })
  })

  it('marks a date range that ends before it starts on its field and keeps the table', async () => {
    const reads: URLSearchParams[] = []
    mswServer.use(...signedInHandlers('analyst'), ...handlers(reads))
    renderApp('/monitoring?from=2026-11-20&to=2026-11-01')
    expect(await screen.findByLabelText('Created until')).toHaveAccessibleDescription(
      expect.stringContaining('must be on or after the "Created from" date'),
    )
    expect(screen.queryByText(/Invalid request/)).not.toBeInTheDocument()
    expect(screen.getByText('Correct the dates above to see the monitored requests.')).toBeInTheDocument()
    expect(reads.some((read) => read.get('end_date') === '01-11-2026')).toBe(false)
  })
})
