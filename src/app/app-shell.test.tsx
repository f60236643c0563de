import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

const healthy = { status: 'ok', service: 'kybdesk-proxy', version: '0.1.0', upstream: { reachable: true, status: 200 } }

describe('app shell', () => {
  it('shows the sections and the system status', async () => {
    mswServer.use(http.get('/healthz', () => HttpResponse.json(healthy)))
    renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    for (const label of ['Overview', 'Search', 'Monitoring', 'Questionnaires', 'KYC', 'Audit', 'Users']) {
      expect(nav).toHaveTextContent(label)
    }
    expect(await screen.findByText('answering')).toBeInTheDocument()
  })

  it('says when the proxy does not answer', async () => {
    mswServer.use(http.get('/healthz', () => HttpResponse.json({ error: true, message: 'down', data: {} }, { status: 503 })))
    renderApp('/')
    expect(await screen.findByRole('alert')).toHaveTextContent('The proxy does not answer: down')
  })

  it('shows a not-found page for an unknown path', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText('/no/such/page')).toBeInTheDocument()
  })

  it('toggles the theme between system, light and dark', async () => {
    mswServer.use(http.get('/healthz', () => HttpResponse.json(healthy)))
    renderApp('/')
    const toggle = await screen.findByRole('button', { name: 'Theme: system' })
    await userEvent.click(toggle)
    expect(document.documentElement).not.toHaveClass('dark')
    await userEvent.click(screen.getByRole('button', { name: 'Theme: light' }))
    expect(document.documentElement).toHaveClass('dark')
    expect(window.localStorage.getItem('kybdesk-theme')).toBe('dark')
  })
})
