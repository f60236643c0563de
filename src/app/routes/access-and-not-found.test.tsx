import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { kycListHandlers } from '@/testing/fixtures/kyc-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

const forbidden = () =>
  HttpResponse.json({ error: true, message: 'Forbidden: needs users:manage', data: {} }, { status: 403 })
const notFound = (message: string) => HttpResponse.json({ error: true, message, data: {} }, { status: 404 })

describe('pages a role may not use, and records nobody knows', () => {
  it('tells an analyst they have no access to the users page and to a new KYC verification, without a form', async () => {
    mswServer.use(...signedInHandlers('analyst'), http.get('/bff/users', forbidden), ...kycListHandlers())
    const { router } = renderApp('/users')
    expect(await screen.findByRole('heading', { name: "You don't have access" })).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
    await router.navigate('/kyc/new')
    expect(await screen.findByRole('heading', { name: "You don't have access" })).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'New KYC verification' })).not.toBeInTheDocument()
  })

  it('says "not found" for an unknown AML request and an unknown KYC case', async () => {
    mswServer.use(
      ...signedInHandlers('compliance_manager'),
      ...kycListHandlers(),
      http.get('/bff/aml/:id', () => notFound('Not found: no AML request xyz is known to this desk')),
      http.get('/bff/kyc/cases/:id', () => notFound("No KYC request xyz in the proxy's index.")),
      http.get('/bff/kyc/cases', () =>
        HttpResponse.json({ items: [], pagination: { total: 0, page: 1, limit: 25, pages: 1 } }),
      ),
      http.get('/bff/upstream/api/readKycResponse', () => notFound('Not found')),
    )
    const { router } = renderApp('/aml/xyz')
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument()
    expect(screen.getByText(/no AML request xyz/)).toBeInTheDocument()
    await router.navigate('/kyc/cases/xyz')
    expect(await screen.findByText('No KYC case xyz is known to this desk or the service.')).toBeInTheDocument()
  })
})
