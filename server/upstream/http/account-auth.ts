import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../../shared/envelope'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `account`: the header `token` must carry the account key. Routes without it are public. */
    auth?: 'account'
  }
}

function digest(value: string) {
  return createHash('sha256').update(value).digest()
}

/** Checks the header `token` against the account key on every route marked `config.auth = 'account'`. */
export function registerAccountAuth(app: FastifyInstance, apiKey: string) {
  const expected = digest(apiKey)
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth !== 'account') return
    const token = request.headers.token
    if (typeof token !== 'string' || token.length === 0) throw new HttpError(401, 'Unauthorized: the header token is missing')
    if (!timingSafeEqual(digest(token), expected)) throw new HttpError(401, 'Unauthorized: the header token is not a valid account key')
  })
}
