import Fastify, { type FastifyServerOptions } from 'fastify'
import { version } from '../shared/version'
import { registerSpa } from './spa'

export interface ProxyAppOptions {
  upstreamUrl: string
  apiKey: string
  staticDir?: string
  logger?: FastifyServerOptions['logger']
}

/** Builds the BFF proxy. `server.ts` only listens. */
export async function buildProxyApp(options: ProxyAppOptions) {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: false })

  app.get('/healthz', async () => {
    const upstream = await probeUpstream(options.upstreamUrl)
    return { status: 'ok', service: 'kybdesk-proxy', version, upstream }
  })

  if (options.staticDir) await registerSpa(app, options.staticDir)
  return app
}

async function probeUpstream(upstreamUrl: string) {
  try {
    const res = await fetch(new URL('/healthz', upstreamUrl), { signal: AbortSignal.timeout(2000) })
    return { reachable: res.ok, status: res.status }
  } catch {
    return { reachable: false, status: null }
  }
}
