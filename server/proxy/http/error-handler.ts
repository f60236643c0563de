import type { FastifyInstance } from 'fastify'
import { registerEnvelopeErrorHandler } from '../../shared/error-handler'

/** The proxy's failures in the envelope (server/shared/error-handler.ts) with its own wording. */
export function registerErrorHandler(app: FastifyInstance) {
  registerEnvelopeErrorHandler(app, {
    unexpectedMessage: 'Unexpected error on the server; it has been logged.',
    fastifyMessages: { FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large (limit 1 MB).' },
  })
}
