import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { meFixture, signedInHandlers, signedOutHandler } from '@/testing/fixtures/auth-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('E-mail'), email)
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('sign-in', () => {
  it('sends a signed-out visitor to sign-in and back to the page they asked for', async () => {
    let signedIn = false
    mswServer.use(
      http.get('/auth/me', () =>
        signedIn
          ? HttpResponse.json(meFixture('analyst'))
          : HttpResponse.json({ error: true, message: 'Not signed in', data: {} }, { status: 401 }),
      ),
      http.post('/auth/login', async ({ request }) => {
        expect(await request.json()).toEqual({ email: 'ana@kybdesk.test', password: 'correct horse battery' })
        signedIn = true
        return HttpResponse.json(meFixture('analyst'))
      }),
      http.get('/healthz', () =>
        HttpResponse.json({
          status: 'ok',
          service: 'kybdesk-proxy',
          version: '0.1.0',
          upstream: { reachable: true, status: 200 },
        }),
      ),
    )
    const { router } = renderApp('/no-such-page?x=1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'))
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/no-such-page?x=1')
    await fillAndSubmit('ana@kybdesk.test', 'correct horse battery')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/no-such-page')
    expect(router.state.location.search).toBe('?x=1')
  })

  it('says so when the password is wrong and stays on the form', async () => {
    mswServer.use(
      signedOutHandler,
      http.post('/auth/login', () =>
        HttpResponse.json({ error: true, message: 'Wrong e-mail or password.', data: {} }, { status: 401 }),
      ),
    )
    const { router } = renderApp('/sign-in')
    await fillAndSubmit('ana@kybdesk.test', 'wrong password')
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.')
    expect(router.state.location.pathname).toBe('/sign-in')
  })

  it('checks the contract rules before sending and maps server field errors onto the fields', async () => {
    let posted = 0
    mswServer.use(
      http.post('/auth/login', () => {
        posted += 1
        return HttpResponse.json(
          {
            error: true,
            message: 'Invalid request',
            data: { fields: [{ path: 'password', message: 'password: is too common' }] },
          },
          { status: 400 },
        )
      }),
    )
    renderApp('/sign-in')
    await fillAndSubmit('not-an-email', 'x')
    expect(await screen.findByText('must be an e-mail address')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toBe(0)
    await userEvent.clear(screen.getByLabelText('E-mail'))
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@kybdesk.test')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('password: is too common')).toBeInTheDocument()
    expect(posted).toBe(1)
  })

  it('never follows a next= that leaves the site', async () => {
    mswServer.use(
      ...signedInHandlers('admin'),
      http.post('/auth/login', () => HttpResponse.json(meFixture('admin'))),
    )
    const { router } = renderApp(`/sign-in?next=${encodeURIComponent('//evil.example/steal')}`)
    await fillAndSubmit('admin@kybdesk.test', 'a fine password')
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})
