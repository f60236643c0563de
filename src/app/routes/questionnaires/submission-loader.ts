import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { questionnaireQueries } from '@/features/questionnaires/api/questionnaire-queries'
import { prefetchOrSignIn } from '../loader-helpers'

export function loader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) =>
    prefetchOrSignIn(request, [queryClient.ensureQueryData(questionnaireQueries.detail(params.submissionId ?? ''))])
}
