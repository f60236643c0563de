import { z } from 'zod'

/**
 * Roles and the one permission matrix of kybdesk. The proxy enforces it on every /bff route; the
 * SPA reads it to show only what a role may use.
 */
export const RoleSchema = z.enum(['analyst', 'compliance_manager', 'admin'])
export type Role = z.infer<typeof RoleSchema>

export const PermissionSchema = z.enum([
  'countries:read',
  'search:run',
  'profile:read',
  'aml:run',
  /** The second decision of a four-eyes clearing, lifting a remembered false positive (ADR 0013). */
  'aml:approve',
  'monitoring:read',
  'monitoring:write',
  'kyc:submit',
  'kyc:review',
  'questionnaire:manage',
  'users:manage',
  'audit:read',
  'callbacks:read',
  'callbacks:reapply',
  /** The inbox of cases (each type also needs its queue's permission) and one's notifications (ADR 0026). */
  'cases:read',
  /** Assigning a case to a colleague. */
  'cases:assign',
  /** A queue's SLA and round-robin members. */
  'cases:configure',
])
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
