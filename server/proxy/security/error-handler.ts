import type { FastifyError, FastifyInstance } from 'fastify'
import { ZodError } from 'zod'
import { describeFieldErrors, toFieldErrors } from '@contract/errors'
import { failure, HttpError } from '../../shared/envelope'

/**
 * Every failure leaves the proxy as the envelope `{error: true, message, data}`: HttpError with its
 * status, zod errors and Fastify schema errors as 400 with `data.fields`, Fastify's own 4xx (bad JSON, body too large…) with
 * their message, anything else as a 500 without internals (the error is logged).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed')
      return reply.code(error.statusCode).headers(error.headers).send(failure(error.message, error.data))
    }
    if (error instanceof ZodError) {
      const fields = toFieldErrors(error)
      return reply.code(400).send(failure(`Invalid request: ${describeFieldErrors(fields)}`, { fields }))
    }
    const validation = (error as FastifyError).validation
    if (validation) {
      const fields = validation.map((issue) => ({
        path: [issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), (issue.params as { missingProperty?: string }).missingProperty].filter(Boolean).join('.') || '(body)',
        message: issue.message ?? 'is invalid',
      }))
      return reply.code(400).send(failure(`Invalid request: ${describeFieldErrors(fields)}`, { fields }))
    }
    const status = (error as FastifyError).statusCode
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = (error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'Request body is too large (limit 1 MB).' : error.message
      return reply.code(status).send(failure(message))
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.code(500).send(failure('Unexpected error on the server; it has been logged.'))
  })
}
