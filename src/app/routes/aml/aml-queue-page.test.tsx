import type { AmlQueueItem } from '@contract/bff/aml-review'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

const item = (overrides: Partial<AmlQueueItem>): AmlQueueItem => ({
  aml_request_id: 'aml-1',
  subject_name: 'Ivan Petrov',
  status: 'resolved',
  match_status: 'potential match',
  disposition: 'open',
  reviewers: [],
  last_decided_at: null,
  requested_by: 'analyst@kybdesk.test',
  company: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
})

describe('AML queue company column', () => {
  it('names the company of each screening and links its profile', async () => {
    mswServer.use(
      ...signedInHandlers('analyst'),
      http.get('/bff/aml/queue', () =>
        HttpResponse.json({
          items: [item({ company: { name: 'Acme Handels GmbH', kyb_response_id: 'kres_a001' } })],
          pagination: { total: 1, page: 1, limit: 25, pages: 1 },
        }),
      ),
    )
    renderApp('/aml')
    const table = await screen.findByRole('table', { name: 'AML requests' })
    expect(within(table).getByRole('columnheader', { name: 'Company' })).toBeInTheDocument()
    expect(within(table).getByRole('link', { name: 'Acme Handels GmbH' })).toHaveAttribute(
      'href',
      '/companies/v2/kres_a001',
    )
  })
})

describe('AML queue page', () => {
  it('keeps its filters in the URL and sends them to the queue, open potential matches listed as the server orders them', async () => {
    const reads: URLSearchParams[] = []
    mswServer.use(
      ...signedInHandlers('analyst'),
      http.get('/bff/aml/queue', ({ request }) => {
        reads.push(new URL(request.url).searchParams)
        return HttpResponse.json({
          items: [
            item({}),
            item({
              aml_request_id: 'aml-2',
              subject_name: 'Acme Ltd',
              disposition: 'cleared',
              reviewers: ['cm@kybdesk.test'],
            }),
          ],
          pagination: { total: 2, page: 1, limit: 25, pages: 1 },
        })
      }),
    )
    const { router } = renderApp('/aml?disposition=open&match=potential_match&reviewer=cm&from=2026-11-01&page=1')
    const table = await screen.findByRole('table', { name: 'AML requests' })
    expect(Object.fromEntries(reads.at(-1)!)).toEqual({
      disposition: 'open',
      match: 'potential_match',
      reviewer: 'cm',
      from: '2026-11-01',
      page: '1',
      limit: '25',
    })
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Ivan Petrov', '/aml/aml-1'],
      ['Acme Ltd', '/aml/aml-2'],
    ])
    expect(screen.getByRole('combobox', { name: 'Disposition' })).toHaveValue('open')
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/bff/exports/aml-queue.csv?disposition=open&match=potential_match&reviewer=cm&from=2026-11-01',
    )

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending')
    await waitFor(() => expect(reads.at(-1)!.get('status')).toBe('pending'))
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      disposition: 'open',
      from: '2026-11-01',
      match: 'potential_match',
      reviewer: 'cm',
      status: 'pending',
    })
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/bff/exports/aml-queue.csv?status=pending&disposition=open&match=potential_match&reviewer=cm&from=2026-11-01',
    )
  })
})
