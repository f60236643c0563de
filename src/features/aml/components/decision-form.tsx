import { AmlDecisionBodySchema, FOUR_EYES_SCORE, type AmlDecisionKind } from '@contract/bff/aml-review'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { controlClasses, FormError } from '@/components/ui/field'
import { applyServerErrors } from '@/lib/form-errors'
import { notify } from '@/lib/notify'
import { amlMutations } from '../api/aml-mutations'
import { decisionLabels, stateLabels } from '../utils/review-labels'

const DecisionFormSchema = AmlDecisionBodySchema.pick({ decision: true, note: true })
type DecisionForm = z.input<typeof DecisionFormSchema>

/** A decision on one hit with its required note; the server's 400 lands on the fields. */
export function DecisionForm({
  amlRequestId,
  hit,
}: {
  amlRequestId: string
  hit: { list: string; entry_id: string; name: string; score: number }
}) {
  const id = useId()
  const mutation = useMutation(amlMutations.decide(amlRequestId))
  const { register, handleSubmit, setError, control, reset, formState } = useForm<DecisionForm>({
    resolver: zodResolver(DecisionFormSchema),
    defaultValues: { note: '' },
  })
  const decision = useWatch({ control, name: 'decision' })
  const needsSecond = decision === 'false_positive' && hit.score >= FOUR_EYES_SCORE
  const submit = handleSubmit(async (values) => {
    try {
      const outcome = await mutation.mutateAsync({
        list: hit.list,
        entry_id: hit.entry_id,
        ...DecisionFormSchema.parse(values),
      })
      reset({ note: '' })
      void notify('success', `Decision recorded on ${hit.name}: ${stateLabels[outcome.state]}.`)
    } catch (error) {
      applyServerErrors(error, setError, (path) => (path === 'note' || path === 'decision' ? path : undefined))
    }
  })
  const { errors } = formState
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-800"
      aria-label={`Decide on ${hit.name}`}
    >
      <fieldset aria-describedby={errors.decision ? `${id}-decision-error` : undefined}>
        <legend className="text-sm font-medium">Decision</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(Object.keys(decisionLabels) as AmlDecisionKind[]).map((kind) => (
            <label key={kind} className="inline-flex items-center gap-1.5 text-sm">
              <input type="radio" value={kind} {...register('decision')} />
              {decisionLabels[kind]}
            </label>
          ))}
        </div>
        {errors.decision && (
          <p id={`${id}-decision-error`} className="text-sm text-red-700 dark:text-red-300">
            Decision: {errors.decision.message}
          </p>
        )}
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={`${id}-note`} className="block text-sm font-medium">
          Note (required)
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          className={controlClasses}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-note-error` : undefined}
          {...register('note')}
        />
        {errors.note && (
          <p id={`${id}-note-error`} className="text-sm text-red-700 dark:text-red-300">
            Note: {errors.note.message}
          </p>
        )}
      </div>
      {needsSecond && (
        <p className="text-sm text-amber-900 dark:text-amber-200">
          This hit scores {hit.score.toFixed(2)} (≥ {FOUR_EYES_SCORE}): clearing it takes effect once a compliance
          manager (another person) also marks it a false positive.
        </p>
      )}
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : 'Record decision'}
      </Button>
    </form>
  )
}
