import { ConfigError, type UpstreamEnv } from '../shared/config'
import { resolveUpstreamApiKey } from '../shared/api-key-file'
import { loggerOptions } from '../shared/logger'
import { buildUpstreamApp } from './app'

/**
 * Builds and starts the embedded upstream on UPSTREAM_HOST:UPSTREAM_PORT; used by server.ts and
 * start.ts. The registry dataset (DATASET_SIZE companies) is generated before it listens. With
 * UPSTREAM_DATABASE_URL its data is in PostgreSQL; UPSTREAM_JOBS=off leaves the jobs to `npm run worker`.
 */
export async function startUpstream(config: UpstreamEnv) {
  if (config.UPSTREAM_JOBS === 'off' && !config.UPSTREAM_DATABASE_URL)
    throw new ConfigError([
      'UPSTREAM_JOBS: off needs UPSTREAM_DATABASE_URL (only `npm run worker` processes on PostgreSQL run jobs then)',
    ])
  const { key, generated } = resolveUpstreamApiKey(config.DATA_DIR, config.UPSTREAM_API_KEY)
  const url = `http://${config.UPSTREAM_HOST}:${config.UPSTREAM_PORT}`
  const app = await buildUpstreamApp({
    apiKey: key,
    dataDir: config.DATA_DIR,
    ...(config.UPSTREAM_DATABASE_URL ? { databaseUrl: config.UPSTREAM_DATABASE_URL } : {}),
    jobConcurrency: config.UPSTREAM_JOBS === 'off' ? 0 : config.UPSTREAM_JOB_CONCURRENCY,
    jobLeaseMs: config.UPSTREAM_JOB_LEASE_SECONDS * 1000,
    timeScale: config.UPSTREAM_TIME_SCALE,
    datasetSize: config.DATASET_SIZE,
    callbackUrl: config.UPSTREAM_CALLBACK_URL,
    publicUrl: config.UPSTREAM_PUBLIC_URL ?? url,
    ...(config.QUESTIONNAIRE_PUBLIC_URL !== undefined
      ? { questionnairePublicUrl: config.QUESTIONNAIRE_PUBLIC_URL }
      : {}),
    logger: loggerOptions(config.LOG_LEVEL, 'upstream'),
    ...(config.AML_MATCH_THRESHOLD !== undefined ? { amlMatchThreshold: config.AML_MATCH_THRESHOLD } : {}),
    loadWatchlistAtStart: true,
  })
  await app.listen({ port: config.UPSTREAM_PORT, host: config.UPSTREAM_HOST })
  if (generated) console.log(`Embedded upstream: generated an account key in ${config.DATA_DIR}/upstream-api-key`)
  return { app, url, apiKey: key, close: () => app.close() }
}
