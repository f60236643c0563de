/**
 * The names of kybdesk's roles and permissions as plain lists, without zod: permissions.ts makes
 * the contract's schemas of them, and the SPA's first route (which loads zod/mini, never classic
 * zod: ADR 0004) its twins in src/lib/bff-mini-schemas.ts.
 */
export const roleNames = ['analyst', 'compliance_manager', 'admin'] as const

export const permissionNames = [
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
] as const
