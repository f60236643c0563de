import { caseTypeLabels } from '@contract/bff/cases'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { caseMutations, caseQueries } from '../api/case-queries'
import { when } from '../utils/case-labels'

/**
 * The bell in the header: unread notifications (a case assigned to me, a comment mentioning me),
 * refreshed by the live-event stream; opening the list marks them read.
 */
export function NotificationBell() {
  const queryClient = useQueryClient()
  const list = useQuery(caseQueries.notifications())
  const read = useMutation(caseMutations.readNotifications(queryClient))
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const unread = list.data?.unread ?? 0
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    const onClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('mousedown', onClick)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('mousedown', onClick)
    }
  }, [open])
  return (
    <div ref={root} className="relative">
      <Button
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open)
          if (!open && unread > 0) read.mutate()
        }}
      >
        Notifications
        <span
          data-testid="unread-count"
          className="ml-1 rounded-full bg-brand-700 px-1.5 text-xs text-white dark:bg-sky-300 dark:text-slate-950"
        >
          {unread}
          <span className="sr-only"> unread</span>
        </span>
      </Button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-20 mt-2 w-80 rounded-md border border-slate-200 bg-white p-2 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {(list.data?.items ?? []).length === 0 ? (
            <p className="p-2">No notifications.</p>
          ) : (
            <ul
              aria-label="Notifications"
              className="max-h-96 divide-y divide-slate-200 overflow-auto dark:divide-slate-800"
            >
              {list.data?.items.map((item) => (
                <li key={item.id} className="p-2">
                  <Link
                    to={`/inbox?view=all&case=${encodeURIComponent(item.case_id)}`}
                    className="break-words text-brand-700 underline dark:text-sky-300"
                    onClick={() => setOpen(false)}
                  >
                    {item.kind === 'assigned' ? 'Assigned to you' : 'You were mentioned'}:{' '}
                    {item.case_title ?? caseTypeLabels[item.case_type]}
                  </Link>
                  <p className="text-slate-700 dark:text-slate-300">
                    {item.actor_email ?? 'round-robin'} · {when(item.at)}
                    {!item.read && ' · new'}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
