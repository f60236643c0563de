import { RoleSchema } from '@contract/bff/permissions'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { SelectField, TextField } from '@/components/ui/field'
import { authQueries } from '@/features/auth/api/auth-queries'
import { userQueries } from '@/features/users/api/user-queries'
import { CreateUserDialog } from '@/features/users/components/create-user-dialog'
import { roleLabels } from '@/features/users/components/role-labels'
import { UsersTable } from '@/features/users/components/users-table'
import { useUrlState } from '@/lib/url-state'

/** Filters of the users list, in the URL (`/users?role=admin&status=active&q=ana`). */
export const UsersUrlSchema = z.object({
  q: z.string().max(254).catch(''),
  role: z.enum(['', ...RoleSchema.options]).catch(''),
  status: z.enum(['', 'active', 'deactivated']).catch(''),
})

export function UsersPage() {
  const [state, setState] = useUrlState(UsersUrlSchema)
  const { data: me } = useSuspenseQuery(authQueries.me())
  const { data: users } = useSuspenseQuery(userQueries.list())
  const [creating, setCreating] = useState(false)
  const needle = state.q.trim().toLowerCase()
  const shown = users.filter(
    (user) =>
      (!state.role || user.role === state.role) &&
      (!state.status || (state.status === 'deactivated') === user.disabled) &&
      (!needle || user.email.includes(needle) || user.name.toLowerCase().includes(needle)),
  )
  return (
    <div className="max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">Users</h1>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Who may sign in, with which role. The last active admin cannot be demoted or deactivated.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>Add a user</Button>
      </div>
      <form
        role="search"
        aria-label="Filter users"
        className="grid gap-4 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="Name or e-mail"
          defaultValue={state.q}
          onChange={(event) => setState({ q: event.target.value }, { replace: true })}
        />
        <SelectField
          label="Role"
          value={state.role}
          onChange={(event) => setState({ role: UsersUrlSchema.shape.role.parse(event.target.value) })}
          options={[
            { value: '', label: 'Any role' },
            ...RoleSchema.options.map((role) => ({ value: role, label: roleLabels[role] })),
          ]}
        />
        <SelectField
          label="Status"
          value={state.status}
          onChange={(event) => setState({ status: UsersUrlSchema.shape.status.parse(event.target.value) })}
          options={[
            { value: '', label: 'Any status' },
            { value: 'active', label: 'Active' },
            { value: 'deactivated', label: 'Deactivated' },
          ]}
        />
      </form>
      <p className="text-sm" aria-live="polite">
        {shown.length} of {users.length} users shown.
      </p>
      {shown.length === 0 ? (
        <EmptyState title="No user matches">Change the filters above.</EmptyState>
      ) : (
        <UsersTable users={shown} selfId={me.user.id} />
      )}
      <CreateUserDialog isOpen={creating} onOpenChange={setCreating} />
    </div>
  )
}
