import {
  CaseAssigneesResponseSchema,
  CaseCountsSchema,
  CaseDetailSchema,
  CaseListResponseSchema,
  NotificationListSchema,
  QueueSettingsListSchema,
  QueueSettingsSchema,
  type CaseListQueryInput,
  type CaseType,
  type QueueSettingsBody,
} from '@contract/bff/cases'
import { liveKeys } from '@contract/bff/live-events'
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

const casePath = (id: string) => `/bff/cases/${encodeURIComponent(id)}`

/** The inbox's queries, under the live key the proxy names when cases change. */
export const caseQueries = {
  list: (filters: CaseListQueryInput) =>
    queryOptions({
      queryKey: [...liveKeys.cases(), 'list', filters],
      queryFn: async ({ signal }) =>
        CaseListResponseSchema.parse(await apiRequest('/bff/cases', { query: { ...filters }, signal })),
    }),
  counts: () =>
    queryOptions({
      queryKey: [...liveKeys.cases(), 'counts'],
      queryFn: async ({ signal }) => CaseCountsSchema.parse(await apiRequest('/bff/cases/counts', { signal })),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...liveKeys.cases(), 'detail', id],
      queryFn: async ({ signal }) => CaseDetailSchema.parse(await apiRequest(casePath(id), { signal })),
    }),
  assignees: (type: CaseType) =>
    queryOptions({
      queryKey: [...liveKeys.cases(), 'assignees', type],
      queryFn: async ({ signal }) =>
        CaseAssigneesResponseSchema.parse(await apiRequest('/bff/cases/assignees', { query: { type }, signal })).items,
    }),
  queues: () =>
    queryOptions({
      queryKey: [...liveKeys.cases(), 'queues'],
      queryFn: async ({ signal }) =>
        QueueSettingsListSchema.parse(await apiRequest('/bff/cases/queues', { signal })).items,
    }),
  notifications: () =>
    queryOptions({
      queryKey: liveKeys.notifications(),
      queryFn: async ({ signal }) => NotificationListSchema.parse(await apiRequest('/bff/notifications', { signal })),
    }),
}

const refreshCases = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: liveKeys.cases() })

/** What one does to a case, each refreshing the inbox after it. */
export const caseMutations = {
  claim: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: async (id: string) =>
        CaseDetailSchema.parse(await apiRequest(`${casePath(id)}/claim`, { method: 'POST', body: {} })),
      onSettled: () => refreshCases(queryClient),
    }),
  assign: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: async ({ id, assigneeId }: { id: string; assigneeId: string | null }) =>
        CaseDetailSchema.parse(
          await apiRequest(`${casePath(id)}/assignment`, { method: 'POST', body: { assignee_id: assigneeId } }),
        ),
      onSettled: () => refreshCases(queryClient),
    }),
  comment: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: async ({ id, text }: { id: string; text: string }) =>
        CaseDetailSchema.parse(await apiRequest(`${casePath(id)}/comments`, { method: 'POST', body: { text } })),
      onSettled: () => refreshCases(queryClient),
    }),
  saveQueue: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: async ({ type, body }: { type: CaseType; body: QueueSettingsBody }) =>
        QueueSettingsSchema.parse(
          await apiRequest(`/bff/cases/queues/${encodeURIComponent(type)}`, { method: 'PUT', body }),
        ),
      onSettled: () => refreshCases(queryClient),
    }),
  readNotifications: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: async () =>
        NotificationListSchema.parse(await apiRequest('/bff/notifications/read', { method: 'POST', body: {} })),
      onSuccess: (list) => queryClient.setQueryData(liveKeys.notifications(), list),
    }),
}
