import { Link, useParams } from 'react-router'
import { fileDownloadHref } from '@/features/company/api/file-download'
import { SubmissionDecision } from '@/features/questionnaires/components/submission-decision'
import { SubmissionDetail } from '@/features/questionnaires/components/submission-detail'

export function SubmissionPage() {
  const { submissionId = '' } = useParams()
  return (
    <div className="max-w-5xl space-y-4">
      <Link to="/questionnaires?tab=submissions" className="text-sm text-brand-700 underline dark:text-sky-300">
        All submissions
      </Link>
      <SubmissionDecision questionnaireRequestId={submissionId} />
      <SubmissionDetail submissionId={submissionId} fileHref={fileDownloadHref} />
    </div>
  )
}
