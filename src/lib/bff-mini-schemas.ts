import type { LoginBody, MeResponse } from '@contract/bff/auth'
import type { LiveEvent } from '@contract/bff/live-events'
import { permissionNames, roleNames } from '@contract/bff/permission-names'
import * as z from 'zod/mini'

/**
 * zod/mini twins of the few contract/bff schemas the first page needs (sign-in, the signed-in
 * user, live events). Classic zod costs ~25 KB gzip that the first route cannot afford (ADR 0004);
 * zod/mini shares zod's core at ~5 KB. Roles and permissions come from the contract's plain lists
 * (contract/bff/permission-names.ts). The type assertions below fail the typecheck the moment a
 * twin drifts from its contract schema, and bff-mini-schemas.test.ts checks that both accept and
 * reject the same values.
 */
export const MeResponseMiniSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(roleNames) }),
  permissions: z.array(z.enum(permissionNames)),
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
  permission: z.enum(permissionNames),
})

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const sameTypes: [
  Equal<z.infer<typeof MeResponseMiniSchema>, MeResponse>,
  Equal<z.infer<typeof LoginBodyMiniSchema>, LoginBody>,
  Equal<z.infer<typeof LiveEventMiniSchema>, LiveEvent>,
] = [true, true, true]
void sameTypes
