import type { UpstreamEnv } from '../shared/config'
import { resolveUpstreamApiKey } from '../shared/api-key-file'
import { loggerOptions } from '../shared/logger'
import { buildUpstreamApp } from './app'

/** Builds and starts the embedded upstream on UPSTREAM_HOST:UPSTREAM_PORT; used by server.ts and start.ts. */
export async function startUpstream(config: UpstreamEnv) {
  const { key, generated } = resolveUpstreamApiKey(config.DATA_DIR, config.UPSTREAM_API_KEY)
  const app = await buildUpstreamApp({ apiKey: key, logger: loggerOptions(config.LOG_LEVEL, 'upstream') })
  await app.listen({ port: config.UPSTREAM_PORT, host: config.UPSTREAM_HOST })
  const url = `http://${config.UPSTREAM_HOST}:${config.UPSTREAM_PORT}`
  if (generated) console.log(`Embedded upstream: generated an account key in ${config.DATA_DIR}/upstream-api-key`)
  return { app, url, apiKey: key, close: () => app.close() }
}
