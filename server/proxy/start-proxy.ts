import { join } from 'node:path'
import type { ProxyEnv } from '../shared/config'
import { loggerOptions } from '../shared/logger'
import { buildProxyApp } from './app'

/** Builds and starts the proxy on HOST:PORT against `upstreamUrl`; used by server.ts and start.ts. */
export async function startProxy(config: ProxyEnv, upstream: { url: string; apiKey: string }) {
  const app = await buildProxyApp({
    upstreamUrl: upstream.url,
    apiKey: upstream.apiKey,
    signatureScheme: config.UPSTREAM_SIGNATURE,
    dbFile: join(config.DATA_DIR, 'proxy.sqlite'),
    databaseUrl: config.DATABASE_URL,
    staticDir: config.STATIC_DIR,
    logger: loggerOptions(config.LOG_LEVEL, 'proxy'),
    admin: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
    publicUrl: config.PUBLIC_URL,
    client: { sharedReadMs: config.UPSTREAM_SHARED_READ_MS },
  })
  await app.listen({ port: config.PORT, host: config.HOST })
  const url = config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`
  return { app, url, signInHint: app.signInHint, close: () => app.close() }
}
