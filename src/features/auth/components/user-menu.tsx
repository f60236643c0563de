import type { MeResponse } from '@contract/bff/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { notify } from '@/lib/notify'
import { authMutations } from '../api/auth-queries'

const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })))

const roleLabels: Record<MeResponse['user']['role'], string> = { analyst: 'Analyst', compliance_manager: 'Compliance manager', admin: 'Admin' }

/** The signed-in user's name and role, with "Change password" and "Sign out". */
export function UserMenu({ me }: { me: MeResponse }) {
  const [open, setOpen] = useState(false)
  const [dialogOpen, setDialogOpen] = useState(false)
  const menuId = useId()
  const container = useRef<HTMLDivElement>(null)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const logout = useMutation(authMutations.logout())

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const signOut = async () => {
    setOpen(false)
    try {
      await logout.mutateAsync()
      await navigate('/sign-in')
      queryClient.clear()
      void notify('success', 'You are signed out.')
    } catch (error) {
      void notify('error', `Signing out failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return (
    <div
      ref={container}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false)
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        <span className="sr-only">User menu: </span>
        <span className="max-w-48 truncate">{me.user.name || me.user.email}</span>
        <span className="text-xs text-slate-700 dark:text-slate-300">{roleLabels[me.user.role]}</span>
      </button>
      {open && (
        <ul id={menuId} className="absolute right-0 z-30 mt-1 w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <li className="break-all px-3 py-1.5 text-xs text-slate-700 dark:text-slate-300">{me.user.email}</li>
          <li>
            <button type="button" className="block w-full px-3 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800" onClick={() => { setOpen(false); setDialogOpen(true) }}>
              Change password
            </button>
          </li>
          <li>
            <button type="button" className="block w-full px-3 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800" onClick={() => void signOut()}>
              Sign out
            </button>
          </li>
        </ul>
      )}
      {dialogOpen && (
        <Suspense fallback={null}>
          <ChangePasswordDialog isOpen={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </div>
  )
}
