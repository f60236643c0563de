import { isNotFound, RecordNotFound } from '../record-not-found'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { authQueries } from '@/features/auth/api/auth-queries'
import { kycQueries } from '@/features/kyc/api/kyc-queries'
import { ChecksTable } from '@/features/kyc/components/checks-table'
import { DeclinedCodeGroups } from '@/features/kyc/components/declined-code-list'
import { DecisionHistory, DecisionPanel, decisionActionsId } from '@/features/kyc/components/decision-panel'
import { KycStatusBadge, ReviewStateBadge } from '@/features/kyc/components/kyc-badges'
import { MrzPanel } from '@/features/kyc/components/mrz-panel'
import { ProofViewer } from '@/features/kyc/components/proof-viewer'
import { caseProofs } from '@/features/kyc/utils/case-proofs'
import { checkRows } from '@/features/kyc/utils/check-rows'
import { KycQueueUrlSchema, queueFilters } from '@/features/kyc/utils/queue-url-state'
import { listedNameLabel } from '@/features/kyc/utils/review-labels'
import { toSearchParams, useUrlState } from '@/lib/url-state'

const sectionClasses = 'space-y-3'
const headingClasses = 'text-lg font-semibold'

function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

export function KycCasePage() {
  const { kycRequestId = '' } = useParams()
  const [queueState] = useUrlState(KycQueueUrlSchema)
  const navigate = useNavigate()
  const detail = useQuery(kycQueries.case(kycRequestId))
  const result = useQuery(kycQueries.result(kycRequestId))
  const queue = useQuery(kycQueries.cases(queueFilters(queueState)))
  const me = useQuery(authQueries.me())

  const queueSearch = toSearchParams(KycQueueUrlSchema, queueState).toString()
  const hrefOf = (id: string) => `/kyc/cases/${encodeURIComponent(id)}${queueSearch ? `?${queueSearch}` : ''}`
  const ids = queue.data?.items.map((item) => item.kyc_request_id) ?? []
  const position = ids.indexOf(kycRequestId)
  const previous = position > 0 ? ids[position - 1] : undefined
  const next = position >= 0 && position < ids.length - 1 ? ids[position + 1] : undefined

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return
      if (event.key === 'n' && next) void navigate(hrefOf(next))
      else if (event.key === 'p' && previous) void navigate(hrefOf(previous))
      else if (event.key === 'd') {
        const first = document
          .getElementById(decisionActionsId)
          ?.querySelector<HTMLInputElement>('input:checked, input')
        first?.focus()
      } else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  // Neither the desk's index nor the service knows the id: no case to show.
  if (isNotFound(detail.error) && isNotFound(result.error))
    return <RecordNotFound message={`No KYC case ${kycRequestId} is known to this desk or the service.`} />
  const kycCase = detail.data?.case
  const data = result.data
  const responseData = data?.kyc_response_data
  return (
    <div className="max-w-7xl space-y-8">
      <nav aria-label="Cases" className="flex flex-wrap items-center gap-4 text-sm">
        <Link to={`/kyc${queueSearch ? `?${queueSearch}` : ''}`} className="underline">
          Back to the queue
        </Link>
        {previous && (
          <Link to={hrefOf(previous)} className="underline" aria-keyshortcuts="p">
            Previous case (p)
          </Link>
        )}
        {next && (
          <Link to={hrefOf(next)} className="underline" aria-keyshortcuts="n">
            Next case (n)
          </Link>
        )}
        <span className="text-slate-700 dark:text-slate-300">Keys: n next, p previous, d decide.</span>
      </nav>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">KYC case {kycCase?.subject ? `— ${kycCase.subject}` : kycRequestId}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-mono">{kycRequestId}</span>
          <KycStatusBadge status={data?.request_status ?? kycCase?.status ?? null} />
          {kycCase && <ReviewStateBadge state={kycCase.review_state} />}
          {kycCase?.country && <span>{listedNameLabel(kycCase.country)}</span>}
          {kycCase?.submitted_by && <span>submitted by {kycCase.submitted_by}</span>}
        </div>
      </div>

      {result.isError && (
        <p role="alert" className="break-words text-sm text-red-700 dark:text-red-300">
          The verification result could not be loaded: {result.error.message}
        </p>
      )}
      {data?.request_status === 'pending' && (
        <p role="status">The verification is still being processed; this page updates when it is done.</p>
      )}

      {data && (
        <section aria-labelledby="proofs-heading" className={sectionClasses}>
          <h2 id="proofs-heading" className={headingClasses}>
            Proofs
          </h2>
          <div className="grid gap-4 lg:grid-cols-2">
            {caseProofs(data).map((proof) => (
              <ProofViewer key={proof.label} proof={proof} />
            ))}
          </div>
        </section>
      )}

      {responseData && (
        <div className="grid gap-8 xl:grid-cols-2">
          <section aria-labelledby="codes-heading" className={sectionClasses}>
            <h2 id="codes-heading" className={headingClasses}>
              Why it was declined
            </h2>
            {responseData.declined_reason && (
              <p className="text-sm">
                <span className="font-medium">Reason given:</span> {responseData.declined_reason}
              </p>
            )}
            <DeclinedCodeGroups codes={responseData.declined_codes} />
          </section>
          <section aria-labelledby="mrz-heading" className={sectionClasses}>
            <h2 id="mrz-heading" className={headingClasses}>
              Machine-readable zone
            </h2>
            <MrzPanel
              mrz={responseData.verification_data.document ? responseData.verification_data.document.mrz : null}
            />
          </section>
        </div>
      )}

      {data && (
        <section aria-labelledby="checks-heading" className={sectionClasses}>
          <h2 id="checks-heading" className={headingClasses}>
            Extracted and provided
          </h2>
          <ChecksTable rows={checkRows(data)} />
        </section>
      )}

      <section aria-labelledby="decision-heading" className={sectionClasses}>
        <h2 id="decision-heading" className={headingClasses}>
          Decision
        </h2>
        {detail.isError && (
          <p role="alert" className="break-words text-sm text-red-700 dark:text-red-300">
            The case could not be loaded: {detail.error.message}
          </p>
        )}
        {detail.data && me.data && (
          <div className="grid gap-8 xl:grid-cols-2">
            <DecisionPanel
              key={`${detail.data.case.review_state}:${detail.data.decisions.length}`}
              detail={detail.data}
              currentUserId={me.data.user.id}
            />
            <div className="space-y-2">
              <h3 className="text-sm font-semibold">History</h3>
              <DecisionHistory detail={detail.data} />
            </div>
          </div>
        )}
      </section>
    </div>
  )
}
