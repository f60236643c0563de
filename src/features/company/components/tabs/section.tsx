import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'

/** A titled block of a profile tab; with `empty` set it says what is missing instead. */
export function Section({ title, children, empty }: { title: string; children?: ReactNode; empty?: string | false }) {
  // Not a named region: the heading structures the tab, and the tables inside are the regions.
  return (
    <section className="space-y-3">
      <h2 className="text-base font-semibold">{title}</h2>
      {empty ? <EmptyState title={empty} /> : children}
    </section>
  )
}

/** A plain responsive table for small lists (no sorting needed). */
export function SimpleTable({
  caption,
  headers,
  rows,
}: {
  caption: string
  headers: readonly string[]
  rows: readonly (readonly ReactNode[])[]
}) {
  return (
    // Focusable and named so that keyboard users can scroll a table wider than the screen.
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-t border-slate-200 dark:border-slate-800">
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} className="break-words px-3 py-2 align-top">
                  {cell === null || cell === undefined || cell === '' ? '—' : cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
