import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { amlResultFixture, amlReviewHandlers } from '@/testing/fixtures/aml-fixtures'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

const hitCard = async (name: string) => screen.findByRole('article', { name })

describe('AML review page', () => {
  it("links the screened person's company to its profile", async () => {
    const result = amlResultFixture({
      subject: { name: 'Ivan Petrov Sidorov', type: 'person', company_id: 'kres_6b08', role: 'director' },
    })
    mswServer.use(...signedInHandlers('analyst'), ...amlReviewHandlers({ result }).handlers)
    renderApp('/aml/aml-1')
    expect(await screen.findByRole('link', { name: 'Open the company profile' })).toHaveAttribute(
      'href',
      '/companies/v2/kres_6b08',
    )
  })

  it('shows the subject and each listed entry side by side, with feature bars and the matched words marked', async () => {
    mswServer.use(...signedInHandlers('analyst'), ...amlReviewHandlers().handlers)
    renderApp('/aml/aml-1')
    const card = await hitCard('IVAN PETROV SIDOROV')
    expect(within(card).getByRole('region', { name: 'Screened subject' })).toHaveTextContent(
      /Ivan \(exact match\) Petrov Sidorov \(exact match\).*Date of birth1970-01-01/,
    )
    expect(within(card).getByRole('region', { name: 'Listed entry' })).toHaveTextContent('sandbox')
    expect(
      within(card)
        .getAllByText((_, el) => el?.tagName === 'MARK')
        .map((m) => m.textContent),
    ).toEqual(['Ivan (exact match)', 'Sidorov (exact match)', 'IVAN (exact match)', 'SIDOROV (exact match)'])
    expect(within(card).getByRole('list', { name: 'What contributed to the score' })).toHaveTextContent(
      '97 % · weight 0.8',
    )
    const weak = await hitCard('IVAN SIDOROFF')
    expect(
      within(weak)
        .getAllByText((_, el) => el?.tagName === 'MARK')
        .map((m) => m.textContent),
    ).toEqual(['Sidorov (phonetic match)', 'SIDOROFF (phonetic match)'])
    expect(screen.getByText('disposition: open')).toBeInTheDocument()
  })

  it('names the list version each hit was found in, the lists screened, and why a date of birth supports a hit', async () => {
    mswServer.use(...signedInHandlers('analyst'), ...amlReviewHandlers().handlers)
    renderApp('/aml/aml-1')
    const card = await hitCard('IVAN SIDOROFF')
    expect(within(card).getByRole('region', { name: 'Listed entry' })).toHaveTextContent(
      'Listofac_sdn (version 2024-05-03/2da88aa07be8)',
    )
    expect(within(card).getByRole('list', { name: 'What contributed to the score' })).toHaveTextContent(
      '1970-01-01 falls within the listed date of birth circa 1970 (1968 to 1972)',
    )
    expect(
      screen.getByText(
        'ofac_sdn (version 2024-05-03/2da88aa07be8), sandbox (version 2026-11-20/imported-1763600000000)',
      ),
    ).toBeInTheDocument()
  })

  it('records a decision with its required note, and the history and disposition follow', async () => {
    const { handlers, posted } = amlReviewHandlers()
    mswServer.use(...signedInHandlers('analyst'), ...handlers)
    renderApp('/aml/aml-1')
    const card = await hitCard('IVAN SIDOROFF')
    const form = within(card).getByRole('form', { name: 'Decide on IVAN SIDOROFF' })
    await userEvent.click(within(form).getByRole('button', { name: 'Record decision' }))
    expect(await within(form).findByText(/Decision: must be one of/)).toBeInTheDocument()
    expect(within(form).getByText('Note: must be at least 3 characters')).toBeInTheDocument()
    expect(posted).toEqual([])

    await userEvent.click(within(form).getByRole('radio', { name: 'False positive' }))
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Note (required)' }),
      'Born 30 years later; other nationality.',
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Record decision' }))
    expect(await within(card).findByRole('region', { name: 'Decision history' })).toHaveTextContent(
      'False positive by analyst@kybdesk.test (analyst)',
    )
    expect(within(card).getByText('false positive')).toBeInTheDocument()
    expect(posted).toEqual([
      {
        list: 'ofac_sdn',
        entry_id: '1234',
        decision: 'false_positive',
        note: 'Born 30 years later; other nationality.',
      },
    ])

    const strong = await hitCard('IVAN PETROV SIDOROV')
    const strongForm = within(strong).getByRole('form', { name: 'Decide on IVAN PETROV SIDOROV' })
    await userEvent.click(within(strongForm).getByRole('radio', { name: 'Confirmed match' }))
    await userEvent.type(
      within(strongForm).getByRole('textbox', { name: 'Note (required)' }),
      'Same date of birth and passport.',
    )
    await userEvent.click(within(strongForm).getByRole('button', { name: 'Record decision' }))
    expect(await screen.findByText('disposition: confirmed')).toBeInTheDocument()
  })

  it('says a clearing of a hit scored ≥ 0.9 awaits a compliance manager (four eyes)', async () => {
    mswServer.use(...signedInHandlers('analyst'), ...amlReviewHandlers({ role: 'analyst' }).handlers)
    renderApp('/aml/aml-1')
    const card = await hitCard('IVAN PETROV SIDOROV')
    const form = within(card).getByRole('form', { name: 'Decide on IVAN PETROV SIDOROV' })
    await userEvent.click(within(form).getByRole('radio', { name: 'False positive' }))
    expect(
      within(form).getByText(
        /clearing it takes effect once a compliance manager \(another person\) also marks it a false positive/,
      ),
    ).toBeInTheDocument()
    await userEvent.type(within(form).getByRole('textbox', { name: 'Note (required)' }), 'Different person.')
    await userEvent.click(within(form).getByRole('button', { name: 'Record decision' }))
    expect(await within(card).findByText('false positive, awaiting a second decision')).toBeInTheDocument()
    expect(screen.getByText('disposition: open')).toBeInTheDocument()
  })

  it('maps the server’s 400 onto the note field', async () => {
    mswServer.use(...signedInHandlers('analyst'), ...amlReviewHandlers().handlers)
    renderApp('/aml/aml-1')
    const form = within(await hitCard('IVAN SIDOROFF')).getByRole('form', { name: 'Decide on IVAN SIDOROFF' })
    await userEvent.click(within(form).getByRole('radio', { name: 'Escalate' }))
    await userEvent.type(within(form).getByRole('textbox', { name: 'Note (required)' }), 'server-refuses this')
    await userEvent.click(within(form).getByRole('button', { name: 'Record decision' }))
    expect(await within(form).findByText('Note: must not name a test')).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: 'Note (required)' })).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows a remembered false positive; only a compliance manager may lift it', async () => {
    const suppression = {
      id: 'sup-1',
      subject_key: 'person|ivan petrov sidorov|1970-01-01',
      subject_name: 'Ivan Petrov Sidorov',
      hit_key: 'ofac_sdn/1234',
      listed_name: 'IVAN SIDOROFF',
      entry_fingerprint: 'f',
      aml_request_id: 'aml-0',
      created_by: 'earlier@kybdesk.test',
      created_at: '2026-10-01T09:00:00.000Z',
      lifted_by: null,
      lifted_at: null,
    }
    mswServer.use(...signedInHandlers('analyst'), ...amlReviewHandlers({ suppressions: [suppression] }).handlers)
    const analyst = renderApp('/aml/aml-1')
    const card = await hitCard('IVAN SIDOROFF')
    expect(within(card).getByText(/Suppressed: earlier@kybdesk.test cleared this pair/)).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Lift suppression' })).not.toBeInTheDocument()
    analyst.unmount()

    mswServer.use(...signedInHandlers('compliance_manager'))
    renderApp('/aml/aml-1')
    expect(
      await within(await hitCard('IVAN SIDOROFF')).findByRole('button', { name: 'Lift suppression' }),
    ).toBeInTheDocument()
  })

  it('says when the vendor reports no hits', async () => {
    mswServer.use(...signedInHandlers('analyst'), ...amlReviewHandlers({ result: null }).handlers)
    renderApp('/aml/aml-1')
    expect(await screen.findByText('Hits are not available')).toBeInTheDocument()
    expect(amlResultFixture().hits).toHaveLength(2)
  })
})
