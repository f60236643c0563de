import type { Case, CaseDetail } from '@contract/bff/cases'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

const kase = (id: string, title: string, extra: Partial<Case> = {}): Case => ({
  id,
  type: 'aml',
  subject_id: `aml-${id}`,
  title,
  state: 'open',
  opened_at: '2026-11-26T09:00:00.000Z',
  closed_at: null,
  resolution: null,
  due_at: '2026-11-26T10:00:00.000Z',
  overdue: false,
  assignee_id: null,
  assignee_email: null,
  comments: 0,
  ...extra,
})

const cases = [kase('c1', 'Acme GmbH', { overdue: true }), kase('c2', 'Beta Ltd'), kase('c3', 'Gamma SA')]

function handlers(seen: { lists: URLSearchParams[]; claims: string[] }) {
  return [
    ...signedInHandlers('compliance_manager'),
    http.get('/bff/cases', ({ request }) => {
      seen.lists.push(new URL(request.url).searchParams)
      return HttpResponse.json({ items: cases, pagination: { total: 3, page: 1, limit: 25, pages: 1 } })
    }),
    http.get('/bff/cases/counts', () =>
      HttpResponse.json({ open: 3, mine: 0, unassigned: 3, overdue: 1, by_type: [{ type: 'aml', open: 3 }] }),
    ),
    http.get('/bff/cases/assignees', () => HttpResponse.json({ items: [] })),
    http.get('/bff/cases/:id', ({ params }) =>
      HttpResponse.json({
        case: cases.find((c) => c.id === params.id),
        timeline: [
          {
            id: 'e1',
            kind: 'opened',
            actor_email: null,
            at: '2026-11-26T09:00:00.000Z',
            text: null,
            assignee_email: null,
          },
        ],
      } satisfies Partial<CaseDetail>),
    ),
    http.post('/bff/cases/:id/claim', ({ params }) => {
      seen.claims.push(String(params.id))
      const claimed = { ...cases.find((c) => c.id === params.id)!, assignee_id: 'user-compliance_manager' }
      return HttpResponse.json({ case: claimed, timeline: [] })
    }),
  ]
}

describe('inbox page', () => {
  it('shows the views with their counts, keeps filters in the URL, and triages from the keyboard', async () => {
    const seen = { lists: [] as URLSearchParams[], claims: [] as string[] }
    mswServer.use(...handlers(seen))
    const { router } = renderApp('/inbox?view=unassigned')
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Unassigned 3' })).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByRole('button', { name: 'Overdue 1' })).toBeInTheDocument()
    expect(seen.lists.at(-1)?.get('view')).toBe('unassigned')
    const rows = await screen.findAllByTestId('case-row')
    expect(within(rows[0]!).getByText(/Overdue since/)).toBeInTheDocument()

    const user = userEvent.setup()
    // j moves down twice, k back once: the second case is selected; a assigns it to me.
    await user.keyboard('jjk')
    expect(within(rows[1]!).getByRole('link', { name: 'Beta Ltd' })).toHaveAttribute('aria-current', 'true')
    await user.keyboard('a')
    await waitFor(() => expect(seen.claims).toEqual(['c2']))
    // Enter opens the selected case beside the list, and the URL says which.
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('region', { name: 'Beta Ltd' })).toBeInTheDocument()
    expect(router.state.location.search).toContain('case=c2')
    expect(screen.getByRole('link', { name: 'Open to decide' })).toHaveAttribute('href', '/aml/aml-c2')

    await user.selectOptions(screen.getByLabelText('State'), 'closed')
    await waitFor(() => expect(seen.lists.at(-1)?.get('state')).toBe('closed'))
    expect(router.state.location.search).toContain('state=closed')
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/bff/exports/cases.csv?view=unassigned&state=closed',
    )
  })
})
