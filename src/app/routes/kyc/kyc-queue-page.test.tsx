import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { kycCase, kycListHandlers, listOf } from '@/testing/fixtures/kyc-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

const params = (search: string) => Object.fromEntries(new URLSearchParams(search))

describe('KYC queue', () => {
  it('round-trips its filters between the URL, the controls and the proxy query', async () => {
    const queries: Record<string, string>[] = []
    mswServer.use(
      ...signedInHandlers('compliance_manager'),
      ...kycListHandlers(),
      http.get('/bff/kyc/cases', ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams))
        return HttpResponse.json(
          listOf([
            kycCase(),
            kycCase({
              kyc_request_id: 'kyc_ok',
              status: 'verification.accepted',
              declined_codes: [],
              needs_review: false,
              subject: 'Max Muster',
            }),
          ]),
        )
      }),
    )
    const { router } = renderApp(
      '/kyc?status=verification.declined&code=SPDR07&country=germany&from=2026-03-01&needs_review=true&page=bogus',
    )
    expect(await screen.findByRole('heading', { name: 'KYC verifications' }, { timeout: 15_000 })).toBeInTheDocument()
    await waitFor(() =>
      expect(queries[0]).toEqual({
        status: 'verification.declined',
        code: 'SPDR07',
        country: 'germany',
        from: '2026-03-01',
        needs_review: 'true',
        page: '1',
        limit: '25',
      }),
    )
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('verification.declined')
    expect(screen.getByRole('combobox', { name: 'Decline code' })).toHaveValue('SPDR07 name mismatch')
    expect(await screen.findByRole('combobox', { name: 'Country' })).toHaveValue('Germany')
    expect(screen.getByLabelText('Submitted from')).toHaveValue('2026-03-01')
    expect(screen.getByRole('checkbox', { name: 'Needs review only' })).toBeChecked()
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/bff/exports/kyc-queue.csv?status=verification.declined&code=SPDR07&country=germany&from=2026-03-01&needs_review=true',
    )

    // The declined case shows its code with the spec's words, and links to its review keeping the filters.
    const table = screen.getByRole('table', { name: 'KYC verifications' })
    const row = within(table).getByRole('row', { name: /Erica Mustermann/ })
    expect(row).toHaveTextContent('SPDR07 name mismatch')
    expect(
      within(row)
        .getByText(/name mismatch/)
        .closest('li'),
    ).toHaveAttribute('title', expect.stringContaining('The name on the document does not match'))
    const link = within(row).getByRole('link', { name: 'Erica Mustermann' })
    expect(params(link.getAttribute('href')!.split('?')[1]!)).toEqual({
      status: 'verification.declined',
      code: 'SPDR07',
      country: 'germany',
      from: '2026-03-01',
      needs_review: 'true',
    })

    await userEvent.click(screen.getByRole('checkbox', { name: 'Needs review only' }))
    // The router renders its updates in a transition: wait for the page to show the new state.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Needs review only' })).not.toBeChecked())
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending')
    await waitFor(() =>
      expect(params(router.state.location.search)).toEqual({
        status: 'pending',
        code: 'SPDR07',
        country: 'germany',
        from: '2026-03-01',
      }),
    )
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        status: 'pending',
        code: 'SPDR07',
        country: 'germany',
        from: '2026-03-01',
        page: '1',
        limit: '25',
      }),
    )

    await router.navigate(-2)
    expect(params(router.state.location.search)).toMatchObject({
      status: 'verification.declined',
      needs_review: 'true',
    })
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Needs review only' })).toBeChecked())
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('verification.declined')
  })

  it('is not offered to analysts', async () => {
    mswServer.use(...signedInHandlers('analyst'))
    renderApp('/')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).queryByRole('link', { name: 'KYC' })).not.toBeInTheDocument()
  })
})
