import type { Kysely } from 'kysely'
import type { CallbackOutbox } from '../callbacks/callback-outbox'
import type { Clock } from '../clock/time-scale'
import type { UpstreamDatabase } from '../db/schema'
import type { FileLinkSigner } from '../files/signed-links'
import type { RegistryPort } from './registry-port'

/** What the registry search domain works with. */
export interface KybDeps {
  db: Kysely<UpstreamDatabase>
  clock: Clock
  registry: RegistryPort
  callbacks: CallbackOutbox
  files: FileLinkSigner
  /** Tells the job runner new jobs were committed. */
  wakeJobs(): void
}

export const kybJobKinds = {
  registryAnswered: 'kyb.registry-answered',
  ttlElapsed: 'kyb.ttl-elapsed',
  profileStage: 'kyb.profile-stage',
} as const
