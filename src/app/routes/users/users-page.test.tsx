import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { User } from '@contract/bff/users'
import { meFixture, signedInHandlers } from '@/testing/fixtures/auth-fixtures'
import { userFixture } from '@/testing/fixtures/operations-fixtures'
import { mswServer, setupMswServer } from '@/testing/msw-server'
import { renderApp } from '@/testing/render'

setupMswServer()

function usersApi() {
  const self = userFixture({
    id: meFixture('admin').user.id,
    email: 'admin@kybdesk.test',
    name: 'Test admin',
    role: 'admin',
  })
  let users: User[] = [self, userFixture()]
  const calls: Array<{ method: string; url: string; body: unknown }> = []
  mswServer.use(
    ...signedInHandlers('admin'),
    http.get('/bff/users', () => HttpResponse.json({ users })),
    http.post('/bff/users', async ({ request }) => {
      const body = (await request.json()) as { email: string; name: string; role: User['role'] }
      calls.push({ method: 'POST', url: request.url, body })
      if (body.email === 'taken@kybdesk.test')
        return HttpResponse.json(
          {
            error: true,
            message: 'Invalid request: email: is already in use',
            data: { fields: [{ path: 'email', message: 'is already in use' }] },
          },
          { status: 400 },
        )
      const created = userFixture({ id: 'user-new', email: body.email, name: body.name, role: body.role })
      users = [...users, created]
      return HttpResponse.json(created, { status: 201 })
    }),
    http.patch('/bff/users/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<User>
      calls.push({ method: 'PATCH', url: request.url, body })
      users = users.map((user) => (user.id === params.id ? { ...user, ...body } : user))
      return HttpResponse.json(users.find((user) => user.id === params.id))
    }),
    http.post('/bff/users/:id/reset-password', ({ params }) =>
      HttpResponse.json({
        user: users.find((user) => user.id === params.id),
        one_time_password: 'Xk3-one-time-password-9',
      }),
    ),
  )
  return calls
}

describe('users page', () => {
  it('lists users with filters from the URL, creates one and maps a server 400 onto its field', async () => {
    const calls = usersApi()
    const { router } = renderApp('/users?role=analyst')
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument()
    expect(screen.getByText('1 of 2 users shown.')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('analyst')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), '')
    expect(router.state.location.search).toBe('')

    await userEvent.click(screen.getByRole('button', { name: 'Add a user' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' })
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'taken@kybdesk.test')
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Taken')
    await userEvent.type(within(dialog).getByLabelText('First password'), 'first-password-123')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }))
    expect(await within(dialog).findByText('is already in use')).toBeInTheDocument()
    await userEvent.clear(within(dialog).getByLabelText('E-mail'))
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'cm@kybdesk.test')
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'compliance_manager')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { email: 'cm@kybdesk.test', name: 'Taken', role: 'compliance_manager', password: 'first-password-123' },
    })
    expect(await screen.findByText('cm@kybdesk.test')).toBeInTheDocument()
  })

  it('changes a role, deactivates, and shows a reset one-time password once', async () => {
    const calls = usersApi()
    renderApp('/users')
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of ana@kybdesk.test' }), 'admin')
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { role: 'admin' } }))
    const patches = () => calls.filter((call) => call.method === 'PATCH').length
    const before = patches()
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate ana@kybdesk.test' }))
    // Deactivating asks first: cancelling changes nothing.
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate ana@kybdesk.test?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(patches()).toBe(before)
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate ana@kybdesk.test' }))
    const again = await screen.findByRole('dialog', { name: 'Deactivate ana@kybdesk.test?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { disabled: true } }))
    expect(await screen.findByRole('button', { name: 'Reactivate ana@kybdesk.test' })).toBeInTheDocument()
    // No reset of one's own password here (that needs the current one).
    expect(screen.queryByRole('button', { name: 'Reset the password of admin@kybdesk.test' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Reset the password of ana@kybdesk.test' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of ana@kybdesk.test' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }))
    expect(await within(dialog).findByLabelText('One-time password')).toHaveTextContent('Xk3-one-time-password-9')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByText('Xk3-one-time-password-9')).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Reset the password of ana@kybdesk.test' }))
    expect(within(await screen.findByRole('dialog')).queryByLabelText('One-time password')).not.toBeInTheDocument()
  })
})
