import type { ProxyDomain } from '../domain/proxy-domain'
import { registerAuditRoutes } from './audit-routes'

/** The audit log: its pages, CSV export and chain check. */
export const auditDomain: ProxyDomain = { name: 'audit', routes: (app) => registerAuditRoutes(app) }
