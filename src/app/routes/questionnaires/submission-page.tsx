import type { QueryClient } from '@tanstack/react-query'
import { Link, useParams, type LoaderFunctionArgs } from 'react-router'
import { fileDownloadHref } from '@/features/company/api/file-download'
import { questionnaireQueries } from '@/features/questionnaires/api/questionnaire-queries'
import { SubmissionDetail } from '@/features/questionnaires/components/submission-detail'
import { prefetchOrSignIn } from '../loader-helpers'

export function SubmissionPage() {
  const { submissionId = '' } = useParams()
  return (
    <div className="max-w-5xl space-y-4">
      <Link to="/questionnaires?tab=submissions" className="text-sm text-brand-700 underline dark:text-sky-300">All submissions</Link>
      <SubmissionDetail submissionId={submissionId} fileHref={fileDownloadHref} />
    </div>
  )
}

export function route(queryClient: QueryClient) {
  return {
    Component: SubmissionPage,
    loader: ({ params, request }: LoaderFunctionArgs) => prefetchOrSignIn(request, [queryClient.ensureQueryData(questionnaireQueries.detail(params.submissionId ?? ''))]),
  }
}
