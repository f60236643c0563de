import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useParams } from 'react-router'
import { linkQuestionnaireQueries } from '@/features/questionnaire-form/api/link-questionnaire-api'
import { HostedForm } from '@/features/questionnaire-form/components/hosted-form'
import { LinkProblem, linkIsUsedOrExpired } from '@/features/questionnaire-form/components/link-problem'
import { clearDraftFiles } from '@/features/questionnaire-form/utils/draft-files-store'

/**
 * `/q/:token`: the hosted questionnaire form for an end user without an account. Its own lazy route
 * outside the dashboard shell (the end user downloads only the form); it calls /public only.
 */
export function QuestionnaireFormPage() {
  const { token = '' } = useParams()
  const questionnaire = useQuery(linkQuestionnaireQueries.forLink(token))
  // A used or expired link: the files this browser kept for it are of no more use.
  const gone = linkIsUsedOrExpired(questionnaire.error)
  useEffect(() => {
    if (gone) void clearDraftFiles(token).catch(() => undefined)
  }, [gone, token])
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <p className="text-sm font-semibold">Secure questionnaire</p>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-6">
        {questionnaire.isPending ? (
          <p role="status">Loading the questionnaire…</p>
        ) : questionnaire.isError ? (
          <LinkProblem error={questionnaire.error} />
        ) : (
          <HostedForm token={token} questionnaire={questionnaire.data} />
        )}
      </main>
    </div>
  )
}
