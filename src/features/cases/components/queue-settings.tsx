import { caseTypeLabels, type QueueSettings } from '@contract/bff/cases'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { controlClasses } from '@/components/ui/field'
import { ApiError } from '@/lib/api-client'
import { caseMutations, caseQueries } from '../api/case-queries'

/** One queue's SLA and round-robin members. */
function QueueForm({ queue }: { queue: QueueSettings }) {
  const queryClient = useQueryClient()
  const colleagues = useQuery(caseQueries.assignees(queue.type))
  const save = useMutation(caseMutations.saveQueue(queryClient))
  const [sla, setSla] = useState(queue.sla_minutes === null ? '' : String(queue.sla_minutes))
  const [autoAssign, setAutoAssign] = useState(queue.auto_assign)
  const [members, setMembers] = useState<string[]>(queue.members)
  const ids = { sla: useId(), auto: useId(), error: useId() }
  const label = caseTypeLabels[queue.type]
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate({
      type: queue.type,
      body: { sla_minutes: sla.trim() === '' ? null : Number(sla), auto_assign: autoAssign, members },
    })
  }
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : []
  return (
    <form
      onSubmit={onSubmit}
      aria-label={`${label} queue`}
      className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-800"
    >
      <h3 className="font-medium">{label}s</h3>
      <div className="space-y-1">
        <label htmlFor={ids.sla} className="block text-sm font-medium">
          SLA in minutes (empty: no due date)
        </label>
        <input
          id={ids.sla}
          type="number"
          min={1}
          inputMode="numeric"
          className={controlClasses}
          value={sla}
          aria-invalid={fieldErrors.some((f) => f.path === 'sla_minutes') || undefined}
          aria-describedby={save.isError ? ids.error : undefined}
          onChange={(event) => setSla(event.target.value)}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={ids.auto}
          type="checkbox"
          checked={autoAssign}
          onChange={(event) => setAutoAssign(event.target.checked)}
        />
        <label htmlFor={ids.auto} className="text-sm">
          Assign new cases in turn to the members below (round-robin)
        </label>
      </div>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Members</legend>
        {(colleagues.data ?? []).map((user) => (
          <label key={user.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={members.includes(user.id)}
              onChange={(event) =>
                setMembers((now) => (event.target.checked ? [...now, user.id] : now.filter((id) => id !== user.id)))
              }
            />
            {user.email}
          </label>
        ))}
      </fieldset>
      {save.isError && (
        <p id={ids.error} role="alert" className="break-words text-sm text-red-700 dark:text-red-300">
          {fieldErrors.length > 0 ? fieldErrors.map((f) => `${f.path} ${f.message}`).join('; ') : save.error.message}
        </p>
      )}
      {save.isSuccess && (
        <p role="status" className="text-sm">
          Saved.
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        Save {label.toLowerCase()} queue
      </Button>
    </form>
  )
}

/** The queues' settings (admins). */
export function QueueSettingsSection() {
  const queues = useQuery(caseQueries.queues())
  return (
    <details className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <summary className="cursor-pointer">
        <h2 className="inline font-medium">Queue settings: SLA and round-robin</h2>
      </summary>
      {queues.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {queues.error.message}
        </p>
      ) : !queues.data ? (
        <p role="status">Loading the queues…</p>
      ) : (
        <div className="mt-3 grid gap-4 lg:grid-cols-3">
          {queues.data.map((queue) => (
            <QueueForm key={queue.type} queue={queue} />
          ))}
        </div>
      )}
    </details>
  )
}
