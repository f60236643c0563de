import { exampleReadQuestionnaireResponse, exampleReadServiceDetailResponse } from '@contract/services/examples'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

describe('the decision on a questionnaire submission', () => {
  it('sends it back with a note, names a missing note, and then shows the decision', async () => {
    const sent: unknown[] = []
    mswServer.use(
      ...signedInHandlers('admin'),
      http.get('/bff/upstream/api/readQuestionnaireResponse', () =>
        HttpResponse.json(exampleReadQuestionnaireResponse),
      ),
      http.get('/bff/upstream/api/readServiceDetail', () => HttpResponse.json(exampleReadServiceDetailResponse)),
      http.get('/bff/questionnaires/submissions/:id/decisions', () => HttpResponse.json({ decision: null })),
      http.post('/bff/questionnaires/submissions/:id/decisions', async ({ request, params }) => {
        const body = (await request.json()) as { action: string; note: string }
        sent.push(body)
        if (!body.note.trim())
          return HttpResponse.json(
            {
              error: true,
              message: 'Invalid request: note is required (why you decide so)',
              data: { fields: [{ path: 'note', message: 'is required (why you decide so)' }] },
            },
            { status: 400 },
          )
        return HttpResponse.json(
          {
            decision: {
              questionnaire_request_id: params.id,
              ...body,
              actor_email: 'admin@kybdesk.test',
              at: '2026-11-26T10:00:00.000Z',
            },
          },
          { status: 201 },
        )
      }),
    )
    renderApp('/questionnaires/submissions/qrq_1')
    const section = await screen.findByRole('region', { name: 'Decision' })
    expect(within(section).getByText(/waits for a decision/)).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(within(section).getByRole('radio', { name: 'Send back' }))
    await user.click(within(section).getByRole('button', { name: 'Record the decision' }))
    expect(await within(section).findByRole('alert')).toHaveTextContent('Note is required (why you decide so)')
    expect(within(section).getByLabelText(/Note/)).toHaveAttribute('aria-invalid', 'true')
    await user.type(within(section).getByLabelText(/Note/), 'The certificate is unreadable.')
    await user.click(within(section).getByRole('button', { name: 'Record the decision' }))
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Sent back by admin@kybdesk.test on 2026-11-26 10:00: The certificate is unreadable.',
    )
    expect(sent.at(-1)).toEqual({ action: 'send_back', note: 'The certificate is unreadable.' })
  })
})
