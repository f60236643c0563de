import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { kycDetail, kycListHandlers, kycResult } from '@/testing/fixtures/kyc-fixtures'
import { indexedSearch, requestListBody } from '@/testing/fixtures/registry-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

const kycId = 'kyc_7f3a91c2'

describe('command palette', () => {
  it('takes the typing at once, says "Nothing matches." only when nothing does, and opens a pasted KYC id as its case', async () => {
    mswServer.use(
      ...signedInHandlers('admin'),
      ...kycListHandlers(),
      http.get('/bff/requests', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q')
        const items =
          q === kycId
            ? [indexedSearch({ kind: 'kyc', upstream_id: kycId, search_text: null, country: null, search_type: null })]
            : []
        return HttpResponse.json(requestListBody(items))
      }),
      http.get('/bff/kyc/cases/:id', () => HttpResponse.json(kycDetail({ kyc_request_id: kycId }))),
      http.get('/bff/upstream/api/readKycResponse', () => HttpResponse.json(kycResult())),
    )
    const { router } = renderApp('/')
    await screen.findByRole('heading', { name: 'Overview' })
    await userEvent.keyboard('{Control>}k{/Control}')
    const palette = await screen.findByRole('dialog', { name: 'Command palette' })
    const input = within(palette).getByRole('combobox')
    await waitFor(() => expect(input).toHaveFocus())

    // Too short for a company search and no page's name: nothing matches.
    await userEvent.keyboard('zq')
    expect(await within(palette).findByText('Nothing matches.')).toBeInTheDocument()
    // Long enough for a company search: that is a match, and "Nothing matches." goes.
    await userEvent.keyboard('x')
    expect(await within(palette).findByRole('option', { name: /Find company “zqx”/ })).toBeVisible()
    expect(within(palette).queryByText('Nothing matches.')).not.toBeInTheDocument()
    await userEvent.clear(input)
    await userEvent.paste(kycId)
    expect(await within(palette).findByRole('option', { name: new RegExp(`Open request ${kycId}`) })).toBeVisible()
    expect(within(palette).queryByText('Nothing matches.')).not.toBeInTheDocument()
    // The id is a request of the desk: no registry search for it is offered first.
    expect(within(palette).queryByRole('option', { name: /Find company/ })).not.toBeInTheDocument()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/kyc/cases/${kycId}`))
  })
})
