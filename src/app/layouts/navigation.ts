import type { Permission } from '@contract/bff/permissions'

/**
 * The sections of the dashboard, in sidebar order. An item with a `permission` is shown only to
 * roles that have it.
 */
export interface NavItem {
  to: string
  label: string
  permission?: Permission
}

export const navigation: NavItem[] = [
  { to: '/', label: 'Overview' },
  { to: '/inbox', label: 'Inbox', permission: 'cases:read' },
  { to: '/search', label: 'Search', permission: 'search:run' },
  { to: '/aml', label: 'AML reviews', permission: 'aml:run' },
  { to: '/monitoring', label: 'Monitoring', permission: 'monitoring:read' },
  { to: '/questionnaires', label: 'Questionnaires', permission: 'questionnaire:manage' },
  { to: '/kyc', label: 'KYC', permission: 'kyc:review' },
  { to: '/audit', label: 'Audit', permission: 'audit:read' },
  { to: '/users', label: 'Users', permission: 'users:manage' },
  { to: '/callbacks', label: 'Callbacks', permission: 'callbacks:read' },
]

/** The items a user with these permissions may use. */
export function visibleNavigation(
  permissions: readonly Permission[],
  items: readonly NavItem[] = navigation,
): NavItem[] {
  return items.filter((item) => !item.permission || permissions.includes(item.permission))
}

/** Pages outside the sidebar that need a permission of their own (a longer path wins over its section's). */
const pagePermissions: ReadonlyArray<{ to: string; permission: Permission }> = [
  { to: '/kyc/new', permission: 'kyc:submit' },
  { to: '/companies', permission: 'search:run' },
]

/** The permission the page at `pathname` needs, by its section (or its own entry); undefined when none. */
export function requiredPermission(pathname: string): Permission | undefined {
  const entries = [...pagePermissions, ...navigation.flatMap((item) => (item.permission ? [item] : []))]
  const matches = entries.filter((entry) => pathname === entry.to || pathname.startsWith(`${entry.to}/`))
  return matches.sort((a, b) => b.to.length - a.to.length)[0]?.permission
}
