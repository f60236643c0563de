import type { Permission } from '@contract/bff/permissions'

/**
 * The sections of the dashboard, in sidebar order. An item with a `permission` is shown only to
 * roles that have it; `ready: false` marks a section still to come (shown, not clickable).
 */
export interface NavItem {
  to: string
  label: string
  ready: boolean
  permission?: Permission
}

export const navigation: NavItem[] = [
  { to: '/', label: 'Overview', ready: true },
  { to: '/search', label: 'Search', ready: true, permission: 'search:run' },
  { to: '/aml', label: 'AML reviews', ready: true, permission: 'aml:run' },
  { to: '/monitoring', label: 'Monitoring', ready: true, permission: 'monitoring:read' },
  { to: '/questionnaires', label: 'Questionnaires', ready: false, permission: 'questionnaire:manage' },
  { to: '/kyc', label: 'KYC', ready: false, permission: 'kyc:review' },
  { to: '/audit', label: 'Audit', ready: false, permission: 'audit:read' },
  { to: '/users', label: 'Users', ready: false, permission: 'users:manage' },
]

/** The items a user with these permissions may use. */
export function visibleNavigation(permissions: readonly Permission[], items: readonly NavItem[] = navigation): NavItem[] {
  return items.filter((item) => !item.permission || permissions.includes(item.permission))
}
