import {
  exampleCreateQuestionnaireUrlResponse,
  exampleQuestionnairesListResponse,
  exampleReadAmlResponse,
  exampleReadKycResponse,
  exampleReadOcrResponse,
  exampleReadQuestionnaireResponse,
  exampleReadServiceDetailResponse,
} from '@contract/services/examples'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { v1CountriesBody } from '@/testing/fixtures/registry-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

function listHandlers(onList?: (url: URL) => void) {
  return [
    ...signedInHandlers('admin'),
    http.get('/bff/upstream/api/countries/read', () => HttpResponse.json(v1CountriesBody)),
    http.get('/bff/upstream/api/getAllQuestionnaires', ({ request }) => {
      onList?.(new URL(request.url))
      return HttpResponse.json(exampleQuestionnairesListResponse)
    }),
  ]
}

describe('questionnaires admin page', () => {
  it('exports the links and the submissions tab as CSV with the tab’s filters', async () => {
    const listed: URLSearchParams[] = []
    mswServer.use(
      ...listHandlers(),
      http.get('/bff/requests', ({ request }) => {
        listed.push(new URL(request.url).searchParams)
        return HttpResponse.json({ items: [], pagination: { total: 0, page: 1, limit: 25, pages: 1 } })
      }),
    )
    renderApp('/questionnaires?tab=links&status=expired&mine=true&q=tok_')
    expect(await screen.findByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/bff/exports/questionnaire-links.csv?status=expired&mine=true&q=tok_',
    )
    await waitFor(() => expect(listed.at(-1)?.get('kind')).toBe('questionnaire_link'))
    await userEvent.click(screen.getByRole('tab', { name: 'Submissions' }))
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/bff/exports/questionnaire-submissions.csv',
      ),
    )
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'pending')
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/bff/exports/questionnaire-submissions.csv?status=pending',
      ),
    )
  })

  it('previews a questionnaire and applies the link rules before sending: minutes 3 to 43199', async () => {
    const created: URLSearchParams[] = []
    mswServer.use(
      ...listHandlers(),
      http.get('/bff/upstream/api/createQuestionnaireUrl', ({ request }) => {
        created.push(new URL(request.url).searchParams)
        return HttpResponse.json(exampleCreateQuestionnaireUrlResponse)
      }),
    )
    renderApp('/questionnaires')
    const preview = await screen.findByRole('region', { name: 'Business information' })
    expect(within(preview).getByText('Page 2: Beneficial owners')).toBeInTheDocument()
    expect(within(preview).getByText('UBO AML')).toBeInTheDocument()
    expect(preview).toHaveTextContent('Certificate of incorporation — file upload, required')

    // The presets say whose clock they run on (a sandbox's time scale shortens them).
    expect(screen.getByRole('group', { name: 'Valid for' })).toHaveAccessibleDescription(/time scale/)
    await userEvent.click(screen.getByRole('radio', { name: 'A number of minutes' }))
    const minutes = screen.getByRole('textbox', { name: 'Minutes (3 to 43199)' })
    for (const wrong of ['2', '43200', '1.5']) {
      await userEvent.clear(minutes)
      await userEvent.type(minutes, wrong)
      await userEvent.click(screen.getByRole('button', { name: 'Create link' }))
      expect(
        await screen.findByText(/^Minutes must be (3 to 43199 minutes|a whole number of minutes)$/),
      ).toBeInTheDocument()
    }
    expect(created).toHaveLength(0)

    await userEvent.clear(minutes)
    await userEvent.type(minutes, '5')
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }))
    const link = await screen.findByRole('textbox', { name: 'Link for the business' })
    expect(link).toHaveValue(`${window.location.origin}/q/eyJ0b2tlbiI6ImFiYyJ9`)
    expect(Object.fromEntries(created[0]!)).toEqual({ questionnaire_id: 'qst_1a2b3c', ttl: '5' })
    expect(screen.getByRole('img', { name: 'QR code of the link' })).toBeInTheDocument()
    expect(screen.getByRole('timer')).toHaveTextContent(/^in 4 minutes \d+ seconds$|^in 5 minutes$/)

    // The "30 days" preset is the longest validity the contract allows.
    await userEvent.click(screen.getByRole('radio', { name: /30 days/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }))
    await screen.findByRole('button', { name: 'Create link' })
    await expect.poll(() => created.length).toBe(2)
    expect(created[1]!.get('ttl')).toBe('43199')
  })

  it('lists document-based questionnaires for a chosen country and creates their links with that country', async () => {
    const listed: URL[] = []
    const created: URLSearchParams[] = []
    mswServer.use(
      ...listHandlers((url) => listed.push(url)),
      http.get('/bff/upstream/api/createQuestionnaireUrl', ({ request }) => {
        created.push(new URL(request.url).searchParams)
        return HttpResponse.json(exampleCreateQuestionnaireUrlResponse)
      }),
    )
    const { router } = renderApp('/questionnaires?kind=document')
    expect(await screen.findByText('Choose a country')).toBeInTheDocument()
    await userEvent.type(await screen.findByRole('combobox', { name: 'Country or state' }), 'Germ')
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }))
    await screen.findByRole('region', { name: 'Business information' })
    expect(listed.at(-1)?.searchParams.getAll('country_name[]')).toEqual(['germany'])
    expect(new URLSearchParams(router.state.location.search).get('country')).toBe('germany')
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }))
    await screen.findByRole('textbox', { name: 'Link for the business' })
    expect(Object.fromEntries(created[0]!)).toEqual({
      questionnaire_id: 'qst_1a2b3c',
      ttl: '60',
      country_name: 'germany',
    })
  })

  it('shows a submission: answers by type, OCR extracted beside expected with its verdict, UBO AML statuses', async () => {
    mswServer.use(
      ...signedInHandlers('admin'),
      http.get('/bff/questionnaires/submissions/:id/decisions', () => HttpResponse.json({ decision: null })),
      http.get('/bff/upstream/api/readQuestionnaireResponse', () =>
        HttpResponse.json(exampleReadQuestionnaireResponse),
      ),
      http.get('/bff/upstream/api/readServiceDetail', () =>
        HttpResponse.json({
          ...exampleReadServiceDetailResponse,
          data: { service_detail: { ...exampleReadServiceDetailResponse.data.service_detail, status: 'resolved' } },
        }),
      ),
      http.get('/bff/upstream/api/readOcrResponse', () =>
        HttpResponse.json({ ...exampleReadOcrResponse, data: { ...exampleReadOcrResponse.data, decline_reason: [] } }),
      ),
      http.get('/bff/upstream/api/readAmlResponse', ({ request }) => {
        const id = new URL(request.url).searchParams.get('aml_request_id')!
        return HttpResponse.json({
          ...exampleReadAmlResponse,
          data: {
            ...exampleReadAmlResponse.data,
            aml_request_id: id,
            match_status: id === 'aml_ubo_01' ? 'no match' : 'potential match',
            subject: { name: id === 'aml_ubo_01' ? 'Jane Doe' : 'Acme Handels GmbH', type: 'person' },
          },
        })
      }),
      http.get('/bff/upstream/api/readKycResponse', () => HttpResponse.json(exampleReadKycResponse)),
    )
    renderApp('/questionnaires/submissions/qrq_55aa01')
    const ocr = await screen.findByRole('heading', { name: /Document OCR/ })
    expect(ocr).toHaveTextContent('verified')
    const table = screen.getByRole('table', { name: 'Extracted and expected company details' })
    expect(within(table).getByRole('row', { name: /Registration number/ })).toHaveTextContent('HRB 123456HRB 123456')
    expect(await screen.findByText('Jane Doe', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Company profile' })).toHaveAttribute(
      'href',
      '/companies/v1/req_8d2b41/cmp_5f1a9c',
    )
    // Each screening and verification links to its own review page.
    const reviews = (await screen.findAllByRole('link', { name: 'Review' })).map((link) => link.getAttribute('href'))
    expect(reviews).toContain('/aml/aml_ubo_01')
    const cases = (await screen.findAllByRole('link', { name: 'Case' })).map((link) => link.getAttribute('href'))
    expect(cases.every((href) => href?.startsWith('/kyc/cases/'))).toBe(true)
    // A verification names the person whose document it checks.
    expect(screen.getAllByText('Erica Mustermann', { selector: 'span' }).length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: 'certificate.pdf' }).getAttribute('href')).toMatch(/^\/bff\/files\?url=/)
    expect(screen.getByText('Germany')).toBeInTheDocument()
    const owners = screen.getByRole('table', { name: 'Who owns the company?' })
    expect(within(owners).getByRole('cell', { name: 'Jane Doe' })).toBeInTheDocument()
  })
})
