import type { CaseCounts } from '@contract/bff/cases'
import type { AttentionItem } from '@contract/bff/overview'
import { Link } from 'react-router'

const linkClass = 'break-words text-brand-700 underline dark:text-sky-300'

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ')

/** The inbox's counts of open cases, each a link to the inbox's view with the same number. */
function OpenCases({ counts }: { counts: CaseCounts }) {
  const views = [
    { label: 'Open cases', value: counts.open, href: '/inbox?view=all' },
    { label: 'Mine', value: counts.mine, href: '/inbox?view=mine' },
    { label: 'Unassigned', value: counts.unassigned, href: '/inbox?view=unassigned' },
    { label: 'Overdue', value: counts.overdue, href: '/inbox?view=overdue' },
  ]
  return (
    <ul aria-label="Open cases in the inbox" className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {views.map((view) => (
        <li key={view.label}>
          <Link to={view.href} className={linkClass}>
            {view.label}:{' '}
            <span data-testid={`overview-count-${view.label.toLowerCase().replace(' ', '-')}`}>{view.value}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** "Needs your attention": the signed-in user's open cases and the unassigned ones (soonest due first), then refused callbacks. */
export function AttentionList({ items, counts }: { items: readonly AttentionItem[]; counts: CaseCounts }) {
  return (
    <section
      aria-labelledby="attention-heading"
      className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="attention-heading" className="font-medium">
        Needs your attention
      </h2>
      <OpenCases counts={counts} />
      {items.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Nothing waits for you.</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {items.map((item) => (
            <li key={`${item.kind}:${item.id}`} className="flex flex-wrap justify-between gap-2 py-2">
              <Link to={item.href} className={linkClass}>
                {`${item.reason}${item.title ? `: ${item.title}` : ''}`}
              </Link>
              <span className="text-slate-700 dark:text-slate-300">
                {item.overdue && <strong className="text-red-700 dark:text-red-300">Overdue · </strong>}
                {item.due_at ? `due ${when(item.due_at)}` : `since ${when(item.at)}`}
                {item.kind !== 'callback_refused' && ` · ${item.assignee_email ?? 'unassigned'}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
