import { z } from 'zod'
import { permissionNames, roleNames } from './permission-names'

/**
 * Roles and the one permission matrix of kybdesk. The proxy enforces it on every /bff route; the
 * SPA reads it to show only what a role may use.
 */
export const RoleSchema = z.enum(roleNames)
export type Role = z.infer<typeof RoleSchema>

export const PermissionSchema = z.enum(permissionNames)
export type Permission = z.infer<typeof PermissionSchema>

const analyst: Permission[] = [
  'countries:read',
  'search:run',
  'profile:read',
  'aml:run',
  'monitoring:read',
  'cases:read',
]
const complianceManager: Permission[] = [
  ...analyst,
  'kyc:submit',
  'kyc:review',
  'monitoring:write',
  'aml:approve',
  'cases:assign',
]
const admin: Permission[] = [
  ...complianceManager,
  'questionnaire:manage',
  'users:manage',
  'audit:read',
  'callbacks:read',
  'callbacks:reapply',
  'cases:configure',
]

export const permissionsByRole: Record<Role, readonly Permission[]> = {
  analyst,
  compliance_manager: complianceManager,
  admin,
}

export function can(role: Role, permission: Permission): boolean {
  return permissionsByRole[role].includes(permission)
}
