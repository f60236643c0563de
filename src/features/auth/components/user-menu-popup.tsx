import type { MeResponse } from '@contract/bff/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components'
import { useNavigate } from 'react-router'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/notify'
import { authMutations } from '../api/auth-queries'
import { UserLabel, userMenuButtonClass } from './user-label'

const itemClass =
  'block w-full cursor-default px-3 py-1.5 text-left text-sm outline-none data-[focused]:bg-slate-100 dark:data-[focused]:bg-slate-800'

/**
 * The user menu's button and popup (react-aria: arrow keys and typeahead, closes on Escape and on
 * a click outside, focus back on the button). Loaded after the shell's first paint (ADR 0004).
 */
export function UserMenuPopup({ me, onChangePassword }: { me: MeResponse; onChangePassword: () => void }) {
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
    <MenuTrigger>
      <Button
        className={cn(
          userMenuButtonClass,
          'outline-none hover:bg-slate-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500 dark:border-slate-700 dark:hover:bg-slate-800',
        )}
      >
        <span className="sr-only">User menu: </span>
        <UserLabel me={me} />
      </Button>
      <Popover
        placement="bottom end"
        className="w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <Menu
          className="outline-none"
          onAction={(key) => {
            if (key === 'password') onChangePassword()
            if (key === 'sign-out') void signOut()
          }}
        >
          <MenuSection>
            <Header className="break-all px-3 py-1.5 text-xs text-slate-700 dark:text-slate-300">
              {me.user.email}
            </Header>
            <MenuItem id="password" className={itemClass}>
              Change password
            </MenuItem>
            <MenuItem id="sign-out" className={itemClass}>
              Sign out
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
