/** Durable job kinds of registry search: registry answers, ttl expiry, profile fetch stages. */
export const kybJobKinds = {
  registryAnswered: 'kyb.registry-answered',
  ttlElapsed: 'kyb.ttl-elapsed',
  profileStage: 'kyb.profile-stage',
} as const
