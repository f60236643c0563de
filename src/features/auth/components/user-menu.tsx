import type { MeResponse } from '@contract/bff/auth'
import { lazy, Suspense, useState } from 'react'
import { AfterPaint } from '@/components/ui/after-paint'
import { cn } from '@/lib/cn'
import { UserLabel, userMenuButtonClass } from './user-label'

const UserMenuPopup = lazy(() => import('./user-menu-popup').then((m) => ({ default: m.UserMenuPopup })))
const ChangePasswordDialog = lazy(() =>
  import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
)

/**
 * The signed-in user's name and role, with "Change password" and "Sign out". The menu itself
 * (react-aria, with sign-out) loads once the page has painted: until it arrives the same label
 * shows, not yet a button.
 */
export function UserMenu({ me }: { me: MeResponse }) {
  const [dialogOpen, setDialogOpen] = useState(false)

  return (
    <>
      <AfterPaint
        fallback={
          <span aria-hidden="true" className={cn(userMenuButtonClass, 'dark:border-slate-700')}>
            <UserLabel me={me} />
          </span>
        }
      >
        <UserMenuPopup me={me} onChangePassword={() => setDialogOpen(true)} />
      </AfterPaint>
      {dialogOpen && (
        <Suspense fallback={null}>
          <ChangePasswordDialog isOpen={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </>
  )
}
