import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  ChangePasswordBodySchema,
  LoginBodySchema,
  type MeResponse,
  MeResponseSchema,
  type SessionUser,
} from '@contract/bff/auth'
import { permissionsByRole } from '@contract/bff/permissions'
import { HttpError } from '../../shared/envelope'
import { auditActor } from '../audit-trail/audit-actor'
import { appendAudit } from '../audit-trail/audit-log'
import { findUserByEmail, findUserById, normaliseEmail, updateUser } from './user-store'
import type { AuthSettings } from '../auth/auth-settings'
import type { EventBus } from '../events/event-bus'
import { recordSignInFailure, resetAccountFailures, signInRetryAfter } from '../auth/login-throttle'
import { hashPassword, verifyPassword } from '../auth/password-hash'
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../auth/session-cookie'
import {
  createSession,
  hashSessionToken,
  revokeSession,
  revokeUserSessions,
  sessionCookieMaxAge,
} from '../auth/sessions'
import { bffRoute } from '../http/bff-route'

export const wrongCredentialsMessage = 'E-mail or password is wrong.'

export function meResponse(user: SessionUser): MeResponse {
  return { user, permissions: [...permissionsByRole[user.role]] }
}

/** `/auth/login`, `/auth/logout`, `/auth/me`, `/auth/password`. */
export function registerAuthRoutes(app: FastifyInstance, settings: AuthSettings, bus: EventBus) {
  const { db } = app.proxyDb

  const tooMany = async (request: FastifyRequest, email: string, retryAfter: number, action: string) => {
    await appendAudit(db, {
      ...auditActor(request),
      actor_email: request.user?.email ?? email,
      action,
      outcome: 'denied',
      detail: { reason: 'rate_limited' },
    })
    return new HttpError(
      429,
      `Too many failed sign-ins; try again in ${retryAfter} s.`,
      { retry_after_seconds: retryAfter },
      { 'retry-after': String(retryAfter) },
    )
  }

  const tag = 'auth'
  bffRoute(app, {
    method: 'POST',
    url: '/auth/login',
    tag,
    access: undefined,
    summary: 'Sign in; sets the session cookie',
    body: LoginBodySchema,
    response: MeResponseSchema,
    handler: async ({ body, request, reply }) => {
      const email = normaliseEmail(body.email)
      const ip = request.ip
      const retryAfter = await signInRetryAfter(db, email, ip, settings.throttle)
      if (retryAfter > 0) throw await tooMany(request, email, retryAfter, 'auth.login')

      const user = await findUserByEmail(db, email)
      const passwordOk = await verifyPassword(body.password, user?.password_hash ?? settings.dummyHash)
      if (!user || !passwordOk) {
        await recordSignInFailure(db, email, ip, settings.throttle)
        await appendAudit(db, {
          actor_id: user?.id ?? null,
          actor_email: email,
          role: user?.role ?? null,
          action: 'auth.login',
          outcome: 'failure',
          ip,
          detail: { reason: 'wrong_credentials' },
        })
        throw new HttpError(401, wrongCredentialsMessage)
      }
      if (user.disabled) {
        await appendAudit(db, {
          actor_id: user.id,
          actor_email: user.email,
          role: user.role,
          action: 'auth.login',
          outcome: 'denied',
          ip,
          detail: { reason: 'disabled' },
        })
        throw new HttpError(403, 'This account is disabled; ask an admin to enable it.')
      }

      await resetAccountFailures(db, email)
      // Rotation: whatever session this browser had ends, and a new id is issued.
      const previous = readSessionToken(request, settings.cookies)
      if (previous) await revokeSession(db, hashSessionToken(previous))
      const session = await createSession(db, user.id, ip, request.headers['user-agent'])
      await updateUser(db, user.id, { last_login_at: new Date().toISOString() })
      setSessionCookie(request, reply, settings.cookies, session.token, sessionCookieMaxAge)
      await appendAudit(db, {
        actor_id: user.id,
        actor_email: user.email,
        role: user.role,
        action: 'auth.login',
        outcome: 'success',
        ip,
      })
      return meResponse({ id: user.id, email: user.email, name: user.name, role: user.role })
    },
  })

  bffRoute(app, {
    method: 'POST',
    url: '/auth/logout',
    tag,
    access: undefined,
    summary: 'Sign out; revokes the session',
    status: 204,
    handler: async ({ request, reply }) => {
      if (request.sessionId) {
        await revokeSession(db, request.sessionId)
        if (request.user) bus.sessionsChanged(request.user.id)
        await appendAudit(db, { ...auditActor(request), action: 'auth.logout', outcome: 'success' })
      }
      clearSessionCookie(request, reply, settings.cookies)
      return reply.send()
    },
  })

  bffRoute(app, {
    method: 'GET',
    url: '/auth/me',
    tag,
    summary: 'The signed-in user and their permissions',
    access: 'signed-in',
    response: MeResponseSchema,
    handler: async ({ user }) => meResponse(user),
  })

  bffRoute(app, {
    method: 'POST',
    url: '/auth/password',
    tag,
    summary: 'Change my password; revokes my other sessions',
    access: 'signed-in',
    body: ChangePasswordBodySchema,
    status: 204,
    handler: async ({ body, user: me, request, reply }) => {
      const retryAfter = await signInRetryAfter(db, me.email, request.ip, settings.throttle)
      if (retryAfter > 0) throw await tooMany(request, me.email, retryAfter, 'auth.password_change')
      const user = await findUserById(db, me.id)
      if (!user || !(await verifyPassword(body.current_password, user.password_hash))) {
        await recordSignInFailure(db, me.email, request.ip, settings.throttle)
        await appendAudit(db, {
          ...auditActor(request),
          action: 'auth.password_change',
          target_type: 'user',
          target_ids: [me.id],
          outcome: 'failure',
          detail: { reason: 'wrong_current_password' },
        })
        const fields = [{ path: 'current_password', message: 'is wrong' }]
        throw new HttpError(400, 'Invalid request: current_password: is wrong', { fields })
      }
      if (body.new_password === body.current_password) {
        const fields = [{ path: 'new_password', message: 'must differ from the current password' }]
        throw new HttpError(400, 'Invalid request: new_password: must differ from the current password', { fields })
      }
      await updateUser(db, me.id, { password_hash: await hashPassword(body.new_password, settings.scrypt) })
      const revoked = await revokeUserSessions(db, me.id, request.sessionId ?? undefined)
      bus.sessionsChanged(me.id)
      await appendAudit(db, {
        ...auditActor(request),
        action: 'auth.password_change',
        target_type: 'user',
        target_ids: [me.id],
        outcome: 'success',
        detail: { other_sessions_revoked: revoked },
      })
      return reply.send()
    },
  })
}
