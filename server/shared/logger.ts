import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import pino, { type LoggerOptions } from 'pino'

/**
 * Pino options shared by both servers. Secrets are redacted wherever they appear in a logged
 * request, response or error: the vendor key travels in the `token` header.
 */
export const redactPaths = [
  'req.headers.token',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.token',
  'token',
  'apiKey',
  'password',
  '*.password',
  '*.apiKey',
  '*.token',
]

/**
 * `pretty`: human-readable lines through pino-pretty (default: when stdout is a terminal); JSON
 * lines otherwise, for log collectors.
 */
export function loggerOptions(level: string, name: string, pretty = Boolean(process.stdout.isTTY)): LoggerOptions {
  return {
    level,
    name,
    redact: { paths: redactPaths, censor: '[redacted]' },
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    }),
  }
}

/**
 * Fastify's per-request lines ("incoming request", "request completed", "route not found") at
 * debug instead of info: at the default LOG_LEVEL=info the terminal keeps the start banner and the
 * warnings; LOG_LEVEL=debug shows every request. Failed requests are still logged as errors.
 */
export class RequestLinesAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored')
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`)
  }
}

export function createLogger(level: string, name: string) {
  return pino(loggerOptions(level, name))
}
