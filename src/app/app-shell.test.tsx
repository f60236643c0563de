import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

describe('app shell', () => {
  it('shows the sections and the system status', async () => {
    mswServer.use(...signedInHandlers('admin'))
    renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    for (const label of ['Overview', 'Search', 'Monitoring', 'Questionnaires', 'KYC', 'Audit', 'Users']) {
      expect(nav).toHaveTextContent(label)
    }
    expect(await screen.findByText('answering')).toBeInTheDocument()
  })

  it('shows an analyst only the sections an analyst may use', async () => {
    mswServer.use(...signedInHandlers('analyst'))
    renderApp('/')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Search' })).toBeInTheDocument()
    expect(nav).toHaveTextContent('Monitoring')
    for (const label of ['Questionnaires', 'KYC', 'Audit', 'Users']) expect(nav).not.toHaveTextContent(label)
  })

  it('says when the proxy does not answer', async () => {
    mswServer.use(http.get('/healthz', () => HttpResponse.json({ error: true, message: 'down', data: {} }, { status: 503 })), ...signedInHandlers())
    renderApp('/')
    expect(await screen.findByRole('alert')).toHaveTextContent('The proxy does not answer: down')
  })

  it('shows a not-found page for an unknown path', async () => {
    mswServer.use(...signedInHandlers())
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText('/no/such/page')).toBeInTheDocument()
  })

  it('toggles the theme between system, light and dark', async () => {
    mswServer.use(...signedInHandlers())
    renderApp('/')
    const toggle = await screen.findByRole('button', { name: 'Theme: system' })
    await userEvent.click(toggle)
    expect(document.documentElement).not.toHaveClass('dark')
    await userEvent.click(screen.getByRole('button', { name: 'Theme: light' }))
    expect(document.documentElement).toHaveClass('dark')
    expect(window.localStorage.getItem('kybdesk-theme')).toBe('dark')
  })

  it('shows the user and signs out', async () => {
    let signedOut = false
    mswServer.use(...signedInHandlers('compliance_manager'), http.post('/auth/logout', ({ request }) => {
      signedOut = request.headers.get('X-Requested-With') === 'kybdesk'
      return new HttpResponse(null, { status: 204 })
    }))
    const { router } = renderApp('/')
    await userEvent.click(await screen.findByRole('button', { name: /User menu/ }))
    expect(screen.getByText('compliance_manager@kybdesk.test')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'))
    expect(signedOut).toBe(true)
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument()
  })
})
