import type { UpstreamCore } from '../core'

/** What the registry search domain works with: the upstream core. */
export type KybDeps = UpstreamCore

export const kybJobKinds = {
  registryAnswered: 'kyb.registry-answered',
  ttlElapsed: 'kyb.ttl-elapsed',
  profileStage: 'kyb.profile-stage',
} as const
