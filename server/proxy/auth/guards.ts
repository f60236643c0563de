import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { SessionUser } from '@contract/bff/auth'
import { can, type Permission } from '@contract/bff/permissions'
import { HttpError } from '../../shared/envelope'
import type { Kysely } from 'kysely'
import { appendAudit } from '../audit-trail/audit-log'
import type { ProxyDatabase } from '../store/schema'
import { type CookiePolicy, readSessionToken } from './session-cookie'
import { findSession } from './sessions'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every request before any route hook runs. */
    user: SessionUser | null
    /** The stored id of the session (sha256 of the cookie value, never the cookie itself), or null. */
    sessionId: string | null
  }
}

/** The header every state-changing request under /bff and /auth must carry (the SPA's api-client sends it). */
export const csrfHeaderName = 'x-requested-with'
export const csrfHeaderValue = 'kybdesk'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether a request needs the CSRF header: unsafe method under /bff or /auth (not /callbacks, /public). */
export function needsCsrfHeader(method: string, url: string) {
  if (safeMethods.has(method)) return false
  const path = url.split('?')[0] ?? ''
  return path === '/bff' || path.startsWith('/bff/') || path === '/auth' || path.startsWith('/auth/')
}

/**
 * Registers, for every route: the CSRF rule, then the session lookup that sets `request.user` and
 * `request.sessionId`. Call before registering any route.
 */
export function registerGuards(app: FastifyInstance, db: Kysely<ProxyDatabase>, policy: CookiePolicy) {
  app.decorateRequest('user', null)
  app.decorateRequest('sessionId', null)
  app.addHook('onRequest', async (request) => {
    if (needsCsrfHeader(request.method, request.url) && request.headers[csrfHeaderName] !== csrfHeaderValue) {
      throw new HttpError(
        403,
        `Refused: state-changing requests must carry the header "X-Requested-With: ${csrfHeaderValue}".`,
      )
    }
    const token = readSessionToken(request, policy)
    if (!token) return
    const session = await findSession(db, token)
    if (!session) return
    request.user = session.user
    request.sessionId = session.idHash
  })
}

/** The signed-in user, or a 401 envelope. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Sign in to continue: no valid session.')
  return request.user
}

/** preHandler: 401 when signed out, 403 (and an `access.denied` audit row) when the role lacks `permission`. */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = currentUser(request)
    if (!can(user.role, permission)) {
      await auditAccessDenied(request, { permission })
      throw new HttpError(403, `Your role (${user.role}) does not have the permission ${permission}.`, { permission })
    }
  }
}

/** An `access.denied` audit row for the signed-in user's refused request. */
export async function auditAccessDenied(request: FastifyRequest, detail: Record<string, unknown>) {
  const user = currentUser(request)
  await appendAudit(request.server.proxyDb.db, {
    actor_id: user.id,
    actor_email: user.email,
    role: user.role,
    action: 'access.denied',
    outcome: 'denied',
    ip: request.ip,
    detail: { ...detail, method: request.method, path: request.url.split('?')[0] },
  })
}

/** preHandler: 401 when signed out; any role may continue. */
export const requireSignedIn: preHandlerAsyncHookHandler = async (request) => {
  currentUser(request)
}
