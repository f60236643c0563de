import { RoleSchema, type Role } from '@contract/bff/permissions'
import type { User } from '@contract/bff/users'
import { useMutation } from '@tanstack/react-query'
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DataTable } from '@/components/ui/data-table'
import { Dialog } from '@/components/ui/dialog'
import { controlClasses } from '@/components/ui/field'
import { notify } from '@/lib/notify'
import { userMutations } from '../api/user-queries'
import { roleLabels } from './role-labels'

const column = createColumnHelper<User>()

function failed(error: unknown) {
  void notify('error', error instanceof Error ? error.message : 'The change failed.')
}

/** Role select, deactivate / reactivate and password reset of one user. */
function UserActions({ user, self, onReset }: { user: User; self: boolean; onReset: (user: User) => void }) {
  const update = useMutation(userMutations.update())
  const changeRole = (role: Role) =>
    update.mutate(
      { id: user.id, changes: { role } },
      { onError: failed, onSuccess: () => void notify('success', `${user.email} is now ${roleLabels[role]}.`) },
    )
  const [confirming, setConfirming] = useState(false)
  const toggle = () =>
    update.mutate(
      { id: user.id, changes: { disabled: !user.disabled } },
      {
        onError: failed,
        onSuccess: (saved) => {
          setConfirming(false)
          void notify('success', `${saved.email} was ${saved.disabled ? 'deactivated' : 'reactivated'}.`)
        },
      },
    )
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`role-${user.id}`}>
        Role of {user.email}
      </label>
      <select
        id={`role-${user.id}`}
        className={`${controlClasses} w-auto`}
        value={user.role}
        disabled={update.isPending}
        onChange={(event) => changeRole(RoleSchema.parse(event.target.value))}
      >
        {RoleSchema.options.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        // Reactivating restores access at once; deactivating signs the user out: it asks first.
        onClick={user.disabled ? toggle : () => setConfirming(true)}
        disabled={update.isPending}
        aria-label={`${user.disabled ? 'Reactivate' : 'Deactivate'} ${user.email}`}
      >
        {user.disabled ? 'Reactivate' : 'Deactivate'}
      </Button>
      <Dialog title={`Deactivate ${user.email}?`} isOpen={confirming} onOpenChange={setConfirming}>
        <p className="text-sm">
          {user.email} will no longer be able to sign in, and any open session ends. You can reactivate the account
          later.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={toggle} disabled={update.isPending}>
            {update.isPending ? 'Deactivating…' : 'Deactivate'}
          </Button>
        </div>
      </Dialog>
      {!self && (
        <Button variant="secondary" onClick={() => onReset(user)} aria-label={`Reset the password of ${user.email}`}>
          Reset password
        </Button>
      )}
    </div>
  )
}

/** The one-time password, shown once: it is not stored anywhere the page could show it again. */
function ResetPasswordDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const reset = useMutation(userMutations.resetPassword())
  const close = () => {
    reset.reset()
    onClose()
  }
  return (
    <Dialog
      title={user ? `Reset the password of ${user.email}` : 'Reset password'}
      isOpen={user !== null}
      onOpenChange={(open) => !open && close()}
    >
      {reset.data ? (
        <div className="space-y-3">
          <p className="text-sm">
            The new one-time password is shown this once. Give it to {reset.data.user.email} over a safe channel; they
            sign in with it and change it under their account.
          </p>
          <p
            className="break-all rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-base dark:border-slate-700 dark:bg-slate-950"
            aria-label="One-time password"
          >
            {reset.data.one_time_password}
          </p>
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm">A new password is generated; the current one stops working and their sessions end.</p>
          {reset.error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {reset.error.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger" disabled={reset.isPending || !user} onClick={() => user && reset.mutate(user.id)}>
              Reset password
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  )
}

export function UsersTable({ users, selfId }: { users: readonly User[]; selfId: string }) {
  const [resetting, setResetting] = useState<User | null>(null)
  const columns = useMemo(
    () => [
      column.accessor('email', { header: 'E-mail' }),
      column.accessor('name', { header: 'Name' }),
      column.accessor('role', { header: 'Role', cell: (info) => roleLabels[info.getValue()] }),
      column.accessor('disabled', {
        header: 'Status',
        cell: (info) => (info.getValue() ? <Badge tone="bad">deactivated</Badge> : <Badge tone="good">active</Badge>),
      }),
      column.accessor('last_login_at', {
        header: 'Last sign-in',
        cell: (info) => info.getValue()?.slice(0, 16).replace('T', ' ') ?? 'never',
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: (info) => (
          <UserActions user={info.row.original} self={info.row.original.id === selfId} onReset={setResetting} />
        ),
      }),
    ],
    [selfId],
  )
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not memo-safe; the table is re-read each render.
  const table = useReactTable({
    data: users as User[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
  })
  return (
    <>
      <DataTable table={table} caption="Users" />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </>
  )
}
