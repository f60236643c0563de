import { useEffect, useState, type ReactNode } from 'react'
import { afterNextPaint } from './after-paint'

/** The drawings waiting to be drawn, one after the other. */
let drawingQueue: Promise<void> = Promise.resolve()

/**
 * True once it is this drawing's turn: drawings are drawn one per frame, each after the previous
 * one has painted, so a page of charts never holds the main thread in one long task.
 */
function useDrawingTurn(): boolean {
  const [turn, setTurn] = useState(false)
  useEffect(() => {
    let mounted = true
    drawingQueue = drawingQueue.then(afterNextPaint).then(() => {
      if (mounted) setTurn(true)
    })
    return () => {
      mounted = false
    }
  }, [])
  return turn
}

export interface ChartTable {
  columns: readonly string[]
  rows: ReadonlyArray<readonly [label: string, ...values: Array<string | number>]>
}

/**
 * A chart with its text alternative: the drawing is hidden from assistive technology and the same
 * figures are given as a table (visible on demand) and an optional one-line summary. The title,
 * summary and table show at once; the drawing follows in its turn (useDrawingTurn).
 */
export function ChartFigure({
  title,
  summary,
  table,
  children,
  testId,
}: {
  title: string
  summary?: string
  table: ChartTable
  children: ReactNode
  testId?: string
}) {
  const drawn = useDrawingTurn()
  return (
    <figure className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800" data-testid={testId}>
      <figcaption className="font-medium">{title}</figcaption>
      {summary && <p className="text-sm text-slate-700 dark:text-slate-300">{summary}</p>}
      <div className="h-56" aria-hidden="true">
        {drawn && children}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700 underline dark:text-sky-300">
          {title}: figures as a table
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="pr-3 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([label, ...values]) => (
              <tr key={label}>
                <th scope="row" className="pr-3 font-normal">
                  {label}
                </th>
                {values.map((value, index) => (
                  <td key={index} className="pr-3">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
