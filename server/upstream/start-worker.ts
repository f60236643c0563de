import { existsSync } from 'node:fs'
import { join } from 'node:path'
import pino from 'pino'
import { resolveUpstreamApiKey } from '../shared/api-key-file'
import { ConfigError, type UpstreamEnv } from '../shared/config'
import { loggerOptions } from '../shared/logger'
import { defaultQuestionnairePublicUrl } from './app'
import { defaultMatchThreshold } from './aml/matching/matcher'
import { terminateOcrPool } from './ocr/ocr-pool'
import { openUpstreamRuntime } from './runtime'

/**
 * `npm run worker`: a process that only runs the upstream's durable jobs (OCR, document reading,
 * screening, registry stages, callback deliveries) from the PostgreSQL queue of
 * UPSTREAM_DATABASE_URL; no HTTP. Start any number, on any machine, beside `npm run upstream`.
 * Signed links and callbacks use the account key, so every process needs the API's key
 * (UPSTREAM_API_KEY, or the same DATA_DIR).
 */
export async function startWorker(config: UpstreamEnv) {
  const url = config.UPSTREAM_DATABASE_URL
  if (!url) throw new ConfigError(['UPSTREAM_DATABASE_URL: a worker needs the PostgreSQL database of the upstream'])
  if (!config.UPSTREAM_API_KEY && !existsSync(join(config.DATA_DIR, 'upstream-api-key')))
    throw new ConfigError(['UPSTREAM_API_KEY: a worker signs callbacks and file links with the key of the upstream'])
  const { key } = resolveUpstreamApiKey(config.DATA_DIR, config.UPSTREAM_API_KEY)
  const log = pino(loggerOptions(config.LOG_LEVEL, 'worker'))
  const runtime = await openUpstreamRuntime({
    apiKey: key,
    database: url,
    clockScale: config.UPSTREAM_TIME_SCALE,
    callbackUrl: config.UPSTREAM_CALLBACK_URL,
    settings: {
      amlMatchThreshold: config.AML_MATCH_THRESHOLD ?? defaultMatchThreshold,
      defaultWatchlist: true,
      publicUrl: config.UPSTREAM_PUBLIC_URL ?? `http://${config.UPSTREAM_HOST}:${config.UPSTREAM_PORT}`,
      questionnairePublicUrl: (config.QUESTIONNAIRE_PUBLIC_URL ?? defaultQuestionnairePublicUrl).replace(/\/+$/, ''),
    },
    log,
    domains: undefined,
    jobConcurrency: config.UPSTREAM_JOB_CONCURRENCY,
    leaseMs: config.UPSTREAM_JOB_LEASE_SECONDS * 1000,
  })
  await runtime.runner.start()
  log.info(`worker: running up to ${config.UPSTREAM_JOB_CONCURRENCY} jobs at once`)
  return {
    async close() {
      await runtime.close()
      await terminateOcrPool()
    },
  }
}
