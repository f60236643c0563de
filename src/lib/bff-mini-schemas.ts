import type { LoginBody, MeResponse } from '@contract/bff/auth'
import type { LiveEvent } from '@contract/bff/live-events'
import type { Permission, Role } from '@contract/bff/permissions'
import * as z from 'zod/mini'

/**
 * zod/mini twins of the few contract/bff schemas the first page needs (sign-in, the signed-in
 * user, live events). Classic zod costs ~25 KB gzip that the first route cannot afford (ADR 0004);
 * zod/mini shares zod's core at ~5 KB. The type assertions below fail the typecheck the moment a
 * twin drifts from its contract schema, and bff-mini-schemas.test.ts checks that both accept and
 * reject the same values.
 */
const roles = ['analyst', 'compliance_manager', 'admin'] as const satisfies readonly Role[]
const permissions = [
  'countries:read',
  'search:run',
  'profile:read',
  'aml:run',
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
  'cases:read',
  'cases:assign',
  'cases:configure',
] as const satisfies readonly Permission[]

export const MeResponseMiniSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(roles) }),
  permissions: z.array(z.enum(permissions)),
})

export const LoginBodyMiniSchema = z.object({
  email: z.string().check(z.email('must be an e-mail address'), z.maxLength(254)),
  password: z.string().check(z.minLength(1, 'is required'), z.maxLength(1024)),
})

export const LiveEventMiniSchema = z.object({
  id: z.string(),
  at: z.string(),
  type: z.string(),
  keys: z.array(z.array(z.string())),
  permission: z.enum(permissions),
})

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const sameTypes: [
  Equal<z.infer<typeof MeResponseMiniSchema>, MeResponse>,
  Equal<z.infer<typeof LoginBodyMiniSchema>, LoginBody>,
  Equal<z.infer<typeof LiveEventMiniSchema>, LiveEvent>,
  Equal<(typeof roles)[number], Role>,
  Equal<(typeof permissions)[number], Permission>,
] = [true, true, true, true, true]
void sameTypes
