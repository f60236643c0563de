/** The sections of the dashboard, in sidebar order. `ready: false` marks a section still to come. */
export interface NavItem {
  to: string
  label: string
  ready: boolean
}

export const navigation: NavItem[] = [
  { to: '/', label: 'Overview', ready: true },
  { to: '/search', label: 'Search', ready: false },
  { to: '/monitoring', label: 'Monitoring', ready: false },
  { to: '/questionnaires', label: 'Questionnaires', ready: false },
  { to: '/kyc', label: 'KYC', ready: false },
  { to: '/audit', label: 'Audit', ready: false },
  { to: '/users', label: 'Users', ready: false },
]
