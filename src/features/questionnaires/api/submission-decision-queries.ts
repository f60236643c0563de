import { liveKeys } from '@contract/bff/live-events'
import {
  QuestionnaireDecisionResponseSchema,
  type QuestionnaireDecisionBody,
} from '@contract/bff/questionnaire-decisions'
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

const decisionsPath = (id: string) => `/bff/questionnaires/submissions/${encodeURIComponent(id)}/decisions`

/** A submission's decision (accept or send back), under the submission's live key. */
export const submissionDecisionQueries = {
  current: (questionnaireRequestId: string) =>
    queryOptions({
      queryKey: [...liveKeys.questionnaire(questionnaireRequestId), 'decision'],
      queryFn: async ({ signal }) =>
        QuestionnaireDecisionResponseSchema.parse(await apiRequest(decisionsPath(questionnaireRequestId), { signal }))
          .decision,
    }),
}

export const submissionDecisionMutations = {
  decide: (queryClient: QueryClient, questionnaireRequestId: string) =>
    mutationOptions({
      mutationFn: async (body: QuestionnaireDecisionBody) =>
        QuestionnaireDecisionResponseSchema.parse(
          await apiRequest(decisionsPath(questionnaireRequestId), { method: 'POST', body }),
        ).decision,
      onSuccess: (decision) =>
        queryClient.setQueryData([...liveKeys.questionnaire(questionnaireRequestId), 'decision'], decision),
    }),
}
