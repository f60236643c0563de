import type { FastifyInstance } from 'fastify'
import { failure } from '../../shared/envelope'
import { registerEnvelopeErrorHandler } from '../../shared/error-handler'

/**
 * The upstream's failures in the envelope (server/shared/error-handler.ts) with its own wording, and
 * a 404 envelope for paths that are not endpoints of the service.
 */
export function registerErrorHandling(app: FastifyInstance) {
  registerEnvelopeErrorHandler(app, {
    unexpectedMessage: 'Unexpected error: the request could not be completed',
    fastifyMessages: { FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json' },
  })
  app.setNotFoundHandler((request, reply) => {
    void reply
      .code(404)
      .send(
        failure(
          `Not found: ${request.method} ${request.url.split('?')[0] ?? ''} is not an endpoint of this service`,
          {},
        ),
      )
  })
}
