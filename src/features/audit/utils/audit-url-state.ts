import { AuditOutcomeSchema } from '@contract/bff/audit'
import { z } from 'zod'
import type { AuditFilters } from '../api/audit-queries'

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** The audit page's filters and page, in the URL. Dates are whole UTC days. */
export const AuditUrlSchema = z.object({
  actor: z.string().max(254).catch(''),
  action: z.string().max(100).catch(''),
  target: z.string().max(128).catch(''),
  outcome: z.enum(['', ...AuditOutcomeSchema.options]).catch(''),
  from: z.union([day, z.literal('')]).catch(''),
  to: z.union([day, z.literal('')]).catch(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})
type AuditUrlState = z.infer<typeof AuditUrlSchema>

export function toAuditFilters(state: AuditUrlState): AuditFilters {
  return {
    actor: state.actor.trim() || undefined,
    action: state.action.trim() || undefined,
    target: state.target.trim() || undefined,
    outcome: state.outcome || undefined,
    from: state.from ? `${state.from}T00:00:00.000Z` : undefined,
    to: state.to ? `${state.to}T23:59:59.999Z` : undefined,
    page: state.page,
  }
}
