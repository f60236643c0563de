import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { meFixture, signedInHandlers } from '@/testing/fixtures/auth-fixtures'
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
    mswServer.use(
      http.get('/healthz', () => HttpResponse.json({ error: true, message: 'down', data: {} }, { status: 503 })),
      ...signedInHandlers(),
    )
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
    mswServer.use(
      ...signedInHandlers('compliance_manager'),
      http.post('/auth/logout', ({ request }) => {
        signedOut = request.headers.get('X-Requested-With') === 'kybdesk'
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { router } = renderApp('/')
    await userEvent.click(await screen.findByRole('button', { name: /User menu/ }))
    expect(screen.getByText('compliance_manager@kybdesk.test')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'))
    expect(signedOut).toBe(true)
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument()
  })

  it('opens the user menu by keyboard, closes it on Escape and on a click outside, and gives focus back to its button', async () => {
    mswServer.use(...signedInHandlers('analyst'))
    renderApp('/')
    const button = await screen.findByRole('button', { name: /User menu/ })
    button.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Change password' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())

    await userEvent.click(button)
    expect(await screen.findByRole('menu')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('heading', { name: 'Overview', hidden: true }))
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('goes to sign-in when the session ends mid-way, and comes back to the same page after', async () => {
    let sessionValid = true
    mswServer.use(
      http.get('/auth/me', () =>
        sessionValid
          ? HttpResponse.json(meFixture('analyst'))
          : HttpResponse.json({ error: true, message: 'Not signed in', data: {} }, { status: 401 }),
      ),
      http.get('/healthz', () =>
        HttpResponse.json({
          status: 'ok',
          service: 'kybdesk-proxy',
          version: '0.1.0',
          upstream: { reachable: true, status: 200 },
        }),
      ),
      http.get('/bff/upstream/v2/kyb/:id', () =>
        HttpResponse.json({ error: true, message: 'Not signed in', data: {} }, { status: 401 }),
      ),
      http.post('/auth/login', () => {
        sessionValid = true
        return HttpResponse.json(meFixture('analyst'))
      }),
    )
    const { router } = renderApp('/')
    await screen.findByRole('heading', { name: 'Overview' })
    sessionValid = false
    await act(() => router.navigate('/companies/v2/kres_a001?tab=officers'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'))
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/companies/v2/kres_a001?tab=officers')
    mswServer.use(
      http.get('/bff/upstream/v2/kyb/:id', () =>
        HttpResponse.json(
          { error: true, message: 'No company with kyb_response_id kres_a001', data: {} },
          { status: 404 },
        ),
      ),
    )
    await userEvent.type(screen.getByLabelText('E-mail'), 'analyst@kybdesk.test')
    await userEvent.type(screen.getByLabelText('Password'), 'a fine password')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/v2/kres_a001'))
    expect(router.state.location.search).toBe('?tab=officers')
  })

  it('changes the password from the user menu and shows the server’s field errors', async () => {
    const bodies: unknown[] = []
    mswServer.use(
      ...signedInHandlers('analyst'),
      http.post('/auth/password', async ({ request }) => {
        const body = (await request.json()) as { current_password: string }
        bodies.push(body)
        if (body.current_password !== 'the old password')
          return HttpResponse.json(
            {
              error: true,
              message: 'Invalid request',
              data: { fields: [{ path: 'current_password', message: 'is not your current password' }] },
            },
            { status: 400 },
          )
        return new HttpResponse(null, { status: 204 })
      }),
    )
    renderApp('/')
    await userEvent.click(await screen.findByRole('button', { name: /User menu/ }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Change password' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change password' })
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'wrong one')
    await userEvent.type(within(dialog).getByLabelText('New password'), 'short')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }))
    expect(await within(dialog).findByText('must be at least 12 characters')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
    await userEvent.type(within(dialog).getByLabelText('New password'), ' but now long enough')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }))
    expect(await within(dialog).findByText('is not your current password')).toBeInTheDocument()
    await userEvent.clear(within(dialog).getByLabelText('Current password'))
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'the old password')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Your password was changed.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodies).toHaveLength(2)
  })
})
