import type { FastifyRequest } from 'fastify'
import type { AuditEntry } from './audit-log'

/** Who did it, from the request: the signed-in user (or nobody) and the address. */
export function auditActor(request: FastifyRequest): Pick<AuditEntry, 'actor_id' | 'actor_email' | 'role' | 'ip'> {
  const user = request.user
  return { actor_id: user?.id ?? null, actor_email: user?.email ?? null, role: user?.role ?? null, ip: request.ip }
}
