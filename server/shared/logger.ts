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

export function loggerOptions(level: string, name: string): LoggerOptions {
  return {
    level,
    name,
    redact: { paths: redactPaths, censor: '[redacted]' },
  }
}

export function createLogger(level: string, name: string) {
  return pino(loggerOptions(level, name))
}
