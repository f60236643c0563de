import {
  actionsFor,
  KYC_NOTE_MAX,
  KycDecisionBodySchema,
  type KycCaseDetail,
  type KycDecisionBody,
} from '@contract/bff/kyc-cases'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { format } from 'date-fns'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FieldShell, FormError, controlClasses } from '@/components/ui/field'
import { applyServerErrors } from '@/lib/form-errors'
import { kycMutations } from '../api/kyc-queries'
import { actionLabels, reviewStateLabels } from '../utils/review-labels'

/** Where the keyboard shortcut "d" puts the focus. */
export const decisionActionsId = 'kyc-decision-actions'

/** Every decision taken on the case, oldest first. */
export function DecisionHistory({ detail }: { detail: KycCaseDetail }) {
  if (detail.decisions.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">No decision yet.</p>
  return (
    <ol aria-label="Decision history" className="space-y-2">
      {detail.decisions.map((decision) => (
        <li key={decision.id} className="rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-800">
          <p>
            <span className="font-medium">{actionLabels[decision.action].label}</span> by {decision.actor_email} on{' '}
            {format(new Date(decision.at), 'yyyy-MM-dd HH:mm')} → {reviewStateLabels[decision.state_after].label}
          </p>
          <p className="whitespace-pre-wrap break-words text-slate-800 dark:text-slate-200">{decision.note}</p>
        </li>
      ))}
    </ol>
  )
}

/**
 * The reviewer's decision on a declined case, with a required note. An override waits for a second
 * compliance manager: the one who proposed it sees that instead of the approval buttons.
 */
export function DecisionPanel({ detail, currentUserId }: { detail: KycCaseDetail; currentUserId: string }) {
  const kycCase = detail.case
  const decide = useMutation(kycMutations.decide(kycCase.kyc_request_id))
  const actions = actionsFor(kycCase.review_state)
  const ids = { legend: useId() }
  const { register, handleSubmit, setError, reset, formState } = useForm<KycDecisionBody>({
    resolver: zodResolver(KycDecisionBodySchema),
    defaultValues: { action: actions[0], note: '' },
  })
  if (kycCase.status !== 'verification.declined') {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Only a declined verification takes a review decision.
      </p>
    )
  }
  if (actions.length === 0) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The review is closed: {reviewStateLabels[kycCase.review_state].label}.
      </p>
    )
  }
  if (kycCase.review_state === 'override_pending' && kycCase.override_proposed_by === currentUserId) {
    return (
      <p
        role="status"
        className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      >
        You proposed to override this decline. Four eyes: another compliance manager must approve or reject it.
      </p>
    )
  }
  const onSubmit = handleSubmit(async (body) => {
    try {
      await decide.mutateAsync({ kycRequestId: kycCase.kyc_request_id, body })
      reset({ action: actionsFor(kycCase.review_state)[0], note: '' })
    } catch (error) {
      applyServerErrors(error, setError, (path) => (path === 'note' || path === 'action' ? path : undefined))
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Review decision" className="space-y-4">
      {kycCase.review_state === 'override_pending' && (
        <p className="text-sm">An override to accept waits for a second reviewer. You may approve or reject it.</p>
      )}
      <fieldset id={decisionActionsId} tabIndex={-1} aria-labelledby={ids.legend} className="space-y-1.5 outline-none">
        <legend id={ids.legend} className="text-sm font-medium">
          Decision
        </legend>
        {actions.map((action, index) => (
          <label key={action} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              className="mt-0.5 h-4 w-4 accent-brand-600"
              value={action}
              aria-keyshortcuts={String(index + 1)}
              {...register('action')}
            />
            <span>
              <span className="font-medium">{actionLabels[action].label}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{actionLabels[action].help}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FieldShell
        label="Note (required)"
        description={`Why you decide so; kept in the history and the audit trail (at most ${KYC_NOTE_MAX} characters).`}
        error={formState.errors.note?.message}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={3}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={controlClasses}
            {...register('note')}
          />
        )}
      </FieldShell>
      <FormError message={formState.errors.root?.server?.message ?? formState.errors.action?.message} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Record decision'}
      </Button>
    </form>
  )
}
