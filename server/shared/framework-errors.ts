import type { Socket } from 'node:net'
import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify'
import { failure } from './envelope'

/** Words for the errors Fastify raises before any route or error handler runs (ADR 0025). */
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'Bad request: the path is not valid URL encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'Request-URI too long: a path parameter is over 100 characters',
  FST_ERR_ASYNC_CONSTRAINT: 'Bad request: the request matches no route constraint',
}

function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
  void reply.code(status).send(failure(frameworkMessages[error.code] ?? STATUS_CODES[status] ?? 'Bad request'))
}

/** What Node's HTTP parser refuses (header too large, malformed request line…): written to the socket as an envelope. */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request header fields too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request timeout']
        : [400, 'Bad request: the HTTP request could not be parsed']
  const body = JSON.stringify(failure(message))
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

/**
 * Fastify options of both servers so that the errors Fastify answers by itself (bad URL encoding,
 * 414 for an over-long path parameter, header overflow, unparsable requests) are in the envelope
 * `{error: true, message, data}` too; everything else goes through registerEnvelopeErrorHandler.
 */
export const envelopeFrameworkOptions = { frameworkErrors, clientErrorHandler } satisfies Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler'
>
