import type { Case } from '@contract/bff/cases'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { cn } from '@/lib/cn'
import { caseTypeShort, when } from '../utils/case-labels'

function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/** Enter on a link or a button is theirs. */
const isInteractive = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('a, button, summary') !== null

/**
 * The inbox's cases with keyboard triage: j / k move the selection, Enter opens the selected case,
 * a assigns it to me.
 */
export function CaseList({
  cases,
  selected,
  onSelect,
  onOpen,
  onClaim,
  caseHref,
}: {
  cases: readonly Case[]
  selected: number
  onSelect: (index: number) => void
  onOpen: (kase: Case) => void
  onClaim: (kase: Case) => void
  caseHref: (kase: Case) => string
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return
      const current = cases[selected]
      if (event.key === 'j') onSelect(Math.min(cases.length - 1, selected + 1))
      else if (event.key === 'k') onSelect(Math.max(0, selected - 1))
      else if (event.key === 'Enter' && current && !isInteractive(event.target)) onOpen(current)
      else if (event.key === 'a' && current) onClaim(current)
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Cases (j and k move, Enter opens, a assigns to me)</caption>
      <thead className="border-b border-slate-200 dark:border-slate-800">
        <tr>
          {['Case', 'Type', 'Assignee', 'Due'].map((heading) => (
            <th key={heading} scope="col" className="py-2 pr-3 font-medium">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cases.map((kase, index) => (
          <tr
            key={kase.id}
            data-testid="case-row"
            className={cn(
              'border-b border-slate-100 dark:border-slate-900',
              index === selected && 'bg-sky-50 outline outline-2 outline-sky-600 dark:bg-slate-800',
            )}
            onClick={() => onSelect(index)}
          >
            <td className="max-w-xs py-2 pr-3">
              <Link
                to={caseHref(kase)}
                aria-current={index === selected ? 'true' : undefined}
                className="break-words text-brand-700 underline dark:text-sky-300"
              >
                {kase.title ?? kase.subject_id}
              </Link>
              {kase.comments > 0 && (
                <span className="ml-2 text-slate-700 dark:text-slate-300">
                  {kase.comments} comment{kase.comments === 1 ? '' : 's'}
                </span>
              )}
            </td>
            <td className="py-2 pr-3">{caseTypeShort[kase.type]}</td>
            <td className="break-words py-2 pr-3">{kase.assignee_email ?? 'Unassigned'}</td>
            <td className="py-2 pr-3">
              {kase.state === 'closed' ? (
                `closed ${when(kase.closed_at ?? kase.opened_at)}`
              ) : kase.overdue ? (
                <strong className="text-red-700 dark:text-red-300">Overdue since {when(kase.due_at ?? '')}</strong>
              ) : kase.due_at ? (
                when(kase.due_at)
              ) : (
                'no SLA'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
