import { AuditPageSchema, AuditVerifyResponseSchema, type AuditQuery } from '@contract/bff/audit'
import { liveKeys } from '@contract/bff/live-events'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export type AuditFilters = Partial<Omit<AuditQuery, 'page_size'>>

export async function fetchAuditPage(filters: AuditFilters, signal?: AbortSignal) {
  return AuditPageSchema.parse(await apiRequest('/bff/audit', { query: { ...filters }, signal }))
}

export async function fetchAuditVerdict(signal?: AbortSignal) {
  return AuditVerifyResponseSchema.parse(await apiRequest('/bff/audit/verify', { signal }))
}

export const auditQueries = {
  all: () => liveKeys.audit(),
  page: (filters: AuditFilters) =>
    queryOptions({
      queryKey: [...auditQueries.all(), 'page', filters],
      queryFn: ({ signal }) => fetchAuditPage(filters, signal),
      placeholderData: keepPreviousData,
    }),
  verify: () =>
    queryOptions({
      queryKey: [...auditQueries.all(), 'verify'],
      queryFn: ({ signal }) => fetchAuditVerdict(signal),
      staleTime: 0,
    }),
}
