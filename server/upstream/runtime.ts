import type { Logger } from 'pino'
import { createCallbackOutbox, deliverCallbackJob } from './callbacks/callback-outbox'
import { createDeliverCallbackHandler } from './callbacks/deliver-callback'
import { createClock, type Clock } from './clock/time-scale'
import type { UpstreamCore, UpstreamDomain, UpstreamSettings } from './core'
import { openUpstreamDatabase, type UpstreamDb } from './db/open-database'
import { upstreamDomains } from './domains'
import { createFileLinkSigner } from './files/signed-links'
import { listenForJobs } from './jobs/job-notifications'
import { createJobRunner, type JobHandler, type JobRunner } from './jobs/job-runner'
import { openRegistry } from './registry/registry'

/** What the API process and `npm run worker` processes both need to open. */
export interface UpstreamRuntimeOptions {
  apiKey: string
  /** A SQLite file (or ':memory:'), or a `postgres://` URL. */
  database: string
  clockScale: number
  callbackUrl: string | undefined
  settings: UpstreamSettings
  log: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>
  domains: readonly UpstreamDomain[] | undefined
  /** Jobs this process runs at once; 0 runs none (the API beside `npm run worker` processes). */
  jobConcurrency: number
  /** How long a claim holds a job without renewal (default the runner's). */
  leaseMs?: number
  /** Companies to generate into an empty registry (none when unset: workers never generate). */
  datasetSize?: number
}

export interface UpstreamRuntime {
  database: UpstreamDb
  clock: Clock
  core: UpstreamCore
  runner: JobRunner
  domains: readonly UpstreamDomain[]
  /** Stops the runner (running jobs finish), then closes the database. */
  close(): Promise<void>
}

/**
 * Opens the database, the registry, the domains' job handlers and the job runner: everything of the
 * embedded upstream but HTTP. `buildUpstreamApp` serves it; `worker.ts` only runs its jobs.
 */
export async function openUpstreamRuntime(options: UpstreamRuntimeOptions): Promise<UpstreamRuntime> {
  const database = await openUpstreamDatabase(options.database, {
    maxConnections: Math.max(10, options.jobConcurrency * 2 + 2),
  })
  const registry = openRegistry({ store: database.registryStore })
  try {
    if (options.datasetSize !== undefined)
      await registry.ensureDataset({ size: options.datasetSize, log: (message) => options.log.info(message) })
  } catch (error) {
    await database.close()
    throw error
  }
  const clock = createClock(options.clockScale)
  const handlers = new Map<string, JobHandler>()
  const runner = createJobRunner({
    db: database.db,
    engine: database.engine,
    clock,
    handlers,
    log: options.log,
    concurrency: options.jobConcurrency,
    ...(options.leaseMs !== undefined ? { leaseMs: options.leaseMs } : {}),
    // Jobs other processes enqueue wake this one at once (from the runner's start: never without jobs to run).
    ...(database.engine === 'postgres'
      ? { listen: (onJob: () => void) => listenForJobs(options.database, onJob, options.log) }
      : {}),
  })
  const core: UpstreamCore = {
    db: database.db,
    sqlite: database.sqlite,
    clock,
    registry,
    callbacks: createCallbackOutbox({ callbackUrl: options.callbackUrl, clock }),
    files: createFileLinkSigner(options.apiKey, options.settings.publicUrl),
    log: options.log,
    settings: options.settings,
    wakeJobs: () => runner.wake(),
  }
  handlers.set(
    deliverCallbackJob,
    createDeliverCallbackHandler({
      db: database.db,
      clock,
      apiKey: options.apiKey,
      log: options.log,
      wake: core.wakeJobs,
    }),
  )
  const domains = options.domains ?? upstreamDomains
  for (const domain of domains) {
    for (const [kind, handler] of domain.jobHandlers?.(core) ?? []) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} of domain ${domain.name} is already taken`)
      handlers.set(kind, handler)
    }
  }
  return {
    database,
    clock,
    core,
    runner,
    domains,
    async close() {
      await runner.stop()
      await database.close()
    },
  }
}
