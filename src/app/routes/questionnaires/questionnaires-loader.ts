import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { questionnaireQueries } from '@/features/questionnaires/api/questionnaire-queries'
import { indexListFilters, QuestionnairesUrlSchema } from '@/features/questionnaires/utils/questionnaires-url-state'
import { parseSearchParams } from '@/lib/url-state'
import { prefetchOrSignIn } from '../loader-helpers'

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const state = parseSearchParams(QuestionnairesUrlSchema, new URL(request.url).searchParams)
    const prefetch =
      state.tab === 'links'
        ? queryClient.ensureQueryData(questionnaireQueries.links(indexListFilters(state)))
        : state.tab === 'submissions'
          ? queryClient.ensureQueryData(questionnaireQueries.submissions(indexListFilters(state)))
          : state.kind === 'business'
            ? queryClient.ensureQueryData(questionnaireQueries.list(null, 1))
            : null
    return prefetchOrSignIn(request, [prefetch])
  }
}
