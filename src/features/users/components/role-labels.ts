import type { Role } from '@contract/bff/permissions'

export const roleLabels: Record<Role, string> = {
  analyst: 'Analyst',
  compliance_manager: 'Compliance manager',
  admin: 'Admin',
}
