import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { KycDecisionBody } from '@contract/bff/kyc-cases'
import { meFixture, signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { kycCase, kycDecision, kycDetail, kycResult, listOf } from '@/testing/fixtures/kyc-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

/** The case page's reads: the proxy's case (changing with each decision), the upstream result and the queue. */
function caseHandlers(
  detail: ReturnType<typeof kycDetail>,
  posted: KycDecisionBody[] = [],
  after?: ReturnType<typeof kycDetail>,
) {
  let current = detail
  return [
    http.get('/bff/kyc/cases/:id', () => HttpResponse.json(current)),
    http.get('/bff/upstream/api/readKycResponse', () => HttpResponse.json(kycResult())),
    http.get('/bff/kyc/cases', () =>
      HttpResponse.json(
        listOf([
          kycCase({ kyc_request_id: 'kyc_0first' }),
          kycCase(),
          kycCase({ kyc_request_id: 'kyc_2next', subject: 'Max Muster' }),
        ]),
      ),
    ),
    http.post('/bff/kyc/cases/:id/decisions', async ({ request }) => {
      posted.push((await request.json()) as KycDecisionBody)
      if (after) current = after
      return HttpResponse.json(current, { status: 201 })
    }),
  ]
}

/** Signed in as a compliance manager with this user id. */
function managerHandlers(id: string) {
  const me = meFixture('compliance_manager')
  return [
    http.get('/auth/me', () => HttpResponse.json({ ...me, user: { ...me.user, id } })),
    ...signedInHandlers('compliance_manager'),
  ]
}

describe('KYC case review', () => {
  it('shows the proofs through the file route, the checks, the MRZ verdicts and the grouped codes', async () => {
    mswServer.use(...managerHandlers('user-a'), ...caseHandlers(kycDetail({ declined_codes: ['SPDR07', 'SPDR82'] })))
    renderApp('/kyc/cases/kyc_4b8e10')
    expect(
      await screen.findByRole('heading', { name: /KYC case — Erica Mustermann/ }, { timeout: 15_000 }),
    ).toBeInTheDocument()

    const proof = await screen.findByRole('img', { name: 'Document proof' })
    // A preview up to 100 %; zoomed in, the file itself.
    expect(proof.getAttribute('src')).toMatch(
      /^\/bff\/files\?url=https%3A%2F%2Fapi\.example\.com%2Fapi%2FgetFile%3Ffile_id%3Df_02[^&]*&width=1000$/,
    )
    const transform = within(proof.closest('figure')!).getByTestId('proof-transform')
    await userEvent.click(screen.getByRole('button', { name: 'Zoom into Document proof' }))
    await userEvent.click(screen.getByRole('button', { name: 'Rotate Document proof right' }))
    expect(transform.style.transform).toBe('scale(1.5) rotate(90deg)')
    expect(screen.getByRole('img', { name: 'Document proof' }).getAttribute('src')).not.toContain('width=')

    const checks = screen.getByRole('table', { name: /Extracted and provided values/ })
    const nameRow = within(checks).getByRole('row', { name: /^Name/ })
    expect(nameRow).toHaveTextContent('Erica Mustermann')
    expect(nameRow).toHaveTextContent('Erika Mustermann')
    expect(within(nameRow).getByText('failed')).toBeInTheDocument()
    expect(within(checks).getByRole('row', { name: /^Document number/ })).toHaveTextContent('left to extraction')

    const digits = screen.getByRole('list', { name: 'Check digits' })
    expect(within(digits).getByText(/Document number check digit/).parentElement).toHaveTextContent('holds')
    expect(within(digits).getByText(/Birth date check digit/).parentElement).toHaveTextContent('fails')
    expect(screen.getByLabelText('MRZ lines (TD3)')).toHaveTextContent('P<D<<MUSTERMANN')

    const documentGroup = screen.getByRole('region', { name: 'Document' })
    expect(documentGroup).toHaveTextContent('SPDR07 name mismatch')
    expect(documentGroup).toHaveTextContent('The name on the document')
    expect(screen.getByRole('region', { name: 'Address' })).toHaveTextContent('SPDR82')
    expect(screen.getByText('Name on the document does not match the provided name')).toBeInTheDocument()
  })

  it('records a decision only with a note, and moves to the next case with the keyboard', async () => {
    const posted: KycDecisionBody[] = []
    const decided = kycDetail({ review_state: 'decline_confirmed', needs_review: false }, [
      kycDecision({
        action: 'confirm_decline',
        note: 'The names differ.',
        actor_id: 'user-a',
        actor_email: 'a@kybdesk.test',
        state_after: 'decline_confirmed',
      }),
    ])
    mswServer.use(...managerHandlers('user-a'), ...caseHandlers(kycDetail(), posted, decided))
    const { router } = renderApp('/kyc/cases/kyc_4b8e10?needs_review=true')
    const form = await screen.findByRole('form', { name: 'Review decision' })
    await userEvent.keyboard('d')
    expect(within(form).getByRole('radio', { name: /Confirm decline/ })).toHaveFocus()
    await userEvent.click(within(form).getByRole('button', { name: 'Record decision' }))
    expect(await within(form).findByText('is required (why you decide so)')).toBeInTheDocument()
    expect(posted).toEqual([])

    await userEvent.type(within(form).getByRole('textbox', { name: /Note/ }), 'The names differ.')
    await userEvent.click(within(form).getByRole('button', { name: 'Record decision' }))
    await waitFor(() => expect(posted).toEqual([{ action: 'confirm_decline', note: 'The names differ.' }]))
    expect(await screen.findByText(/The review is closed: decline confirmed/)).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'Decision history' })).getByText('The names differ.'),
    ).toBeInTheDocument()

    await userEvent.keyboard('n')
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/cases/kyc_2next'))
    expect(router.state.location.search).toBe('?needs_review=true')
  })

  it('keeps an override waiting for a second manager: the proposer cannot approve it, another manager can', async () => {
    const pending = kycDetail({ review_state: 'override_pending', override_proposed_by: 'user-first-manager' }, [
      kycDecision(),
    ])
    mswServer.use(...managerHandlers('user-first-manager'), ...caseHandlers(pending))
    const first = renderApp('/kyc/cases/kyc_4b8e10')
    expect(
      await screen.findByText(/Four eyes: another compliance manager must approve or reject it/),
    ).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Review decision' })).not.toBeInTheDocument()
    first.unmount()

    const posted: KycDecisionBody[] = []
    const approved = kycDetail({ review_state: 'override_accepted', needs_review: false }, [
      kycDecision(),
      kycDecision({
        id: 'dec_2',
        action: 'approve_override',
        note: 'Checked the call notes.',
        actor_id: 'user-second',
        actor_email: 'second@kybdesk.test',
        state_after: 'override_accepted',
      }),
    ])
    mswServer.use(...managerHandlers('user-second'), ...caseHandlers(pending, posted, approved))
    renderApp('/kyc/cases/kyc_4b8e10')
    const form = await screen.findByRole('form', { name: 'Review decision' })
    expect(
      within(form)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['approve_override', 'reject_override'])
    await userEvent.type(within(form).getByRole('textbox', { name: /Note/ }), 'Checked the call notes.')
    await userEvent.click(within(form).getByRole('button', { name: 'Record decision' }))
    await waitFor(() => expect(posted).toEqual([{ action: 'approve_override', note: 'Checked the call notes.' }]))
    expect(await screen.findByText(/The review is closed: accepted by override/)).toBeInTheDocument()
    const history = screen.getByRole('list', { name: 'Decision history' })
    expect(history).toHaveTextContent('Override to accept by first@kybdesk.test')
    expect(history).toHaveTextContent('Approve the override by second@kybdesk.test')
  })

  it('shows the proxy refusing a decision (four eyes) as the form error', async () => {
    const posted: KycDecisionBody[] = []
    mswServer.use(
      http.post('/bff/kyc/cases/:id/decisions', () =>
        HttpResponse.json(
          {
            error: true,
            message: 'Four eyes: you proposed this override, so another compliance manager must approve or reject it.',
            data: { rule: 'four_eyes' },
          },
          { status: 403 },
        ),
      ),
      ...managerHandlers('user-a'),
      ...caseHandlers(kycDetail(), posted),
    )
    renderApp('/kyc/cases/kyc_4b8e10')
    const form = await screen.findByRole('form', { name: 'Review decision' })
    await userEvent.type(within(form).getByRole('textbox', { name: /Note/ }), 'x')
    await userEvent.click(within(form).getByRole('button', { name: 'Record decision' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('Four eyes: you proposed this override')
  })
})
