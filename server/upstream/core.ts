import type Database from 'better-sqlite3'
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { CallbackOutbox } from './callbacks/callback-outbox'
import type { Clock } from './clock/time-scale'
import type { UpstreamDatabase } from './db/schema'
import type { FileResolver } from './files/file-routes'
import type { FileLinkSigner } from './files/signed-links'
import type { TokenResolver } from './http/account-auth'
import type { ImplementedRoute } from './http/contract-routes'
import type { JobHandler } from './jobs/job-runner'
import type { Registry } from './registry/registry'

/**
 * What every domain of the embedded upstream (registry search, AML, questionnaires, OCR, KYC) works
 * with: the database, simulated time, the durable callback outbox, signed file links and the job
 * runner. Write work and its jobs (enqueueJob) and callbacks (callbacks.enqueueCallback) in one
 * transaction, then call wakeJobs().
 */
export interface UpstreamCore {
  db: Kysely<UpstreamDatabase>
  /** The same SQLite connection for bulk writes with prepared statements; undefined on PostgreSQL. */
  sqlite: Database.Database | undefined
  clock: Clock
  /** The registry dataset and its search (server/upstream/registry). */
  registry: Registry
  callbacks: CallbackOutbox
  files: FileLinkSigner
  log: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>
  settings: UpstreamSettings
  /** Tells the job runner new jobs were committed. */
  wakeJobs(): void
}

/** Settings of the embedded upstream that domains read. */
export interface UpstreamSettings {
  /** AML_MATCH_THRESHOLD: the score from which a hit makes a "potential match" (ADR 0006). */
  amlMatchThreshold: number
  /** Load the shipped OFAC SDN list when the database has no watchlist yet. */
  defaultWatchlist: boolean
  /** Base of the absolute URLs the upstream hands out (signed file links, flags); '' = relative. */
  publicUrl: string
  /** QUESTIONNAIRE_PUBLIC_URL: questionnaire links are `<this>/<token>`. */
  questionnairePublicUrl: string
}

/**
 * One domain of the upstream: the contract routes it serves, the durable jobs it runs, the files it
 * serves through signed links. Routes of several domains sharing one path (the `services`
 * variants of `POST /api/search`) are merged into one endpoint.
 */
export interface UpstreamDomain {
  name: string
  routes?(core: UpstreamCore): ImplementedRoute[]
  jobHandlers?(core: UpstreamCore): ReadonlyMap<string, JobHandler>
  fileResolvers?(core: UpstreamCore): FileResolver[]
  /** Tokens other than the account key the domain hands out (questionnaire links). */
  tokenResolvers?(core: UpstreamCore): TokenResolver[]
}
