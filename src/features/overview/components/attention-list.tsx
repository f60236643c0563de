import type { AttentionItem } from '@contract/bff/overview'
import { Link } from 'react-router'

/** Where an attention item is handled, when this desk has a page for it (the callback inbox). */
function hrefOf(item: AttentionItem) {
  return item.kind === 'callback_refused' ? '/callbacks' : null
}

/** "Needs your attention" for the signed-in role, newest first. */
export function AttentionList({ items }: { items: readonly AttentionItem[] }) {
  return (
    <section
      aria-labelledby="attention-heading"
      className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="attention-heading" className="font-medium">
        Needs your attention
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Nothing waits for you.</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {items.map((item) => {
            const href = hrefOf(item)
            const label = `${item.reason}${item.title ? `: ${item.title}` : ''}`
            return (
              <li key={`${item.kind}:${item.id}`} className="flex flex-wrap justify-between gap-2 py-2">
                {href ? (
                  <Link to={href} className="break-words text-brand-700 underline dark:text-sky-300">
                    {label}
                  </Link>
                ) : (
                  <span className="break-words">{label}</span>
                )}
                <span className="text-slate-600 dark:text-slate-400">
                  {item.upstream_id} · {item.at.slice(0, 16).replace('T', ' ')}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
