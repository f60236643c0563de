import type { MeResponse } from '@contract/bff/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/notify'
import { authMutations } from '../api/auth-queries'
import { UserLabel, userMenuButtonClass } from './user-label'

const UserMenuPopup = lazy(() => import('./user-menu-popup').then((m) => ({ default: m.UserMenuPopup })))
const ChangePasswordDialog = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })))

/**
 * The signed-in user's name and role, with "Change password" and "Sign out". The menu itself
 * (react-aria) loads after the shell: until it arrives the same label shows, not yet a button.
 */
export function UserMenu({ me }: { me: MeResponse }) {
  const [dialogOpen, setDialogOpen] = useState(false)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const logout = useMutation(authMutations.logout())

  const signOut = async () => {
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
    <>
      <Suspense fallback={<span aria-hidden="true" className={cn(userMenuButtonClass, 'dark:border-slate-700')}><UserLabel me={me} /></span>}>
        <UserMenuPopup me={me} onChangePassword={() => setDialogOpen(true)} onSignOut={() => void signOut()} />
      </Suspense>
      {dialogOpen && (
        <Suspense fallback={null}>
          <ChangePasswordDialog isOpen={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </>
  )
}
