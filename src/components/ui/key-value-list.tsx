import type { ReactNode } from 'react'

export interface KeyValue {
  label: string
  value: ReactNode
}

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '' || value === false

/** A definition list of facts; blank values show a dash so that missing data is visible. */
export function KeyValueList({ items, className }: { items: readonly KeyValue[]; className?: string }) {
  return (
    <dl className={className ?? 'grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]'}>
      {items.map((item) => (
        <div key={item.label} className="contents">
          <dt className="font-medium text-slate-700 dark:text-slate-300">{item.label}</dt>
          <dd className="min-w-0 break-words">
            {isBlank(item.value) ? <span className="text-slate-600 dark:text-slate-400">—</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
