import { z } from 'zod'
import { RoleSchema } from './permissions'

/** The proxy's user administration API (`/bff/users`, permission users:manage). */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  disabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  last_login_at: z.string().nullable(),
})
export type User = z.infer<typeof UserSchema>

/** Body of `GET /bff/users` (200). */
export const UserListResponseSchema = z.object({ users: z.array(UserSchema) })
export type UserListResponse = z.infer<typeof UserListResponseSchema>

const name = z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters')
const password = z.string().min(12, 'must be at least 12 characters').max(1024, 'must be at most 1024 characters')

/** Body of `POST /bff/users` (201 with the User). */
export const CreateUserBodySchema = z.strictObject({
  email: z.email('must be an e-mail address').max(254, 'must be at most 254 characters'),
  name,
  role: RoleSchema,
  password,
})
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>

/**
 * Body of `PATCH /bff/users/:id` (200 with the User): at least one field. `password` is an admin's
 * reset of another user's password (their sessions end); users change their own with /auth/password.
 */
export const UpdateUserBodySchema = z
  .strictObject({
    role: RoleSchema.optional(),
    disabled: z.boolean().optional(),
    name: name.optional(),
    password: password.optional(),
  })
  .refine(
    (body) =>
      body.role !== undefined || body.disabled !== undefined || body.name !== undefined || body.password !== undefined,
    {
      message: 'must contain at least one of role, disabled, name, password',
    },
  )
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>

/**
 * Body of `POST /bff/users/:id/reset-password` (200): the user's password is replaced by a
 * generated one, shown this once (the proxy keeps only its hash); their sessions end.
 */
export const ResetPasswordResponseSchema = z.object({ user: UserSchema, one_time_password: z.string() })
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponseSchema>

export const UserIdParamsSchema = z.object({ id: z.string().min(1, 'is required').max(64) })
