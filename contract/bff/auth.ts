import { z } from 'zod'
import { PermissionSchema, RoleSchema } from './permissions'

/** The proxy's sign-in API (`/auth/*`), shared by the proxy and the SPA. */
export const LoginBodySchema = z.object({
  email: z.email('must be an e-mail address').max(254),
  password: z.string().min(1, 'is required').max(1024),
})
export type LoginBody = z.infer<typeof LoginBodySchema>

export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
})
export type SessionUser = z.infer<typeof SessionUserSchema>

/** Body of `POST /auth/login` (200) and `GET /auth/me` (200; 401 when signed out). */
export const MeResponseSchema = z.object({
  user: SessionUserSchema,
  permissions: z.array(PermissionSchema),
})
export type MeResponse = z.infer<typeof MeResponseSchema>

export const ChangePasswordBodySchema = z.object({
  current_password: z.string().min(1, 'is required'),
  new_password: z.string().min(12, 'must be at least 12 characters').max(1024),
})
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>
