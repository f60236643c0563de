import type { MeResponse } from '@contract/bff/auth'

const roleLabels: Record<MeResponse['user']['role'], string> = {
  analyst: 'Analyst',
  compliance_manager: 'Compliance manager',
  admin: 'Admin',
}

/** The look of the user menu's button, also shown while the menu's code loads. */
export const userMenuButtonClass = 'flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm'

/** The signed-in user's name (or e-mail) and role, as the user menu's button shows them. */
export function UserLabel({ me }: { me: MeResponse }) {
  return (
    <>
      <span className="max-w-48 truncate">{me.user.name || me.user.email}</span>
      <span className="text-xs text-slate-700 dark:text-slate-300">{roleLabels[me.user.role]}</span>
    </>
  )
}
