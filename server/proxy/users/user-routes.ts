import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  CreateUserBodySchema,
  type ResetPasswordResponse,
  ResetPasswordResponseSchema,
  UpdateUserBodySchema,
  UserIdParamsSchema,
  UserListResponseSchema,
  UserSchema,
  type UserListResponse,
} from '@contract/bff/users'
import { HttpError } from '../../shared/envelope'
import { auditActor } from '../audit-trail/audit-actor'
import { appendAudit } from '../audit-trail/audit-log'
import type { AuthSettings } from '../auth/auth-settings'
import type { EventBus } from '../events/event-bus'
import { hashPassword } from '../auth/password-hash'
import { revokeUserSessions } from '../auth/sessions'
import { bffRoute } from '../http/bff-route'
import {
  countActiveAdmins,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  toUser,
  updateUser,
} from './user-store'

function fieldError(path: string, message: string) {
  return new HttpError(400, `Invalid request: ${path}: ${message}`, { fields: [{ path, message }] })
}

/** A generated one-time password: 18 random bytes, 24 URL-safe characters (over the 12-character minimum). */
export function generateOneTimePassword() {
  return randomBytes(18).toString('base64url')
}

/** `/bff/users` (permission users:manage): list, create, change role / name / disabled, reset a password. */
export function registerUserRoutes(app: FastifyInstance, settings: AuthSettings, bus: EventBus) {
  const { db } = app.proxyDb
  const access = 'users:manage'
  const tag = 'users'
  bffRoute(app, {
    method: 'GET',
    url: '/bff/users',
    tag,
    summary: 'List users',
    access,
    response: UserListResponseSchema,
    handler: async (): Promise<UserListResponse> => ({ users: (await listUsers(db)).map(toUser) }),
  })

  bffRoute(app, {
    method: 'POST',
    url: '/bff/users',
    tag,
    summary: 'Create a user',
    access,
    body: CreateUserBodySchema,
    status: 201,
    response: UserSchema,
    handler: async ({ body, request }) => {
      if (await findUserByEmail(db, body.email)) throw fieldError('email', 'is already in use')
      const row = await insertUser(db, {
        email: body.email,
        name: body.name,
        role: body.role,
        passwordHash: await hashPassword(body.password, settings.scrypt),
      })
      await appendAudit(db, {
        ...auditActor(request),
        action: 'users.create',
        target_type: 'user',
        target_ids: [row.id],
        outcome: 'success',
        detail: { email: row.email, role: row.role },
      })
      return toUser(row)
    },
  })

  bffRoute(app, {
    method: 'PATCH',
    url: '/bff/users/:id',
    tag,
    summary:
      'Change a user’s role, name or disabled flag, or reset their password (disabling or a reset revokes their sessions; the last active admin stays admin)',
    access,
    params: UserIdParamsSchema,
    body: UpdateUserBodySchema,
    response: UserSchema,
    handler: async ({ params: { id }, body, user: actor, request }) => {
      const user = await findUserById(db, id)
      if (!user) throw new HttpError(404, `No user with id ${id}.`)

      const isActiveAdmin = user.role === 'admin' && !user.disabled
      const losesAdmin = (body.role !== undefined && body.role !== 'admin') || body.disabled === true
      if (isActiveAdmin && losesAdmin && (await countActiveAdmins(db)) <= 1) {
        await appendAudit(db, {
          ...auditActor(request),
          action: 'users.update',
          target_type: 'user',
          target_ids: [id],
          outcome: 'denied',
          detail: { reason: 'last_active_admin', role: body.role, disabled: body.disabled },
        })
        throw fieldError(
          body.disabled === true ? 'disabled' : 'role',
          'the last active admin cannot be demoted or disabled; make another user admin first',
        )
      }

      const { password, ...visible } = body
      if (password !== undefined && id === actor.id) {
        throw fieldError('password', 'change your own password with POST /auth/password (it needs the current one)')
      }
      const changes = {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.role !== undefined && { role: body.role }),
        ...(body.disabled !== undefined && { disabled: body.disabled ? 1 : 0 }),
        ...(password !== undefined && { password_hash: await hashPassword(password, settings.scrypt) }),
      }
      await updateUser(db, id, changes)
      const revoked = body.disabled === true || password !== undefined ? await revokeUserSessions(db, id) : 0
      bus.sessionsChanged(id)
      await appendAudit(db, {
        ...auditActor(request),
        action: 'users.update',
        target_type: 'user',
        target_ids: [id],
        outcome: 'success',
        detail: {
          ...visible,
          ...(password !== undefined && { password_reset: true }),
          previous: { name: user.name, role: user.role, disabled: Boolean(user.disabled) },
          sessions_revoked: revoked,
        },
      })
      const updated = await findUserById(db, id)
      return toUser(updated!)
    },
  })

  bffRoute(app, {
    method: 'POST',
    url: '/bff/users/:id/reset-password',
    tag,
    access,
    params: UserIdParamsSchema,
    response: ResetPasswordResponseSchema,
    summary: 'Reset another user’s password to a generated one-time password, returned this once (their sessions end)',
    handler: async ({ params: { id }, user: actor, request }): Promise<ResetPasswordResponse> => {
      const user = await findUserById(db, id)
      if (!user) throw new HttpError(404, `No user with id ${id}.`)
      if (id === actor.id)
        throw new HttpError(400, 'Change your own password with POST /auth/password (it needs the current one).')
      const oneTimePassword = generateOneTimePassword()
      await updateUser(db, id, { password_hash: await hashPassword(oneTimePassword, settings.scrypt) })
      const revoked = await revokeUserSessions(db, id)
      bus.sessionsChanged(id)
      await appendAudit(db, {
        ...auditActor(request),
        action: 'users.reset_password',
        target_type: 'user',
        target_ids: [id],
        outcome: 'success',
        detail: { email: user.email, sessions_revoked: revoked },
      })
      return { user: toUser((await findUserById(db, id))!), one_time_password: oneTimePassword }
    },
  })
}
