import { join } from 'node:path'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { UpstreamHealthSchema, type UpstreamHealth } from '@contract/bff/health'
import { envelopeFrameworkOptions } from '../shared/framework-errors'
import { RequestLinesAtDebug } from '../shared/logger'
import { version } from '../shared/version'
import type { Clock } from './clock/time-scale'
import type { UpstreamCore, UpstreamDomain } from './core'
import type { UpstreamDb } from './db/open-database'
import { registerDocsRoutes } from './docs/docs-routes'
import { registerUpstreamOpenApi } from './docs/upstream-openapi'
import { registerFileRoutes } from './files/file-routes'
import { registerAccountAuth } from './http/account-auth'
import { registerContractRoutes } from './http/contract-routes'
import { registerErrorHandling } from './http/error-handling'
import { defaultRequestsPerMinute, registerRateLimit } from './http/rate-limit'
import { registerResponseSignature } from './http/response-signature'
import type { JobRunner } from './jobs/job-runner'
import { openUpstreamRuntime } from './runtime'
import { registerFlagRoute } from '../shared/flag-route'
import { jsonResponse } from '../shared/openapi/contract-route-schema'
import { defaultMatchThreshold } from './aml/matching/matcher'
import { ensureDefaultWatchlist } from './aml/watchlist-updates'
import { terminateOcrPool } from './ocr/ocr-pool'

export interface UpstreamAppOptions {
  /** The account key: requests must send it in the header `token`; responses are signed with it. */
  apiKey: string
  /** SQLite file of the upstream; default DATA_DIR/upstream.sqlite when dataDir is given, else ':memory:'. */
  dbFile?: string
  /** UPSTREAM_DATABASE_URL: PostgreSQL (`postgres://…`) instead of the SQLite file. */
  databaseUrl?: string
  /** Jobs run at once in this process (default 4); 0: none, `npm run worker` processes run them. */
  jobConcurrency?: number
  /** UPSTREAM_JOB_LEASE_SECONDS in ms: how long a claim holds a job without renewal. */
  jobLeaseMs?: number
  dataDir?: string
  /** UPSTREAM_TIME_SCALE: multiplies every simulated wait (default 1). */
  timeScale?: number
  /** Companies to generate into an empty registry before answering (none when unset). */
  datasetSize?: number
  /** Where callback events are POSTed (none sent when unset). */
  callbackUrl?: string
  /** Base URL put in signed file links (default: relative links). */
  publicUrl?: string
  /** QUESTIONNAIRE_PUBLIC_URL: base of questionnaire links (default defaultQuestionnairePublicUrl). */
  questionnairePublicUrl?: string
  logger?: FastifyServerOptions['logger']
  /** Requests per minute per account key before 429 (default defaultRequestsPerMinute). */
  requestsPerMinute?: number
  /** AML_MATCH_THRESHOLD (default defaultMatchThreshold). */
  amlMatchThreshold?: number
  /** Load the shipped OFAC SDN list into an empty database (default true; the load happens at the first screening, or at start with loadWatchlistAtStart). */
  defaultWatchlist?: boolean
  /** Load the default list while starting instead of at the first screening (the server does). */
  loadWatchlistAtStart?: boolean
  /** The domains served (default: every domain of domains.ts). */
  domains?: readonly UpstreamDomain[]
}

/** Internals the tests (and nothing else) look at. */
export interface UpstreamInternals {
  database: UpstreamDb
  clock: Clock
  runner: JobRunner
  core: UpstreamCore
}

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamInternals
  }
}

/** Where questionnaire links point when QUESTIONNAIRE_PUBLIC_URL is unset: the proxy's default address + `/q`. */
export const defaultQuestionnairePublicUrl = 'http://127.0.0.1:3000/q'

export function upstreamDbFile(options: Pick<UpstreamAppOptions, 'dbFile' | 'dataDir'>): string {
  return options.dbFile ?? (options.dataDir ? join(options.dataDir, 'upstream.sqlite') : ':memory:')
}

/** How long the upstream's start (its hooks: the watchlist loaded, the job runner started) may take. */
const startHookTimeoutMs = 180_000

/**
 * Builds the embedded Business Verification Service. `server.ts` only listens. `app.close()` stops
 * the job runner (running jobs finish) and closes the database; unfinished work resumes when an app
 * is built again on the same file.
 */
export async function buildUpstreamApp(options: UpstreamAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLinesAtDebug(),
    bodyLimit: 1024 * 1024,
    // The start loads the default watchlist into an empty database (thousands of entries and aliases): on
    // PostgreSQL on a busy machine that outlasts Fastify's 10 s for a start hook, and the process
    // exited. A start bound stays, at the scale of that work.
    pluginTimeout: startHookTimeoutMs,
    ...envelopeFrameworkOptions,
  })
  const runtime = await openUpstreamRuntime({
    apiKey: options.apiKey,
    database: options.databaseUrl ?? upstreamDbFile(options),
    clockScale: options.timeScale ?? 1,
    callbackUrl: options.callbackUrl,
    settings: {
      amlMatchThreshold: options.amlMatchThreshold ?? defaultMatchThreshold,
      defaultWatchlist: options.defaultWatchlist ?? true,
      publicUrl: options.publicUrl ?? '',
      questionnairePublicUrl: (options.questionnairePublicUrl ?? defaultQuestionnairePublicUrl).replace(/\/+$/, ''),
    },
    log: app.log,
    domains: options.domains,
    jobConcurrency: options.jobConcurrency ?? 4,
    ...(options.jobLeaseMs !== undefined ? { leaseMs: options.jobLeaseMs } : {}),
    ...(options.datasetSize !== undefined ? { datasetSize: options.datasetSize } : {}),
  })
  const { database, clock, runner, core, domains } = runtime
  app.decorate('upstream', { database, clock, runner, core })

  registerErrorHandling(app)
  registerAccountAuth(
    app,
    options.apiKey,
    domains.flatMap((domain) => domain.tokenResolvers?.(core) ?? []),
  )
  registerResponseSignature(app, options.apiKey)
  await registerRateLimit(app, options.requestsPerMinute ?? defaultRequestsPerMinute)
  await registerUpstreamOpenApi(app)
  await app.register(multipart)

  const implemented = domains.flatMap((domain) => domain.routes?.(core) ?? [])
  const healthSchema = {
    tags: ['meta'],
    summary: 'Liveness',
    security: [],
    response: { 200: jsonResponse('Answering', UpstreamHealthSchema) },
  }
  app.get('/healthz', { schema: healthSchema }, async (): Promise<UpstreamHealth> => ({
    status: 'ok',
    service: 'kybdesk-upstream',
    version,
  }))
  registerFlagRoute(app)
  registerFileRoutes(app, {
    files: core.files,
    clock,
    resolvers: domains.flatMap((domain) => domain.fileResolvers?.(core) ?? []),
  })
  registerDocsRoutes(app)
  registerContractRoutes(app, implemented)

  app.addHook('onReady', async () => {
    if (options.loadWatchlistAtStart) {
      const loaded = await ensureDefaultWatchlist(core)
      if (loaded) app.log.info('watchlist: loaded the OFAC SDN list of 2024-05-03 (server/upstream/watchlist/data)')
    }
    if ((options.jobConcurrency ?? 4) > 0) await runner.start()
  })
  app.addHook('onClose', async () => {
    await runtime.close()
    // The OCR pool is process-wide and started by the first recognition; nothing to stop otherwise.
    await terminateOcrPool()
  })
  return app
}

export type UpstreamApp = Awaited<ReturnType<typeof buildUpstreamApp>>
