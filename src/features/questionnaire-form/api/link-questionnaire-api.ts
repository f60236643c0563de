import {
  PublicSubmissionReceiptSchema,
  questionnaireTokenHeader,
  type PublicSubmissionReceipt,
} from '@contract/bff/public-questionnaire'
import { QuestionnaireForTokenResponseSchema, type Questionnaire } from '@contract/services/questionnaires'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest, uploadForm, type UploadProgress } from '@/lib/api-client'

/** The hosted form talks to /public only, with the link's token in its header (ADR 0014). */
const linkHeaders = (token: string) => ({ [questionnaireTokenHeader]: token })

export async function fetchLinkQuestionnaire(token: string, signal?: AbortSignal): Promise<Questionnaire> {
  const body = await apiRequest('/public/questionnaire', { headers: linkHeaders(token), signal })
  const { questionnaires } = QuestionnaireForTokenResponseSchema.parse(body).data
  const questionnaire = Array.isArray(questionnaires) ? questionnaires[0] : questionnaires
  if (!questionnaire) throw new Error('The link answered without a questionnaire.')
  return questionnaire
}

export async function postLinkAnswers(
  token: string,
  form: FormData,
  onProgress?: (progress: UploadProgress) => void,
): Promise<PublicSubmissionReceipt> {
  const body = await uploadForm('/public/questionnaire', form, { headers: linkHeaders(token), onProgress })
  return PublicSubmissionReceiptSchema.parse(body)
}

export const linkQuestionnaireQueries = {
  /** The questions of one link; a failure (expired, used, unknown link) is final: no retry. */
  forLink: (token: string) =>
    queryOptions({
      queryKey: ['public-questionnaire', token],
      queryFn: ({ signal }) => fetchLinkQuestionnaire(token, signal),
      retry: false,
      staleTime: Infinity,
    }),
}
