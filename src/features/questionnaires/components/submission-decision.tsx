import {
  QUESTIONNAIRE_NOTE_MAX,
  questionnaireDecisionLabels,
  type QuestionnaireDecisionAction,
} from '@contract/bff/questionnaire-decisions'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { controlClasses } from '@/components/ui/field'
import { ApiError } from '@/lib/api-client'
import { submissionDecisionMutations, submissionDecisionQueries } from '../api/submission-decision-queries'

/** Accept the submission or send it back to the business, with a note (audited); a later decision replaces it. */
export function SubmissionDecision({ questionnaireRequestId }: { questionnaireRequestId: string }) {
  const queryClient = useQueryClient()
  const current = useQuery(submissionDecisionQueries.current(questionnaireRequestId))
  const decide = useMutation(submissionDecisionMutations.decide(queryClient, questionnaireRequestId))
  const [action, setAction] = useState<QuestionnaireDecisionAction>('accept')
  const [note, setNote] = useState('')
  const ids = { note: useId(), error: useId() }
  const noteError =
    decide.error instanceof ApiError ? decide.error.fieldErrors.find((f) => f.path === 'note')?.message : undefined
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    decide.mutate({ action, note }, { onSuccess: () => setNote('') })
  }
  return (
    <section
      aria-labelledby="submission-decision"
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="submission-decision" className="font-medium">
        Decision
      </h2>
      {current.data ? (
        <p role="status" className="text-sm">
          {questionnaireDecisionLabels[current.data.action]} by {current.data.actor_email} on{' '}
          {current.data.at.slice(0, 16).replace('T', ' ')}: <span className="break-words">{current.data.note}</span>
        </p>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          This submission waits for a decision: accept it, or send it back saying what to fix.
        </p>
      )}
      <form onSubmit={onSubmit} className="space-y-2">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">Decision</legend>
          {(['accept', 'send_back'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="questionnaire-decision"
                value={value}
                checked={action === value}
                onChange={() => setAction(value)}
              />
              {value === 'accept' ? 'Accept' : 'Send back'}
            </label>
          ))}
        </fieldset>
        <label htmlFor={ids.note} className="block text-sm font-medium">
          Note (why you decide so)
        </label>
        <textarea
          id={ids.note}
          rows={3}
          maxLength={QUESTIONNAIRE_NOTE_MAX}
          className={controlClasses}
          value={note}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? ids.error : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        {decide.isError && (
          <p id={ids.error} role="alert" className="text-sm text-red-700 dark:text-red-300">
            {noteError ? `Note ${noteError}` : decide.error.message}
          </p>
        )}
        <Button type="submit" disabled={decide.isPending}>
          {current.data ? 'Change the decision' : 'Record the decision'}
        </Button>
      </form>
    </section>
  )
}
