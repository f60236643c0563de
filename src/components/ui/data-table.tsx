import { flexRender, type Table } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Button } from './button'

/**
 * Renders a @tanstack/react-table instance: sortable headers are buttons with aria-sort; cells
 * wrap long values. The table logic (sorting, pagination) stays in the caller's useReactTable.
 */
export function DataTable<T>({
  table,
  caption,
  busy,
  rowClassName,
}: {
  table: Table<T>
  caption: ReactNode
  busy?: boolean
  rowClassName?: (row: T) => string | undefined
}) {
  return (
    // Focusable and named so that keyboard users can scroll a table wider than the screen.
    <div
      tabIndex={0}
      role="region"
      aria-label={typeof caption === 'string' ? caption : undefined}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800"
    >
      <table className="w-full text-left text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                const canSort = header.column.getCanSort()
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : canSort ? 'none' : undefined
                    }
                    className="px-3 py-2 font-medium"
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 hover:underline"
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={cn('border-t border-slate-200 dark:border-slate-800', rowClassName?.(row.original))}
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="break-words px-3 py-2 align-top">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Previous / next page controls with the position, for server-paginated lists. */
export function Pagination({
  page,
  lastPage,
  total,
  onPage,
  className,
}: {
  page: number
  lastPage: number
  total?: number
  onPage: (page: number) => void
  className?: string
}) {
  return (
    <nav aria-label="Pagination" className={cn('flex items-center gap-3 text-sm', className)}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span>
        Page {page} of {Math.max(lastPage, 1)}
        {total !== undefined && ` · ${total} result${total === 1 ? '' : 's'}`}
      </span>
      <Button variant="secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  )
}
