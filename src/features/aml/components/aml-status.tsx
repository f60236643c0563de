import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { amlQueries } from '../api/aml-queries'
import { reviewPath } from '../utils/aml-paths'

export interface AmlStatusProps {
  /** Who was screened (names the review link for screen readers). */
  subjectName: string
  amlRequestId: string | null
  /** What the profile says: pending or resolved, and the match status when it has one. */
  requestStatus: string | null
  matchStatus: string | null
}

/**
 * The AML status of a company or person: not screened, screening (spinner), no match, or potential
 * match with its number of hits and a link to the review. The profile polls while a screening is
 * pending and live events refresh it; resolved screenings read their hits once.
 */
export function AmlStatus({ subjectName, amlRequestId, requestStatus, matchStatus }: AmlStatusProps) {
  if (!amlRequestId) return <Badge>not screened</Badge>
  if (requestStatus === 'pending') {
    return (
      <span role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-sky-900 dark:text-sky-200">
        <Spinner />
        Screening…
      </span>
    )
  }
  return <ResolvedAmlStatus subjectName={subjectName} amlRequestId={amlRequestId} matchStatus={matchStatus} />
}

function ResolvedAmlStatus({ subjectName, amlRequestId, matchStatus }: { subjectName: string; amlRequestId: string; matchStatus: string | null }) {
  const query = useQuery(amlQueries.result(amlRequestId))
  if (query.data) {
    const hits = query.data.hits.length
    const potential = query.data.match_status === 'potential match'
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Badge tone={potential ? 'warn' : 'good'}>{potential ? `potential match · ${hits} ${hits === 1 ? 'hit' : 'hits'}` : (query.data.match_status ?? 'screening')}</Badge>
        <Link to={reviewPath(amlRequestId)} aria-label={`${potential ? 'Review' : 'Details'} of the AML screening of ${subjectName}`} className="text-xs text-brand-700 underline dark:text-sky-300">
          {potential ? 'Review' : 'Details'}
        </Link>
      </span>
    )
  }
  const unavailable = query.error instanceof ApiError && query.error.status === 404
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone={matchStatus === 'potential match' ? 'warn' : matchStatus === 'no match' ? 'good' : 'neutral'}>{matchStatus ?? 'screened'}</Badge>
      {unavailable && <span className="text-xs text-slate-700 dark:text-slate-300">hits are not available from this vendor</span>}
      {query.error && !unavailable && <span className="text-xs text-red-700 dark:text-red-300">hits could not be loaded: {query.error.message}</span>}
    </span>
  )
}
