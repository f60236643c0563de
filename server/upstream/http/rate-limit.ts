import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../../shared/envelope'

/**
 * Requests per minute per account key (or per address without a key). Over the limit the answer
 * is 429 in the envelope with Retry-After (ADR 0008). The default is generous: the
 * dashboard polls through one key for every user.
 */
export const defaultRequestsPerMinute = 6000

export async function registerRateLimit(app: FastifyInstance, requestsPerMinute: number) {
  await app.register(rateLimit, {
    max: requestsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => {
      const token = request.headers.token
      return typeof token === 'string' && token.length > 0 ? `token:${token}` : `ip:${request.ip}`
    },
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests: at most ${context.max} per minute; retry in ${Math.ceil(context.ttl / 1000)} s`,
        {},
        { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      ),
  })
}
