import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ongoingBody, ongoingRow } from '@/testing/fixtures/aml-fixtures'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { v1CountriesBody } from '@/testing/fixtures/registry-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

/** The browser's EventSource (jsdom has none), driven by the test. */
class TestEventSource extends EventTarget {
  static last: TestEventSource | undefined
  constructor(readonly url: string) {
    super()
    TestEventSource.last = this
  }
  close() {}
  emit(payload: unknown) {
    this.dispatchEvent(new MessageEvent('invalidate', { data: JSON.stringify(payload) }))
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('monitoring alerts', () => {
  it('a verification.status.changed event shows a toast, a count on the navigation and a highlighted row linked to its review', async () => {
    vi.stubGlobal('EventSource', TestEventSource)
    let match: 'no match' | 'potential match' = 'no match'
    mswServer.use(
      ...signedInHandlers('analyst'),
      http.get('/bff/upstream/api/countries/read', () => HttpResponse.json(v1CountriesBody)),
      http.get('/bff/upstream/api/ongoingRequest/read', () =>
        HttpResponse.json(
          ongoingBody([
            ongoingRow({ aml_request_id: 'aml-7', search: 'Beta Trading Ltd', match_status: match }),
            ongoingRow({ aml_request_id: 'aml-8', search: 'Gamma Ltd' }),
          ]),
        ),
      ),
    )
    renderApp('/')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    await waitFor(() => expect(TestEventSource.last).toBeDefined())
    match = 'potential match'
    act(() =>
      TestEventSource.last!.emit({
        id: 'e1',
        at: '2026-11-23T10:00:00Z',
        type: 'verification.status.changed',
        keys: [['aml', 'aml-7'], ['ongoing']],
        permission: 'monitoring:read',
      }),
    )
    expect(
      await screen.findByText(/Monitoring alert: the screening status of AML request aml-7 changed/),
    ).toBeInTheDocument()
    expect(await within(nav).findByRole('link', { name: /Monitoring\s*1\s*new monitoring alert/ })).toBeInTheDocument()

    await userEvent.click(within(nav).getByRole('link', { name: /Monitoring/ }))
    const row = (await screen.findByRole('cell', { name: /Beta Trading Ltd/ })).closest('tr')!
    expect(row).toHaveClass('bg-amber-50')
    expect(within(row).getByText('new alert')).toBeInTheDocument()
    expect(within(row).getByText('potential match')).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'Beta Trading Ltd' })).toHaveAttribute('href', '/aml/aml-7')
    expect((await screen.findByRole('cell', { name: /Gamma Ltd/ })).closest('tr')).not.toHaveClass('bg-amber-50')
    // Seen on the Monitoring page: the count goes.
    expect(within(nav).getByRole('link', { name: 'Monitoring' })).toBeInTheDocument()
  })
})
