import type { FastifyError, FastifyInstance } from 'fastify'
import { ZodError } from 'zod'
import { describeFieldErrors, toFieldErrors } from '@contract/errors'
import { failure, HttpError } from './envelope'

export interface ErrorHandlerOptions {
  /** The message of a 500; internals stay in the log. */
  unexpectedMessage: string
  /** Messages for Fastify's own 4xx error codes (e.g. FST_ERR_CTP_BODY_TOO_LARGE), else its message. */
  fastifyMessages?: Record<string, string>
}

/**
 * Every failure leaves both servers in the envelope `{error: true, message, data}` with the status
 * codes of ADR 0008: HttpError with its status, zod errors and Fastify schema errors as
 * 400 with `data.fields`, Fastify's own 4xx (bad JSON, body too large…) with their message, anything
 * else as a 500 without internals (the error is logged).
 */
export function registerEnvelopeErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions) {
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
        path:
          [
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
            (issue.params as { missingProperty?: string }).missingProperty,
          ]
            .filter(Boolean)
            .join('.') || '(body)',
        message: issue.message ?? 'is invalid',
      }))
      return reply.code(400).send(failure(`Invalid request: ${describeFieldErrors(fields)}`, { fields }))
    }
    const { statusCode: status, code } = error as FastifyError
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send(failure(options.fastifyMessages?.[code] ?? error.message))
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.code(500).send(failure(options.unexpectedMessage))
  })
}
