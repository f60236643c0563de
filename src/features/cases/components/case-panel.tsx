import { CASE_COMMENT_MAX, casePagePath, caseTypeLabels, type CaseDetail } from '@contract/bff/cases'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '@/components/ui/button'
import { controlClasses } from '@/components/ui/field'
import { caseMutations, caseQueries } from '../api/case-queries'
import { eventText, when } from '../utils/case-labels'

function errorText(error: unknown) {
  return error instanceof Error ? error.message : String(error)
}

/** Assign to a colleague (admins and compliance managers). */
function AssignToColleague({ detail }: { detail: CaseDetail }) {
  const queryClient = useQueryClient()
  const colleagues = useQuery(caseQueries.assignees(detail.case.type))
  const assign = useMutation(caseMutations.assign(queryClient))
  const id = useId()
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Assign to
      </label>
      <select
        id={id}
        className={controlClasses}
        value={detail.case.assignee_id ?? ''}
        disabled={assign.isPending || !colleagues.data}
        onChange={(event) => assign.mutate({ id: detail.case.id, assigneeId: event.target.value || null })}
      >
        <option value="">Nobody</option>
        {(colleagues.data ?? []).map((user) => (
          <option key={user.id} value={user.id}>
            {user.name ? `${user.name} (${user.email})` : user.email}
          </option>
        ))}
      </select>
      {assign.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(assign.error)}
        </p>
      )}
    </div>
  )
}

function CommentForm({ caseId }: { caseId: string }) {
  const queryClient = useQueryClient()
  const comment = useMutation(caseMutations.comment(queryClient))
  const [text, setText] = useState('')
  const id = useId()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return
    comment.mutate({ id: caseId, text }, { onSuccess: () => setText('') })
  }
  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        Comment (mention a colleague with @their e-mail)
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={CASE_COMMENT_MAX}
        className={controlClasses}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {comment.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(comment.error)}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={comment.isPending || !text.trim()}>
        Add comment
      </Button>
    </form>
  )
}

/** One case beside the inbox: where it is decided, who has it, its comments and timeline. */
export function CasePanel({ caseId, canAssign, meId }: { caseId: string; canAssign: boolean; meId: string }) {
  const queryClient = useQueryClient()
  const detail = useQuery(caseQueries.detail(caseId))
  const claim = useMutation(caseMutations.claim(queryClient))
  if (detail.isPending) return <p role="status">Loading the case…</p>
  if (detail.isError)
    return (
      <p role="alert" className="break-words text-sm text-red-700 dark:text-red-300">
        The case could not be loaded: {detail.error.message}
      </p>
    )
  const kase = detail.data.case
  return (
    <section
      aria-labelledby="case-heading"
      className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="space-y-1">
        <h2 id="case-heading" className="break-words text-lg font-medium">
          {kase.title ?? kase.subject_id}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {caseTypeLabels[kase.type]} · {kase.subject_id} · opened {when(kase.opened_at)}
          {kase.due_at && ` · due ${when(kase.due_at)}`}
          {kase.overdue && <strong className="text-red-700 dark:text-red-300"> · overdue</strong>}
          {kase.state === 'closed' && ` · closed (${(kase.resolution ?? 'decided').replaceAll('_', ' ')})`}
        </p>
        <p className="text-sm">Assignee: {kase.assignee_email ?? 'nobody yet'}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={casePagePath(kase.type, kase.subject_id)} className={buttonClasses('primary')}>
          Open to decide
        </Link>
        {kase.state === 'open' && kase.assignee_id !== meId && (
          <Button
            variant="secondary"
            disabled={claim.isPending}
            aria-keyshortcuts="a"
            onClick={() => claim.mutate(kase.id)}
          >
            Assign to me (a)
          </Button>
        )}
      </div>
      {claim.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorText(claim.error)}
        </p>
      )}
      {canAssign && kase.state === 'open' && <AssignToColleague detail={detail.data} />}
      <CommentForm caseId={kase.id} />
      <div className="space-y-2">
        <h3 className="font-medium">Timeline</h3>
        <ol aria-label="Timeline" className="space-y-2 text-sm">
          {detail.data.timeline.map((event) => (
            <li key={event.id} className="rounded-md border border-slate-200 px-3 py-2 dark:border-slate-800">
              <p>
                <span className="text-slate-700 dark:text-slate-300">{when(event.at)}</span> · {eventText(event)}
              </p>
              {event.kind === 'commented' && event.text && (
                <p className="whitespace-pre-wrap break-words">{event.text}</p>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
