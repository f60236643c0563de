import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { callbackListFixture } from '@/testing/fixtures/operations-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

describe('callbacks page', () => {
  it('shows verdicts, filters by verdict through the URL and re-applies an accepted delivery', async () => {
    const queries: URLSearchParams[] = []
    const reapplied: string[] = []
    const list = callbackListFixture([
      { verdict: 'accepted' },
      { verdict: 'duplicate', reason: 'event evt-1 was already accepted; no change made' },
      {
        verdict: 'bad_signature',
        reason: 'no Signature header',
        event_id: null,
        event: null,
        service: null,
        status: null,
        ids: {},
      },
    ])
    mswServer.use(
      ...signedInHandlers('admin'),
      http.get('/bff/callbacks', ({ request }) => {
        queries.push(new URL(request.url).searchParams)
        return HttpResponse.json(list)
      }),
      http.post('/bff/callbacks/:id/reapply', ({ params }) => {
        reapplied.push(String(params.id))
        return HttpResponse.json({ delivery: list.items[0], operations: 1 })
      }),
    )
    const { router } = renderApp('/callbacks')
    const table = await screen.findByRole('table', { name: 'Callback deliveries' })
    expect(within(table).getByText('bad signature')).toBeInTheDocument()
    expect(within(table).getByText('duplicate')).toBeInTheDocument()
    expect(within(table).getByText('no Signature header')).toBeInTheDocument()
    // Only the accepted delivery can be re-applied.
    expect(within(table).getAllByRole('button', { name: /^Re-apply/ })).toHaveLength(1)
    await userEvent.click(within(table).getByRole('button', { name: 'Re-apply request.resolved evt-1' }))
    await waitFor(() => expect(reapplied).toEqual(['delivery-1']))

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Verdict' }), 'bad_signature')
    expect(new URLSearchParams(router.state.location.search).get('verdict')).toBe('bad_signature')
    await waitFor(() => expect(queries.at(-1)?.get('verdict')).toBe('bad_signature'))
  })
})
