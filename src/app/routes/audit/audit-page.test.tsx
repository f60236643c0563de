import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { auditPageFixture } from '@/testing/fixtures/operations-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

describe('audit page', () => {
  it('sends the URL filters to the proxy, links the CSV export with them and shows the chain verdict', async () => {
    const queries: URLSearchParams[] = []
    mswServer.use(
      ...signedInHandlers('admin'),
      http.get('/bff/audit', ({ request }) => {
        queries.push(new URL(request.url).searchParams)
        return HttpResponse.json(
          auditPageFixture([
            { action: 'users.create', detail: { email: '=cmd|x' } },
            { action: 'users.update', outcome: 'denied' },
          ]),
        )
      }),
      http.get('/bff/audit/verify', () => HttpResponse.json({ ok: false, rows: 12, first_bad_row: 7 })),
    )
    const { router } = renderApp('/audit?action=users&from=2026-11-01&to=2026-11-23&target=user-ana')
    expect(await screen.findByRole('heading', { name: 'Audit trail' })).toBeInTheDocument()
    expect(await screen.findByText('2 entries match.')).toBeInTheDocument()
    // The detail reads as labelled values, not raw JSON.
    expect(screen.getByText('Email:')).toBeInTheDocument()
    expect(screen.getByText('=cmd|x')).toBeInTheDocument()
    expect(screen.queryByText('{"email":"=cmd|x"}')).not.toBeInTheDocument()
    expect(Object.fromEntries(queries[0]!)).toEqual({
      action: 'users',
      target: 'user-ana',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-23T23:59:59.999Z',
      page: '1',
    })
    const csv = screen.getByRole('link', { name: 'Export CSV' })
    expect(csv.getAttribute('href')).toBe(
      '/bff/audit.csv?action=users&target=user-ana&from=2026-11-01T00%3A00%3A00.000Z&to=2026-11-23T23%3A59%3A59.999Z',
    )

    await userEvent.type(screen.getByRole('textbox', { name: /Actor/ }), 'ana')
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('actor')).toBe('ana'))
    await waitFor(() => expect(queries.at(-1)?.get('actor')).toBe('ana'))

    await userEvent.click(screen.getByRole('button', { name: 'Check the chain' }))
    expect(await screen.findByText(/Broken: entry 7 does not match its hash/)).toBeInTheDocument()
  })

  it('says when no entry matches', async () => {
    mswServer.use(
      ...signedInHandlers('admin'),
      http.get('/bff/audit', () => HttpResponse.json(auditPageFixture([]))),
    )
    renderApp('/audit?outcome=failure')
    expect(await screen.findByText('No entry matches')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveValue('failure')
  })
})
