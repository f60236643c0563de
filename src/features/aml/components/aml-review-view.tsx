import { hitKeyOf, type AmlReviewResponse } from '@contract/bff/aml-review'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { EmptyState } from '@/components/ui/empty-state'
import { KeyValueList } from '@/components/ui/key-value-list'
import { Spinner } from '@/components/ui/spinner'
import { listsScreened, listWithVersion, subjectExtras } from '../utils/hit-details'
import { dispositionLabels, dispositionTones } from '../utils/review-labels'
import { HitCard } from './hit-card'

/** The review of one AML request: who was screened, the disposition and every hit. */
export function AmlReviewView({
  review,
  canDecide,
  canLift,
}: {
  review: AmlReviewResponse
  canDecide: boolean
  canLift: boolean
}) {
  const { result } = review
  if (!result) {
    return (
      <EmptyState title="Hits are not available">
        The vendor does not report the hits of AML request {review.aml_request_id}; its status is shown on the company
        profile and the Monitoring page.
      </EmptyState>
    )
  }
  const facts = subjectExtras(result.subject)
  const reviews = new Map(review.hits.map((h) => [h.hit_key, h]))
  return (
    <div className="space-y-6">
      <section aria-labelledby="subject-heading" className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="subject-heading" className="text-lg font-semibold">
            {result.subject.name}
          </h2>
          <Badge tone={result.match_status === 'potential match' ? 'warn' : 'good'}>
            {result.match_status ?? 'screening'}
          </Badge>
          <Badge
            tone={dispositionTones[review.disposition]}
          >{`disposition: ${dispositionLabels[review.disposition]}`}</Badge>
        </div>
        <KeyValueList
          className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr] lg:grid-cols-[auto_1fr_auto_1fr]"
          items={[
            { label: 'Type', value: result.subject.type },
            { label: 'Country', value: result.subject.country ?? null },
            { label: 'Date of birth', value: result.subject.dob ?? null },
            { label: 'Role', value: facts.role ?? facts.origin ?? null },
            {
              label: 'Company',
              // The screened company's (or person's company's) profile: its id is the search result's.
              value: facts.company_id ? (
                <Link to={`/companies/v2/${encodeURIComponent(facts.company_id)}`} className="underline">
                  Open the company profile
                </Link>
              ) : null,
            },
            { label: 'AML request', value: result.aml_request_id },
            {
              label: 'Lists screened',
              value:
                listsScreened(result)
                  .map((l) => listWithVersion(l.list, l.version))
                  .join(', ') || null,
            },
          ]}
        />
      </section>
      {result.request_status === 'pending' ? (
        <p role="status" className="inline-flex items-center gap-2 text-sm">
          <Spinner /> The screening is still running; this page updates when it ends.
        </p>
      ) : result.hits.length === 0 ? (
        <EmptyState title="No hits">The screening found no listed entry resembling this subject.</EmptyState>
      ) : (
        <section aria-label="Hits" className="space-y-4">
          <h2 className="text-lg font-semibold">
            {result.hits.length} {result.hits.length === 1 ? 'hit' : 'hits'}
          </h2>
          {result.hits.map((hit) => {
            const key = hitKeyOf(hit)
            const hitReview = reviews.get(key) ?? {
              hit_key: key,
              state: 'undecided' as const,
              suppression: null,
              decisions: [],
            }
            return (
              <HitCard
                key={key}
                amlRequestId={result.aml_request_id}
                subject={result.subject}
                hit={hit}
                review={hitReview}
                canDecide={canDecide}
                canLift={canLift}
              />
            )
          })}
        </section>
      )}
    </div>
  )
}
