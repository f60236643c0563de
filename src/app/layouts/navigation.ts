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
