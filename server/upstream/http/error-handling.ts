import type { FastifyError, FastifyInstance } from 'fastify'
import { failure, HttpError } from '../../shared/envelope'

/**
 * Every failure leaves in the envelope `{error: true, message, data}` with the status codes of
 * docs/api-decisions.md; unexpected errors answer 500 without internals (the log keeps them).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      void reply.headers(error.headers).code(error.statusCode).send(failure(error.message, error.data))
      return
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Content-Type must be application/json' : error.message
      void reply.code(status).send(failure(message, {}))
      return
    }
    request.log.error({ err: error }, 'unexpected error')
    void reply.code(500).send(failure('Unexpected error: the request could not be completed', {}))
  })
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send(failure(`Not found: ${request.method} ${request.url.split('?')[0] ?? ''} is not an endpoint of this service`, {}))
  })
}
