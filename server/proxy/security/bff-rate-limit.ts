import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../../shared/envelope'

export interface BffRateLimitOptions {
  /** Requests per minute per signed-in user (or per address when signed out). */
  perMinute: number
  /** Where the counts are kept (default: this process's memory; several instances share a database store). */
  store?: FastifyRateLimitStoreCtor
}

/** Rate limit on /bff: keyed by user id (after the session lookup) or address; 429 + Retry-After. */
export async function registerBffRateLimit(app: FastifyInstance, options: BffRateLimitOptions) {
  await app.register(rateLimit, {
    global: true,
    ...(options.store ? { store: options.store } : {}),
    hook: 'preHandler',
    max: options.perMinute,
    timeWindow: 60_000,
    allowList: (request) =>
      !(request.url === '/bff' || request.url.startsWith('/bff/') || request.url.startsWith('/bff?')),
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests: at most ${context.max} per minute; retry in ${Math.ceil(context.ttl / 1000)} s.`,
        {
          retry_after_seconds: Math.ceil(context.ttl / 1000),
        },
      ),
  })
}
