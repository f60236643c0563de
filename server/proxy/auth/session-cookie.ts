import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * The session cookie (docs/decisions/0002-sessions-and-cookies.md). Over https (PUBLIC_URL is
 * https, secureCookies is set, or the request itself came over TLS) it is `__Host-kybdesk_session`
 * with Secure; on plain-http localhost it is `kybdesk_session` without Secure, because browsers
 * refuse a `__Host-` cookie without Secure and do not all send Secure cookies to http://127.0.0.1.
 * Both are HttpOnly, SameSite=Strict, Path=/ and host-only (no Domain).
 */
export const secureCookieName = '__Host-kybdesk_session'
export const plainCookieName = 'kybdesk_session'

export interface CookiePolicy {
  /** True when the deployment is https: only the `__Host-` cookie is accepted and set. */
  forceSecure: boolean
}

export function cookiePolicy(options: { secureCookies?: boolean; publicUrl?: string }): CookiePolicy {
  return { forceSecure: options.secureCookies ?? options.publicUrl?.startsWith('https:') ?? false }
}

function isSecure(request: FastifyRequest, policy: CookiePolicy) {
  return policy.forceSecure || request.protocol === 'https'
}

/** The session token the browser sent, if any. The plain name is ignored on https deployments. */
export function readSessionToken(request: FastifyRequest, policy: CookiePolicy): string | undefined {
  const cookies = request.cookies
  const secure = cookies[secureCookieName]
  if (secure) return secure
  return policy.forceSecure ? undefined : cookies[plainCookieName] || undefined
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  policy: CookiePolicy,
  token: string,
  maxAgeSeconds: number,
) {
  const secure = isSecure(request, policy)
  reply.setCookie(secure ? secureCookieName : plainCookieName, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure,
    maxAge: maxAgeSeconds,
  })
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy) {
  const secure = isSecure(request, policy)
  const names = secure ? [secureCookieName] : [secureCookieName, plainCookieName]
  for (const name of names) {
    if (request.cookies[name] === undefined) continue
    reply.clearCookie(name, { httpOnly: true, sameSite: 'strict', path: '/', secure: name === secureCookieName })
  }
}
