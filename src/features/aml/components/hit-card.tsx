import type { AmlHitReview } from '@contract/bff/aml-review'
import type { AmlHit, AmlSubject } from '@contract/services/aml-hits'
import { useMutation } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { KeyValueList } from '@/components/ui/key-value-list'
import { amlMutations } from '../api/aml-mutations'
import { hitExtras, listWithVersion, subjectExtras } from '../utils/hit-details'
import { decisionLabels, stateLabels, stateTones } from '../utils/review-labels'
import { DecisionForm } from './decision-form'
import { FeatureBars } from './feature-bars'
import { HighlightedName } from './highlighted-name'

const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : null)
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'

export interface HitCardProps {
  amlRequestId: string
  subject: AmlSubject
  hit: AmlHit
  review: AmlHitReview
  canDecide: boolean
  /** The role may lift a remembered false positive (aml:approve). */
  canLift: boolean
}

/** One hit: the subject and the listed entry side by side, why it scored, its decisions and the form for the next. */
export function HitCard({ amlRequestId, subject, hit, review, canDecide, canLift }: HitCardProps) {
  const extras = hitExtras(hit)
  const facts = subjectExtras(subject)
  const headingId = `hit-${review.hit_key.replace(/[^a-zA-Z0-9_-]/g, '-')}`
  const suppressedElsewhere = review.suppression && review.suppression.aml_request_id !== amlRequestId
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {hit.name}
        </h3>
        <Badge tone="neutral">{`score ${hit.score.toFixed(2)}`}</Badge>
        <Badge tone={stateTones[review.state]}>{stateLabels[review.state]}</Badge>
        <span className="text-xs text-slate-700 dark:text-slate-300">
          {hit.list} · entry {hit.entry_id}
        </span>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-label="Screened subject" className="space-y-2 rounded-md bg-slate-50 p-3 dark:bg-slate-900">
          <h4 className="text-sm font-semibold">Screened</h4>
          <p className="text-lg">
            <HighlightedName name={subject.name} tokens={extras.matched_tokens} side="subject" />
          </p>
          <KeyValueList
            items={[
              { label: 'Type', value: subject.type },
              { label: 'Date of birth', value: subject.dob ?? null },
              { label: 'Nationality', value: facts.nationality ?? null },
              { label: 'Country', value: subject.country ?? null },
            ]}
          />
        </section>
        <section aria-label="Listed entry" className="space-y-2 rounded-md bg-amber-50 p-3 dark:bg-slate-900">
          <h4 className="text-sm font-semibold">Listed</h4>
          <p className="text-lg">
            <HighlightedName name={hit.matched_alias ?? hit.name} tokens={extras.matched_tokens} side="entry" />
          </p>
          <KeyValueList
            items={[
              { label: 'Listed name', value: hit.name },
              { label: 'Matched alias', value: hit.matched_alias ?? 'none (the listed name matched)' },
              { label: 'Type', value: hit.entity_type },
              { label: 'List', value: listWithVersion(hit.list, extras.list_version) },
              { label: 'Programmes', value: list(hit.programs) },
              { label: 'Dates of birth', value: list(extras.dates_of_birth) },
              { label: 'Nationalities', value: list(extras.nationalities) },
              { label: 'Remarks', value: hit.remarks },
            ]}
          />
        </section>
      </div>
      <section aria-label="Why it scored" className="space-y-2">
        <h4 className="text-sm font-semibold">Why it scored {hit.score.toFixed(2)}</h4>
        <FeatureBars features={hit.features} />
      </section>
      {review.suppression && (
        <SuppressionNotice
          suppression={review.suppression}
          elsewhere={Boolean(suppressedElsewhere)}
          canLift={canLift}
        />
      )}
      {review.decisions.length > 0 && (
        <section aria-label="Decision history" className="space-y-1">
          <h4 className="text-sm font-semibold">Decisions</h4>
          <ol className="space-y-1 text-sm">
            {review.decisions.map((d) => (
              <li key={d.id} className="break-words">
                <span className="font-medium">{decisionLabels[d.decision]}</span> by {d.user_email} (
                {d.role.replace('_', ' ')}) on {when(d.decided_at)}: “{d.note}”
              </li>
            ))}
          </ol>
        </section>
      )}
      {canDecide && <DecisionForm amlRequestId={amlRequestId} hit={hit} />}
    </article>
  )
}

function SuppressionNotice({
  suppression,
  elsewhere,
  canLift,
}: {
  suppression: NonNullable<AmlHitReview['suppression']>
  elsewhere: boolean
  canLift: boolean
}) {
  const lift = useMutation(amlMutations.lift())
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
      <p>
        {elsewhere ? 'Suppressed: ' : 'Remembered as a false positive: '}
        {suppression.created_by} cleared this pair on {when(suppression.created_at)}
        {elsewhere
          ? ' in an earlier screening; it is not raised again until the listed entry changes.'
          : '; later screenings do not raise it again until the listed entry changes.'}
      </p>
      {canLift && (
        <Button variant="secondary" disabled={lift.isPending} onClick={() => lift.mutate(suppression.id)}>
          Lift suppression
        </Button>
      )}
      {lift.error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {lift.error.message}
        </p>
      )}
    </div>
  )
}
