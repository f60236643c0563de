import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { loggerOptions } from '../../shared/logger'

const censor = '[redacted]'

/** Replaces every occurrence of each secret (≥ 8 characters) in `text`. */
export function scrubSecrets(text: string, secrets: readonly string[]) {
  let out = text
  for (const secret of secrets) if (secret.length >= 8 && out.includes(secret)) out = out.split(secret).join(censor)
  return out
}

/**
 * Logger options with a last line of defence: besides pino's path redaction (shared/logger.ts),
 * every log line is scrubbed of the upstream key wherever it appears (a URL, an error message…).
 */
export function scrubbingLogger(
  logger: FastifyServerOptions['logger'],
  secrets: readonly string[],
): FastifyServerOptions['logger'] {
  if (!logger) return false
  const base = logger === true ? loggerOptions('info', 'proxy') : logger
  const previous = base.hooks?.streamWrite
  return {
    ...base,
    hooks: {
      ...base.hooks,
      streamWrite: (line: string) => scrubSecrets(previous ? previous(line) : line, secrets),
    },
  }
}

/** Scrubs the secrets from any text response body too (logged as a warning: it is a bug to fix). */
export function registerResponseScrubbing(app: FastifyInstance, secrets: readonly string[]) {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload !== 'string') return payload
    const scrubbed = scrubSecrets(payload, secrets)
    if (scrubbed !== payload) request.log.warn('a response carried a secret; it was redacted')
    return scrubbed
  })
}
