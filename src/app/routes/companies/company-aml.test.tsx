import { hitKeyOf } from '@contract/bff/aml-review'
import { liveKeys } from '@contract/bff/live-events'
import { exampleV2CompanyInsights } from '@contract/registry'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { amlResultFixture, amlReviewHandlers } from '@/testing/fixtures/aml-fixtures'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { v2ProfileBody } from '@/testing/fixtures/registry-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

const person = exampleV2CompanyInsights.people_detail[0]!

describe('AML on a company profile', () => {
  it('screens all officers after a confirmation, shows a spinner while pending and the hits once resolved, polling only while pending', async () => {
    let screened = false
    let profileReads = 0
    let posted: unknown
    mswServer.use(
      ...signedInHandlers('analyst'),
      http.get('/bff/upstream/v2/kyb/:id', () => {
        profileReads += 1
        const status = !screened ? null : profileReads < 4 ? 'pending' : 'resolved'
        return HttpResponse.json(
          v2ProfileBody({
            company_aml_request_id: null,
            company_aml_request_status: null,
            company_aml_status: null,
            people_detail: [
              {
                ...person,
                aml_request_id: status ? 'aml-p1' : null,
                aml_request_status: status,
                aml_status: status === 'resolved' ? 'potential match' : null,
              },
            ],
          }),
        )
      }),
      http.post('/bff/upstream/api/performOfficersAml', async ({ request }) => {
        posted = await request.json()
        screened = true
        return HttpResponse.json({ error: false, message: 'AML on officers is being performed', data: {} })
      }),
      ...amlReviewHandlers({ result: amlResultFixture({ aml_request_id: 'aml-p1' }) }).handlers,
    )
    const { queryClient } = renderApp('/companies/v2/kres_a001?tab=officers')
    await screen.findByRole('heading', { level: 1, name: 'Acme Handels GmbH' })
    const profile = queryClient.getQueryCache().find({ queryKey: liveKeys.companyV2('kres_a001') })!
    const pollInterval = () =>
      (profile.options as { refetchInterval: (query: typeof profile) => number | false }).refetchInterval(profile)
    expect(pollInterval()).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Screen all officers and owners' }))
    const dialog = await screen.findByRole('dialog', { name: 'Start AML screening' })
    expect(dialog).toHaveTextContent('all 2 officers and owners of Acme Handels GmbH')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Screen' }))
    expect(posted).toEqual({ company_id: 'kres_a001', request_id: exampleV2CompanyInsights.kyb_request_id })

    expect(await screen.findByText('Screening…')).toBeInTheDocument()
    expect(pollInterval()).toBe(2000)
    expect(await screen.findByText('potential match · 2 hits', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: `Review of the AML screening of ${person.name}` })).toHaveAttribute(
      'href',
      '/aml/aml-p1',
    )
    // Resolved: the profile stops polling at once.
    expect(pollInterval()).toBe(false)
  })

  it('keeps the statuses and says hits are not available when the vendor answers 404', async () => {
    mswServer.use(
      ...signedInHandlers('analyst'),
      http.get('/bff/upstream/v2/kyb/:id', () =>
        HttpResponse.json(
          v2ProfileBody({
            people_detail: [
              { ...person, aml_request_id: 'aml-x', aml_request_status: 'resolved', aml_status: 'potential match' },
            ],
          }),
        ),
      ),
      ...amlReviewHandlers({ result: null }).handlers,
    )
    renderApp('/companies/v2/kres_a001?tab=officers')
    expect(await screen.findByText('hits are not available from this vendor')).toBeInTheDocument()
    expect(screen.getAllByText('potential match').length).toBeGreaterThan(0)
  })

  it('says cleared, not potential match, when every hit is a remembered false positive', async () => {
    const result = amlResultFixture({ aml_request_id: 'aml-p1' })
    const suppressions = result.hits.map((hit) => ({
      id: `s-${hit.entry_id}`,
      subject_key: 'ivan petrov sidorov',
      subject_name: 'Ivan Petrov Sidorov',
      hit_key: hitKeyOf(hit),
      listed_name: hit.name,
      entry_fingerprint: 'f',
      aml_request_id: 'aml-old',
      created_by: 'manager@kybdesk.test',
      created_at: '2026-11-01T10:00:00.000Z',
      lifted_by: null,
      lifted_at: null,
    }))
    mswServer.use(
      ...signedInHandlers('analyst'),
      http.get('/bff/upstream/v2/kyb/:id', () =>
        HttpResponse.json(
          v2ProfileBody({
            people_detail: [
              { ...person, aml_request_id: 'aml-p1', aml_request_status: 'resolved', aml_status: 'potential match' },
            ],
          }),
        ),
      ),
      ...amlReviewHandlers({ result, suppressions }).handlers,
    )
    renderApp('/companies/v2/kres_a001?tab=officers')
    expect(await screen.findByText('cleared · 2 false positives', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: `Details of the AML screening of ${person.name}` })).toHaveAttribute(
      'href',
      '/aml/aml-p1',
    )
    expect(screen.queryByText(/potential match ·/)).not.toBeInTheDocument()
  })
})
