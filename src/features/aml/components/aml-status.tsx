import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { AmlReviewResponse } from '@contract/bff/aml-review'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Spinner } from '@/components/ui/spinner'
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
 * match with its hits as the reviewers left them (open, cleared, confirmed) and a link to the review. The profile polls while a screening is
 * pending and live events refresh it; resolved screenings read their review (the proxy's, with the decisions) once.
 */
export function AmlStatus({ subjectName, amlRequestId, requestStatus, matchStatus }: AmlStatusProps) {
  if (!amlRequestId) return <Badge>not screened</Badge>
  if (requestStatus === 'pending') {
    return (
      <span
        role="status"
        className="inline-flex items-center gap-1.5 text-xs font-medium text-sky-900 dark:text-sky-200"
      >
        <Spinner />
        Screening…
      </span>
    )
  }
  return <ResolvedAmlStatus subjectName={subjectName} amlRequestId={amlRequestId} matchStatus={matchStatus} />
}

/** The badge of a screening: its hits as the reviewers left them (open, cleared as false positives, confirmed). */
export function reviewBadge(review: AmlReviewResponse): { label: string; tone: BadgeTone; open: boolean } {
  const total = review.hits.length
  const undecided = review.hits.filter((hit) => hit.state !== 'cleared' && hit.state !== 'confirmed').length
  const hits = (n: number) => `${n} ${n === 1 ? 'hit' : 'hits'}`
  switch (review.disposition) {
    case 'open':
      return {
        label: `potential match · ${hits(undecided)}${undecided < total ? ` open of ${total}` : ''}`,
        tone: 'warn',
        open: true,
      }
    case 'cleared':
      return { label: `cleared · ${total} false positive${total === 1 ? '' : 's'}`, tone: 'good', open: false }
    case 'confirmed':
      return { label: 'confirmed match', tone: 'bad', open: false }
    case 'none':
      return { label: review.result?.match_status ?? 'no match', tone: 'good', open: false }
  }
}

function ResolvedAmlStatus({
  subjectName,
  amlRequestId,
  matchStatus,
}: {
  subjectName: string
  amlRequestId: string
  matchStatus: string | null
}) {
  const query = useQuery(amlQueries.review(amlRequestId))
  if (query.data?.hits_available) {
    const badge = reviewBadge(query.data)
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <Link
          to={reviewPath(amlRequestId)}
          aria-label={`${badge.open ? 'Review' : 'Details'} of the AML screening of ${subjectName}`}
          className="text-xs text-brand-700 underline dark:text-sky-300"
        >
          {badge.open ? 'Review' : 'Details'}
        </Link>
      </span>
    )
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone={matchStatus === 'potential match' ? 'warn' : matchStatus === 'no match' ? 'good' : 'neutral'}>
        {matchStatus ?? 'screened'}
      </Badge>
      {query.data && (
        <span className="text-xs text-slate-700 dark:text-slate-300">hits are not available from this vendor</span>
      )}
      {query.error && (
        <span className="text-xs text-red-700 dark:text-red-300">hits could not be loaded: {query.error.message}</span>
      )}
    </span>
  )
}
