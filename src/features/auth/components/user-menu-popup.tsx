import type { MeResponse } from '@contract/bff/auth'
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components'
import { cn } from '@/lib/cn'
import { UserLabel, userMenuButtonClass } from './user-label'

const itemClass = 'block w-full cursor-default px-3 py-1.5 text-left text-sm outline-none data-[focused]:bg-slate-100 dark:data-[focused]:bg-slate-800'

/**
 * The user menu's button and popup (react-aria: arrow keys and typeahead, closes on Escape and on
 * a click outside, focus back on the button). Loaded after the shell's first paint (ADR 0004).
 */
export function UserMenuPopup({ me, onChangePassword, onSignOut }: {
  me: MeResponse
  onChangePassword: () => void
  onSignOut: () => void
}) {
  return (
    <MenuTrigger>
      <Button className={cn(userMenuButtonClass, 'outline-none hover:bg-slate-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500 dark:border-slate-700 dark:hover:bg-slate-800')}>
        <span className="sr-only">User menu: </span>
        <UserLabel me={me} />
      </Button>
      <Popover placement="bottom end" className="w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <Menu
          className="outline-none"
          onAction={(key) => {
            if (key === 'password') onChangePassword()
            if (key === 'sign-out') onSignOut()
          }}
        >
          <MenuSection>
            <Header className="break-all px-3 py-1.5 text-xs text-slate-700 dark:text-slate-300">{me.user.email}</Header>
            <MenuItem id="password" className={itemClass}>Change password</MenuItem>
            <MenuItem id="sign-out" className={itemClass}>Sign out</MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
