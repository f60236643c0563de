import Fastify, { type FastifyServerOptions } from 'fastify'
import { version } from '../shared/version'

export interface UpstreamAppOptions {
  apiKey: string
  logger?: FastifyServerOptions['logger']
}

/** Builds the embedded Business Verification Service. `server.ts` only listens. */
export async function buildUpstreamApp(options: UpstreamAppOptions) {
  const app = Fastify({ logger: options.logger ?? false })
  app.get('/healthz', async () => ({ status: 'ok', service: 'kybdesk-upstream', version }))
  return app
}
