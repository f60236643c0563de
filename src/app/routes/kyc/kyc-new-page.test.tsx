import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { kycDetail, kycListHandlers, kycResult } from '@/testing/fixtures/kyc-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])
const png = (name = 'passport.png') => new File([pngBytes], name, { type: 'image/png' })

async function openForm() {
  const form = await screen.findByRole('form', { name: 'New KYC verification' }, { timeout: 15_000 })
  return form
}

async function pickCountry(name: string) {
  const input = await screen.findByRole('combobox', { name: 'Country' })
  await userEvent.type(input, name.slice(0, 4))
  await userEvent.click(await screen.findByRole('option', { name }))
}

const proofInput = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label, { selector: 'input[type=file]' })

describe('new KYC verification', () => {
  it('applies the contract rules on the fields before anything is uploaded', async () => {
    let posts = 0
    mswServer.use(
      ...signedInHandlers('compliance_manager'),
      ...kycListHandlers(),
      http.post('/bff/upstream/api/search', () => {
        posts += 1
        return HttpResponse.json({ kyc_request_id: 'x', service_id: 'y' })
      }),
    )
    renderApp('/kyc/new')
    const form = await openForm()
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Passport' }))
    await userEvent.type(within(form).getByRole('textbox', { name: 'Minimum age' }), '40')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Maximum age' }), '18')
    await userEvent.upload(proofInput(form, 'Proof'), new File(['GIF89a'], 'passport.gif', { type: 'image/gif' }))
    await userEvent.upload(
      proofInput(form, 'Additional proof'),
      new File([new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])], 'back.png', { type: 'image/png' }),
    )
    await userEvent.type(within(form).getByLabelText('Date of birth'), '2090-01-01')
    await userEvent.type(within(form).getByLabelText('Issue date'), '2021-11-01')
    await userEvent.type(within(form).getByLabelText('Expiry date'), '2021-10-31')
    await userEvent.click(within(form).getByRole('button', { name: 'Submit verification' }))

    expect(await within(form).findByText('Choose the country of the document')).toBeInTheDocument()
    expect(within(form).getByLabelText('Date of birth')).toHaveAccessibleDescription(
      expect.stringContaining('must not be in the future'),
    )
    expect(within(form).getByLabelText('Expiry date')).toHaveAccessibleDescription(
      expect.stringContaining('must be after document[issue_date]'),
    )
    expect(within(form).getByText('must list at least one of id_card, driving_license, passport')).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: 'Minimum age' })).toHaveAccessibleDescription(
      expect.stringContaining('must be less than document[age][max]'),
    )
    expect(
      within(form).getByText(/must be one of jpg, jpeg, png, pdf \(got passport\.gif, image\/gif\)/),
    ).toBeInTheDocument()
    expect(within(form).getByText('content is not a png file')).toBeInTheDocument()

    const big = new File([pngBytes], 'huge.png', { type: 'image/png' })
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 })
    await userEvent.upload(proofInput(form, 'Proof'), big)
    await userEvent.click(within(form).getByRole('button', { name: 'Submit verification' }))
    expect(await within(form).findByText('must be under 16 MB')).toBeInTheDocument()
    expect(posts).toBe(0)
  })

  it('uploads the form as the contract fields, maps a 400 back onto its field, then opens the new case', async () => {
    const bodies: Array<Array<[string, string]>> = []
    let answer400 = true
    mswServer.use(
      ...signedInHandlers('compliance_manager'),
      ...kycListHandlers(),
      http.post('/bff/upstream/api/search', async ({ request }) => {
        // (jsdom's XMLHttpRequest, as MSW receives it, keeps neither the file name nor its bytes intact; a browser does.)
        const form = await request.formData()
        bodies.push(
          [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${value.type}`]),
        )
        if (answer400) {
          answer400 = false
          return HttpResponse.json(
            {
              error: true,
              message: 'Invalid request: document.dob: must be a real date as YYYY-MM-DD, or empty to extract it',
              data: {
                fields: [
                  { path: 'document.dob', message: 'must be a real date as YYYY-MM-DD, or empty to extract it' },
                ],
              },
            },
            { status: 400 },
          )
        }
        return HttpResponse.json({ kyc_request_id: 'kyc_new1', service_id: 'srv_new1' })
      }),
      http.get('/bff/kyc/cases/:id', () =>
        HttpResponse.json(
          kycDetail({ kyc_request_id: 'kyc_new1', status: 'pending', declined_codes: [], needs_review: false }),
        ),
      ),
      http.get('/bff/upstream/api/readKycResponse', () => HttpResponse.json(kycResult())),
      http.get('/bff/kyc/cases', () =>
        HttpResponse.json({ items: [], pagination: { total: 0, page: 1, limit: 25, pages: 1 } }),
      ),
    )
    const { router } = renderApp('/kyc/new')
    const form = await openForm()
    await pickCountry('Germany')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Erica Mustermann')
    await userEvent.type(within(form).getByLabelText('Date of birth'), '1983-08-12')
    await userEvent.upload(proofInput(form, 'Proof'), png())
    expect(await within(form).findByRole('img', { name: 'Proof: passport.png' })).toBeInTheDocument()
    await userEvent.click(within(form).getByRole('button', { name: 'Submit verification' }))

    expect(
      await within(form).findByText('must be a real date as YYYY-MM-DD, or empty to extract it'),
    ).toBeInTheDocument()
    expect(bodies[0]).toEqual([
      ['services[0]', 'kyc'],
      ['country_names[0]', 'germany'],
      ['document[supported_types][0]', 'passport'],
      ['document[process_only_ocr]', '0'],
      ['document[name][full_name]', 'Erica Mustermann'],
      ['document[document_number]', ''],
      ['document[dob]', '1983-08-12'],
      ['document[issue_date]', ''],
      ['document[expiry_date]', ''],
      ['document[gender]', ''],
      ['document[proof]', 'file:image/png'],
    ])

    await userEvent.click(within(form).getByRole('button', { name: 'Submit verification' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/kyc/cases/kyc_new1'))
    expect(bodies).toHaveLength(2)
  })
})
