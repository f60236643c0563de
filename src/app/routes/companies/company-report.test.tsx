import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildCompanyReportPdf } from '@/features/company/utils/company-report-pdf'
import { amlReviewHandlers } from '@/testing/fixtures/aml-fixtures'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { v2ProfileBody } from '@/testing/fixtures/registry-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

// The PDF itself is checked by reading its text back (company-report-pdf.test.ts); here: what the button gives it.
vi.mock('@/features/company/utils/company-report-pdf', () => ({
  buildCompanyReportPdf: vi.fn(async () => new Uint8Array([37, 80, 68, 70])),
}))

setupMswServer()

const profile = () =>
  http.get('/bff/upstream/v2/kyb/:id', () =>
    HttpResponse.json(
      v2ProfileBody({
        company_aml_request_id: 'aml-1',
        company_aml_request_status: 'resolved',
        company_aml_status: 'potential match',
      }),
    ),
  )

beforeEach(() => {
  vi.mocked(buildCompanyReportPdf).mockClear()
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

async function downloadReport() {
  renderApp('/companies/v2/kres_a001')
  await screen.findByRole('heading', { level: 1, name: 'Acme Handels GmbH' })
  await userEvent.click(screen.getByRole('button', { name: 'Download report (PDF)' }))
  await waitFor(() => expect(buildCompanyReportPdf).toHaveBeenCalledTimes(1))
  return vi.mocked(buildCompanyReportPdf).mock.calls[0]!
}

describe('company report download', () => {
  it('puts the latest company screening, its hits and their decisions into the report', async () => {
    mswServer.use(...signedInHandlers('analyst'), profile(), ...amlReviewHandlers().handlers)
    const [company, , aml] = await downloadReport()
    expect(company.name).toBe('Acme Handels GmbH')
    expect(aml).toMatchObject({
      requestId: 'aml-1',
      hitsAvailable: true,
      hits: [
        {
          listedName: 'IVAN PETROV SIDOROV',
          list: 'sandbox',
          entryId: 'S-1',
          matchedTokens: ['ivan (exact)', 'sidorov (exact)'],
          state: 'undecided',
          decisions: [],
        },
        { listedName: 'IVAN SIDOROFF', list: 'ofac_sdn', matchedTokens: ['sidorov = sidoroff (phonetic)'] },
      ],
    })
  })

  it('still makes the report, saying why, when the screening cannot be read', async () => {
    mswServer.use(
      ...signedInHandlers('analyst'),
      profile(),
      http.get('/bff/aml/:id', () =>
        HttpResponse.json({ error: true, message: 'The upstream did not answer', data: {} }, { status: 502 }),
      ),
    )
    const [, , aml] = await downloadReport()
    expect(aml).toEqual({ unavailable: expect.stringContaining('The upstream did not answer') })
  })
})
